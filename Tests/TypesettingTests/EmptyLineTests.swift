import Testing
@testable import Typesetting

/// An empty line has no glyph to fall back for, so it is as tall as the text's own font (UIKit, SkParagraph
/// and Pango agree), even between lines that fell back to the CJK font.
@Suite struct EmptyLineTests {
    // Font tables: Inter hhea 2728 / -680 / 0 at 2816 units per em; Noto Sans CJK SC 1160 / -288 / 0 at 1000.
    static let inter = (2728.0 + 680.0) / 2816.0 * 17
    static let cjk = (1160.0 + 288.0) / 1000.0 * 17

    static func close(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { TypesettingTests.close($0, $1) }
    }

    @Test func emptyParagraphBetweenChineseLinesHasInterHeight() throws {
        let layout = try bundledTypesetter.prepare(AttributedText("第一段\n\n第三段", attributes: TextAttributes(family: "Inter"))).layout(maxWidth: 343)
        #expect(Self.close(layout.lines.map(\.height), [Self.cjk, Self.inter, Self.cjk]))
        #expect(layout.lines[1].range == 4..<4)
    }

    /// The break at the end of a Chinese line does not change that line: the CJK font is taller both above
    /// and below the baseline, so the line keeps its own metrics.
    @Test func chineseLinesKeepTheirHeight() throws {
        let layout = try bundledTypesetter.prepare(AttributedText("第一段\n第二段", attributes: TextAttributes(family: "Inter"))).layout(maxWidth: 343)
        #expect(Self.close(layout.lines.map(\.height), [Self.cjk, Self.cjk]))
        #expect(abs(layout.lines[0].baseline - 1160.0 / 1000.0 * 17) < 1e-12)
    }
}
