/// A problem with a feed or one of its items: the file, the line, the item's id when known, and what.
public struct FeedError: Error, Equatable, CustomStringConvertible {
    public let file: String
    public let line: Int?
    /// The item's id as written in the feed, when the item got that far.
    public let id: String?
    public let message: String

    public init(file: String, line: Int? = nil, id: String? = nil, _ message: String) {
        self.file = file; self.line = line; self.id = id; self.message = message
    }

    public var description: String {
        var place = file
        if let line { place += ":\(line)" }
        if let id { place += ": id \(id)" }
        return "\(place): \(message)"
    }
}
