/// A `TableUpdate` checked against the row counts before it and the data source's counts after it,
/// turned into the steps that carry cached heights from the old rows to the new ones. Checking happens
/// once, before any cache is touched, so applying a plan cannot fail or go out of bounds.
struct UpdatePlan {
    /// Where each new section comes from.
    enum SectionSource {
        case kept(old: Int)
        case reloaded(old: Int)
        case inserted
        case moved(old: Int)
    }

    /// What an update does to a row or section that was there before it.
    enum Change {
        case deleted, reloaded, moved
        var verb: String {
            switch self {
            case .deleted: "delete"
            case .reloaded: "reload"
            case .moved: "move"
            }
        }
    }

    let newSections: [SectionSource]
    let newRowCounts: [Int]
    /// Per old section: rows whose height is forgotten in place.
    let reloadedRows: [Int: [Int]]
    /// Per old section: rows that leave it (deleted or moved away), in descending order.
    let removedRows: [Int: [Int]]
    /// Per new section: rows that arrive (inserted or moved here), ascending, with the move they come from.
    let arrivingRows: [Int: [(row: Int, move: Int?)]]
    /// The old index path of each row move, by its position in the update (`arrivingRows` refers to it).
    let moveOfOldRow: [TableIndexPath: Int]
    let moveCount: Int

