import FeedTables
import ViewLayout

/// What a check found, gathered from the events of `HeightTable.run` for a report: the counts, every
/// difference, and the items with a changed row (kept whole, since their pictures are drawn after the
/// run, when the largest changes are known). Rows that match hold nothing.
public struct ChangedRows {
    /// An item with at least one changed row: its rows as measured now, and the golden heights of the
    /// changed ones by the row's index in `rows`.
    public struct Item: Sendable {
        public let item: FeedItem
        public let rows: [HeightRow]
        public var golden: [Int: Double]

        public init(item: FeedItem, rows: [HeightRow], golden: [Int: Double] = [:]) {
            self.item = item; self.rows = rows; self.golden = golden
        }
    }

    public private(set) var rowsChecked = 0
    public private(set) var changed = 0
    public private(set) var withinTolerance = 0
    public private(set) var missing = 0
    public private(set) var new = 0
    public private(set) var badItems = 0
    /// Every difference, in feed order (missing rows last).
    public private(set) var differences: [GoldenTable.Difference] = []
    public private(set) var items: [Item] = []
    private var last: (item: FeedItem, rows: [HeightRow])?
    private var lastIsKept = false

    public init() {}

    /// Takes one event of the run.
    public mutating func add(_ event: HeightTable.Event) {
        switch event {
        case .rows(let rows, let item):
            rowsChecked += rows.count
            last = (item, rows)
            lastIsKept = false
        case .difference(let difference):
            switch difference.kind {
            case .changed: changed += 1
            case .withinTolerance: withinTolerance += 1
            case .missing: missing += 1; rowsChecked += 1
            case .new: new += 1
            }
            if difference.kind != .withinTolerance { differences.append(difference) }
            guard difference.kind == .changed, let last, let golden = difference.golden,
                  let index = last.rows.firstIndex(where: { Self.matches($0, difference) }) else { return }
            if !lastIsKept { items.append(Item(item: last.item, rows: last.rows)); lastIsKept = true }
            items[items.count - 1].golden[index] = golden
        case .failed: badItems += 1
        case .warning, .progress: break
        }
    }

    static func matches(_ row: HeightRow, _ difference: GoldenTable.Difference) -> Bool {
        row.width == difference.width && (difference.scale.map { $0 == row.scale } ?? true)
            && (difference.contentSize.map { $0 == row.contentSize.rawValue } ?? true)
    }
}
