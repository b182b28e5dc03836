import CellTemplates
import FeedTables
import Foundation
import LayoutTestSupport
import Testing

@Suite struct GoldenTests {
    static let examples = ["status", "settings", "chat"]
    /// The widths and scales of `make golden`.
    static let settings = [320.0, 375, 430].flatMap { width in [2.0, 3].map { MeasureSetting(width: width, scale: $0) } }

    /// Recomputes every golden table of the examples and compares exactly.
    @Test(arguments: examples)
    func examplesMatchTheirGoldenTables(name: String) throws {
        var golden = try GoldenTable.load(path: examplePath("golden/\(name).csv"))
        let loaded = try CellTemplate.load(file: examplePath("\(name).yaml"), textCache: Shared.cache)
        let reader = try FeedReader(path: examplePath("\(name).jsonl"))
        let runner = HeightTableRunner(template: loaded, textCache: Shared.cache, settings: Self.settings, jobs: 2)
        var differences: [GoldenTable.Difference] = []
        var items = 0
        while case let batch = try reader.next(256), !batch.isEmpty {
            let feedItems = try batch.map { try $0.get() }
            items += feedItems.count
            for result in runner.measure(feedItems, feed: reader.name) { differences += golden.check(try result.get()) }
        }
        differences += golden.missing()
        #expect(items >= 300)
        #expect(differences.isEmpty, "\(differences.prefix(5).map(\.description))")
    }

    @Test func aChangedHeightIsReportedWithItsDelta() throws {
        var golden = try GoldenTable.parse("id,width,height,scale\na,375,45,3\n\"b,c\",375,80.5,3\nd,375,10,3\n", file: "g.csv")
        let rows = [HeightRow(id: .string("a"), width: 375, scale: 3, contentSize: .large, height: 45, labels: nil),
                    HeightRow(id: .string("b,c"), width: 375, scale: 3, contentSize: .large, height: 81, labels: nil),
                    HeightRow(id: .number("7"), width: 375, scale: 3, contentSize: .large, height: 20, labels: nil)]
        let differences = golden.check(rows) + golden.missing()
        #expect(differences.map(\.description) == [
            "b,c at width 375 @3x: golden 80.5, now 81 (+0.5)",
            "7 at width 375 @3x: not in the golden table, now 20",
            "d at width 375 @3x: golden 10, missing now",
        ])
        #expect { _ = try GoldenTable.parse("id,height\n", file: "g.csv") } throws: { error in
            "\(error)" == "g.csv:1: not a height table: the header must name id, width and height columns, got id,height"
        }
        #expect { _ = try GoldenTable.parse("id,width,height\na,375,tall\n", file: "g.csv") } throws: { error in
            "\(error)" == "g.csv:2: height: expected a number, got \"tall\""
        }
    }

    /// A few example rows worked out by hand from the fonts' tables.
    @Test func exampleRowsByHand() throws {
        // Chat "m0173"-like items are frame layout; take a one-line Latin message with no time stamp:
        // padding 6 + max(avatar 36, bubble 9 + the system font's 16-point line + 9) + 6, plus the separator.
        // The system font's line is SF Pro's: (1950 + 494) / 2048 x 16 = 19.094 -> 58/3; 6 + 37.333 + 6 + 1/3.
        let chat = try CellTemplate.load(file: examplePath("chat.yaml"), textCache: Shared.cache)
        let line16 = FontFacts.ceil3(FontFacts.systemLineHeight(16))
        let row = try rows(chat, [#"{"id": "x", "text": "OK"}"#], [MeasureSetting(width: 375, scale: 3)])[0][0]
        #expect(abs(row.height - (6 + max(36, 9 + line16 + 9) + 6 + 1.0 / 3)) < 1e-9)
        // Settings: one-line title, no subtitle: max(44, 11 + body line (system font 17: 61/3) + 11) + 1/3 = 44 + 1/3.
        let settings = try CellTemplate.load(file: examplePath("settings.yaml"), textCache: Shared.cache)
        let setting = try rows(settings, [#"{"id": "s", "title": "Wi-Fi", "value": "Home"}"#], [MeasureSetting(width: 375, scale: 3)])[0][0]
        #expect(abs(setting.height - (max(44, 11 + FontFacts.ceil3(FontFacts.systemLineHeight(17)) + 11) + 1.0 / 3)) < 1e-9)
        let twoLines = try rows(settings, [#"{"id": "s", "title": "Wi-Fi", "subtitle": "On", "value": "Home"}"#], [MeasureSetting(width: 375, scale: 3)])[0][0]
        // Title (17) + 2 + subtitle (Footnote, 13 pt at the default category) between 11-point insets, in the
        // system font's line: 61/3 + 2 + 47/3 = 38; 11 + 38 + 11 + 1/3.
        let texts = FontFacts.ceil3(FontFacts.systemLineHeight(17)) + 2 + FontFacts.ceil3(FontFacts.systemLineHeight(13))
        #expect(abs(twoLines.height - (max(44, 11 + texts + 11) + 1.0 / 3)) < 1e-9)
    }
}
