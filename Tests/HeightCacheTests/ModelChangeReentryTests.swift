import HeightCache
import Testing

/// A table's own invalidations and updates called from inside one of its model changes, or from a precache's
/// closures, would take the update lock that thread holds: the process stops, naming what was asked for (in a
/// change it went on without the lock, and the inner call's unlock released the outer one's hold; in a
/// precache it waited for itself for ever). Outside them the same calls work.
@Suite struct ModelChangeReentryTests {
    @Test func invalidatingInsideABatchStopsTheProcess() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let feed = BlockFeed([[BlockItem(id: 0, version: 0), BlockItem(id: 1, version: 0)]])
            let table = TableView.blocks(feed)
            _ = try table.blockHeight(at: TableIndexPath(row: 0, section: 0), in: feed)
            try table.performBatchUpdates { _ in
                feed.sections[0][0] = BlockItem(id: 0, version: 1)
                table.invalidateHeights(at: [TableIndexPath(row: 0, section: 0)])
            }
        }
        let said = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(said.contains("invalidateHeights(at:) was asked for inside the table's own model change"), "\(said)")
    }

    @Test func reloadingInsideAReloadStopsTheProcess() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let feed = BlockFeed([[BlockItem(id: 0, version: 0)]])
            let table = TableView.blocks(feed)
            try table.reloadData { try? table.reloadData() }
        }
        let said = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(said.contains("an update was asked for inside the table's own model change"), "\(said)")
    }

    /// A precache's configuration runs under the read side of the update lock: an invalidation there would
    /// wait for itself for ever; it stops the process, naming it.
    @Test func invalidatingInsideAPrecacheStopsTheProcess() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let feed = BlockFeed([[BlockItem(id: 0, version: 0), BlockItem(id: 1, version: 0)]])
            let table = TableView.blocks(feed)
            let task = table.precacheHeights(identifier: { _ in "block" }) { (cell: BlockCell, path) in
                cell.configure(feed[path])
                table.invalidateHeights(at: [path])
            }
            task.wait()
        }
        let said = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(said.contains("invalidateHeights(at:) was asked for inside a precache's identifier or configuration"), "\(said)")
    }

    /// A height asked for inside the table's first model change, before the table read its rows, is an
    /// error (the rows cannot be read there, and the data source is half changed), not a stop: a height is
    /// no invalidation. After the change the same height is measured.
    @Test func aHeightInsideTheFirstChangeIsAnError() throws {
        let feed = BlockFeed([[BlockItem(id: 0, version: 0)]])
        let table = TableView.blocks(feed)
        let path = TableIndexPath(row: 0, section: 0)
        var inside: Result<Double, any Error>?
        try table.performBatchUpdates { update in
            feed.sections[0].append(BlockItem(id: 1, version: 0))
            update.insertRows(at: [TableIndexPath(row: 1, section: 0)])
            inside = Result { try table.blockHeight(at: path, in: feed) }
        }
        guard case .failure(let error) = inside, case .outOfRange(let message)? = error as? HeightCacheError else {
            Issue.record("\(String(describing: inside))")
            return
        }
        #expect(message.contains("inside the table's model change"), "\(message)")
        #expect(try table.blockHeight(at: path, in: feed) == BlockItem(id: 0, version: 0).rowHeight)
    }

    @Test func theSameCallsAfterTheChangeWork() throws {
        let feed = BlockFeed([[BlockItem(id: 0, version: 0), BlockItem(id: 1, version: 0)]])
        let table = TableView.blocks(feed)
        let path = TableIndexPath(row: 0, section: 0)
        _ = try table.blockHeight(at: path, in: feed)
        try table.performBatchUpdates { _ in feed.sections[0][0] = BlockItem(id: 0, version: 1) }
        table.invalidateHeights(at: [path])
        #expect(table.cachedHeight(at: path) == nil)
        #expect(try table.blockHeight(at: path, in: feed) == BlockItem(id: 0, version: 1).rowHeight)
    }
}
