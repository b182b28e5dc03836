import Dispatch
import Foundation
@testable import HeightCache
import LayoutTestSupport
import Testing
import ViewLayout

/// A height measured by one task while another changes the model is never kept for the wrong row or item:
/// each expected height is the item's own (`BlockItem.rowHeight`: its content height and a 1/3-point
/// separator), worked out from the item at that row after the change.
@Suite struct ConcurrentChangeTests {
    /// Runs `body` on another thread and waits for it: a second task of the app's, placed exactly.
    static func onAnotherThread(_ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        Thread { body(); done.signal() }.start()
        done.wait()
    }

    /// An item two threads read and change, under a lock.
    final class SharedItem: @unchecked Sendable {
        private let lock = NSLock()
        private var item: BlockItem
        init(_ item: BlockItem) { self.item = item }
        func withLock<Result>(_ body: (inout BlockItem) -> Result) -> Result { lock.lock(); defer { lock.unlock() }; return body(&item) }
    }

    static func feed(_ sections: [[Int]]) -> BlockFeed { BlockFeed(sections.map { $0.map { BlockItem(id: $0, version: 0) } }) }

    /// Every row's height through the cache against its item's.
    static func wrongRows(_ table: TableView, _ feed: BlockFeed) throws -> [String] {
        var wrong: [String] = []
        for (section, items) in feed.sections.enumerated() {
            for (row, item) in items.enumerated() {
                let path = TableIndexPath(row: row, section: section)
                let got = try table.blockHeight(at: path, in: feed)
                if got != item.rowHeight { wrong.append("\(path): \(got), its item's \(item.rowHeight)") }
            }
        }
        return wrong
    }

    /// Another task asks for row 3 after the model took a row at the top but before the table moved its
    /// heights down: it measures the new model's row 3 (item 2). Stored at row 3 of the old shape, the update
    /// would then move it to row 4, whose item is 3.
    @Test func aRowMeasuredDuringAnUpdateIsNotStored() throws {
        let feed = Self.feed([[0, 1, 2, 3, 4, 5]])
        let table = TableView.blocks(feed)
        _ = try table.blockHeight(at: TableIndexPath(row: 0, section: 0), in: feed)
        try table.performBatchUpdates { update in
            feed.sections[0].insert(BlockItem(id: 77, version: 0), at: 0)
            update.insertRows(at: [TableIndexPath(row: 0, section: 0)])
            Self.onAnotherThread { _ = try? table.blockHeight(at: TableIndexPath(row: 3, section: 0), in: feed) }
        }
        #expect(try Self.wrongRows(table, feed) == [])
    }

    /// A key cleared (its item changed) while another task measures it keeps no height of the item as it was.
    @Test func aKeyClearedWhileMeasuredIsNotStored() throws {
        let table = TableView(geometry: TableGeometry(width: 375, scale: 3))
        table.register({ BlockCell() }, forCellReuseIdentifier: "block")
        let item = SharedItem(BlockItem(id: 1, version: 0))
        let inside = DispatchSemaphore(value: 0), proceed = DispatchSemaphore(value: 0), finished = DispatchSemaphore(value: 0)
        Thread {
            _ = try? table.height(forCellWithIdentifier: "block", cacheBy: "item-1") { (cell: BlockCell) in
                cell.configure(item.withLock { $0 })
                inside.signal(); proceed.wait()
            }
            finished.signal()
        }.start()
        inside.wait()
        item.withLock { $0.version = 1 }
        table.keyedHeightCache.invalidateHeight(forKey: "item-1")
        proceed.signal(); finished.wait()
        let now = item.withLock { $0 }
        let got = try table.height(forCellWithIdentifier: "block", cacheBy: "item-1") { (cell: BlockCell) in cell.configure(now) }
        #expect(got == now.rowHeight && got != BlockItem(id: 1, version: 0).rowHeight)
    }

    /// The count of invalidations guards a key cache's stores for every caller (a view cache too).
    @Test func aStoreAfterAnInvalidationIsRefused() {
        let cache = KeyedHeightCache()
        let geometry = TableGeometry(width: 375, scale: 3)
        let before = cache.invalidationCount
        cache.invalidateHeight(forKey: "other")
        cache.store(20, forKey: "k", in: geometry, ifNotInvalidatedSince: before)
        #expect(cache.height(forKey: "k", in: geometry) == nil)
        cache.store(20, forKey: "k", in: geometry, ifNotInvalidatedSince: cache.invalidationCount)
        #expect(cache.height(forKey: "k", in: geometry) == 20)
    }

    /// A reload whose new counts cannot be read (no data source) has still changed the model: the heights of
    /// the old rows are forgotten, not handed out for the new items.
    @Test func aFailedReloadForgetsTheOldRows() throws {
        let feed = Self.feed([[0, 1, 2]])
        let table = TableView.blocks(feed)
        for row in 0..<3 { _ = try table.blockHeight(at: TableIndexPath(row: row, section: 0), in: feed) }
        table.dataSource = nil
        #expect(throws: HeightCacheError.self) {
            try table.reloadData { feed.sections = [[5, 6, 7].map { BlockItem(id: $0, version: 0) }] }
        }
        table.dataSource = feed
        #expect(try Self.wrongRows(table, feed) == [])
    }

    /// A cell 20 points inset on every side: 40 points taller than a block cell for the same item.
    final class InsetBlockCell: TableViewCell {
        let block = FixedSizeView(name: "block", contentSize: Size(width: 10, height: 10))
        init() {
            super.init(reuseIdentifier: "block")
            contentView.addSubview(block)
            try! block.makeConstraints { $0.edges.equalToSuperview().inset(20) }
        }
    }

    /// Registering an identifier again replaces the cells that measure its rows: no height of the old cells
    /// is handed out, by index path or by key.
    @Test func aNewRegistrationForgetsTheOldCellsHeights() throws {
        let feed = Self.feed([[0]])
        let table = TableView.blocks(feed)
        let path = TableIndexPath(row: 0, section: 0), item = feed[path]
        _ = try table.blockHeight(at: path, in: feed)
        _ = try table.height(forCellWithIdentifier: "block", cacheBy: "k") { (cell: BlockCell) in cell.configure(item) }
        table.register({ InsetBlockCell() }, forCellReuseIdentifier: "block")
        let configure = { (cell: InsetBlockCell) in cell.block.contentSize = Size(width: 10, height: item.contentHeight) }
        #expect(try table.height(forCellWithIdentifier: "block", cacheBy: path, configuration: configure) == item.rowHeight + 40)
        #expect(try table.height(forCellWithIdentifier: "block", cacheBy: "k", configuration: configure) == item.rowHeight + 40)
    }
}
