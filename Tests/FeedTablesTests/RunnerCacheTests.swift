import CellTemplates
import FeedTables
import HeightCache
import JSONLines
import LayoutTestSupport
import Testing
import ViewLayout

/// A run with a read cache and a record cache (`--cache`) holds each new height once, in the record
/// cache, and answers an item the feed repeats in a later batch from it. A repeat within one batch is
/// measured again: which of two workers stored first must not decide what its row says.
@Suite struct RunnerCacheTests {
    static let setting = MeasureSetting(width: 375, scale: 2, contentSize: .default)

    static func items(_ lines: [String]) throws -> [FeedItem] {
        try lines.enumerated().map { try FeedItem(JSONParser.parse($1), line: $0 + 1, file: "feed.jsonl") }
    }

    @Test func aNewHeightIsHeldOnceAndARepeatInALaterBatchIsServedFromTheRecord() throws {
        let stored = KeyedHeightCache(), recorded = KeyedHeightCache()
        let runner = HeightTableRunner(template: try template(SampleTemplates.issue), textCache: Shared.cache, settings: [Self.setting],
                                       jobs: 1, details: true, cache: stored, record: recorded)
        let items = try Self.items([#"{"id": 1, "text": "a"}"#, #"{"id": 2, "text": "b"}"#, #"{"id": 1, "text": "a"}"#])
        let first = try runner.measure(Array(items[0..<2]), feed: "feed.jsonl").map { try $0.get() }
        let later = try runner.measure([items[2]], feed: "feed.jsonl").map { try $0.get() }
        let rows = first + later
        // One line at 375 @2x: 45.5 points (HeightTableTests.oneLineRow), for all three.
        #expect(rows.map { $0.map(\.height) } == [[HeightTableTests.oneLineRow], [HeightTableTests.oneLineRow], [HeightTableTests.oneLineRow]])
        // Measured rows carry their labels' lines; the repeat came from the record cache, without them.
        #expect(rows[0][0].labels != nil && rows[2][0].labels == nil)
        #expect(recorded.count == 2 && stored.count == 0)
        // A measured row carries the time its binding and layout took; a row from a cache none.
        #expect(rows[0][0].seconds > 0 && rows[1][0].seconds > 0 && !rows[0][0].fromCache)
        #expect(rows[2][0].seconds == 0 && rows[2][0].fromCache)
    }

    /// A batch of 40 items, each four times over: with one worker or two, every repeat is measured and
    /// carries its label lines, as its first appearance does (two workers once answered a repeat from the
    /// record cache or not, as their timing fell).
    @Test func repeatsWithinABatchAreTheSameWhateverTheJobs() throws {
        let lines = (0..<160).map { #"{"id": \#($0 % 40), "text": "item \#($0 % 40)"}"# }
        let items = try Self.items(lines)
        func run(jobs: Int) throws -> [[HeightRow]] {
            let runner = HeightTableRunner(template: try template(SampleTemplates.issue), textCache: Shared.cache, settings: [Self.setting],
                                           jobs: jobs, details: true, cache: KeyedHeightCache(), record: KeyedHeightCache())
            return try runner.measure(items, feed: "feed.jsonl").map { try $0.get() }
        }
        for jobs in [1, 2] {
            let rows = try run(jobs: jobs)
            #expect(rows.allSatisfy { $0[0].labels != nil && !$0[0].fromCache }, "jobs \(jobs)")
            #expect(rows.map { $0[0].height } == Array(repeating: HeightTableTests.oneLineRow, count: 160), "jobs \(jobs)")
        }
    }
}
