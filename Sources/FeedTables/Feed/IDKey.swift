/// An id as a dictionary key, compared by its UTF-8 bytes.
///
/// Swift's `String` equality is canonical equivalence: "café" written with é and written with e and a
/// combining acute accent are one string, though the CSV writes them apart and UIKit's `NSString` keys
/// (a height cache's, an index of items) keep them apart. Two items with those ids are two items, so
/// every lookup of an item by id goes through this key.
public struct IDKey: Hashable, Sendable {
    public let bytes: [UInt8]

    /// The key of an id's text (`FeedItem.idText`, as the CSV writes it).
    public init(_ text: String) { bytes = Array(text.utf8) }
}
