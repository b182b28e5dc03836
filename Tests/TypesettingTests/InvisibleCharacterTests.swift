import Testing
@testable import Typesetting

/// Characters that draw nothing (controls, Default_Ignorable_Code_Point) advance nothing and take no
/// letter spacing: a text with them is as wide as without them, in the system font whose tracking is
/// negative at 17 points too, and is drawn as wide as it was measured.
@Suite struct InvisibleCharacterTests {
    let typesetter = bundledTypesetter

    func width(_ text: String, _ attributes: TextAttributes) throws -> Double {
        try typesetter.prepare(AttributedText(text, attributes: attributes)).layout(maxWidth: .infinity).width
    }

    static let attributes = [TextAttributes(), TextAttributes(family: "Inter", letterSpacing: 0.75)]

    @Test(arguments: ["\u{2060}", "\u{200B}", "\u{AD}", "\u{200E}", "\u{0}", "\u{1}", "\u{7F}", "\u{FEFF}"])
    func anInvisibleCharacterAddsNoWidth(character: String) throws {
        for attributes in Self.attributes {
            let plain = try width("WWWW", attributes)
            #expect(try width("WW" + character + "WW", attributes) == plain, "\(attributes)")
            #expect(try width("WWWW" + String(repeating: character, count: 100), attributes) == plain, "\(attributes)")
            // Only invisible characters: no width, never less.
            #expect(try width(String(repeating: character, count: 3), attributes) == 0, "\(attributes)")
        }
    }

    /// A combining acute accent with no base has no advance of its own (the stand-in's hmtx gives U+0301 0): a
    /// line of it alone is as wide as nothing, never less, under the system font's negative tracking at 17
    /// points (-0.43).
    @Test func aLineOfMarksAloneIsNeverNarrowerThanNothing() throws {
        let layout = try typesetter.prepare(AttributedText("\u{0301}")).layout(maxWidth: .infinity)
        #expect(layout.lines.count == 1 && layout.lines[0].width == 0 && layout.width == 0, "\(layout.lines)")
    }

    /// Eight W of 17 points do not fit in 100 points, with a hundred word joiners after them or not: two lines.
    @Test func invisibleCharactersDoNotMakeRoom() throws {
        let joined = try typesetter.prepare(AttributedText("WWWWWWWW" + String(repeating: "\u{2060}", count: 100))).layout(maxWidth: 100)
        let plain = try typesetter.prepare(AttributedText("WWWWWWWW")).layout(maxWidth: 100)
        #expect(joined.lines.count == 2 && plain.lines.count == 2 && joined.height == plain.height)
    }

    /// Drawn as measured: the runs of a line with invisible characters add up to its width, and hold no
    /// glyph for them.
    @Test func invisibleCharactersAreNotDrawn() throws {
        for attributes in Self.attributes {
            let text = AttributedText("a\u{1}b\u{200B}c", attributes: attributes)
            let prepared = try typesetter.prepare(text)
            let layout = prepared.layout(maxWidth: .infinity)
            let lines = try typesetter.glyphLines(of: text, locale: prepared.locale, layout: layout, boxWidth: 300)
            let line = try #require(lines.first)
            #expect(abs(line.runs.reduce(0) { $0 + $1.width } - line.line.width) < 1e-9)
            #expect(line.runs.reduce(0) { $0 + $1.glyphs.count } == 3)
        }
    }

    /// A row of characters that draw nothing is shaped with its first 16 only (HarfBuzz's time grows with the
    /// square of such a row): a text with a long row measures and draws as with a short one, kerning
    /// across the row included.
    @Test func aLongRowOfInvisibleCharactersMeasuresAsAShortOne() throws {
        for attributes in Self.attributes {
            for row in ["\u{AD}", "\u{AD}\u{2060}"] {
                let short = try width("AV" + row + "AV" + row + "T", attributes)
                let longRow = String(repeating: row, count: 500)
                #expect(try width("AV" + longRow + "AV" + longRow + "T", attributes) == short, "\(attributes)")
                let text = AttributedText("AV" + longRow + "AV", attributes: attributes)
                let prepared = try typesetter.prepare(text)
                let layout = prepared.layout(maxWidth: .infinity)
                let line = try #require(try typesetter.glyphLines(of: text, locale: prepared.locale, layout: layout, boxWidth: 300).first)
                #expect(abs(line.runs.reduce(0) { $0 + $1.width } - line.line.width) < 1e-9)
                #expect(line.runs.reduce(0) { $0 + $1.glyphs.count } == 4)
            }
        }
    }

    /// A control is left out of shaping, as a zero-width space is passed over: the "To" kerning pair holds
    /// across it. And a row of more than 16 characters that draw nothing, with break opportunities in it,
    /// measures as the word without them (hb-shape of "Tw-YoAV" in Inter), not as its pieces.
    @Test func invisibleCharactersKeepTheKerningAroundThem() throws {
        let inter = TextAttributes(family: "Inter")
        #expect(try width("T\u{1}o", inter) == width("To", inter))
        #expect(try width("T\u{7F}o", inter) == width("T\u{200B}o", inter))
        let plain = try width("Tw-YoAV", inter)
        for pairs in [8, 9, 50] {
            #expect(try width("Tw-Yo" + String(repeating: "\u{200B}\u{AD}", count: pairs) + "AV", inter) == plain, "\(pairs)")
        }
    }

    /// A word's shaping does not depend on what was measured before: "->yyyy" after a fallback character
    /// breaks after its hyphen (its arrow ligature spans the break, so its pieces are measured apart), and
    /// alone it is one piece (the arrow); each measures the same first and second.
    @Test func aWordMeasuresTheSameWhateverCameBefore() throws {
        let inter = TextAttributes(family: "Inter")
        func widths(_ texts: [String]) throws -> [Double] {
            let fresh = Typesetter(fonts: bundledTypesetter.fonts)
            return try texts.map { try fresh.prepare(AttributedText($0, attributes: inter)).layout(maxWidth: .infinity).width }
        }
        let (piece, word) = ("->yyyy", "\u{FF21}->yyyy")
        let pieceFirst = try widths([piece, word]), wordFirst = try widths([word, piece])
        #expect(pieceFirst == [wordFirst[1], wordFirst[0]])
    }
}
