import Testing
@testable import Typesetting

/// A font's own leading (`TextAttributes.leading`, UIFont.leading) goes between lines, never above the first or
/// below the last, on Noto lines at 10 pt (ascent 11.6, descent 2.88, natural height 14.48).
@Suite struct FontLeadingTests {
    let typesetter = bundledTypesetter

    func text(_ string: String, leading: Double, style: ParagraphStyle = ParagraphStyle()) -> AttributedText {
        AttributedText(string, attributes: TextAttributes(family: "Inter", size: 10, paragraphStyle: style, leading: leading))
    }

    /// One line keeps the font's line: 14.48 -> ceil(43.44) / 3 = 44 / 3.
    @Test func oneLineIsTheFontsLine() throws {
        let layout = try typesetter.prepare(text("一", leading: 3)).layout(maxWidth: 100)
        #expect(layout.height == 44.0 / 3)
        #expect(close(layout.lines[0].baseline, notoAscent10))
    }

    /// Two lines: 14.48 + 3 + 14.48 = 31.96 -> ceil(95.88) / 3 = 32; the second baseline 14.48 + 3 + 11.6 = 29.08.
    @Test func leadingGoesBetweenLines() throws {
        let layout = try typesetter.prepare(text("一\n二", leading: 3)).layout(maxWidth: 100)
        #expect(layout.height == 32)
        #expect(close(layout.lines[1].baseline, 29.08))
        #expect(close(layout.lines[1].top, 17.48))
    }

    /// The paragraph's line spacing adds to it: three wrapped lines (一二 | 三四 | 五 in 20 pt) take
    /// 3 x 14.48 + 2 x (3 + 4) = 57.44 -> ceil(172.32) / 3 = 173 / 3.
    @Test func lineSpacingAddsToLeading() throws {
        let layout = try typesetter.prepare(text("一二三四五", leading: 3, style: ParagraphStyle(lineSpacing: 4)))
            .layout(maxWidth: 20)
        #expect(layout.lines.count == 3)
        #expect(layout.height == 173.0 / 3)
    }

    /// A line takes the largest leading of the fonts on it, as it takes their largest ascent: "一二" holds a run
    /// with 5, so 14.48 + 5 + 14.48 = 33.96 -> ceil(101.88) / 3 = 34.
    @Test func aLineTakesItsLargestLeading() throws {
        let plainRun = TextAttributes(family: "Inter", size: 10)
        let led = TextAttributes(family: "Inter", size: 10, leading: 5)
        let layout = try typesetter.prepare(AttributedText(runs: [("一", plainRun), ("二\n三", led)])).layout(maxWidth: 100)
        #expect(layout.lines.count == 2)
        #expect(layout.height == 34)
        // The other way round: the first line has no leading, only the second does, and nothing follows it:
        // 2 x 14.48 = 28.96 -> ceil(86.88) / 3 = 29.
        let after = try typesetter.prepare(AttributedText(runs: [("一\n", plainRun), ("二", led)])).layout(maxWidth: 100)
        #expect(after.height == 29)
    }

    @Test func negativeOrNonFiniteLeadingIsRejected() throws {
        #expect(throws: TypesettingError.invalidAttribute(name: "leading", value: -1)) {
            try typesetter.prepare(text("a", leading: -1))
        }
        #expect(throws: TypesettingError.self) { try typesetter.prepare(text("a", leading: .infinity)) }
    }
}
