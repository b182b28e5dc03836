import Testing
@testable import Typesetting

/// A label's tabs reach NSParagraphStyle's default tab stops, 12 left-aligned stops 28 points apart
/// (developer.apple.com, NSParagraphStyle.tabStops), measured from the line's start; past the last (336
/// points) a tab advances as the space it is shaped as. The pieces around a tab are measured alone, so each
/// expected width is the stop plus what follows it.
@Suite struct TabStopTests {
    let typesetter = bundledTypesetter
    static let inter = TextAttributes(family: "Inter", size: 17)

    func layout(_ text: String, maxWidth: Double = .infinity, lines: Int = 0, mode: LineBreakMode = .byTruncatingTail) throws -> TextLayout {
        try typesetter.prepare(AttributedText(text, attributes: Self.inter)).layout(maxWidth: maxWidth, numberOfLines: lines, lineBreakMode: mode)
    }

    func advance(_ text: String) throws -> Double { try layout(text).lines[0].width }

    /// "ab" is less than 28 points wide, "Name:" between 28 and 56: the text after the tab starts at 28 and
    /// 56. Two tabs after nothing reach 28 and 56; a tab at a line's start reaches 28.
    @Test func aTabReachesTheNextStop() throws {
        let (ab, name, cd, value, word) = (try advance("ab"), try advance("Name:"), try advance("cd"), try advance("Value"), try advance("word"))
        #expect(ab < 28 && name > 28 && name < 56)
        #expect(try abs(advance("ab\tcd") - (28 + cd)) < 1e-9)
        #expect(try abs(advance("Name:\tValue") - (56 + value)) < 1e-9)
        #expect(try abs(advance("\t\tword") - (56 + word)) < 1e-9)
        // Each line measures from its own start: the second line's tab reaches 28 again.
        let two = try layout("ab\tcd\n\tword")
        #expect(abs(two.lines[1].width - (28 + word)) < 1e-9, "\(two.lines)")
    }

    /// Past 336 points (the twelfth stop) there is no stop: the tab is as wide as a space there.
    @Test func pastTheLastStopATabIsASpace() throws {
        let long = String(repeating: "W", count: 24)
        let (tabbed, spaced) = (try advance(long + "\tb"), try advance(long + " b"))
        #expect(try advance(long) > 336)
        #expect(abs(tabbed - spaced) < 1e-9)
    }

    /// The tab moves "cd" to 28: "ab\tcd" fits 28 + width("cd") on one line and wraps after the tab a
    /// point narrower, its first line as wide as "ab" (the tab hangs), where "ab cd" still fits.
    @Test func aTabCanWrapWhatASpaceWouldNot() throws {
        let fits = try 28 + advance("cd")
        let ab = try advance("ab")
        #expect(try layout("ab\tcd", maxWidth: fits).lines.count == 1)
        let narrower = try layout("ab\tcd", maxWidth: fits - 1)
        #expect(narrower.lines.count == 2 && abs(narrower.lines[0].width - ab) < 1e-9, "\(narrower.lines)")
        #expect(try layout("ab cd", maxWidth: fits - 1).lines.count == 1)
    }

    /// One line, truncated at its tail: "ab", the tab to 28, then as many letters as fit with the "…".
    @Test func aTruncatedLineCountsItsTab() throws {
        let letters = Array("cdefghijklmnopqrstu")
        let ellipsis = try advance("…")
        var kept = 0
        while kept < letters.count, try 28 + advance(String(letters[..<(kept + 1)])) + ellipsis <= 90 { kept += 1 }
        let layout = try layout("ab\t" + String(letters), maxWidth: 90, lines: 1)
        #expect(layout.isTruncated && layout.lines[0].hasEllipsis)
        #expect(layout.lines[0].range == 0..<(3 + kept), "\(layout.lines[0].range) vs \(kept)")
        let expected = try 28 + advance(String(letters[..<kept])) + ellipsis
        #expect(abs(layout.lines[0].width - expected) < 1e-6, "\(layout.lines[0].width) vs \(expected)")
    }

