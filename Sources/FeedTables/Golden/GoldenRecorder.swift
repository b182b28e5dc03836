import CellTemplates
import ViewLayout

/// A new golden table made from a run's rows: what record mode writes in place of the old one. It holds
/// the rows a check compares, in the feed's order, with the columns of the table it replaces (in the order
/// the tool writes them, so a table the tool wrote changes only where heights did), or, for a new table,
/// with a scale column (a check at another scale then finds no row of its setting and says so, where a
/// table without one compares rows measured at another scale) and a content size column when the settings need one to tell rows apart or are not at the default
/// content size (a table without the column is read as the default's).
///
/// A golden table has one row per id at each setting, and a check compares every item of an id with it;
/// two items of one id could not both be pinned by it, so the next check of the same feed would fail.
/// The recorder refuses an item whose id an earlier item had (ids compared as the CSV writes them, so
/// `1` and `"1"` are one id, and ids whose bytes differ are two, however alike), naming both lines.
public struct GoldenRecorder: Sendable {
    private let columns: CSVColumns
    /// The line of the item that gave each id its rows.
    private var lines: [IDKey: Int] = [:]
    /// The table so far, header included.
    public private(set) var text: String
    /// Rows recorded.
    public private(set) var count = 0

    /// A recorder for the rows of `settings`, replacing `previous` (nil: a new table).
    public init(replacing previous: GoldenTable?, settings: [MeasureSetting]) {
        let scale = (previous?.hasScale ?? true) || Set(settings.map(\.scale)).count > 1
        let contentSize = (previous?.hasContentSize ?? false) || CSVColumns.needsContentSize(settings)
        columns = CSVColumns(scale: scale, contentSize: contentSize)
        text = columns.header
    }

    /// Adds the rows of `item` of `feed`; an item whose id an earlier item had is refused with an error at
    /// its line (cause `.repeatedID`), and its rows are not added.
    public mutating func add(_ rows: [HeightRow], of item: FeedItem, feed: String) throws(FeedError) {
        let id = item.idText
        if let first = lines[IDKey(id)] {
            throw FeedError(file: feed, line: item.line, id: id,
                            "repeats the id of line \(first); a golden table has one row per id at each width, so a "
                                + "recording refuses a feed that repeats an id (give each item an id of its own)",
                            cause: .repeatedID(firstLine: first))
        }
        lines[IDKey(id)] = item.line
        text += columns.text(rows)
        count += rows.count
    }
}
