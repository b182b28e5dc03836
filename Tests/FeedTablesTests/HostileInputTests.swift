import FeedTables
import Foundation
import HeightCache
import LayoutTestSupport
import Testing

/// Input written to break the tool: each must give an error that says what is wrong, never a hang.
@Suite struct HostileInputTests {
    @Test func aliasesCannotMultiplyViews() throws {
        // Each level repeats the one before ten times: 10^6 views if expanded, stopped at the first repeat.
        var yaml = "views:\n  - &a0 {label: {name: a0}}\n"
        for level in 1...6 {
            yaml += "  - &a\(level) {view: {name: v\(level), views: [\(Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", "))]}}\n"
        }
        let error = templateError { _ = try template(yaml) }
        #expect(error?.message.hasPrefix("the name \"a0\" is already used") == true, "\(String(describing: error))")
    }

    @Test func aFeedWhoseFirstLineIsAnArrayIsStillJSONLines() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lines-\(UInt32.random(in: 0...UInt32.max)).jsonl").path
        try "[1]\n{\"id\": 2}\n".write(toFile: path, atomically: true, encoding: .utf8)
        let entries = try FeedReader(path: path).next(10)
        #expect(entries.count == 2)
        #expect { try entries[0].get() } throws: { error in "\(error)" == "\(path):1: expected an object with an \"id\", got an array of 1" }
        #expect((try entries[1].get()).idText == "2")
    }

    @Test func goldenTablesReadWhatTheWriterWrites() throws {
        let ids = ["x,\"\u{301}", "\u{E9}", "e\u{301}", "dup", "dup2"]
        var writer = TableWriter(format: .csv, scaleColumn: false, contentSizeColumn: false)
        let rows = ids.enumerated().map { HeightRow(id: .string($1), width: 375, scale: 3, contentSize: .large, height: Double(40 + $0), labels: nil) }
        let text = "\u{FEFF}" + writer.header + writer.text(rows)
        var golden = try GoldenTable.parse(text, file: "g.csv")
        #expect(golden.count == 5)
        // The same rows compare equal: ids by their bytes (é and e + U+0301 stay apart).
        #expect(golden.check(rows).isEmpty)
        #expect(golden.missing().isEmpty)
    }

    @Test func contentSizeCategoriesByEitherName() {
        #expect(ContentSizeCategory(name: "AX2") == .accessibilityLarge)
        #expect(ContentSizeCategory(name: "accessibilityLarge") == .accessibilityLarge)
        #expect(ContentSizeCategory(name: "extraExtraLarge") == .extraExtraLarge)
        #expect(ContentSizeCategory(name: "huge") == nil)
    }
}
