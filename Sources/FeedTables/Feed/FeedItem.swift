import CellTemplates
import HeightCache
import JSONLines

/// One item of a feed: its id exactly as written, its fields, and where it was.
public struct FeedItem: Sendable {
    /// The id as a JSON value (a string, or a number kept as its literal).
    public let id: JSONValue
    /// The whole item (an object; the id is one of its fields).
    public let fields: JSONValue
    /// 1-based line in the feed file where the item starts.
    public let line: Int
    /// The item as written (its line, for JSON Lines), when the reader had it.
    private let source: [UInt8]?

    /// A digest of the item as written (else of its fields): the height cache's key changes when any
    /// field does. Computed when asked for (only runs with a cache do), on the worker that asks.
    public var digest: String {
        source.map(HeightCacheFingerprint.digest(ofBytes:)) ?? HeightCacheFingerprint.digest(of: fields.text)
    }

    /// The id as it goes back out in JSON: the literal from the feed.
    public var idJSON: String { id.text }

    /// The id as text (a string's characters, a number's literal), for CSV and messages.
    public var idText: String { id.plainText }

    /// Checks that `value` is an item: an object with an id that is a string or a number. An item
    /// without an id takes `defaultID` when one is given (its position in the feed's array).
    public init(_ value: JSONValue, line: Int, file: String, source: [UInt8]? = nil, defaultID: Int? = nil) throws(FeedError) {
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
        self.id = id; self.fields = value; self.line = line; self.source = source
    }
}
