import Testing
@testable import Typesetting

/// Runs of short pieces are shaped whole only where HarfBuzz says their pieces may be shaped apart with
/// the same result; elsewhere each piece is shaped alone, as line breaking assumes. Advances from
/// `hb-shape --font-size=2816 Inter-Regular.otf` (HarfBuzz 6.0.0): "a-" 1588 + 1296, ">" 1856, "b" 1748,
/// while "a->b" whole turns "->" into one arrow glyph (2688) across the break opportunity after "-".
@Suite struct RunShapingTests {
    static func points(_ units: Int, size: Double = 17) -> Double { Double(units) / 2816 * size }

    @Test func aLigatureAcrossABreakOpportunityIsMeasuredPieceByPiece() throws {
        let text = AttributedText("a->b", attributes: TextAttributes(family: "Inter", size: 17))
        let prepared = try bundledTypesetter.prepare(text)
        #expect(close(prepared.totalAdvance, Self.points(1588 + 1296 + 1856 + 1748)))
        let layout = prepared.layout(maxWidth: 20)
        #expect(layout.lines.map(\.range) == [0..<2, 2..<3, 3..<4])
        let widths = layout.lines.map(\.width)
        let expected = [Self.points(1588 + 1296), Self.points(1856), Self.points(1748)]
        #expect(zip(widths, expected).allSatisfy { close($0, $1) }, "\(widths)")
        // Drawing shapes the same pieces: every line has its glyphs, and their advances add up to its width.
        let lines = try bundledTypesetter.glyphLines(of: text, locale: prepared.locale, layout: layout, boxWidth: 20)
        #expect(lines.count == 3)
        for (line, width) in zip(lines, expected) {
            let drawn = line.runs.flatMap(\.advances).reduce(0, +)
            #expect(!line.runs.flatMap(\.glyphs).isEmpty && close(drawn, width))
        }
    }

    /// Three regional indicators are a flag and a lone letter (UAX #29 GB12/13); the emoji font would join
    /// the second and third across the break between the clusters if the run were shaped whole. Each line
    /// holds one cluster of one emoji advance (2550 of 2048 units per em).
    @Test func regionalIndicatorsAcrossAClusterBoundaryStayApart() throws {
        let prepared = try bundledTypesetter.prepare(AttributedText("\u{1F1FA}\u{1F1E8}\u{1F1F3}", attributes: TextAttributes(family: "Inter", size: 17)))
        let layout = prepared.layout(maxWidth: 30)
        #expect(layout.lines.map(\.range) == [0..<2, 2..<3])
        #expect(layout.lines.allSatisfy { close($0.width, 2550.0 / 2048 * 17) }, "\(layout.lines.map(\.width))")
    }

    /// A Chinese sentence (a run of one-character pieces, shaped whole) measures as its characters: ten
    /// ideographs and an ideographic full stop, each one em in Noto Sans CJK SC (1000 of 1000 units), are
    /// 11 em. Ideographs advance one em however they are shaped, so this checks the run's advances, not the
    /// choice between whole and pieces (the two tests above do that).
    @Test func chineseRunsMeasureAsTheirCharacters() throws {
        let prepared = try bundledTypesetter.prepare(AttributedText("统一码是一种字符编码。", attributes: TextAttributes(family: "Inter", size: 17)))
        #expect(close(prepared.totalAdvance, 11 * 17))
    }
}