    /// Checks `update` against `oldCounts` (rows per section before) and `newCounts` (the data source's
    /// rows per section after).
    init(_ update: TableUpdate, oldCounts: [Int], newCounts: [Int]) throws(HeightCacheError) {
        let newSectionCount = newCounts.count
        func fail(_ message: String) -> HeightCacheError { .invalidUpdate(message) }
        let oldSectionCount = oldCounts.count

        // Sections, old side: each named once among deleted, reloaded and moved-from.
        var oldFate: [Int: Change] = [:]
        func claimOld(_ section: Int, _ change: Change) throws(HeightCacheError) {
            guard (0..<oldSectionCount).contains(section) else {
                throw fail("cannot \(change.verb) section \(section): the table had \(oldSectionCount) section(s) before the update")
            }
            if let other = oldFate[section] { throw fail("section \(section) is both \(other) and \(change) in one update") }
            oldFate[section] = change
        }
        for s in update.deletedSections { try claimOld(s, .deleted) }
        for s in update.reloadedSections { try claimOld(s, .reloaded) }
        for m in update.movedSections { try claimOld(m.from, .moved) }

        let expectedSections = oldSectionCount - update.deletedSections.count + update.insertedSections.count
        guard expectedSections == newSectionCount else {
            throw fail("the data source has \(newSectionCount) section(s) after the update, but \(oldSectionCount) before, "
                       + "\(update.insertedSections.count) inserted and \(update.deletedSections.count) deleted make \(expectedSections)")
        }
        // Sections, new side: each destination once.
        var arriving: [Int: SectionSource] = [:]
        func claimNew(_ section: Int, _ source: SectionSource, _ what: String) throws(HeightCacheError) {
            guard (0..<newSectionCount).contains(section) else {
                throw fail("cannot \(what) section \(section): the table has \(newSectionCount) section(s) after the update")
            }
            guard arriving[section] == nil else { throw fail("section \(section) is the destination of two changes in one update") }
            arriving[section] = source
        }
        for s in update.insertedSections { try claimNew(s, .inserted, "insert") }
        for m in update.movedSections { try claimNew(m.to, .moved(old: m.from), "move to") }

        var kept = (0..<oldSectionCount).filter { oldFate[$0] == nil || oldFate[$0] == .reloaded }.makeIterator()
        var sources: [SectionSource] = []
        sources.reserveCapacity(newSectionCount)
        for section in 0..<newSectionCount {
            if let source = arriving[section] { sources.append(source); continue }
            guard let old = kept.next() else { throw fail("sections do not add up") }   // excluded by the count check
            sources.append(oldFate[old] == .reloaded ? .reloaded(old: old) : .kept(old: old))
        }

        // Rows, old side: in sections that stay as they are, each row named once.
        var oldRowFate: [TableIndexPath: Change] = [:]
        var reloadedRows: [Int: [Int]] = [:]
        var removedRows: [Int: [Int]] = [:]
        func claimOldRow(_ path: TableIndexPath, _ change: Change) throws(HeightCacheError) {
            guard (0..<oldSectionCount).contains(path.section), (0..<oldCounts[path.section]).contains(path.row) else {
                let rows = (0..<oldSectionCount).contains(path.section) ? "\(oldCounts[path.section]) row(s) in section \(path.section)" : "\(oldSectionCount) section(s)"
                throw fail("cannot \(change.verb) row \(path): the table had \(rows) before the update")
            }
            if let fate = oldFate[path.section] { throw fail("cannot \(change.verb) row \(path): its section is \(fate) in the same update") }
            if let other = oldRowFate[path] { throw fail("row \(path) is both \(other) and \(change) in one update") }
            oldRowFate[path] = change
        }
        for path in update.deletedRows { try claimOldRow(path, .deleted); removedRows[path.section, default: []].append(path.row) }
        for path in update.reloadedRows { try claimOldRow(path, .reloaded); reloadedRows[path.section, default: []].append(path.row) }
        for move in update.movedRows { try claimOldRow(move.from, .moved); removedRows[move.from.section, default: []].append(move.from.row) }

        // Rows, new side: in kept sections, each destination once, inside the data source's new count
        // (never negative: `TableView.rowCountsFromDataSource` refuses that).
        var arrivingRows: [Int: [(row: Int, move: Int?)]] = [:]
        var newRowTaken: Set<TableIndexPath> = []
        func claimNewRow(_ path: TableIndexPath, _ move: Int?, _ what: String) throws(HeightCacheError) {
            guard (0..<newSectionCount).contains(path.section), (0..<newCounts[path.section]).contains(path.row) else {
                let rows = (0..<newSectionCount).contains(path.section) ? "\(newCounts[path.section]) row(s) in section \(path.section)" : "\(newSectionCount) section(s)"
                throw fail("cannot \(what) row \(path): the data source has \(rows) after the update")
            }
            guard case .kept = sources[path.section] else {
                throw fail("cannot \(what) row \(path): its section is inserted, reloaded or moved in the same update")
            }
            guard newRowTaken.insert(path).inserted else { throw fail("row \(path) is the destination of two changes in one update") }
            arrivingRows[path.section, default: []].append((path.row, move))
        }
        for path in update.insertedRows { try claimNewRow(path, nil, "insert") }
        for (index, move) in update.movedRows.enumerated() { try claimNewRow(move.to, index, "move to") }

        // Every section's rows must add up to the data source's count.
        for (new, source) in sources.enumerated() {
            switch source {
            case .kept(let old):
                let expected = oldCounts[old] - (removedRows[old]?.count ?? 0) + (arrivingRows[new]?.count ?? 0)
                guard expected == newCounts[new] else {
                    throw fail("section \(new) has \(newCounts[new]) row(s) in the data source after the update, but \(oldCounts[old]) before, "
                               + "\(arrivingRows[new]?.count ?? 0) inserted or moved in and \(removedRows[old]?.count ?? 0) deleted or moved out make \(expected)")
                }
            case .moved(let old):
                guard oldCounts[old] == newCounts[new] else {
                    throw fail("section \(old) moved to \(new) has \(oldCounts[old]) row(s), but the data source gives \(newCounts[new])")
                }
            case .inserted, .reloaded:
                break
            }
        }
        self.newSections = sources
        self.newRowCounts = newCounts
        self.reloadedRows = reloadedRows
        self.removedRows = removedRows.mapValues { $0.sorted(by: >) }
        self.arrivingRows = arrivingRows.mapValues { $0.sorted { $0.row < $1.row } }
        var moveOfOldRow: [TableIndexPath: Int] = [:]
        for (index, move) in update.movedRows.enumerated() { moveOfOldRow[move.from] = index }
        self.moveOfOldRow = moveOfOldRow
        self.moveCount = update.movedRows.count
    }

    /// Carries one geometry's cached heights through the update.
    func apply(to sections: inout [SectionHeights]) {
        // Old side, in old sections: forget reloaded rows, take out leaving rows (keeping moved heights).
        var movedHeights = [Double](repeating: .nan, count: moveCount)
        for (section, rows) in reloadedRows { for row in rows { sections[section].rows[row] = .nan } }
        for (section, rows) in removedRows {
            for row in rows {
                let height = sections[section].rows.remove(at: row)
                if let move = moveOfOldRow[TableIndexPath(row: row, section: section)] { movedHeights[move] = height }
            }
        }
        // Sections in their new order.
        var old = sections
        sections.removeAll()
        sections = newSections.enumerated().map { new, source in
            switch source {
            case .kept(let index), .moved(let index):
                defer { old[index].rows = [] }
                return old[index]
            case .reloaded, .inserted:
                return SectionHeights(rowCount: newRowCounts[new])
            }
        }
        // New side: arriving rows in ascending order.
        for (section, rows) in arrivingRows {
            for (row, move) in rows {
                sections[section].rows.insert(move.map { movedHeights[$0] } ?? .nan, at: row)
            }
        }
    }
}
