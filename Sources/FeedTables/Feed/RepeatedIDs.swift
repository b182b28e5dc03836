import CellTemplates
import JSONLines
/// Items whose id an earlier item of the feed already had. A feed may repeat an id (its rows come out in
/// feed order), but whoever reads the table by id cannot tell those rows apart, and a golden check pairs
/// them by position; so a run counts them and says so once, with the first few ids, not once per repeat.
///
/// Ids are compared as text (`FeedItem.idText`, the id as the CSV writes it and `--check` matches it), so
/// `1` and `"1"` are the same id. Only a 64-bit hash (FNV-1a of the UTF-8 bytes) of each distinct id is
/// kept, not the id: a `Set<UInt64>`, at most 3/4 full in power-of-two tables, costs 11 to 22 bytes
/// per distinct id whatever the ids' length, and half again while it grows (10 million ids: 134 MB
/// kept, 196 MB at the peak, as measured). Two distinct ids with one hash would be counted as a repeat;
/// among n ids that happens with a chance of about n² / 2^65 (3 in a million for 10 million ids). Ids
/// that repeat are kept in a second such set, to count them.
///
/// With `--shard`, a job sees only its shard's items; ids are sharded by their JSON text, so an id's
/// repeats fall in its shard, except the same id written once as a number and once as a string.
public struct RepeatedIDs: Sendable, CustomStringConvertible {
    /// How many repeated ids a description names.
    public static let exampleLimit = 5

    private var seen: Set<UInt64> = []
    private var repeated: Set<UInt64> = []
    /// Items whose id an earlier item had (an id given three times counts twice).
    public private(set) var itemCount = 0
    /// The first `exampleLimit` ids that repeat, in the order their first repeat came.
    public private(set) var examples: [String] = []

    /// An empty count; a run notes every item in it, in feed order.
    public init() {}

    /// Distinct ids that more than one item had.
    public var idCount: Int { repeated.count }

    /// Notes one item's id; true when an earlier item had it.
    @discardableResult
    public mutating func note(_ item: FeedItem) -> Bool {
        let id = item.idText
        let hash = IDHash.fnv1a(id)
        if seen.insert(hash).inserted { return false }
        itemCount += 1
        if repeated.insert(hash).inserted && examples.count < Self.exampleLimit { examples.append(id) }
        return true
    }

    /// "3 items repeat an earlier item's id (2 ids: "7", "a,b")"; empty when no id repeats.
    public var description: String {
        guard itemCount > 0 else { return "" }
        let quoted = examples.map { JSONValue.string($0).text }.joined(separator: ", ")
        let ids = idCount == 1 ? "id \(quoted)" : idCount <= examples.count ? "\(idCount) ids: \(quoted)"
                                                                              : "\(idCount) ids, first \(quoted)"
        return "\(itemCount) item\(itemCount == 1 ? "" : "s") repeat\(itemCount == 1 ? "s" : "") an earlier item's id (\(ids))"
    }

}
