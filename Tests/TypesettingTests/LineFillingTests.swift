import Testing
@testable import Typesetting

/// Line breaking cases with the expected lines worked out by hand from the
/// fonts' advances (cjk-subset.json, hb-shape.json).
@Suite struct LineFillingTests {
    let typesetter = bundledTypesetter

    /// White space after a space hangs with it, whatever break may fall between them (a tab, an en space or
    /// an ideographic space breaks after a space): "To \tab" lays out as "To\t ab" and "To ab" do, two lines
    /// whose first is as wide as "To", and no line of white space alone.
    @Test(arguments: ["\t", "\u{2002}", "\u{3000}"])
    func whiteSpaceAfterASpaceHangsWithIt(second: String) throws {
        let inter = TextAttributes(family: "Inter")
        let to = try bundledTypesetter.prepare(AttributedText("To", attributes: inter)).layout(maxWidth: .infinity).lines[0].width
        for width in [22.0, 25] {
            let layout = try bundledTypesetter.prepare(AttributedText("To " + second + "ab", attributes: inter)).layout(maxWidth: width)
            #expect(layout.lines.count == 2 && layout.lines[0].width == to, "\(width): \(layout.lines.map(\.range))")
        }
    }

    /// Size 10: each ideograph and "，" is 10 pt. ICU forbids a break before
    /// "，" (LB13/ID rules), so "四，" is one segment: 一二三 = 30 fits 40,
    /// 一二三四， = 50 does not, so line 1 ends after 三 and "四，五六" = 40 fits.
    @Test func cjkPunctuationDoesNotStartALine() throws {
        let layout = try typesetter.prepare(plain("一二三四，五六")).layout(maxWidth: 40)
        #expect(ranges(layout) == [0..<3, 3..<7])
        #expect(layout.lines.map(\.width) == [30, 40])
    }

    @Test(arguments: ["。", "」", "）", "、", "！", "？"])
    func closingPunctuationStaysWithPreviousCharacter(mark: String) throws {
        // 一二三四 + mark = 50 > 40: the break moves before 四.
        let layout = try typesetter.prepare(plain("一二三四" + mark)).layout(maxWidth: 40)
        #expect(ranges(layout) == [0..<3, 3..<5])
    }

    /// "你好Hello world" at size 10, locale en. Segments: 你 | 好 | "Hello " | world.
    /// Widths: 你好 = 20; Hello = 6740 u, space = 792 u, world = 7380 u (Inter, 2816 u/em).
    @Test func mixedChineseAndEnglish() throws {
        let hello = Double(try Fixtures.total("Hello")) * 10 / 2816     // 23.934…
        let world = Double(try Fixtures.total("world")) * 10 / 2816     // 26.207…
        let prepared = try typesetter.prepare(plain("你好Hello world"), locale: "en")
        // Room for 你好Hello but not for the space + world: line 2 is "world".
        let layout = prepared.layout(maxWidth: 20 + hello + 1)
        #expect(ranges(layout) == [0..<8, 8..<13])
        #expect(close(layout.lines[0].width, 20 + hello))      // the space hangs
        #expect(close(layout.lines[1].width, world))
        // Line 1 holds Han (Noto, taller) and line 2 only Latin (Inter).
        #expect(close(layout.lines[0].height, notoLine10))
        #expect(close(layout.lines[1].height, interLine(10)))
        // In 30 pt: 你好 = 20 fits, 你好Hello = 43.93 does not; "Hello world"
        // = 23.93 + 2.81 + 26.21 = 52.95 does not either: 你好 | "Hello " | world.
        let narrow = prepared.layout(maxWidth: 30)
        #expect(ranges(narrow) == [0..<2, 2..<8, 8..<13])
    }

