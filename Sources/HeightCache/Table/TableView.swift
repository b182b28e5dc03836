#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Locking
import Logging
import Synchronization
import ViewLayout

/// A table's height machinery without a screen: template cells by reuse identifier, and row heights by
/// index path or by key, cached per table geometry (UITableView with FDTemplateLayoutCell). Call it
/// where an app's `tableView(_:heightForRowAt:)` would.
///
/// Thread-safe: heights can be asked for from many tasks at once; each measures on a template instance
/// of its own. Change the model inside the closure of the update that tells the table about it
/// (`performBatchUpdates`, or the `modelChange` of `insertRows`, `reloadData`, ...): precaching and
/// heights measured by other tasks then never see a model halfway through a change.
public final class TableView: @unchecked Sendable {
    // @unchecked: every stored property is a lock, an atomic, or a Sendable cache, except the data source
    // (the caller's object, behind a lock), which is asked for counts only on the caller's thread, inside
    // update methods and on first use of the index-path cache.

    struct State {
        var geometry: TableGeometry
        var slot = 0
        var heights = IndexPathHeights()
        var hasShape = false
        /// The thread running a model change under the update lock (`withUpdateLock`), while it runs.
        var changingThread: pthread_t?
        /// The threads measuring rows for a precache under the read side of the update lock, while they do.
        var precachingThreads: [pthread_t] = []
    }

    let state: Locked<State>
    let cells = TemplatePool<TableViewCell>(kind: .cell)
    let headerFooterViews = TemplatePool<TableViewHeaderFooterView>(kind: .headerFooterView)
    let counters = StatisticsCounters()
    let debugLog = DebugLog(label: "CellHeight.HeightCache")
    /// Readers: precaching (measures a row). Writers: updates (change the model and the shape).
    let modelLock = ReadWriteLock()
    private struct WeakDataSource { weak var source: (any TableViewDataSource)? }
    private let dataSourceReference: Locked<WeakDataSource>

    /// The key caches' slot numbers for the current geometry, so a hit by key takes one lock.
    let cellKeySlot = Atomic<Int>(0)
    let headerFooterKeySlot = Atomic<Int>(0)

    /// Cell heights by key (FDTemplateLayoutCell's `fd_keyedHeightCache`); save it with `HeightStore`.
    public let keyedHeightCache: KeyedHeightCache
    /// Header and footer heights by key.
    public let headerFooterKeyedHeightCache: KeyedHeightCache

    /// A table measuring at `geometry`, as a UITableView of that width, scale and style.
    /// - Parameters:
    ///   - geometry: the width, scale, style and separator every height is measured and cached at.
    ///   - dataSource: the counts updates are checked against, held weakly as UITableView holds its own.
    ///   - keyedCacheCapacity: most heights the key caches keep (least recently used go first); nil for no bound.
    public init(geometry: TableGeometry, dataSource: (any TableViewDataSource)? = nil, keyedCacheCapacity: Int? = nil) {
        var initial = State(geometry: geometry)
        initial.slot = initial.heights.slot(for: geometry)
        state = Locked(initial)
        dataSourceReference = Locked(WeakDataSource(source: dataSource))
        keyedHeightCache = KeyedHeightCache(capacity: keyedCacheCapacity)
        headerFooterKeyedHeightCache = KeyedHeightCache(capacity: keyedCacheCapacity)
        cellKeySlot.store(Int(keyedHeightCache.slot(for: geometry)), ordering: .releasing)
        headerFooterKeySlot.store(Int(headerFooterKeyedHeightCache.slot(for: geometry)), ordering: .releasing)
    }

    /// Gives section and row counts; held weakly, as UITableView holds it.
    public var dataSource: (any TableViewDataSource)? {
        get { dataSourceReference.withLock { $0.source } }
        set { dataSourceReference.withLock { $0.source = newValue } }
    }

    /// Width, scale, separator and section index of the table. Changing it (a rotation, another device)
    /// switches to that geometry's heights; the others stay cached.
    public var geometry: TableGeometry {
        get { state.withLock { $0.geometry } }
        set {
            let cellSlot = keyedHeightCache.slot(for: newValue)
            let headerFooterSlot = headerFooterKeyedHeightCache.slot(for: newValue)
            state.withLock { state in
                state.geometry = newValue
                state.slot = state.heights.slot(for: newValue)
                cellKeySlot.store(Int(cellSlot), ordering: .releasing)
                headerFooterKeySlot.store(Int(headerFooterSlot), ordering: .releasing)
            }
        }
    }

    /// The geometry's width alone: setting it (a rotation) switches heights as setting `geometry` does.
    public var width: Double {
        get { geometry.width }
        set { geometry.width = newValue }
    }

    // MARK: Registration

    /// Registers how to make cells for `identifier`; the table makes template instances on first use.
    /// Registering an identifier again replaces its cells, which may measure otherwise: every cached row
    /// height (by index path and by key) is forgotten. That is an invalidation, so registering an identifier
    /// again inside the table's model change or a precache's closures stops the process, as invalidating
    /// there does; registering a new one there is fine.
    public func register(_ makeCell: @escaping @Sendable () -> TableViewCell, forCellReuseIdentifier identifier: String) {
        if cells.register(makeCell, for: identifier) {
            invalidateAllIndexPathHeights()
            keyedHeightCache.invalidateAllHeights()
        }
    }

