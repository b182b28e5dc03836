import HeightCache
import LayoutTestSupport
import Testing
import ViewLayout

@Suite struct PrecacheTests {
    static func feed(sections: Int, rows: Int) -> BlockFeed {
        BlockFeed((0..<sections).map { s in (0..<rows).map { BlockItem(id: s * 1000 + $0, version: 0) } })
    }

    static func precache(_ table: TableView, _ feed: BlockFeed, near visible: TableIndexPath = TableIndexPath(row: 0, section: 0)) -> PrecacheTask {
        table.precacheHeights(near: visible, identifier: { _ in "block" }) { (cell: BlockCell, path) in cell.configure(feed[path]) }
    }

    @Test func fillsEveryRowNearestTheVisibleRowFirst() throws {
        let feed = Self.feed(sections: 3, rows: 20)
        let table = TableView.blocks(feed)
        let capture = LogCapture()
        table.useLogger(.init(label: "test") { _ in capture })
        table.isDebugLogEnabled = true
        let task = Self.precache(table, feed, near: TableIndexPath(row: 5, section: 1))
        task.wait()
        #expect(task.isFinished && task.failures.isEmpty && task.measuredCount == 60)
        for (s, items) in feed.sections.enumerated() {
            for (r, item) in items.enumerated() { #expect(table.cachedHeight(at: TableIndexPath(row: r, section: s)) == item.rowHeight) }
        }
        // Order: [1:5], then [1:6], [1:4], [1:7], [1:3], ... outward in flat row order.
        let order = capture.messages.withLock { $0 }.filter { $0.hasPrefix("precached - ") }.prefix(5).map { $0.split(separator: " ")[2] }
        #expect(order == ["[1:5]", "[1:6]", "[1:4]", "[1:7]", "[1:3]"])
        #expect(table.statistics.precached == 60)
        // Asking afterwards hits the cache.
        _ = try table.blockHeight(at: TableIndexPath(row: 0, section: 2), in: feed)
        #expect(table.statistics.indexPathHits == 1)
    }

    @Test(arguments: [11, 12, 13] as [UInt64])
    func precacheRacingRandomUpdatesNeverLeavesAStaleHeight(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        var nextID = 100_000
        let feed = Self.feed(sections: 3, rows: 150)
        let table = TableView.blocks(feed)
        var task = Self.precache(table, feed)
        for step in 0..<60 {
            let batch = RandomBatch(from: feed.sections, nextID: &nextID, using: &rng)
            try table.performBatchUpdates { update in
                feed.sections = batch.sections
                update = batch.update
            }
            if feed.sections.isEmpty { try table.performBatchUpdates { feed.sections = [[]]; $0.insertSections([0]) } }
            // Heights asked for on this thread meanwhile must be right too.
            if let s = feed.sections.indices.first(where: { !feed.sections[$0].isEmpty }) {
                let path = TableIndexPath(row: Int.random(in: 0..<feed.sections[s].count, using: &rng), section: s)
                #expect(try table.blockHeight(at: path, in: feed) == feed[path].rowHeight, "step \(step)")
            }
            if step % 20 == 19 { task.wait(); task = Self.precache(table, feed) }
        }
        task.wait()
        task = Self.precache(table, feed)
        task.wait()
        #expect(task.failures.isEmpty)
        for (s, items) in feed.sections.enumerated() {
            for (r, item) in items.enumerated() {
                #expect(table.cachedHeight(at: TableIndexPath(row: r, section: s)) == item.rowHeight, "[\(s):\(r)] item \(item.id)")
            }
        }
    }

    @Test func cancellingStopsEarlyAndFailuresAreCollected() throws {
        let feed = Self.feed(sections: 1, rows: 2000)
        let table = TableView.blocks(feed)
        let task = Self.precache(table, feed)
        task.cancel()
        task.wait()
        #expect(task.isCancelled && task.measuredCount < 2000)

        let small = Self.feed(sections: 1, rows: 10)
        let broken = TableView.blocks(small)
        struct Broken: Error {}
        let failing = broken.precacheHeights(identifier: { _ in "block" }) { (cell: BlockCell, path) in
            if path.row == 3 { throw Broken() }
            cell.configure(small[path])
        }
        failing.wait()
        #expect(failing.failures.count == 1 && "\(failing.failures[0])" == "'block' at [0:3]: configuration failed: Broken()")
        #expect(broken.cachedHeight(at: TableIndexPath(row: 3, section: 0)) == nil)
        #expect(failing.measuredCount == 9)
    }
}

@Suite struct PrecacheEdgeTests {
    @Test func aVisibleRowInTrailingEmptySectionsStillReachesEveryRow() throws {
        let feed = BlockFeed([(0..<5).map { BlockItem(id: $0, version: 0) }, []])
        let table = TableView.blocks(feed)
        let task = table.precacheHeights(near: TableIndexPath(row: 0, section: 1), identifier: { _ in "block" }) { (cell: BlockCell, path) in
            cell.configure(feed[path])
        }
        task.wait()
        #expect(task.measuredCount == 5)
        #expect((0..<5).allSatisfy { table.cachedHeight(at: TableIndexPath(row: $0, section: 0)) != nil })
    }

    @Test func negativeCountsAndLargeNumbersAreReportedNotTrapped() throws {
        final class Negative: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { -3 }
        }
        let source = Negative()
        let table = TableView(geometry: TableGeometry(width: 375), dataSource: source)
        #expect { try table.reloadData() } throws: { error in "\(error)" == "invalid table update: the data source gives -3 rows for section 0" }
        // Messages print any geometry, however large its numbers.
        #expect(TableGeometry(width: 1e16, scale: 3).description == "width 1e+16 @3x")
        #expect(TableGeometry(width: 375, scale: 2, contentSize: .accessibilityMedium).description == "width 375 @2x text AX1")
        #expect(HeightCacheError.invalidGeometry(field: "scale", value: -9e18, expected: "a number from 1 to 4").description
                == "scale -9e+18 is invalid: expected a number from 1 to 4")
    }

    @Test func aTableWithoutItsDataSourceSaysItHoldsItWeakly() throws {
        let table = TableView(geometry: TableGeometry(width: 375), dataSource: BlockFeed([[]]))   // released at once
        #expect { try table.reloadData() } throws: { error in "\(error)".contains("holds its data source weakly") }
    }
}