    /// Inter line: ascent 2728/2816, descent 680/2816 of the size. One CJK
    /// character pulls in Noto (1160 + 288 per 1000): at 17 pt the line grows
    /// from 20.5739 to 24.616.
    @Test func fallbackFontRaisesLineHeight() throws {
        let latin = try typesetter.prepare(AttributedText("Hello", attributes: TextAttributes(family: "Inter"))).layout(maxWidth: 300)
        #expect(close(latin.lines[0].height, interLine(17)))
        let mixed = try typesetter.prepare(AttributedText("Hello 中", attributes: TextAttributes(family: "Inter"))).layout(maxWidth: 300)
        #expect(close(mixed.lines[0].height, (1.160 + 0.288) * 17))
        #expect(close(mixed.lines[0].baseline, 1.160 * 17))
        // Only the line holding the Han character is taller.
        let twoLines = try typesetter.prepare(AttributedText("Hello\n中", attributes: TextAttributes(family: "Inter"))).layout(maxWidth: 300)
        #expect(close(twoLines.lines[0].height, interLine(17)))
        #expect(close(twoLines.lines[1].height, 1.448 * 17))
        #expect(close(twoLines.lines[1].baseline, interLine(17) + 1.160 * 17))
        // 20.5739 + 24.616 = 45.1899 -> ceil(135.57)/3 = 136/3.
        #expect(twoLines.height == 136.0 / 3)
    }

    /// \n, \r\n, U+2028 and U+2029 end lines; a range excludes its break
    /// character(s); a final hard break opens no extra line.
    @Test func hardBreaks() throws {
        let layout = try typesetter.prepare(plain("ab\ncd\r\nef\u{2028}gh\u{2029}ij\n")).layout(maxWidth: .infinity)
        // offsets: a0 b1 \n2 c3 d4 \r5 \n6 e7 f8 LS9 g10 h11 PS12 i13 j14 \n15
        #expect(ranges(layout) == [0..<2, 3..<5, 7..<9, 10..<12, 13..<15])
        let empty = try typesetter.prepare(plain("a\n\nb")).layout(maxWidth: .infinity)
        #expect(ranges(empty) == [0..<1, 2..<2, 3..<4])
    }

    /// At 28.16 pt Inter's 2816 units per em make one unit 0.01 pt. hb-shape's
    /// advances of "Supercalifragilistic": S 17.96 u 16.36 p 17.16 e 16.40
    /// r 10.00 c 15.72 a 15.88 l 6.68 i 6.68 f 10.16 r 10.48 a 15.88 g 17.16
    /// i 6.68 l 6.68 i 6.68 s 14.72 t 10.24 i 6.68 c 15.72. At 60 pt:
    /// Sup 51.48 (+e 67.88) | erca 58.00 (+l 64.68) | lifra 49.88 (+g 67.04)
    /// | gilis 51.92 (+t 62.16) | tic 32.64.
    @Test func wordWiderThanLineBreaksAtClusters() throws {
        let layout = try typesetter.prepare(AttributedText("Supercalifragilistic", attributes: TextAttributes(family: "Inter", size: 28.16)))
            .layout(maxWidth: 60)
        #expect(ranges(layout) == [0..<3, 3..<7, 7..<12, 12..<17, 17..<20])
        #expect(close(layout.lines[0].width, 51.48, 1e-9))
        #expect(close(layout.lines[4].width, 32.64, 1e-9))
        // After a word that fits, the long word starts a fresh line: "Hi " | Sup…
        let after = try typesetter.prepare(AttributedText("Hi Supercalifragilistic", attributes: TextAttributes(family: "Inter", size: 28.16)))
            .layout(maxWidth: 60)
        #expect(ranges(after).prefix(2) == [0..<3, 3..<6])
    }

    /// A line narrower than one cluster still takes one cluster.
    @Test func atLeastOneClusterPerLine() throws {
        let layout = try typesetter.prepare(plain("一二")).layout(maxWidth: 5)
        #expect(ranges(layout) == [0..<1, 1..<2])
    }

