import CellTemplates
import HeightCache
import JSONLines

/// One item of a feed: its id exactly as written, its fields, and where it was.
public struct FeedItem: Sendable {
    /// The id as a JSON value (a string, or a number kept as its literal).
    public let id: JSONValue
    /// 1-based line in the feed file where the item starts.
    public let line: Int
    /// The item as written (its line, for JSON Lines), when the reader had it.
    private let source: [UInt8]?
    private let storage: Storage
    /// The checksum of `source` (`HeightCacheFingerprint.checksum(ofBytes:)`), when the reader already took it.
    private let sourceChecksum: UInt64?
    /// The heights a height cache holds for the item at every setting of the run, in the settings' order,
    /// when the reader asked it (`FeedReader.next`'s `known`): the runner answers the item with them.
    let cachedHeights: [Double]?

    private enum Storage: Sendable {
        case parsed(JSONValue)
        /// An item a height cache knew by its bytes (`source`): parsed whenever its fields are asked for,
        /// which a warm run does not do (a report's picture of it does, once).
        case deferred
    }

    /// The whole item (an object; the id is one of its fields).
    public var fields: JSONValue {
        switch storage {
        case .parsed(let value): return value
        case .deferred:
            // The bytes parsed as an item when their heights were cached; only bytes that differ from
            // those with the same id and the same 64-bit digest could fail, and they keep their id.
            return source.flatMap { try? JSONParser.parse($0) } ?? .object([(key: "id", value: id)])
        }
    }

    /// A digest of the item as written (else of its fields): the height cache's key changes when any
    /// field does. Computed when asked for (only runs with a cache do), on the worker that asks.
    public var digest: String { HeightCacheFingerprint.hex(checksum) }

    /// The checksum `digest` writes: of the item as written, else of its fields' JSON text.
    var checksum: UInt64 {
        sourceChecksum ?? HeightCacheFingerprint.checksum(ofBytes: source ?? Array(fields.text.utf8))
    }

    /// The id as it goes back out in JSON: the literal from the feed.
    public var idJSON: String { id.text }

    /// The id as text (a string's characters, a number's literal), for CSV and messages.
    public var idText: String { id.plainText }
    /// The id as messages name it: `idText` on one line, with control and bidi characters escaped, so that
    /// an id cannot recolour the terminal, turn the message around or start a line of its own.
    public var idShown: String { id.shownText }

    /// Whether the item was taken on a height cache's word without being parsed (a table run with a warm
    /// cache); its fields are parsed if asked for.
    public var isDeferred: Bool { if case .deferred = storage { true } else { false } }

    /// Checks that `value` is an item: an object with an id that is a string or a number. An item
    /// without an id takes `defaultID` when one is given (its position in the feed's array).
    public init(_ value: JSONValue, line: Int, file: String, source: [UInt8]? = nil, checksum: UInt64? = nil,
                defaultID: Int? = nil) throws(FeedError) {
        guard case .object = value else {
            throw FeedError(file: file, line: line, "expected an object with an \"id\", got \(value.summary)")
        }
        guard let id = value["id"] ?? defaultID.map({ JSONValue.number(String($0)) }) else {
            throw FeedError(file: file, line: line, "missing field \"id\"")
        }
        switch id {
        case .string, .number: break
        default: throw FeedError(file: file, line: line, "field \"id\": expected a string or a number, got \(id.summary)")
        }
        self.id = id; self.line = line; self.source = source; sourceChecksum = checksum; storage = .parsed(value)
        cachedHeights = nil
    }

    /// An item whose id was skimmed from `source` (`JSONSkim`), not parsed: for bytes whose digest a
    /// height cache holds (`heights`, once known), so they parsed as an item before. Its fields are
    /// parsed when first asked for.
    package init(skimmedID id: JSONValue, line: Int, source: [UInt8], checksum: UInt64, heights: [Double]? = nil) {
        self.id = id; self.line = line; self.source = source; sourceChecksum = checksum
        storage = .deferred
        cachedHeights = heights
    }
}
