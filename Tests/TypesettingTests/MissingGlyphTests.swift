import Testing
@testable import Typesetting

/// Characters no registered font covers are counted, not measured silently as empty boxes. None of Inter, the
/// Noto Sans CJK SC subset and Noto Color Emoji has Hebrew or Thai letters (their cmaps have nothing in
/// U+05D0...U+05EA, nor Thai but U+0E3F, the baht sign, which Inter has).
@Suite struct MissingGlyphTests {
    @Test func uncoveredCharactersAreCounted() throws {
        let prepared = try bundledTypesetter.prepare(AttributedText("Hi 😀 שלום 你好 ไก่", attributes: TextAttributes(family: "Inter")))
        #expect(prepared.missingGlyphCount == 6)   // four Hebrew letters and two Thai clusters (ไ, ก่); the emoji is covered
        #expect(prepared.layout(maxWidth: 343).missingGlyphs == 6)
        #expect(try bundledTypesetter.prepare(AttributedText("Hello 你好，世界", attributes: TextAttributes(family: "Inter"))).layout(maxWidth: 343).missingGlyphs == 0)
    }

    /// A truncated layout counts only what its lines show.
    @Test func truncatedLayoutCountsWhatItShows() throws {
        let prepared = try bundledTypesetter.prepare(AttributedText("Covered first line\nשלום on the second", attributes: TextAttributes(family: "Inter")))
        #expect(prepared.layout(maxWidth: 343).missingGlyphs == 4)
        #expect(prepared.layout(maxWidth: 343, numberOfLines: 1).missingGlyphs == 0)
    }

    /// A letter a face has with a mark none has (U+0320, COMBINING MINUS SIGN BELOW: not in the cmap of
    /// Inter, the Noto Sans CJK SC subset or Noto Color Emoji) is measured with that face's empty box for
    /// the mark, so it counts as missing; with a mark Inter has (U+0301) it does not.
    @Test func aMarkNoFaceHasCounts() throws {
        #expect(try bundledTypesetter.prepare(AttributedText("a\u{320}", attributes: TextAttributes(family: "Inter"))).missingGlyphCount == 1)
        #expect(try bundledTypesetter.prepare(AttributedText("a\u{301}", attributes: TextAttributes(family: "Inter"))).missingGlyphCount == 0)
    }

    /// A Thai consonant with a tone mark (ก U+0E01, ่ U+0E48) is one grapheme cluster, so one missing glyph.
    @Test func aClusterCountsOnce() throws {
        let prepared = try bundledTypesetter.prepare(AttributedText("\u{0E01}\u{0E48}", attributes: TextAttributes(family: "Inter")))
        #expect(prepared.clusterCount == 1)
        #expect(prepared.missingGlyphCount == 1)
    }
}
