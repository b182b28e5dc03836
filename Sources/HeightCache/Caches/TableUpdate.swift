/// The changes of one batch update, in UITableView's terms. Deletions, reloads and move sources name
/// rows and sections as they were before the update; insertions and move destinations name them as they
/// are after it. A reload keeps the row (or section) in place and forgets its height; a move carries the
/// height to the destination (a removal plus an insertion, never a swap).
public struct TableUpdate: Sendable {
    /// Sections inserted, numbered as after the update; their rows are measured when asked for.
    public private(set) var insertedSections: [Int] = []
    /// Sections deleted, numbered as before the update; their rows' heights go with them.
    public private(set) var deletedSections: [Int] = []
    /// Sections reloaded, numbered as before the update: they stay in place and their heights are forgotten.
    public private(set) var reloadedSections: [Int] = []
    /// Section moves, from the number before the update to the one after; the heights move with the section.
    public private(set) var movedSections: [(from: Int, to: Int)] = []
    /// Rows inserted, at their index paths after the update; they are measured when asked for.
    public private(set) var insertedRows: [TableIndexPath] = []
    /// Rows deleted, at their index paths before the update.
    public private(set) var deletedRows: [TableIndexPath] = []
    /// Rows reloaded, at their index paths before the update: they stay in place and their heights are forgotten.
    public private(set) var reloadedRows: [TableIndexPath] = []
    /// Row moves, from the index path before the update to the one after; the height moves with the row.
    public private(set) var movedRows: [(from: TableIndexPath, to: TableIndexPath)] = []

    /// An empty update; `TableView.performBatchUpdates` hands one to its closure to record the changes on.
    public init() {}

    /// Records inserted sections (UITableView.insertSections), numbered as after the update.
    public mutating func insertSections(_ sections: [Int]) { insertedSections += sections }
    /// Records deleted sections (UITableView.deleteSections), numbered as before the update.
    public mutating func deleteSections(_ sections: [Int]) { deletedSections += sections }
    /// Records reloaded sections (UITableView.reloadSections), whose heights are measured again.
    public mutating func reloadSections(_ sections: [Int]) { reloadedSections += sections }
    /// Records a section move (UITableView.moveSection), from its old number to its new one.
    public mutating func moveSection(_ section: Int, toSection newSection: Int) { movedSections.append((section, newSection)) }
    /// Records inserted rows (UITableView.insertRows), at their index paths after the update.
    public mutating func insertRows(at indexPaths: [TableIndexPath]) { insertedRows += indexPaths }
    /// Records deleted rows (UITableView.deleteRows), at their index paths before the update.
    public mutating func deleteRows(at indexPaths: [TableIndexPath]) { deletedRows += indexPaths }
    /// Records reloaded rows (UITableView.reloadRows), whose heights are measured again when asked for.
    public mutating func reloadRows(at indexPaths: [TableIndexPath]) { reloadedRows += indexPaths }
    /// Records a row move (UITableView.moveRow), from its index path before the update to the one after.
    public mutating func moveRow(at indexPath: TableIndexPath, to newIndexPath: TableIndexPath) {
        movedRows.append((indexPath, newIndexPath))
    }

    /// True when no change was recorded.
    public var isEmpty: Bool {
        insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && insertedRows.isEmpty && deletedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty
    }
}
