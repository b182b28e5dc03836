import Testing
@testable import Typesetting

/// Glyph runs for drawing: they must be what was measured, placed where the layout says.
@Suite struct GlyphRunTests {
    let typesetter = bundledTypesetter

    func lines(_ text: AttributedText, width: Double, lines: Int = 0, mode: LineBreakMode = .byTruncatingTail,
               box: Double? = nil) throws -> (TextLayout, [GlyphLine]) {
        let prepared = try typesetter.prepare(text)
        let layout = prepared.layout(maxWidth: width, numberOfLines: lines, lineBreakMode: mode)
        let glyphLines = try typesetter.glyphLines(of: text, locale: prepared.locale, layout: layout, boxWidth: box ?? width)
        // Every measured line is drawn: the loops over the result below check something only then.
        #expect(glyphLines.count == layout.lines.count)
        return (layout, glyphLines)
    }

    static let texts = [
        "新买的 Kindle 到了，第一本看的是《三体》英文版 The Three-Body Problem\n我们的 App 在 App Store 上的评分从 4.2 涨到了 4.6，感谢大家的反馈！",
        "The new noodle place downstairs does a beef noodle soup with a clear broth and hand-pulled noodles. Office coffee, efficient affine flows.",
        "第一段\n\n第三段，后面跟着一些很长很长很长很长很长很长很长很长很长很长的中文文字。",
        "Supercalifragilisticexpialidocious-antidisestablishmentarianism word wider than any line",
        "Café déjà vu — naïve résumé   with spaces   at ends   ",
        // Words with break opportunities inside (shaped whole, kerning across them), and characters that
        // draw nothing (no advance, no spacing), a long row of them among them.
        "e-Ticket ex-Yugoslavia T-Y-T-Y-T-Y and/or /usr/share/locale/zh_CN a->b->c",
        "a\u{AD}b\u{200B}c\u{1}d W\u{2060}W\u{2060}W " + String(repeating: "\u{AD}", count: 40) + "end-of-line\u{7F}",
    ]

