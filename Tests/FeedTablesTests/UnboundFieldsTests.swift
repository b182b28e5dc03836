import CellTemplates
import FeedTables
import Foundation
import LayoutTestSupport
import Testing

/// A template whose bindings no item can fill measures empty views: plausible heights, all wrong. The
/// run refuses it before any row; a single binding no item fills is a warning (an error under --strict).
@Suite struct UnboundFieldsTests {
    static let twoBindings = """
    views:
      - label: {name: title, font: {family: Inter, size: 17}, lines: 0}
      - label: {name: body, font: {family: Inter, size: 17}, lines: 0}
    constraints:
      - "H:|-16-[title]-16-|"
      - "H:|-16-[body]-16-|"
      - "V:|-12-[title]-4-[body]-12-|"
    bindings:
      title: headline
      body: text
    """

    static func run(_ items: [String]) throws -> (HeightTable.Summary, [String]) {
        let feed = Scratch.folder.appendingPathComponent("unbound-\(UUID().uuidString).jsonl")
        try Data((items.joined(separator: "\n") + "\n").utf8).write(to: feed)
        defer { try? FileManager.default.removeItem(at: feed) }
        let table = HeightTable(template: try template(Self.twoBindings), textCache: Shared.cache,
                                settings: [MeasureSetting(width: 375, scale: 3)], jobs: 1)
        var warnings: [String] = []
        let summary = try table.run(try FeedReader(path: feed.path)) { (event) throws(FeedError) in
            if case .warning(let line) = event { warnings.append(line) }
        }
        return (summary, warnings)
    }

    @Test func noBoundFieldInAnyItemIsRefusedBeforeAnyRow() throws {
        #expect {
            try Self.run([#"{"id": 1, "titleLabel": "a"}"#, #"{"id": 2, "contentLabel": "b"}"#])
        } throws: { error in
            guard case HeightTableError<FeedError>.unboundTemplate(let fields, let items, _) = error else { return false }
            return fields == ["title: headline", "body: text"] && items == 2
        }
    }

    @Test func aFieldNoItemHasIsAWarning() throws {
        let (summary, warnings) = try Self.run([#"{"id": 1, "headline": "a"}"#, #"{"id": 2}"#])
        #expect(summary.measured == 2)
        #expect(summary.absentFields == ["body: text"])
        #expect(warnings.count == 1 && warnings[0].contains("body: text"))
    }

    /// A field one item lacks is that item's empty value, not a problem.
    @Test func aFieldSomeItemHasIsNoWarning() throws {
        let (summary, warnings) = try Self.run([#"{"id": 1, "headline": "a"}"#, #"{"id": 2, "text": "b"}"#])
        #expect(summary.absentFields.isEmpty && warnings.isEmpty)
    }

    /// Lines that fail to parse tell nothing of the feed's fields: their errors are the whole report.
    @Test func itemsThatFailToParseRaiseNoFieldWarning() throws {
        let (summary, warnings) = try Self.run([#"{"id": 1, "headline": "a", "text": [}"#, #"{"id": 2, "text": "#])
        #expect(summary.failed == 2 && summary.measured == 0)
        #expect(summary.absentFields.isEmpty && warnings.isEmpty)
    }
}
