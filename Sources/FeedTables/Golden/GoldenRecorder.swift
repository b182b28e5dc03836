import ViewLayout

/// A new golden table made from a run's rows: what record mode writes in place of the old one. It holds
/// the rows a check compares, each key once (a feed that repeats an id gives its first row), in the
/// columns of the table it replaces (so a re-recorded file changes only where heights did), or, for a
/// new table, with the scale and content size columns the settings need to tell rows apart.
public struct GoldenRecorder: Sendable {
    private var writer: TableWriter
    private var seen: Set<GoldenTable.Key> = []
    /// The table so far, header included.
    public private(set) var text: String
    /// Rows recorded.
    public private(set) var count = 0

    /// A recorder for the rows of `settings`, replacing `previous` (nil: a new table).
    public init(replacing previous: GoldenTable?, settings: [MeasureSetting]) {
        let scale = (previous?.hasScale ?? false) || Set(settings.map(\.scale)).count > 1
        let contentSize = (previous?.hasContentSize ?? false) || Set(settings.map(\.contentSize)).count > 1
        writer = TableWriter(format: .csv, scaleColumn: scale, contentSizeColumn: contentSize)
        text = writer.header
    }

    /// Adds an item's rows.
    public mutating func add(_ rows: [HeightRow]) {
        let fresh = rows.filter { seen.insert(key($0)).inserted }
        text += writer.text(fresh)
        count += fresh.count
    }

    private func key(_ row: HeightRow) -> GoldenTable.Key {
        GoldenTable.Key(id: Array(row.idText.utf8), width: row.width, scale: writer.scaleColumn ? row.scale : nil,
                        contentSize: writer.contentSizeColumn ? row.contentSize.rawValue : nil)
    }
}
