import CellTemplates
import HeightCache
import JSONLines
import LayoutTestSupport
import Testing
import ViewLayout

/// A row above `TableView.maximumRowHeight` (a million points) is an error naming the view that made it.
/// By hand: a line of the system font at 17 points is SF Pro's, (1950 + 494) / 2048 x 17 = 20.287 points,
/// so 50,000 lines are 1,014,355 points (over) and 48,000 lines 973,781 (under).
@Suite struct HeightLimitTests {
    static func item(lines: Int) -> String {
        #"{"id": 1, "text": "\#(Array(repeating: "a", count: lines).joined(separator: "\\n"))"}"#
    }

    func outcome(_ loaded: CellTemplate, lines: Int) throws -> Result<Double, HeightCacheError> {
        let cell = try TemplateCell(template: loaded, textCache: Shared.cache, category: .default)
        try cell.bind(JSONParser.parse(Self.item(lines: lines)))
        return Result { () throws(HeightCacheError) in try cell.fittingHeight(in: TableGeometry(width: 375, scale: 3)) }
    }

    @Test func theLimitIsAMillionPoints() { #expect(TableView.maximumRowHeight == 1_000_000) }

    @Test func anAutoLayoutRowAboveTheLimitNamesTheLabel() throws {
        let loaded = try template("""
        views:
          - stack: {name: column, axis: vertical, views: [{label: {name: t, font: {size: 17}, lines: 0}}]}
        constraints: ["H:|-[column]-|", "V:|-[column]-|"]
        bindings: {t: text}
        """)
        guard case .failure(.heightTooLarge(_, _, let height, let view, let viewHeight)) = try outcome(loaded, lines: 50_000) else {
            Issue.record("no error above the limit"); return
        }
        #expect(view == "Label 't'")   // the deepest view above the limit (the stack around it is too)
        #expect(abs(viewHeight - 50_000 * 2444.0 / 2048 * 17) < 1 && height > viewHeight)
        guard case .success(let under) = try outcome(loaded, lines: 48_000) else { Issue.record("refused under the limit"); return }
        #expect(abs(under - (30 + 48_000 * 2444.0 / 2048 * 17)) < 1)   // iOS 26's margins, 15 and 15
    }

    @Test func aFrameLayoutRowAboveTheLimitNamesTheLabel() throws {
        // The message is the system font at 16 points, SF Pro's 19.094 a line: 60,000 lines are 1,145,625 points.
        let chat = try CellTemplate.load(file: examplePath("chat.yaml"), textCache: Shared.cache)
        guard case .failure(.heightTooLarge(_, _, _, let view, _)) = try outcome(chat, lines: 60_000) else {
            Issue.record("no error above the limit"); return
        }
        #expect(view == "Label 'message'")
    }
}
