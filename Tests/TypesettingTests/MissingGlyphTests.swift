import Testing
@testable import Typesetting

/// Characters no registered font covers are counted, not measured silently as empty boxes. Neither Inter nor
/// the Noto Sans CJK SC subset has emoji or Hebrew letters (their cmaps have no U+1F600 or U+05D0...U+05EA).
@Suite struct MissingGlyphTests {
    @Test func uncoveredCharactersAreCounted() throws {
        let prepared = try bundledTypesetter.prepare(AttributedText("Hi 😀 שלום 你好"))
        #expect(prepared.missingGlyphCount == 5)   // one emoji cluster and four Hebrew letters
        #expect(prepared.layout(maxWidth: 343).missingGlyphs == 5)
        #expect(try bundledTypesetter.prepare(AttributedText("Hello 你好，世界")).layout(maxWidth: 343).missingGlyphs == 0)
    }

    /// A truncated layout counts only what its lines show.
    @Test func truncatedLayoutCountsWhatItShows() throws {
        let prepared = try bundledTypesetter.prepare(AttributedText("Covered first line\nשלום on the second"))
        #expect(prepared.layout(maxWidth: 343).missingGlyphs == 4)
        #expect(prepared.layout(maxWidth: 343, numberOfLines: 1).missingGlyphs == 0)
    }

    /// An emoji ZWJ sequence (family: man, ZWJ, woman, ZWJ, girl) is one grapheme cluster, so one missing glyph.
    @Test func aZWJSequenceIsOneCluster() throws {
        let prepared = try bundledTypesetter.prepare(AttributedText("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"))
        #expect(prepared.clusterCount == 1)
        #expect(prepared.missingGlyphCount == 1)
    }
}
