import Dispatch
import CellTemplates
import FeedTables
import HeightCache
import Locking
import LayoutTestSupport
import Testing

/// One runner shared by many callers at once (a server's overlapping requests): each call borrows cells
/// of its own, so every caller gets exactly the heights the items have alone. `make tsan` runs this with
/// the thread sanitizer, which would report two callers touching one cell.
@Suite struct SharedRunnerTests {
    @Test func sixteenConcurrentCallersGetEachItemsOwnHeights() throws {
        let template = try CellTemplate.load(file: examplePath("status.yaml"), textCache: Shared.cache)
        let items = try JobsDeterminismTests.longFeed("status", copies: 2)
        let expected = try JobsDeterminismTests.heights(
            HeightTableRunner(template: template, textCache: Shared.cache, settings: JobsDeterminismTests.settings, jobs: 1), items)
        let shared = HeightTableRunner(template: template, textCache: Shared.cache, settings: JobsDeterminismTests.settings, jobs: 2,
                                       cache: KeyedHeightCache())
        let callers = 16
        // Caller c measures every item whose index is c modulo 4, twice (the second time from the cache),
        // starting at a different place, so calls overlap on items, cells and cache entries.
        let answers = Locked<[Int: [[Double]]]>([:])
        DispatchQueue.concurrentPerform(iterations: callers) { caller in
            let mine = Array(stride(from: caller % 4, to: items.count, by: 4))
            let rotated = Array(mine[(caller % mine.count)...] + mine[..<(caller % mine.count)])
            var heights: [[Double]] = []
            for _ in 0..<2 {
                heights = (try? JobsDeterminismTests.heights(shared, rotated.map { items[$0] })) ?? []
            }
            answers.withLock { $0[caller] = heights }
        }
        let byCaller = answers.withLock { $0 }
        #expect(byCaller.count == callers)
        for caller in 0..<callers {
            let mine = Array(stride(from: caller % 4, to: items.count, by: 4))
            let rotated = Array(mine[(caller % mine.count)...] + mine[..<(caller % mine.count)])
            #expect(byCaller[caller] == rotated.map { expected[$0] }, "caller \(caller)")
        }
    }
}
