import Testing
@testable import Typesetting

/// NSParagraphStyle semantics on Noto lines at 10 pt (ascent 11.6, descent
/// 2.88, natural height 14.48).
@Suite struct ParagraphStyleTests {
    let typesetter = bundledTypesetter

    /// Two paragraphs: 14.48 + lineSpacing 4 + paragraphSpacing 10 + 14.48 =
    /// 42.96 -> ceil(128.88)/3 = 43. Second baseline 14.48 + 14 + 11.6 = 40.08.
    @Test func spacingBetweenParagraphs() throws {
        let style = ParagraphStyle(lineSpacing: 4, paragraphSpacing: 10)
        let layout = try typesetter.prepare(plain("一\n二", style: style)).layout(maxWidth: 100)
        #expect(close(layout.lines[0].baseline, 11.6))
        #expect(close(layout.lines[1].baseline, 40.08))
        #expect(layout.height == 43)
    }

    /// U+2028 ends a line, not a paragraph: 14.48 + 4 + 14.48 = 32.96 -> 33.
    @Test func lineSeparatorGetsNoParagraphSpacing() throws {
        let style = ParagraphStyle(lineSpacing: 4, paragraphSpacing: 10)
        let layout = try typesetter.prepare(plain("一\u{2028}二", style: style)).layout(maxWidth: 100)
        #expect(layout.height == 33)
    }

    /// Wrapped lines of one paragraph get lineSpacing only: 3 lines
    /// (一二 | 三四 | 五 in 20 pt) = 3 * 14.48 + 2 * 4 = 51.44 -> ceil(154.32)/3 = 155/3.
    @Test func lineSpacingBetweenWrappedLines() throws {
        let style = ParagraphStyle(lineSpacing: 4, paragraphSpacing: 10)
        let layout = try typesetter.prepare(plain("一二三四五", style: style)).layout(maxWidth: 20)
        #expect(layout.lines.count == 3)
        #expect(layout.height == 155.0 / 3)
    }

    /// lineHeightMultiple 1.5: 21.72, the extra above the text (baseline
    /// 21.72 - 2.88 = 18.84).
    @Test func lineHeightMultiple() throws {
        let layout = try typesetter.prepare(plain("一", style: ParagraphStyle(lineHeightMultiple: 1.5))).layout(maxWidth: 100)
        #expect(close(layout.lines[0].height, 21.72))
        #expect(close(layout.lines[0].baseline, 18.84))
    }

    /// minimumLineHeight 20 raises 14.48 to 20 (baseline 17.12);
    /// maximumLineHeight 12 lowers it to 12 (baseline 9.12).
    @Test func minimumAndMaximumLineHeight() throws {
        let high = try typesetter.prepare(plain("一", style: ParagraphStyle(minimumLineHeight: 20))).layout(maxWidth: 100)
        #expect(close(high.lines[0].height, 20))
        #expect(close(high.lines[0].baseline, 17.12))
        let low = try typesetter.prepare(plain("一", style: ParagraphStyle(maximumLineHeight: 12))).layout(maxWidth: 100)
        #expect(close(low.lines[0].height, 12))
        #expect(close(low.lines[0].baseline, 9.12))
        // The multiple applies first, then the clamp: 14.48 * 2 = 28.96 -> max 25.
        let both = try typesetter.prepare(plain("一", style: ParagraphStyle(lineHeightMultiple: 2, maximumLineHeight: 25)))
            .layout(maxWidth: 100)
        #expect(close(both.lines[0].height, 25))
    }

    /// A paragraph's style is the one at its first character.
    @Test func styleOfFirstCharacterRules() throws {
        let spaced = TextAttributes(family: "Inter", size: 10, paragraphStyle: ParagraphStyle(lineHeightMultiple: 2))
        let text = AttributedText(runs: [("一", TextAttributes(family: "Inter", size: 10)), ("二\n三", spaced)])
        let layout = try typesetter.prepare(text).layout(maxWidth: 100)
        #expect(close(layout.lines[0].height, 14.48))
        #expect(close(layout.lines[1].height, 28.96))
    }

    @Test func negativeSpacingIsRejected() throws {
        #expect(throws: TypesettingError.invalidAttribute(name: "lineSpacing", value: -1)) {
            try typesetter.prepare(plain("a", style: ParagraphStyle(lineSpacing: -1)))
        }
    }
}
