import CellTemplates
import FeedTables
import HeightCache
import JSONLines
import LayoutTestSupport
import Testing
import ViewLayout

/// A run with a read cache and a record cache (`--cache`) holds each new height once, in the record
/// cache, and still measures an item the feed repeats only once.
@Suite struct RunnerCacheTests {
    @Test func aNewHeightIsHeldOnceAndARepeatIsServedFromTheRecord() throws {
        let stored = KeyedHeightCache(), recorded = KeyedHeightCache()
        let setting = MeasureSetting(width: 375, scale: 2, contentSize: .default)
        let runner = HeightTableRunner(template: try template(SampleTemplates.issue), textCache: Shared.cache, settings: [setting],
                                       jobs: 1, details: true, cache: stored, record: recorded)
        let lines = [#"{"id": 1, "text": "a"}"#, #"{"id": 2, "text": "b"}"#, #"{"id": 1, "text": "a"}"#]
        let items = try lines.enumerated().map { try FeedItem(JSONParser.parse($1), line: $0 + 1, file: "feed.jsonl") }
        let rows = try runner.measure(items, feed: "feed.jsonl").map { try $0.get() }
        // One line at 375 @2x: 45.5 points (HeightTableTests.oneLineRow), for all three.
        #expect(rows.map { $0.map(\.height) } == [[HeightTableTests.oneLineRow], [HeightTableTests.oneLineRow], [HeightTableTests.oneLineRow]])
        // Measured rows carry their labels' lines; the repeat came from the record cache, without them.
        #expect(rows[0][0].labels != nil && rows[2][0].labels == nil)
        #expect(recorded.count == 2 && stored.count == 0)
        // A measured row carries the time its binding and layout took; a row from a cache none.
        #expect(rows[0][0].seconds > 0 && rows[1][0].seconds > 0 && !rows[0][0].fromCache)
        #expect(rows[2][0].seconds == 0 && rows[2][0].fromCache)
    }
}
