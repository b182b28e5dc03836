import Testing
@testable import Typesetting

/// From SF Pro's display size (20 pt) up, the system font's regular and medium runs are drawn and measured
/// in the stand-in's display cut, Inter Display, as iOS switches to SF Pro Display; semibold, bold and
/// italic runs, smaller sizes and a family named outright keep Inter.
@Suite struct SystemFontDisplayCutTests {
    private func family(_ attributes: TextAttributes, fonts: FontCollection? = nil) throws -> (String, [Double]) {
        let typesetter = fonts.map { Typesetter(fonts: $0) } ?? bundledTypesetter
        let text = AttributedText("Hello", attributes: attributes)
        let prepared = try typesetter.prepare(text)
        let layout = prepared.layout(maxWidth: .infinity, numberOfLines: 0, lineBreakMode: .byTruncatingTail)
        let lines = try typesetter.glyphLines(of: text, locale: prepared.locale, layout: layout, boxWidth: .infinity)
        let run = try #require(lines.first?.runs.first)
        return (run.face.family, run.advances)
    }

    @Test func regularAndMediumRunsTakeTheDisplayCutFromTwentyPoints() throws {
        #expect(try family(TextAttributes(size: 20)).0 == "Inter Display")
        #expect(try family(TextAttributes(size: 34, weight: 500)).0 == "Inter Display")
        #expect(try family(TextAttributes(size: 19.5)).0 == "Inter")
        #expect(try family(TextAttributes(size: 20, weight: 600)).0 == "Inter")
        #expect(try family(TextAttributes(size: 20, italic: true)).0 == "Inter")
        #expect(try family(TextAttributes(family: "Inter", size: 28)).0 == "Inter")
        // Inter Display's own advances, as its hmtx gives them on 2048 units (fonttools): H 1364, e 1076,
        // l 392, l 392, o 1128; at 2048 pt SF Pro's tracking is 0.
        #expect(try family(TextAttributes(size: 2048)).1 == [1364, 1076, 392, 392, 1128])
    }

    @Test func aSystemFontMappedToAnotherFamilyHasNoDisplayCut() throws {
        let fonts = try FontCollection.bundled()
        try fonts.mapSystemFont(toFamily: "Inter")
        #expect(try family(TextAttributes(size: 28), fonts: fonts).0 == "Inter")
    }
}
