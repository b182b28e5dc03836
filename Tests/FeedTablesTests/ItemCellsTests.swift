import CellTemplates
import FeedTables
import JSONLines
import LayoutTestSupport
import Testing

/// One cell per content size, built once and reused for every item, bound to an item the first time it is
/// asked for after `start`; a bad field is the binding's error, and the next ask binds again.
@Suite struct ItemCellsTests {
    static func item(_ json: String, line: Int) throws -> FeedItem {
        try FeedItem(JSONParser.parse(json), line: line, file: "items.jsonl")
    }

    @Test func aCellPerContentSizeBoundOncePerItem() throws {
        let template = try CellTemplate.parse(SampleTemplates.issue, file: "issue.yaml", textCache: Shared.cache)
        let cells = ItemCells(template: template, textCache: Shared.cache)
        cells.start(try Self.item(#"{"id": 1, "text": "a"}"#, line: 1))
        #expect(!cells.hasBound(.large))
        let large = try cells.cell(for: .large)
        #expect(cells.hasBound(.large) && !cells.hasBound(.accessibilityLarge))
        #expect(try cells.cell(for: .large) === large)
        let larger = try cells.cell(for: .accessibilityLarge)
        #expect(larger !== large && larger.category == .accessibilityLarge)
        // A new item: nothing bound yet, the same cells.
        cells.start(try Self.item(#"{"id": 2, "text": true}"#, line: 2))
        #expect(!cells.hasBound(.large))
        do {
            _ = try cells.cell(for: .large)
            Issue.record("a boolean bound as text")
        } catch {
            guard case .binding(let binding) = error else { Issue.record("\(error)"); return }
            #expect(binding.field == ["text"])
        }
        #expect(!cells.hasBound(.large))
        cells.start(try Self.item(#"{"id": 3, "text": "b"}"#, line: 3))
        #expect(try cells.cell(for: .large) === large)
    }
}