    /// Character wrapping breaks at any cluster (28.16 pt: 0.01 pt per unit).
    @Test func charWrapping() throws {
        let layout = try typesetter.prepare(AttributedText("Hello world", attributes: TextAttributes(family: "Inter", size: 28.16)))
            .layout(maxWidth: 80, lineBreakMode: .byCharWrapping)
        // Hello 67.40 + space (hangs) ; "Hello w" = 67.40 + 7.92 + 22.36 = 97.68 > 80.
        // So line 1 is "Hello " and line 2 "world" (73.80).
        #expect(ranges(layout) == [0..<6, 6..<11])
        let tight = try typesetter.prepare(AttributedText("Hello world", attributes: TextAttributes(family: "Inter", size: 28.16)))
            .layout(maxWidth: 100, lineBreakMode: .byCharWrapping)
        // 67.40 + 7.92 + w 22.36 = 97.68 <= 100; + o 16.80 > 100: "Hello w" | "orld".
        #expect(ranges(tight) == [0..<7, 7..<11])
    }

    /// Spaces that end a paragraph count in its line (as UILabel's intrinsic width counts them: Xcode stores
    /// a 17-point system-font label of one space 4.5 wide): three spaces of 792 units on 2816 at 17 pt are
    /// 14.344 wide, 14.667 on the 3x grid, up to the width given (10 here); one line of Inter's height.
    @Test func onlySpaces() throws {
        let space = Double(try Fixtures.total(" ")) * 17 / 2816
        let layout = try typesetter.prepare(AttributedText("   ", attributes: TextAttributes(family: "Inter"))).layout(maxWidth: 100)
        #expect(ranges(layout) == [0..<3])
        #expect(close(layout.lines[0].width, 3 * space))
        #expect(layout.width == 44.0 / 3)
        let narrow = try typesetter.prepare(AttributedText("   ", attributes: TextAttributes(family: "Inter"))).layout(maxWidth: 10)
        #expect(ranges(narrow) == [0..<3] && narrow.lines[0].width == 10)
        // 20.5739 pt -> ceil(61.72)/3 = 62/3
        #expect(layout.height == 62.0 / 3)
    }

    @Test func emptyText() throws {
        let layout = try typesetter.prepare(AttributedText("", attributes: TextAttributes(family: "Inter"))).layout(maxWidth: 100)
        #expect(layout == TextLayout(width: 0, height: 0, lines: [], isTruncated: false))
    }

    /// Ten ideographs at 10 pt in 35 pt: three per line. Limited to 2 lines:
    /// - tail truncation: 四五 (20) + "…" (Noto, 1000 u = 10) = 30 <= 35;
    ///   四五六 + … = 40 > 35, so line 2 is 四五…;
    /// - word wrapping keeps line 2 as laid out (四五六), no ellipsis.
    /// Either way the height is two Noto lines: 28.96 -> ceil(86.88)/3 = 29.
    @Test func numberOfLinesTruncation() throws {
        let prepared = try typesetter.prepare(plain("一二三四五六七八九十"))
        #expect(ranges(prepared.layout(maxWidth: 35)) == [0..<3, 3..<6, 6..<9, 9..<10])
        let tail = prepared.layout(maxWidth: 35, numberOfLines: 2, lineBreakMode: .byTruncatingTail)
        #expect(tail.isTruncated)
        #expect(ranges(tail) == [0..<3, 3..<5])
        #expect(tail.lines[1].width == 30)
        #expect(tail.height == 29)
        let wrapped = prepared.layout(maxWidth: 35, numberOfLines: 2)
        #expect(wrapped.isTruncated)
        #expect(ranges(wrapped) == [0..<3, 3..<6])
        #expect(wrapped.height == 29)
        let fits = prepared.layout(maxWidth: 35, numberOfLines: 4, lineBreakMode: .byTruncatingTail)
        #expect(!fits.isTruncated)
        #expect(fits.lines.count == 4)
    }