    @Test(arguments: [40.0, 97.5, 180, 343, 1000])
    func runAdvancesAddUpToEachLinesWidth(width: Double) throws {
        for text in Self.texts {
            for attributes in [TextAttributes(family: "Inter"), TextAttributes(family: "Inter", size: 13, weight: 600, letterSpacing: 0.75)] {
                for (limit, mode) in [(0, LineBreakMode.byWordWrapping), (2, .byTruncatingTail), (3, .byCharWrapping)] {
                    let (layout, glyphLines) = try lines(AttributedText(text, attributes: attributes), width: width, lines: limit, mode: mode)
                    #expect(glyphLines.count == layout.lines.count)
                    // Spaces that end the text draw nothing but count in its last line's width, up to the width given.
                    let spaces = String(text.reversed().prefix { $0 == " " })
                    let spacesWidth = spaces.isEmpty ? 0
                        : try bundledTypesetter.prepare(AttributedText(spaces, attributes: attributes)).layout(maxWidth: .infinity).lines[0].width
                    for (index, line) in glyphLines.enumerated() {
                        var sum = line.runs.reduce(0) { $0 + $1.width }
                        if index == glyphLines.count - 1, !line.line.hasEllipsis, line.line.range.upperBound == text.unicodeScalars.count {
                            sum = max(sum, min(sum + spacesWidth, width))
                        }
                        #expect(abs(sum - line.line.width) < 1e-9 * max(1, line.line.width),
                                "\(text.prefix(12))… at \(width), line \(index): runs \(sum) vs measured \(line.line.width)")
                        for run in line.runs {
                            #expect(run.glyphs.count == run.advances.count && run.advances.count == run.xOffsets.count)
                        }
                    }
                }
            }
        }
    }

    @Test func runsOfMixedStylesAddUpToo() throws {
        let text = AttributedText(runs: [("Ava", TextAttributes(family: "Inter", weight: 600)), ("：今天的 standup 只开了 8 分钟", TextAttributes(family: "Inter", size: 15)),
                                         ("，创了新纪录 with kerning: AVAWAY", TextAttributes(family: "Inter", size: 19, letterSpacing: -0.5))])
        for width in [60.0, 150, 290] {
            let (_, glyphLines) = try lines(text, width: width)
            for line in glyphLines {
                #expect(abs(line.runs.reduce(0) { $0 + $1.width } - line.line.width) < 1e-9 * max(1, line.line.width))
            }
        }
    }

    /// Glyph ids and advances as `hb-shape --font-size=2816 --no-glyph-names Fonts/Inter-Regular.otf Hello` prints
    /// them (HarfBuzz 6.0.0): 161+2084 | 612+1640 | 723+668 | 723+668 | 775+1680; and for "我们" in the CJK
    /// subset at --font-size=1000: 9836+1000 | 1144+1000.
    @Test func glyphsAreHarfBuzzsGlyphs() throws {
        let (_, latin) = try lines(AttributedText("Hello", attributes: TextAttributes(family: "Inter", size: 2816)), width: .infinity)
        let run = try #require(latin.first?.runs.first)
        #expect(run.glyphs == [161, 612, 723, 723, 775])
        #expect(run.advances == [2084, 1640, 668, 668, 1680])
        #expect(run.face.family == "Inter")

        let (_, han) = try lines(AttributedText("我们", attributes: TextAttributes(family: "Inter", size: 1000)), width: .infinity)
        #expect(han.first?.runs.flatMap(\.glyphs) == [9836, 1144])
        #expect(han.first?.runs.first?.face.family == "Noto Sans CJK SC")
    }

    /// A truncated line ends in "…": glyph 1406 of Inter (hb-shape on U+2026, advance 2312 units), tracked as
    /// the system font's other characters are (-26/1000 em at 17 pt, the HIG's table).
    @Test func truncatedLineEndsInTheEllipsisGlyph() throws {
        let (layout, glyphLines) = try lines(AttributedText(Self.texts[1]), width: 120, lines: 2)
        #expect(layout.isTruncated)
        let last = try #require(glyphLines.last)
        #expect(last.line.hasEllipsis)
        let ellipsis = try #require(last.runs.last)
        #expect(ellipsis.isEllipsis && ellipsis.glyphs == [1406])
        #expect(abs(ellipsis.width - (2312.0 / 2816.0 * 17 - 0.026 * 17)) < 1e-12)
        #expect(glyphLines.dropLast().allSatisfy { !$0.line.hasEllipsis && !$0.runs.contains(where: \.isEllipsis) })
    }

    /// Noto Color Emoji has no U+2026 (its cmap, as fc-query lists it), so a "…" after an emoji is set in the
    /// first face of the label's cascade that has one, Inter: glyph 1406, 2312 of 2816 units, as after text.
    /// Ten emoji (2550 of 2048 units each) at width 100 and size 17: four fit before the "…"
    /// (4 × 21.17 + 13.96 = 98.62; five are 105.8). The line is as tall as a line of Inter and emoji
    /// (Inter's ascent, the emoji font's descent), since both are drawn on it.
    @Test func ellipsisAfterAnEmojiIsTheTextFontsEllipsis() throws {
        let emoji = 2550.0 / 2048.0 * 17, ellipsisWidth = 2312.0 / 2816.0 * 17
        let text = AttributedText(String(repeating: "\u{1F600}", count: 10), attributes: TextAttributes(family: "Inter", size: 17))
        let (layout, glyphLines) = try lines(text, width: 100, lines: 1)
        let line = try #require(glyphLines.first)
        #expect(layout.isTruncated && line.line.hasEllipsis)
        #expect(line.line.range == 0..<4)
        #expect(line.runs.map(\.isEllipsis) == [false, true])
        #expect(line.runs.first?.glyphs.count == 4 && line.runs.first?.face.family == "Noto Color Emoji")
        let ellipsis = try #require(line.runs.last)
        #expect(ellipsis.face.family == "Inter" && ellipsis.glyphs == [1406])
        #expect(abs(ellipsis.width - ellipsisWidth) < 1e-12)
        #expect(abs(ellipsis.x - 4 * emoji) < 1e-9)
        #expect(abs(line.line.width - (4 * emoji + ellipsisWidth)) < 1e-9)
        #expect(abs(line.line.height - (2728.0 / 2816.0 + 500.0 / 2048.0) * 17) < 1e-9)
    }

    @Test func alignmentPlacesLinesInTheBox() throws {
        for (alignment, expected) in [(TextAlignment.left, 0.0), (.natural, 0), (.justified, 0), (.center, 0.5), (.right, 1)] {
            let attributes = TextAttributes(family: "Inter", paragraphStyle: ParagraphStyle(alignment: alignment))
            let (_, glyphLines) = try lines(AttributedText("Short line\nA somewhat longer second line", attributes: attributes),
                                            width: .infinity, box: 300)
            for line in glyphLines {
                #expect(abs(line.x - (300 - line.line.width) * expected) < 1e-9, "\(alignment)")
            }
        }
        // A line wider than its box starts at the box's left edge whatever the alignment.
        let right = TextAttributes(family: "Inter", paragraphStyle: ParagraphStyle(alignment: .right))
        let (_, wide) = try lines(AttributedText("A line far wider than the box", attributes: right), width: .infinity, box: 50)
        #expect(wide.first?.x == 0)
        // Spaces that end the text widen its line (a label's size) but draw nothing: right-aligned, the words sit
        // flush with the edge, as without them.
        let (spacedLayout, spaced) = try lines(AttributedText("Size:  ", attributes: right), width: .infinity, box: 100)
        let (_, bare) = try lines(AttributedText("Size:", attributes: right), width: .infinity, box: 100)
        #expect(spacedLayout.lines[0].width > bare[0].line.width)
        #expect(abs(spaced[0].x - (100 - bare[0].line.width)) < 1e-9 && abs(spaced[0].x - bare[0].x) < 1e-9)
    }

    /// UAX #9 by hand: in a right-to-left paragraph "אבג דהו abc" (levels 1, 1, 2), the Latin word is the
    /// leftmost run and the Hebrew words follow right to left (דהו, then אבג at the right edge); natural
    /// alignment is right. The bundled fonts lack Hebrew, so each Hebrew letter is one .notdef glyph.
    @Test func rightToLeftParagraphRunsInVisualOrder() throws {
        let (_, glyphLines) = try lines(AttributedText("אבג דהו abc", attributes: TextAttributes(family: "Inter")), width: .infinity, box: 400)
        let line = try #require(glyphLines.first)
        #expect(line.alignment == .right)
        #expect(line.runs.map(\.isRightToLeft) == [false, true, true])
        #expect(line.runs.map(\.glyphs.count) == [3, 4, 4])   // abc | דהו+space | אבג+space
        // Run pens follow each other from 0.
        var pen = 0.0
        for run in line.runs {
            #expect(abs(run.x - pen) < 1e-9)
            pen += run.width
        }
        // Left-to-right paragraph: the space between דהו and def sits between R and L, so it takes the
        // paragraph's level 0 and runs apart: "abc " | דהו | "אבג " | " " | def.
        let (_, leftToRight) = try lines(AttributedText("abc אבג דהו def", attributes: TextAttributes(family: "Inter")), width: .infinity, box: 400)
        #expect(leftToRight.first?.alignment == .left)
        #expect(leftToRight.first?.runs.map(\.isRightToLeft) == [false, true, true, false, false])
        #expect(leftToRight.first?.runs.map(\.glyphs.count) == [4, 3, 4, 1, 3])
    }

    /// A paragraph's direction is its first strong character's (UAX #9 P2-P3), not its first character's:
    /// "100 אבג" is right to left (its digits at level 2 inside level 1), "100 abc" left to right, and a
    /// second paragraph has its own. Natural alignment follows: right, then left.
    @Test func aParagraphOpeningWithDigitsTakesItsFirstStrongCharactersDirection() throws {
        let (_, glyphLines) = try lines(AttributedText("100 אבג\n100 abc", attributes: TextAttributes(family: "Inter")),
                                        width: .infinity, box: 400)
        #expect(glyphLines.map(\.alignment) == [.right, .left])
        #expect(glyphLines.first.map { abs($0.x - (400 - $0.line.width)) < 1e-9 } == true)
    }
}