    /// Drawn as measured: the glyph after the tab is at the stop, and the runs add up to the line's width.
    @Test func theGlyphsAfterATabAreDrawnAtItsStop() throws {
        let text = AttributedText("Name:\tValue\tx", attributes: Self.inter)
        let prepared = try typesetter.prepare(text)
        let layout = prepared.layout(maxWidth: .infinity)
        let line = try #require(try typesetter.glyphLines(of: text, locale: prepared.locale, layout: layout, boxWidth: 500).first)
        let advances = line.runs.flatMap(\.advances)
        #expect(abs(advances.reduce(0, +) - layout.lines[0].width) < 1e-9)
        // Pen positions of every glyph: "Value" starts at 56, the "x" at the next stop after it.
        var pens: [Double] = [], pen = 0.0
        for advance in advances { pens.append(pen); pen += advance }
        #expect(pens.contains { abs($0 - 56) < 1e-9 }, "\(pens)")
        let afterValue = try 56 + advance("Value")
        let stop = (afterValue / 28).rounded(.down) * 28 + 28
        #expect(abs(pens[pens.count - 1] - stop) < 1e-9, "\(pens)")
    }

    /// A tab that ends the text breaks as a space there does: the text laid out with it (along its tabs)
    /// breaks into the lines it does with a space (by its cumulative advances) at every width, in every break
    /// mode and line limit. Its lines are as wide as without it, but for the last, which it is on: white
    /// space at a paragraph's end counts in its line's width, up to the width given, so the tab takes that
    /// line to its stop (the next multiple of 28 points; the text's last line is never past the last stop
    /// here), or to the width where that is nearer, never narrower than it was. Checks the fitter that measures along tabs against the one that does not, rule by rule.
    @Test func aTrailingTabLaysOutAsATrailingSpace() throws {
        let text = "Remember the 12 tab stops: Supercalifragilisticexpialidocious words break, and 中文的句子也要断行。"
        for mode in [LineBreakMode.byWordWrapping, .byCharWrapping, .byTruncatingTail] {
            for lines in [0, 1, 2] {
                for width in stride(from: 5.0, through: 400, by: 7.5) {
                    let tabbed = try layout(text + "\t", maxWidth: width, lines: lines, mode: mode)
                    let spaced = try layout(text + " ", maxWidth: width, lines: lines, mode: mode)
                    let bare = try layout(text, maxWidth: width, lines: lines, mode: mode)
                    #expect(tabbed.lines.map(\.range) == spaced.lines.map(\.range), "\(mode) \(lines) \(width)")
                    #expect(tabbed.lines.count == bare.lines.count
                            && zip(tabbed.lines, bare.lines).dropLast().allSatisfy { abs($0.width - $1.width) < 1e-9 }, "\(mode) \(lines) \(width)")
                    let last = try #require(bare.lines.last?.width)
                    // A line already wider than the width (one cluster too wide for it) stays as wide.
                    let reached = tabbed.isTruncated ? last : max(last, min(width, (last / 28).rounded(.down) * 28 + 28))
                    #expect(abs((tabbed.lines.last?.width ?? 0) - reached) < 1e-9, "\(mode) \(lines) \(width)")
                    #expect(tabbed.height == spaced.height && tabbed.isTruncated == spaced.isTruncated)
                }
            }
        }
    }

    /// Breaking at clusters measures along tabs too: "ab\tcdef" at 28 points plus the advances of "c" and "d"
    /// in it (its own cumulative advances, kerning with their neighbours included) keeps "ab\tcd" on the
    /// first line with `byCharWrapping`.
    @Test func breakingAtClustersCountsTheTab() throws {
        let prepared = try typesetter.prepare(AttributedText("ab\tcdef", attributes: Self.inter))
        let cd = prepared.prefix[5] - prepared.prefix[3]
        let broken = prepared.layout(maxWidth: 28 + cd + 0.01, lineBreakMode: .byCharWrapping)
        #expect(broken.lines.map(\.range) == [0..<5, 5..<7], "\(broken.lines)")
        #expect(abs(broken.lines[0].width - (28 + cd)) < 1e-9)
    }

    /// A tab's own advance, what it adds past the last stop and to `totalAdvance`, is the space of the face its
    /// cluster takes: between ideographs, the CJK face's, 17 points times its advance in hb-shape's output over
    /// the face's units per em (Fixtures).
    @Test func aTabInChineseIsTheCJKSpace() throws {
        let face = "NotoSansCJKsc-Regular-Subset.otf"
        let unitsPerEm = Double(try #require(try Fixtures.metrics()[face]).unitsPerEm)
        let space = Double(try Fixtures.total(" ", in: face)) / unitsPerEm * 17
        let tabbed = try typesetter.prepare(AttributedText("中\t文", attributes: Self.inter)).totalAdvance
        let plain = try typesetter.prepare(AttributedText("中文", attributes: Self.inter)).totalAdvance
        #expect(abs(tabbed - plain - space) < 1e-9, "\(tabbed - plain) vs \(space)")
    }
}
