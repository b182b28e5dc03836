import Testing
@testable import Typesetting

/// A label's tabs reach NSParagraphStyle's default tab stops, 12 left-aligned stops 28 points apart
/// (developer.apple.com, NSParagraphStyle.tabStops), measured from the line's start; past the last (336
/// points) a tab advances as the space it is shaped as. The pieces around a tab are measured alone, so each
/// expected width is the stop plus what follows it.
@Suite struct TabStopTests {
    let typesetter = bundledTypesetter
    static let inter = TextAttributes(family: "Inter", size: 17)

    func width(_ text: String, maxWidth: Double = .infinity, lines: Int = 0) throws -> TextLayout {
        try typesetter.prepare(AttributedText(text, attributes: Self.inter)).layout(maxWidth: maxWidth, numberOfLines: lines,
                                                                                  lineBreakMode: .byTruncatingTail)
    }

    func advance(_ text: String) throws -> Double { try width(text).lines[0].width }

    /// "ab" is less than 28 points wide, "Name:" between 28 and 56: the text after the tab starts at 28 and
    /// 56. Two tabs after nothing reach 28 and 56; a tab at a line's start reaches 28.
    @Test func aTabReachesTheNextStop() throws {
        let (ab, name, cd, value, word) = (try advance("ab"), try advance("Name:"), try advance("cd"), try advance("Value"), try advance("word"))
        #expect(ab < 28 && name > 28 && name < 56)
        #expect(try abs(advance("ab\tcd") - (28 + cd)) < 1e-9)
        #expect(try abs(advance("Name:\tValue") - (56 + value)) < 1e-9)
        #expect(try abs(advance("\t\tword") - (56 + word)) < 1e-9)
        // Each line measures from its own start: the second line's tab reaches 28 again.
        let two = try width("ab\tcd\n\tword")
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
        #expect(try width("ab\tcd", maxWidth: fits).lines.count == 1)
        let narrower = try width("ab\tcd", maxWidth: fits - 1)
        #expect(narrower.lines.count == 2 && abs(narrower.lines[0].width - ab) < 1e-9, "\(narrower.lines)")
        #expect(try width("ab cd", maxWidth: fits - 1).lines.count == 1)
    }

    /// One line, truncated at its tail: "ab", the tab to 28, then as many letters as fit with the "…".
    @Test func aTruncatedLineCountsItsTab() throws {
        let letters = Array("cdefghijklmnopqrstu")
        let ellipsis = try advance("…")
        var kept = 0
        while kept < letters.count, try 28 + advance(String(letters[..<(kept + 1)])) + ellipsis <= 90 { kept += 1 }
        let layout = try width("ab\t" + String(letters), maxWidth: 90, lines: 1)
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
}
