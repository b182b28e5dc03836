/// The changes of one batch update, in UITableView's terms. Deletions, reloads and move sources name
/// rows and sections as they were before the update; insertions and move destinations name them as they
/// are after it. A reload keeps the row (or section) in place and forgets its height; a move carries the
/// height to the destination (a removal plus an insertion, never a swap).
public struct TableUpdate: Sendable {
    public private(set) var insertedSections: [Int] = []
    public private(set) var deletedSections: [Int] = []
    public private(set) var reloadedSections: [Int] = []
    public private(set) var movedSections: [(from: Int, to: Int)] = []
    public private(set) var insertedRows: [TableIndexPath] = []
    public private(set) var deletedRows: [TableIndexPath] = []
    public private(set) var reloadedRows: [TableIndexPath] = []
    public private(set) var movedRows: [(from: TableIndexPath, to: TableIndexPath)] = []

    public init() {}

    public mutating func insertSections(_ sections: [Int]) { insertedSections += sections }
    public mutating func deleteSections(_ sections: [Int]) { deletedSections += sections }
    public mutating func reloadSections(_ sections: [Int]) { reloadedSections += sections }
    public mutating func moveSection(_ section: Int, toSection newSection: Int) { movedSections.append((section, newSection)) }
    public mutating func insertRows(at indexPaths: [TableIndexPath]) { insertedRows += indexPaths }
    public mutating func deleteRows(at indexPaths: [TableIndexPath]) { deletedRows += indexPaths }
    public mutating func reloadRows(at indexPaths: [TableIndexPath]) { reloadedRows += indexPaths }
    public mutating func moveRow(at indexPath: TableIndexPath, to newIndexPath: TableIndexPath) {
        movedRows.append((indexPath, newIndexPath))
    }

    public var isEmpty: Bool {
        insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && insertedRows.isEmpty && deletedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty
    }
}
