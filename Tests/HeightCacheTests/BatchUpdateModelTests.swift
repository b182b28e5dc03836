import HeightCache
import LayoutTestSupport
import Testing
import ViewLayout

/// The index-path cache against a naive model: after every random batch, each cached height must be the
/// height of the item now at that row (never a neighbour's), and every item that was neither inserted nor
/// reloaded keeps the height it had, wherever it moved.
@Suite struct BatchUpdateModelTests {
    static func initialFeed(nextID: inout Int) -> BlockFeed {
        BlockFeed((0..<3).map { _ in (0..<8).map { _ in defer { nextID += 1 }; return BlockItem(id: nextID, version: 0) } })
    }

    /// Every cached height belongs to the item at its row; returns the ids that have one.
    static func checkCache(_ table: TableView, _ feed: BlockFeed, step: Int) -> Set<Int> {
        var cached: Set<Int> = []
        for (s, items) in feed.sections.enumerated() {
            for (r, item) in items.enumerated() {
                let path = TableIndexPath(row: r, section: s)
                if let height = table.cachedHeight(at: path) {
                    #expect(height == item.rowHeight, "step \(step): \(path) holds \(height), item \(item.id) v\(item.version) is \(item.rowHeight)")
                    cached.insert(item.id)
                }
            }
        }
        return cached
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func randomBatchesKeepEveryHeightOnItsRow(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        var nextID = 0
        let feed = Self.initialFeed(nextID: &nextID)
        let table = TableView.blocks(feed)
        for step in 0..<800 {
            // Ask for some heights (fills the cache; hits must agree too).
            for _ in 0..<6 {
                let nonEmpty = feed.sections.indices.filter { !feed.sections[$0].isEmpty }
                guard let s = nonEmpty.randomElement(using: &rng) else { break }
                let path = TableIndexPath(row: Int.random(in: 0..<feed.sections[s].count, using: &rng), section: s)
                #expect(try table.blockHeight(at: path, in: feed) == feed[path].rowHeight)
            }
            let before = Self.checkCache(table, feed, step: step)
            let batch = RandomBatch(from: feed.sections, nextID: &nextID, using: &rng)
            try table.performBatchUpdates { update in
                feed.sections = batch.sections
                update = batch.update
            }
            let after = Self.checkCache(table, feed, step: step)
            let liveIDs = Set(feed.sections.joined().map(\.id))
            let expectedKept = before.intersection(liveIDs).subtracting(batch.changedIDs)
            #expect(after == expectedKept, "step \(step): heights lost or kept wrongly: \(after.symmetricDifference(expectedKept))")
            if feed.sections.isEmpty { feed.sections = [[]]; try table.reloadData() }
        }
    }

    @Test func updatesThatDoNotMatchTheModelAreErrorsAndClearTheCache() throws {
        var nextID = 0
        let feed = Self.initialFeed(nextID: &nextID)
        let table = TableView.blocks(feed)
        let path = TableIndexPath(row: 2, section: 1)
        _ = try table.blockHeight(at: path, in: feed)
        #expect(table.cachedHeight(at: path) != nil)

        // An insertion the model does not have.
        #expect {
            try table.insertRows(at: [TableIndexPath(row: 0, section: 0)])
        } throws: { error in
            "\(error)" == "invalid table update: section 0 has 8 row(s) in the data source after the update, but 8 before, 1 inserted or moved in and 0 deleted or moved out make 9"
        }
        #expect(table.cachedHeight(at: path) == nil)

        // A row that is not there.
        _ = try table.blockHeight(at: path, in: feed)
        feed.sections[1].removeLast()
        #expect {
            try table.deleteRows(at: [TableIndexPath(row: 8, section: 1)])
        } throws: { error in
            "\(error)" == "invalid table update: cannot delete row [1:8]: the table had 8 row(s) in section 1 before the update"
        }
        #expect(table.cachedHeight(at: path) == nil)
        // After the failed update the cache has the model's shape again: asking works and is right.
        #expect(try table.blockHeight(at: TableIndexPath(row: 6, section: 1), in: feed) == feed[TableIndexPath(row: 6, section: 1)].rowHeight)

