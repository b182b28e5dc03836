import CellTemplates
import FeedTables
import JSONLines
import Foundation
import LayoutTestSupport
import Testing
import ViewLayout

/// A golden check split into shards reports, over all its shards, exactly the missing rows that one
/// unsharded check reports: each shard the missing rows of its own items (an item of the shard that
/// could not be measured), and each golden row whose id no item of the feed has by exactly one shard.
@Suite struct ShardGoldenTests {
    static let setting = MeasureSetting(width: 375, scale: 2, contentSize: .default)

    /// Ids 1 to 12, item 5 unmeasurable (its text is not a string). The golden table has every one of
    /// them at one line, plus 20, 21, 22 and "gone", which the feed no longer has.
    static let lines = (1...12).map { $0 == 5 ? #"{"id": 5, "text": true}"# : #"{"id": \#($0), "text": "a"}"# }
    static let golden = "id,width,height\n" + (1...12).map { "\($0),375,\(HeightTableTests.oneLineRow)\n" }.joined()
        + "20,375,45.5\n21,375,45.5\n22,375,45.5\ngone,375,45.5\n"
    /// By hand: the item that failed, and the ids no item has.
    static let missing: Set<String> = ["5", "20", "21", "22", "gone"]

    func missingIDs(shard: Shard?) throws -> [String] {
        let table = HeightTable(template: try template(SampleTemplates.issue), textCache: Shared.cache, settings: [Self.setting],
                                jobs: 1, shard: shard, golden: try GoldenTable.parse(Self.golden, file: "golden.csv"))
        var ids: [String] = []
        _ = try table.run(try HeightTableTests.feed(Self.lines)) { (event) throws(Never) in
            if case .difference(let difference) = event {
                #expect(difference.kind == .missing, "\(difference)")
                ids.append(difference.id)
            }
        }
        return ids
    }

    @Test func theShardsTogetherReportEveryMissingRowOnce() throws {
        #expect(Set(try missingIDs(shard: nil)) == Self.missing)
        for count in [2, 3, 7] {
            let reported = try (0..<count).flatMap { try missingIDs(shard: Shard("\($0)/\(count)")) }
            #expect(reported.sorted() == Self.missing.sorted(), "\(count) shards")
        }
    }

    @Test func aShardReportsTheMissingRowsOfItsOwnItems() throws {
        // Item 5 could not be measured: only the shard that holds it reports its row missing.
        let item = try FeedItem(.object([(key: "id", value: .number("5"))]), line: 1, file: "f")
        for count in [2, 3] {
            for index in 0..<count {
                let shard = try #require(Shard("\(index)/\(count)"))
                #expect(try missingIDs(shard: shard).contains("5") == shard.contains(item))
            }
        }
    }
}