    /// Registers how to make header or footer views for `identifier`. Registering an identifier again
    /// forgets every cached header and footer height (and, as they share the index-path cache, row heights):
    /// not inside the table's model change or a precache's closures, as for cells.
    public func register(_ makeView: @escaping @Sendable () -> TableViewHeaderFooterView,
                         forHeaderFooterViewReuseIdentifier identifier: String) {
        if headerFooterViews.register(makeView, for: identifier) {
            invalidateAllIndexPathHeights()
            headerFooterKeyedHeightCache.invalidateAllHeights()
        }
    }

    /// Number of template instances made for a cell identifier (one per task that measured at once).
    public func templateCellCount(forReuseIdentifier identifier: String) -> Int { cells.instanceCount(identifier) }

    // MARK: Logging and statistics

    /// FDTemplateLayoutCell's `fd_debugLogEnabled`: logs creations, calculations and hits (swift-log, debug level).
    public var isDebugLogEnabled: Bool {
        get { debugLog.isEnabled }
        set { debugLog.isEnabled = newValue }
    }

    /// Sends the debug log to `logger` instead of the default "CellHeight.HeightCache" logger.
    public func useLogger(_ logger: Logger) { debugLog.use(logger) }

    /// Cache hits, misses and calculation time since the table was made or `resetStatistics()` last ran.
    public var statistics: HeightCacheStatistics { counters.snapshot }
    /// Sets every count to zero, to measure one phase (a scroll, a reload) on its own.
    public func resetStatistics() { counters.reset() }

    // MARK: Shape

    /// Row counts per section from the data source. Called outside `state`'s lock: the data source is
    /// the caller's code. Negative counts are errors, not zeros.
    func rowCountsFromDataSource() throws(HeightCacheError) -> [Int] {
        guard let source = dataSource else { throw .noDataSource }
        let sections = source.numberOfSections(in: self)
        guard sections >= 0 else { throw .invalidUpdate("the data source gives \(sections) sections") }
        var counts: [Int] = []
        counts.reserveCapacity(sections)
        for section in 0..<sections {
            let rows = source.tableView(self, numberOfRowsInSection: section)
            guard rows >= 0 else { throw .invalidUpdate("the data source gives \(rows) rows for section \(section)") }
            counts.append(rows)
        }
        return counts
    }

    /// Makes sure the index-path cache has the table's shape (read from the data source on first use).
    func loadShapeIfNeeded() throws(HeightCacheError) {
        if state.withLock({ $0.hasShape }) { return }
        // Inside the table's own model change the rows cannot be read (the change holds the lock reading takes),
        // and the data source is half changed: no height, as a row the change has not made yet has none.
        if modelChangeOnThisThread().inChange {
            throw .outOfRange("an index-path height was asked for inside the table's model change (performBatchUpdates, reloadData) "
                              + "before the table had read its rows: ask for it after the update")
        }
        requireNotInModelChange("an index-path height of a table whose shape is not read yet")
        try modelLock.withWriteLock { () throws(HeightCacheError) in
            guard !state.withLock({ $0.hasShape }) else { return }
            let counts = try rowCountsFromDataSource()
            state.withLock { $0.heights.reset(rowCounts: counts); $0.hasShape = true }
        }
    }
}

extension TableView {
    /// Whether the calling thread is running one of this table's model changes, or a precache's closures.
    func modelChangeOnThisThread() -> (inChange: Bool, precaching: Bool) {
        let me = pthread_self()
        return state.withLock { state in
            (state.changingThread.map { pthread_equal($0, me) != 0 } ?? false, state.precachingThreads.contains { pthread_equal($0, me) != 0 })
        }
    }

    /// Stops the process when the calling thread is running one of this table's model changes (the closure
    /// of `performBatchUpdates`, `reloadData`, ...) or a precache's closures: `what` would take the update lock
    /// that thread holds, and a lock taken twice by one thread is a programmer's error that UIKit, too, stops
    /// on (under the read side it would wait for itself for ever). Record the change on the `TableUpdate`, or
    /// make the call after the update.
    func requireNotInModelChange(_ what: @autoclosure () -> String) {
        let (inChange, precaching) = modelChangeOnThisThread()
        precondition(!inChange, "\(what()) was asked for inside the table's own model change (performBatchUpdates, reloadData): "
                     + "record it on the TableUpdate, or call it after the update")
        // A precache's closures run under the read side of the update lock, which the update would wait for.
        precondition(!precaching, "\(what()) was asked for inside a precache's identifier or configuration, which must not "
                     + "update the table: make the update on the table's own thread")
    }
}

extension TableView {
    /// The tallest row, header or footer height given, in points: a million, some 50,000 lines of body
    /// text. Above it a height says more about a constraint or a number in the data than about a cell
    /// (rows of 1e35 points came out of constants no layout means), so a taller fitting height is
    /// `HeightCacheError.heightTooLarge`, naming the view that made it.
    public static let maximumRowHeight = 1_000_000.0
}
