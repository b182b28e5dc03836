import CellTemplates
import HeightCache
import JSONLines
import LayoutTestSupport
import Testing
import Typesetting
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

/// A frame row sizes what does not wrap first, cut to the room left, and the wrapping views share the rest:
/// a one-line name takes its own width, not half the row, and an empty label takes none.
@Suite struct FrameRowShareTests {
    static let row = """
        layout: frame
        margins: {top: 0, left: 0, bottom: 0, right: 0}
        views:
          - stack:
              name: row
              axis: horizontal
              spacing: 8
              views:
                - label: {name: name, font: {size: 17}, lines: 1}
                - label: {name: empty, font: {size: 17}, lines: 0}
                - label: {name: body, font: {size: 17}, lines: 0}
        bindings: {name: n, empty: e, body: b}
        """

    /// The cell laid out at 375 @2x for `item`, with its height.
    func laidOut(_ item: String) throws -> (cell: TemplateCell, height: Double) {
        let cell = try TemplateCell(template: try template(Self.row), textCache: Shared.cache, category: .default)
        try cell.bind(JSONParser.parse(item))
        let height = try cell.fittingHeight(in: TableGeometry(width: 375, scale: 2, separatorStyle: .none))
        cell.frame = Rect(x: 0, y: 0, width: 375, height: height)
        try cell.layoutIfNeeded()
        return (cell, height)
    }

    @Test func aOneLineLabelTakesItsOwnWidthAndTheWrappingOneTheRest() throws {
        let lorem = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua."
        let (cell, height) = try laidOut(#"{"n": "Al", "e": "", "b": "\#(lorem)"}"#)
        let name = try #require(cell.named["name"]), empty = try #require(cell.named["empty"]), body = try #require(cell.named["body"])
        // "Al" on one line, as wide as its own text; the empty label nothing; the body wraps in the rest after two
        // spacings (its frame as wide as its widest line there), and starts after them.
        let alone = try name.sizeThatFits(Size(width: .infinity, height: .infinity))
        #expect(name.frame.width == alone.width && empty.frame.width == 0)
        let share = 375 - 2 * 8 - alone.width
        let wrapped = try body.sizeThatFits(Size(width: share, height: .infinity))
        #expect(body.frame.width == wrapped.width && wrapped.width <= share && body.frame.minX == alone.width + 16, "\(body.frame)")
        // The row is as tall as the body wrapped at that width, on the 2x grid: three lines of 17 points.
        #expect(height == PixelGrid(scale: 2).ceil(wrapped.height))
        let lines = try (body as? Label)?.textLayout(maxWidth: share)?.lines.count
        #expect(lines == 3)
    }

    @Test func aOneLineLabelWiderThanTheRowIsCutToIt() throws {
        let (cell, _) = try laidOut(#"{"n": "\#(String(repeating: "A name far too long for any row ", count: 6))", "e": "", "b": ""}"#)
        let name = try #require(cell.named["name"])
        let alone = try name.sizeThatFits(Size(width: .infinity, height: .infinity))
        // The row less its two spacings (the empty labels take none): it took a third of the row before.
        #expect(alone.width > 375 && name.frame.width == 375 - 2 * 8, "\(name.frame) of \(alone)")
    }

    /// An icon after a long one-line title keeps its 20 points; the title is cut to what is left (375 - 8 - 20).
    @Test func anImageKeepsItsSizeBesideALongTitle() throws {
        let row = try template("""
            layout: frame
            margins: {top: 0, left: 0, bottom: 0, right: 0}
            views:
              - stack:
                  name: row
                  axis: horizontal
                  spacing: 8
                  views:
                    - label: {name: title, font: {size: 17}, lines: 1}
                    - image: {name: icon, size: [20, 20]}
            bindings: {title: t}
            """)
        let cell = try TemplateCell(template: row, textCache: Shared.cache, category: .default)
        try cell.bind(JSONParser.parse(#"{"t": "\#(String(repeating: "A title far too long for the row ", count: 6))"}"#))
        let height = try cell.fittingHeight(in: TableGeometry(width: 375, scale: 2, separatorStyle: .none))
        cell.frame = Rect(x: 0, y: 0, width: 375, height: height)
        try cell.layoutIfNeeded()
        #expect(try #require(cell.named["icon"]).frame.size == Size(width: 20, height: 20))
        #expect(try #require(cell.named["title"]).frame.width == 375 - 8 - 20)
    }
}
