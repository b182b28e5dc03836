import HeightCache
import LayoutTestSupport
import Testing
import ViewLayout

@Suite struct ConcurrencyTests {
    @Test func manyTasksReadAndWriteTheCachesAtOnce() async throws {
        let items = (0..<400).map { BlockItem(id: $0, version: 0) }
        let feed = BlockFeed([items])
        let table = TableView.blocks(feed)
        try table.reloadData()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    var rng = SeededGenerator(seed: UInt64(worker))
                    for _ in 0..<300 {
                        let item = items.randomElement(using: &rng)!
                        // Key heights, shared keys across workers.
                        let byKey = try table.height(forCellWithIdentifier: "block", cacheBy: "item-\(item.id)") { (cell: BlockCell) in
                            cell.configure(item)
                        }
                        #expect(byKey == item.rowHeight)
                        // Index-path heights (the model never changes here).
                        let path = TableIndexPath(row: item.id, section: 0)
                        let byPath = try table.height(forCellWithIdentifier: "block", cacheBy: path) { (cell: BlockCell) in
                            cell.configure(items[path.row])
                        }
                        #expect(byPath == item.rowHeight)
                        // Writers: invalidate now and then.
                        if Int.random(in: 0..<20, using: &rng) == 0 {
                            table.keyedHeightCache.invalidateHeight(forKey: "item-\(items.randomElement(using: &rng)!.id)")
                            table.invalidateHeights(at: [TableIndexPath(row: Int.random(in: 0..<400, using: &rng), section: 0)])
                        }
                    }
                }
            }
            try await group.waitForAll()
        }
        // One template instance per task measuring at the same time, never more than the tasks.
        let instances = table.templateCellCount(forReuseIdentifier: "block")
        #expect(instances >= 1 && instances <= 8)
        let stats = table.statistics
        #expect(stats.hits + stats.misses == 8 * 300 * 2)
        #expect(stats.calculations == stats.misses)
    }

    @Test func aViewHeightCacheIsSafeToShare() async throws {
        let cache = ViewHeightCache(scale: 3)
        cache.cacheView({ BlockCell() }, withKey: "block", heightCalculatedBy: { $0.contentView })
        try await withThrowingTaskGroup(of: Void.self) { group in
            for worker in 0..<4 {
                group.addTask {
                    for id in 0..<100 {
                        let item = BlockItem(id: (id * 7 + worker) % 50, version: 0)
                        let height = try cache.height(forViewWithKey: "block", width: 300, heightCacheKey: "\(item.id)") { (cell: BlockCell) in
                            cell.configure(item)
                        }
                        #expect(height == item.contentHeight)   // whole points already; no separator here
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(cache.heights.count == 50)
    }
}
