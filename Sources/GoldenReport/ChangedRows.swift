import CellTemplates
import FeedTables
import ViewLayout

/// What a check found, gathered from the events of `HeightTable.run` for a report: the counts, every
/// difference, and the items with a changed row (kept whole, since their pictures are drawn after the
/// run, when the largest changes are known). Rows that match hold nothing.
public struct ChangedRows {
    /// An item with at least one changed row: its rows as measured now, and the golden heights of the
    /// changed ones by the row's index in `rows`.
    public struct Item: Sendable {
        /// The feed item, kept whole so its cell can be bound again to draw it.
        public let item: FeedItem
        /// The item's rows as measured in this run, one per setting of the check.
        public let rows: [HeightRow]
        /// Golden heights of the changed rows, by index in `rows`; a row not here did not change.
        public var golden: [Int: Double]

        /// An item with its measured rows; `golden` fills in as the run reports changes.
        public init(item: FeedItem, rows: [HeightRow], golden: [Int: Double] = [:]) {
            self.item = item; self.rows = rows; self.golden = golden
        }
    }

    /// Rows the run measured, plus the golden rows it did not give (missing).
    public private(set) var rowsChecked = 0
    /// Rows further from their golden height than the tolerance: the check fails on these.
    public private(set) var changed = 0
    /// Rows off their golden height by no more than the tolerance: counted, not listed.
    public private(set) var withinTolerance = 0
    /// Golden rows the run did not give.
    public private(set) var missing = 0
    /// Rows the golden table does not have.
    public private(set) var new = 0
    /// Items that could not be measured (or, in a strict run, were laid out with problems).
    public private(set) var badItems = 0
    /// Every difference, in feed order (missing rows last).
    public private(set) var differences: [GoldenTable.Difference] = []
    /// Items with at least one changed row, in feed order: the ones a report draws.
    public private(set) var items: [Item] = []
    /// What the template and the run warn of ("FILE:LINE: what"), the template's first: a report shows
    /// them, since a passing check's console is seldom read.
    public private(set) var warnings: [String] = []
    private var last: (item: FeedItem, rows: [HeightRow])?
    private var lastIsKept = false

    /// Nothing found yet; give it the run's events with `add(_:)`.
    /// - Parameter templateWarnings: the warnings of the template the run measures with
    ///   (`CellTemplate.warnings`), "FILE:LINE: what", shown before the run's own.
    public init(templateWarnings: [String] = []) {
        warnings = templateWarnings
    }

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
        case .warning(let line): warnings.append(line)
        case .progress: break
        }
    }

    static func matches(_ row: HeightRow, _ difference: GoldenTable.Difference) -> Bool {
        row.width == difference.width && (difference.scale.map { $0 == row.scale } ?? true)
            && (difference.contentSize.map { $0 == row.contentSize.rawValue } ?? true)
    }
}
