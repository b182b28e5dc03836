#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension TableView {
    /// Forgets every index-path height and reads the row counts again (UITableView.reloadData).
    /// Key caches are kept: a key names its item wherever the item is. `modelChange` runs first, under
    /// the table's update lock. When the new counts cannot be read, the error is thrown and the index-path
    /// heights are forgotten all the same: the model has changed.
    public func reloadData(_ modelChange: () -> Void = {}) throws(HeightCacheError) {
        try withUpdateLock(modelChange) { () throws(HeightCacheError) in
            let counts = try countsAfterChange()
            state.withLock { $0.heights.reset(rowCounts: counts); $0.hasShape = true }
        }
    }

    /// Reads the row counts again but keeps the index-path heights
    /// (`fd_reloadDataWithoutInvalidateIndexPathHeightCache`): for a reload that changed no row's height.
    /// Sections whose row count changed cannot be matched row by row; their heights are forgotten.
    public func reloadDataWithoutInvalidatingHeightCache(_ modelChange: () -> Void = {}) throws(HeightCacheError) {
        try withUpdateLock(modelChange) { () throws(HeightCacheError) in
            let counts = try countsAfterChange()
            state.withLock { state in
                if state.hasShape { state.heights.reshape(rowCounts: counts) } else { state.heights.reset(rowCounts: counts) }
                state.hasShape = true
            }
        }
    }

    /// Applies one batch of changes, as UITableView.performBatchUpdates: change the model inside
    /// `updates` and record the changes on the `TableUpdate` it gets. Deletions, reloads and move sources
    /// are in the indices before the batch, insertions and move destinations in the indices after it.
    /// Cached heights move with their rows; reloaded and inserted rows are measured again when asked for.
    ///
    /// Once the table has its shape (read on the first index-path height, precache or reload), an update
    /// that does not match the data source's counts (or names a row that is not there, or one row twice)
    /// throws `invalidUpdate` naming it, and clears the index-path cache so that no height can land on
    /// the wrong row. Before that, there is nothing cached to move, and the new counts are simply read.
    /// `updates` records its changes on the `TableUpdate`; calling this table's updates or invalidations
    /// from inside it stops the process, as a lock taken twice would (see `requireNotInModelChange`).
    public func performBatchUpdates(_ updates: (inout TableUpdate) -> Void) throws(HeightCacheError) {
        var update = TableUpdate()
        try withUpdateLock({ updates(&update) }) { () throws(HeightCacheError) in
            let newCounts = try countsAfterChange()
            try state.withLock { (state) throws(HeightCacheError) in
                guard state.hasShape else {
                    state.heights.reset(rowCounts: newCounts)
                    state.hasShape = true
                    return
                }
                do throws(HeightCacheError) {
                    let plan = try UpdatePlan(update, oldCounts: state.heights.rowCounts, newCounts: newCounts)
                    state.heights.apply(plan)
                } catch {
                    state.heights.reset(rowCounts: newCounts)
                    throw error
                }
            }
        }
    }

    /// Runs a model change and the table's bookkeeping under the write side of the update lock, marked as
    /// a change from start to end, so that no height measured against the old model is stored once it has
    /// begun, and none measured while it runs (by another task, against a model half changed) at all.
    /// `modelChange` must not call the table's own updates or invalidations (see `requireNotInModelChange`).
    private func withUpdateLock(_ modelChange: () -> Void, _ body: () throws(HeightCacheError) -> Void) throws(HeightCacheError) {
        requireNotInModelChange("an update")
        try modelLock.withWriteLock { () throws(HeightCacheError) in
            state.withLock { $0.heights.beginChange(); $0.changingThread = pthread_self() }
            defer { state.withLock { $0.heights.endChange(); $0.changingThread = nil } }
            modelChange()
            try body()
        }
    }

    /// The data source's row counts after a model change. When they cannot be read (no data source, a
    /// negative count), nothing cached can be trusted: the index-path cache is emptied, to read its shape
    /// again on next use, and the error is thrown.
    private func countsAfterChange() throws(HeightCacheError) -> [Int] {
        do throws(HeightCacheError) { return try rowCountsFromDataSource() } catch {
            state.withLock { $0.heights.reset(rowCounts: []); $0.hasShape = false }
            throw error
        }
    }

    /// UITableView.insertSections: a batch update of this one change; the new sections are measured when asked for.
    public func insertSections(_ sections: [Int], modelChange: () -> Void = {}) throws(HeightCacheError) {
        try performBatchUpdates { modelChange(); $0.insertSections(sections) }
    }
    /// UITableView.deleteSections: a batch update of this one change; the sections' heights go with them.
    public func deleteSections(_ sections: [Int], modelChange: () -> Void = {}) throws(HeightCacheError) {
        try performBatchUpdates { modelChange(); $0.deleteSections(sections) }
    }
    /// UITableView.reloadSections: a batch update that forgets these sections' heights and keeps the others'.
    public func reloadSections(_ sections: [Int], modelChange: () -> Void = {}) throws(HeightCacheError) {
        try performBatchUpdates { modelChange(); $0.reloadSections(sections) }
    }
    /// UITableView.moveSection: a batch update that carries the section's heights to its new place.
    public func moveSection(_ section: Int, toSection newSection: Int, modelChange: () -> Void = {}) throws(HeightCacheError) {
        try performBatchUpdates { modelChange(); $0.moveSection(section, toSection: newSection) }
    }
    /// UITableView.insertRows: a batch update of this one change; the new rows are measured when asked for.
    public func insertRows(at indexPaths: [TableIndexPath], modelChange: () -> Void = {}) throws(HeightCacheError) {
        try performBatchUpdates { modelChange(); $0.insertRows(at: indexPaths) }
    }
    /// UITableView.deleteRows: a batch update of this one change; the rows after them keep their heights.
    public func deleteRows(at indexPaths: [TableIndexPath], modelChange: () -> Void = {}) throws(HeightCacheError) {
        try performBatchUpdates { modelChange(); $0.deleteRows(at: indexPaths) }
    }
    /// UITableView.reloadRows: a batch update that forgets these rows' heights and keeps every other row's.
    public func reloadRows(at indexPaths: [TableIndexPath], modelChange: () -> Void = {}) throws(HeightCacheError) {
        try performBatchUpdates { modelChange(); $0.reloadRows(at: indexPaths) }
    }
    /// UITableView.moveRow: a batch update that carries the row's height to its new index path.
    public func moveRow(at indexPath: TableIndexPath, to newIndexPath: TableIndexPath, modelChange: () -> Void = {}) throws(HeightCacheError) {
        try performBatchUpdates { modelChange(); $0.moveRow(at: indexPath, to: newIndexPath) }
    }
}
