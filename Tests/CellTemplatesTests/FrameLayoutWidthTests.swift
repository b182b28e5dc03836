import CellTemplates
import HeightCache
import JSONLines
import LayoutTestSupport
import Testing
import ViewLayout

/// Frame layout that leaves a wrapping label no width is an error naming the label and the width, not
/// the height of its text on one line (which is what UILabel's sizeThatFits answers for a width of 0).
@Suite struct FrameLayoutWidthTests {
    static let message = #"{"id": 1, "text": "A message long enough to wrap over many lines at any narrow width at all"}"#

    func failure(_ loaded: CellTemplate, width: Double) throws -> LayoutError? {
        let cell = try TemplateCell(template: loaded, textCache: Shared.cache, category: .default)
        try cell.bind(JSONParser.parse(Self.message))
        do {
            _ = try cell.fittingHeight(in: TableGeometry(width: width, scale: 3, separatorStyle: loaded.separator))
        } catch {
            if case .layout(_, _, let cause) = error { return cause }
            Issue.record("unexpected \(error)")
        }
        return nil
    }

    @Test func theChatBubbleAtItsNarrowestWidths() throws {
        let chat = try CellTemplate.load(file: examplePath("chat.yaml"), textCache: Shared.cache)
        // The row's inner width is the table's less 12 + 60 of padding; the avatar takes 36 and the spacing 8,
        // the bubble's padding 12 + 12: the message gets width - 140.
        #expect(try failure(chat, width: 140) == .noWidthForText(view: "Label 'message'", width: 0))
        #expect(try failure(chat, width: 139) == .noWidthForText(view: "Label 'message'", width: -1))
        #expect(try failure(chat, width: 141) == nil)   // one point wide: a character a line, but a height
    }

    @Test func paddingWiderThanTheRow() throws {
        let wide = try template("""
        layout: frame
        margins: {left: 200, right: 200}
        views:
          - label: {name: t, font: {size: 17}, lines: 0}
        bindings: {t: text}
        """)
        #expect(try failure(wide, width: 375) == .noWidthForText(view: "Label 't'", width: -25))
    }

    @Test func aSingleLineOrEmptyLabelKeepsItsHeight() throws {
        // A one-line label is one line high whatever its width (it truncates); an empty one is 0 high.
        let oneLine = try template("""
        layout: frame
        margins: {left: 200, right: 200}
        views:
          - label: {name: t, font: {size: 17}, lines: 1}
        bindings: {t: text}
        """)
        #expect(try failure(oneLine, width: 375) == nil)
    }
}
