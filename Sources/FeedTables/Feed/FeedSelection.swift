import CellTemplates

/// Which items of a feed to take: some by id, in the order asked for, or the first few in feed order.
/// Pictures of cells are drawn for a handful of items, so the feed is read only until they are found.
public enum FeedSelection: Sendable, Equatable {
    /// The items with these ids (an id matches an item's id as text or as JSON), in this order.
    case ids([String])
    /// The first `n` items of the feed.
    case first(Int)

    /// The chosen items and the feed's name (as errors name it). Bad lines are skipped; an id that is not
    /// found, or a feed without items, is an error that says how much of the feed was read. No ids, or the
    /// first none, choose nothing: the feed is opened, not read.
    public func items(in path: String, itemsAt: [String]? = nil) throws(FeedSelectionError) -> (items: [FeedItem], feedName: String) {
        let reader: FeedReader
        do { reader = try FeedReader(path: path, itemsAt: itemsAt) } catch { throw .feed(error) }
        switch self {
        case .ids(let ids) where ids.isEmpty: return ([], reader.name)
        case .first(let count) where count < 1: return ([], reader.name)
        default: break
        }
        // Ids compared by their bytes (`IDKey`); a set, so each feed item costs one look-up whatever the
        // number of ids asked for.
        var found: [IDKey: FeedItem] = [:]
        var wanted: Set<IDKey> = []
        if case .ids(let ids) = self { wanted = Set(ids.map(IDKey.init)) }
        var inOrder: [FeedItem] = []
        var read = 0
        var skipped: FeedSelectionError.SkippedLines?
        scan: while true {
            let batch: [Result<FeedItem, FeedError>]
            do { batch = try reader.next(256) } catch { throw .feed(error) }
            if batch.isEmpty { break }
            for entry in batch {
                read += 1
                switch entry {
                case .failure(let error):
                    skipped = FeedSelectionError.SkippedLines(count: (skipped?.count ?? 0) + 1, first: skipped?.first ?? error)
                case .success(let item):
                    switch self {
                    case .first(let count):
                        inOrder.append(item)
                        if inOrder.count == count { break scan }
                    case .ids:
                        for key in [IDKey(item.idText), IDKey(item.idJSON)] where wanted.contains(key) && found[key] == nil {
                            found[key] = item
                            if found.count == wanted.count { break scan }
                        }
                    }
                }
            }
        }
        switch self {
        case .first:
            guard !inOrder.isEmpty else { throw .noItems(feed: reader.name, read: read, skipped: skipped) }
            return (inOrder, reader.name)
        case .ids(let ids):
            let missing = ids.filter { found[IDKey($0)] == nil }
            guard missing.isEmpty else { throw .notFound(feed: reader.name, ids: missing, read: read, skipped: skipped) }
            return (ids.map { found[IDKey($0)]! }, reader.name)
        }
    }
}

/// Why a feed selection has no items to give.
public enum FeedSelectionError: Error, CustomStringConvertible {
    /// Bad lines passed over while looking: how many, and the first one's error.
    public struct SkippedLines: Sendable {
        public let count: Int
        public let first: FeedError
    }

    /// The feed could not be opened or read on.
    case feed(FeedError)
    /// The feed has no good item (`read` lines or elements were read).
    case noItems(feed: String, read: Int, skipped: SkippedLines?)
    /// No item has these ids (`read` items were read: all of them).
    case notFound(feed: String, ids: [String], read: Int, skipped: SkippedLines?)

    /// The message `render` prints.
    public var description: String {
        func note(_ skipped: SkippedLines?) -> String {
            skipped.map { "; \($0.count) bad line(s) skipped, the first: \($0.first)" } ?? ""
        }
        switch self {
        case .feed(let error): return error.description
        case let .noItems(feed, read, skipped): return "\(feed) has no items (\(read) read\(note(skipped)))"
        case let .notFound(feed, ids, read, skipped):
            return "\(feed): no item with id \(ids.joined(separator: ", ")) (\(read) items read\(note(skipped)))"
        }
    }
}