    /// One line of "Hello world" at 28.16 pt (0.01 pt per unit) in 90 pt:
    /// Inter's "…" is 23.12. "Hello" + … = 67.40 + 23.12 = 90.52 > 90;
    /// "Hell" (20.84 + 16.40 + 6.68 + 6.68 = 50.60) + … = 73.72 fits.
    @Test func singleLineTailTruncationCutsInsideAWord() throws {
        let layout = try typesetter.prepare(AttributedText("Hello world", attributes: TextAttributes(family: "Inter", size: 28.16)))
            .layout(maxWidth: 90, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        #expect(layout.isTruncated)
        #expect(ranges(layout) == [0..<4])
        #expect(close(layout.lines[0].width, 73.72, 1e-9))
    }

    /// The space before a cut is dropped, not shown before the ellipsis: in
    /// 100 pt, "Hello" + … = 67.40 + 23.12 = 90.52 fits; the space adds no
    /// width; "Hello w" + … = 67.40 + 7.92 + 22.36 + 23.12 = 120.80 does not.
    @Test func truncationDropsTheSpaceBeforeTheEllipsis() throws {
        let layout = try typesetter.prepare(AttributedText("Hello world", attributes: TextAttributes(family: "Inter", size: 28.16)))
            .layout(maxWidth: 100, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        #expect(ranges(layout) == [0..<5])
        #expect(close(layout.lines[0].width, 90.52, 1e-9))
    }

    /// The "…" after a cluster is set in that cluster's font, so a longer cut can end in a narrower one: "中"
    /// at 30 pt (Noto Sans CJK SC, one em, and its "…" one em) then "abcabc" in Inter at 10 pt (hb-shape: a 1588,
    /// b 1748, "…" 2312 on 2816). In 50 pt: 中… = 60 does not fit, 中a… = 30 + 5.639 + 8.210 = 43.849 does,
    /// 中ab… = 50.057 does not. The line is 中a…, and laid out again at its own width it is the same line.
    @Test func truncationTakesTheLongestCutThatFitsWithItsEllipsis() throws {
        let text = AttributedText(runs: [("中", TextAttributes(family: "Inter", size: 30)), ("abcabc", TextAttributes(family: "Inter", size: 10))])
        let prepared = try typesetter.prepare(text)
        let layout = prepared.layout(maxWidth: 50, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        #expect(ranges(layout) == [0..<2])
        let cut: Double = 30 + (1588.0 + 2312) / 2816 * 10
        #expect(close(layout.lines[0].width, cut))
        let again = prepared.layout(maxWidth: layout.lines[0].width, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        #expect(ranges(again) == [0..<2])
    }

    /// The "…" after an emoji is set in the system font's face (Noto Color Emoji has none) and spaced as that
    /// face is: at 17 pt, 😀 (2550 on 2048, untracked) + Inter's "…" (2312 on 2816) + SF's tracking at 17 pt
    /// (-26/1000 em) = 21.167 + 13.957 - 0.442 = 34.682, which fits 34.7 (fitted with the emoji's own spacing,
    /// 0, it was 35.124 and the line held the "…" alone).
    @Test func theEllipsisAfterAnEmojiIsSpacedAsTheFaceItIsSetIn() throws {
        let text = AttributedText("😀😀", attributes: TextAttributes(family: FontCollection.systemFontName, size: 17))
        let layout = try typesetter.prepare(text).layout(maxWidth: 34.7, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        #expect(ranges(layout) == [0..<1])
        let emoji: Double = 17.0 * 2550 / 2048, ellipsis: Double = 17.0 * 2312 / 2816, tracking: Double = -17.0 * 26 / 1000
        #expect(close(layout.lines[0].width, emoji + ellipsis + tracking))
    }

    /// White space inside a segment (no break before "." or after "a\t" before it: LB13) hangs where the line
    /// is broken at clusters, as at any break: in Inter at 28.16 pt (hb-shape: a 1588, space 792, "." 776 on
    /// 2816, one unit 0.01 pt) "a ." and "a\t." in 20 pt are "a " or "a\t" (15.88 wide, the white space
    /// hanging) and "." (7.76), not "a" and a line starting with the white space; at 16 pt, the first line's
    /// own width, the same.
    @Test(arguments: [" ", "\t"])
    func whiteSpaceHangsWhereAWordIsBrokenAtClusters(space: String) throws {
        let prepared = try typesetter.prepare(AttributedText("a\(space).", attributes: TextAttributes(family: "Inter", size: 28.16)))
        for width in [20.0, 16] {
            let layout = prepared.layout(maxWidth: width)
            #expect(ranges(layout) == [0..<2, 2..<3])
            #expect(close(layout.lines[0].width, 15.88) && close(layout.lines[1].width, 7.76))
        }
    }

    /// Three one-character paragraphs limited to two lines at any width: the
    /// second line gets the ellipsis (二 10 + … 10 = 20 pt), as UILabel shows
    /// "Line2…"; clipping stops after 二 without one.
    @Test func truncationAcrossHardBreaks() throws {
        let prepared = try typesetter.prepare(plain("一\n二\n三"))
        let tail = prepared.layout(maxWidth: .infinity, numberOfLines: 2, lineBreakMode: .byTruncatingTail)
        #expect(tail.isTruncated)
        #expect(ranges(tail) == [0..<1, 2..<3])
        #expect(tail.lines.map(\.width) == [10, 20])
        let clipped = prepared.layout(maxWidth: .infinity, numberOfLines: 2, lineBreakMode: .byClipping)
        #expect(clipped.isTruncated)
        #expect(clipped.lines.map(\.width) == [10, 10])
        #expect(!prepared.layout(maxWidth: .infinity, numberOfLines: 3, lineBreakMode: .byTruncatingTail).isTruncated)
    }

    /// Letter spacing adds after every cluster: 中文 at 10 pt + 2 = 24.
    @Test func letterSpacing() throws {
        let layout = try typesetter.prepare(plain("中文", letterSpacing: 2)).layout(maxWidth: .infinity)
        #expect(close(layout.lines[0].width, 24))
    }

    /// Ranges count Unicode scalars, not UTF-16 units: 😀 is one scalar.
    @Test func rangesAreScalarOffsets() throws {
        let layout = try typesetter.prepare(AttributedText("😀 a\nb", attributes: TextAttributes(family: "Inter"))).layout(maxWidth: .infinity)
        #expect(ranges(layout) == [0..<3, 4..<5])
    }

    /// Width is rounded up to the pixel grid: 3 ideographs + letter spacing
    /// 0.1 each = 30.3 -> ceil(90.9)/3 = 91/3 at scale 3, 31 at scale 1.
    @Test func roundsUpToPixelGrid() throws {
        let prepared = try typesetter.prepare(plain("一二三", letterSpacing: 0.1))
        #expect(prepared.layout(maxWidth: 100, scale: 3).width == 91.0 / 3)
        #expect(prepared.layout(maxWidth: 100, scale: 1).width == 31)
    }

    /// Run ranges count Unicode scalars, whatever their UTF-8 length: "e" + U+0301 is two scalars (1 + 2
    /// bytes), "中文" two of 3 bytes each, U+1F600 one of 4 bytes, and a run of equal attributes merges.
    @Test func runRangesCountScalarsOfEveryLength() {
        let small = TextAttributes(family: "Inter", size: 10), large = TextAttributes(family: "Inter", size: 20)
        let text = AttributedText(runs: [("e\u{301}", small), ("中文\u{1F600}", large), ("", small), ("a", large)])
        #expect(text.runs.map(\.range) == [0..<2, 2..<6])
        #expect(AttributedText("\u{1F600}é中", attributes: TextAttributes(family: "Inter")).runs.map(\.range) == [0..<3])
    }

    /// Attribute runs: a 20 pt run and a 10 pt run on one line; the line takes
    /// the larger font's height: Inter at 20 = 3408/2816*20.
    @Test func mixedSizesTakeTheLargest() throws {
        let text = AttributedText(runs: [("Big ", TextAttributes(family: "Inter", size: 20)), ("small", TextAttributes(family: "Inter", size: 10))])
        #expect(text.runs.map(\.range) == [0..<4, 4..<9])
        let layout = try typesetter.prepare(text).layout(maxWidth: .infinity)
        #expect(close(layout.lines[0].height, interLine(20)))
    }

    @Test func localeGuess() throws {
        #expect(try typesetter.prepare(plain("中文排版abc")).locale == "zh-Hans")
        #expect(try typesetter.prepare(plain("abc中文")).locale == "en")
        #expect(try typesetter.prepare(plain("中文"), locale: "ja").locale == "ja")
    }
}
