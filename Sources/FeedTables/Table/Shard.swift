import CellTemplates
import JSONLines

/// One of N deterministic parts of a feed (`--shard K/N`): an item belongs to shard hash(id) mod N,
/// so any engine that runs the N shards (Spark partitions, a Kubernetes Indexed Job) gets every item
/// exactly once, whatever order or machine it runs them on.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// K: the part kept, from 0.
    public let index: Int
    /// N: the number of parts.
    public let count: Int

    /// Parses "K/N" with 0 <= K < N.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (0..<count).contains(index) else {
            return nil
        }
        self.index = index; self.count = count
    }

    /// Whether the item is in this part, by a hash of its id's JSON text that is stable across runs and machines.
    public func contains(_ item: FeedItem) -> Bool { Self.hash(item.idJSON) % UInt64(count) == UInt64(index) }

    /// Whether this part owns a golden table's id that no item of the feed has, so that exactly one of
    /// the N parts reports its rows missing: the part an item with that id would be in, the id being a
    /// number when the CSV text is a JSON number and a string otherwise (a CSV does not say which it was).
    public func owns(goldenID text: String) -> Bool {
        let json: String
        if case .number? = try? JSONParser.parse(text) { json = text } else { json = JSONValue.string(text).text }
        return Self.hash(json) % UInt64(count) == UInt64(index)
    }

    /// The hash of the id's JSON text: stable across runs, machines and versions.
    static func hash(_ text: String) -> UInt64 { IDHash.fnv1a(text) }

    /// "K/N", as `--shard` takes it.
    public var description: String { "\(index)/\(count)" }
}