        // One row named twice.
        let item = feed.sections[0].removeFirst()
        feed.sections[0].insert(item, at: 3)
        #expect {
            try table.performBatchUpdates { update in
                update.moveRow(at: TableIndexPath(row: 0, section: 0), to: TableIndexPath(row: 3, section: 0))
                update.deleteRows(at: [TableIndexPath(row: 0, section: 0)])
            }
        } throws: { error in "\(error)".contains("row [0:0] is both deleted and moved") }

        // Sections out of range, and index paths out of range when asking.
        #expect { try table.deleteSections([7]) } throws: { error in
            "\(error)" == "invalid table update: cannot delete section 7: the table had 3 section(s) before the update"
        }
        #expect { try table.blockHeight(at: TableIndexPath(row: 0, section: 5), in: feed) } throws: { error in
            "\(error)" == "row [5:0] is outside the table: it has 3 section(s)"
        }
    }

    @Test func aMoveCarriesItsHeightInsteadOfSwapping() throws {
        // FDTemplateLayoutCell swaps the two heights on a move; UITableView removes the row and inserts it.
        let feed = BlockFeed([(0..<4).map { BlockItem(id: $0, version: 0) }])
        let table = TableView.blocks(feed)
        for row in 0..<4 { _ = try table.blockHeight(at: TableIndexPath(row: row, section: 0), in: feed) }
        try table.performBatchUpdates { update in
            let moved = feed.sections[0].remove(at: 0)
            feed.sections[0].insert(moved, at: 3)
            update.moveRow(at: TableIndexPath(row: 0, section: 0), to: TableIndexPath(row: 3, section: 0))
        }
        // Items 1, 2, 3, 0 now; a swap would have put item 3's height at row 0 and item 0's at row 3.
        let heights = (0..<4).map { table.cachedHeight(at: TableIndexPath(row: $0, section: 0)) }
        #expect(heights == [1, 2, 3, 0].map { BlockItem(id: $0, version: 0).rowHeight })
    }

    @Test func deletingSeveralSectionsAtOnceUsesOldIndices() throws {
        // FDTemplateLayoutCell deletes sections one at a time, so the second index is read after the first
        // has shifted everything; here both name sections as they were before the update.
        let feed = BlockFeed((0..<5).map { s in [BlockItem(id: s, version: 0)] })
        let table = TableView.blocks(feed)
        for s in 0..<5 { _ = try table.blockHeight(at: TableIndexPath(row: 0, section: s), in: feed) }
        try table.performBatchUpdates { update in
            feed.sections.remove(at: 3)
            feed.sections.remove(at: 1)
            update.deleteSections([1, 3])
        }
        let heights = (0..<3).map { table.cachedHeight(at: TableIndexPath(row: 0, section: $0)) }
        #expect(heights == [0, 2, 4].map { BlockItem(id: $0, version: 0).rowHeight })
    }

    @Test func reloadDataWithoutInvalidatingKeepsSectionsWhoseCountsHold() throws {
        let feed = BlockFeed([[BlockItem(id: 0, version: 0)], [BlockItem(id: 1, version: 0)]])
        let table = TableView.blocks(feed)
        for s in 0..<2 { _ = try table.blockHeight(at: TableIndexPath(row: 0, section: s), in: feed) }
        feed.sections[1].append(BlockItem(id: 2, version: 0))
        try table.reloadDataWithoutInvalidatingHeightCache()
        #expect(table.cachedHeight(at: TableIndexPath(row: 0, section: 0)) == BlockItem(id: 0, version: 0).rowHeight)
        #expect(table.cachedHeight(at: TableIndexPath(row: 0, section: 1)) == nil)
        try table.reloadData()
        #expect(table.cachedHeight(at: TableIndexPath(row: 0, section: 0)) == nil)
    }
}
