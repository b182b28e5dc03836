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
        /// Golden heights of the changed rows, by index in `rows`; a row in neither this nor
        /// `withinTolerance` did not change.
        public var golden: [Int: Double]
        /// Golden heights of the rows that moved by no more than the tolerance (they pass), by index in
        /// `rows`: shown as such beside the item's changed rows, not as unchanged.
        public var withinTolerance: [Int: Double]

        /// An item with its measured rows; `golden` and `withinTolerance` fill in as the run reports changes.
        public init(item: FeedItem, rows: [HeightRow], golden: [Int: Double] = [:], withinTolerance: [Int: Double] = [:]) {
            self.item = item; self.rows = rows; self.golden = golden; self.withinTolerance = withinTolerance
        }

        /// The golden height of row `index`: the changed row's, the one within the tolerance, else the row's own.
        public func goldenHeight(_ index: Int) -> Double { golden[index] ?? withinTolerance[index] ?? rows[index].height }
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
    /// The first items that could not be measured (as many as a report lists), as `cellheight table`
    /// reports them ("FILE:LINE: id ID: why").
    public private(set) var badItemMessages: [String] = []
    /// Why the run ended before the feed's end (`--stop-on-error`, a feed that cannot be read on): the
    /// report is of the items before it, and says so.
    public private(set) var endedEarly: String?
    /// Why the check did not start (a golden table for other settings, a template that does not load): no
    /// item was measured, and the report says so instead of counting nothing.
    public private(set) var notStarted: String?

    /// Items with at least one changed row, in feed order: the ones a report draws.
    public private(set) var items: [Item] = []
    /// What the template and the run warn of ("FILE:LINE: what"), the template's first: a report shows
    /// them, since a passing check's console is seldom read.
    public private(set) var warnings: [String] = []
    private var last: (item: FeedItem, rows: [HeightRow])?
    private var lastIsKept = false
    /// Golden heights of the last item's rows within the tolerance, met before a changed row kept it.
    private var lastWithinTolerance: [Int: Double] = [:]

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
            lastWithinTolerance = [:]
        case .difference(let difference):
            switch difference.kind {
            case .changed: changed += 1
            case .withinTolerance: withinTolerance += 1
            case .missing: missing += 1; rowsChecked += 1
            case .new: new += 1
            }
            if difference.kind != .withinTolerance { differences.append(difference) }
            guard difference.kind == .changed || difference.kind == .withinTolerance, let last, let golden = difference.golden,
                  let index = last.rows.firstIndex(where: { Self.matches($0, difference) }) else { return }
            if difference.kind == .withinTolerance {
                if lastIsKept { items[items.count - 1].withinTolerance[index] = golden } else { lastWithinTolerance[index] = golden }
                return
            }
            if !lastIsKept {
                items.append(Item(item: last.item, rows: last.rows, withinTolerance: lastWithinTolerance))
                lastIsKept = true
            }
            items[items.count - 1].golden[index] = golden
        case .failed(let error):
            badItems += 1
            if badItemMessages.count < ReportPage.listLimit { badItemMessages.append(error.description) }
        case .warning(let line): warnings.append(line)
        case .progress: break
        }
    }

    /// The run ended before the feed's end, for `reason`: what was found so far is all there is.
    public mutating func endEarly(_ reason: String) { endedEarly = reason }

    /// The check did not start, for `reason`: nothing was measured.
    public mutating func notStart(_ reason: String) { notStarted = reason }

    static func matches(_ row: HeightRow, _ difference: GoldenTable.Difference) -> Bool {
        row.width == difference.width && (difference.scale.map { $0 == row.scale } ?? true)
            && (difference.contentSize.map { $0 == row.contentSize.rawValue } ?? true)
    }
}
