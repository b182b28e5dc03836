extension TableView {
    /// Forgets every index-path height and reads the row counts again (UITableView.reloadData).
    /// Key caches are kept: a key names its item wherever the item is.
    public func reloadData() throws(HeightCacheError) {
        try modelLock.withWriteLock { () throws(HeightCacheError) in
            guard let counts = rowCountsFromDataSource() else { throw .noDataSource }
            state.withLock { $0.heights.reset(rowCounts: counts); $0.hasShape = true }
        }
    }

    /// Reads the row counts again but keeps the index-path heights
    /// (`fd_reloadDataWithoutInvalidateIndexPathHeightCache`): for a reload that changed no row's height.
    /// Sections whose row count changed cannot be matched row by row; their heights are forgotten.
    public func reloadDataWithoutInvalidatingHeightCache() throws(HeightCacheError) {
        try modelLock.withWriteLock { () throws(HeightCacheError) in
            guard let counts = rowCountsFromDataSource() else { throw .noDataSource }
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
    /// An update that does not match the data source's counts (or names a row that is not there, or one
    /// row twice) throws `invalidUpdate` naming it, and clears the index-path cache so that no height can
    /// land on the wrong row.
    public func performBatchUpdates(_ updates: (inout TableUpdate) -> Void) throws(HeightCacheError) {
        try modelLock.withWriteLock { () throws(HeightCacheError) in
            var update = TableUpdate()
            updates(&update)
            guard let newCounts = rowCountsFromDataSource() else { throw .noDataSource }
            try state.withLock { (state) throws(HeightCacheError) in
                guard state.hasShape else {
                    // Nothing cached yet: the new counts are the shape.
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

    public func insertSections(_ sections: [Int]) throws(HeightCacheError) { try performBatchUpdates { $0.insertSections(sections) } }
    public func deleteSections(_ sections: [Int]) throws(HeightCacheError) { try performBatchUpdates { $0.deleteSections(sections) } }
    public func reloadSections(_ sections: [Int]) throws(HeightCacheError) { try performBatchUpdates { $0.reloadSections(sections) } }
    public func moveSection(_ section: Int, toSection newSection: Int) throws(HeightCacheError) {
        try performBatchUpdates { $0.moveSection(section, toSection: newSection) }
    }
    public func insertRows(at indexPaths: [TableIndexPath]) throws(HeightCacheError) { try performBatchUpdates { $0.insertRows(at: indexPaths) } }
    public func deleteRows(at indexPaths: [TableIndexPath]) throws(HeightCacheError) { try performBatchUpdates { $0.deleteRows(at: indexPaths) } }
    public func reloadRows(at indexPaths: [TableIndexPath]) throws(HeightCacheError) { try performBatchUpdates { $0.reloadRows(at: indexPaths) } }
    public func moveRow(at indexPath: TableIndexPath, to newIndexPath: TableIndexPath) throws(HeightCacheError) {
        try performBatchUpdates { $0.moveRow(at: indexPath, to: newIndexPath) }
    }
}
