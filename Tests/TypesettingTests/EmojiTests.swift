import Testing
@testable import Typesetting

/// Emoji measure in the bundled Noto Color Emoji, one glyph cluster per emoji sequence. Font tables (fontTools):
/// every emoji glyph of Noto Color Emoji advances 2550 at 2048 units per em (ZWJ, tags and null glyphs 0), and its hhea line is 1900 / -500 / 0;
/// Inter has U+2764 (advance 2880 of 2816) and U+00A9 (2576) but not U+263A, U+2714 or U+20E3.
@Suite struct EmojiTests {
    static let emojiAdvance = 2550.0 / 2048.0 * 17

    /// The family each grapheme cluster of `text` is shaped in.
    static func familiesOfClusters(_ text: String) throws -> [String] {
        let attributed = AttributedText(text)
        let units = Array(text.utf16)
        let result = try units.withUnsafeBufferPointer { buffer in
            try Itemizer(fonts: bundledTypesetter.fonts, locale: "en", iterators: bundledTypesetter.breakIterators).itemize(buffer, runs: attributed.runs)
        }
        return result.clusterStyles.map { result.styles[Int($0)].face.family }
    }

    /// Presentation sequences (VS16), ZWJ sequences, skin-tone modifiers, flags, keycaps and tag sequences
    /// are each one grapheme cluster (UAX #29) and one glyph of the emoji font's ligatures.
    @Test(arguments: [
        "\u{1F600}",                                              // grinning face
        "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}",           // family: man, woman, girl (ZWJ)
        "\u{1F44D}\u{1F3FD}",                                     // thumbs up, medium skin tone
        "\u{1F1E8}\u{1F1F3}",                                     // flag: China (regional indicators C N)
        "\u{2764}\u{FE0F}",                                       // red heart with VS16
        "1\u{FE0F}\u{20E3}",                                      // keycap 1
        "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}", // flag: England (tag sequence)
        "\u{1F469}\u{1F3FD}\u{200D}\u{1F4BB}",                    // woman technologist, medium skin tone
    ])
    func sequenceIsOneEmojiGlyph(_ text: String) throws {
        let prepared = try bundledTypesetter.prepare(AttributedText(text, attributes: TextAttributes(family: "Inter", size: 17)))
        #expect(prepared.clusterCount == 1)
        #expect(prepared.missingGlyphCount == 0)
        #expect(try Self.familiesOfClusters(text) == ["Noto Color Emoji"])
        #expect(close(prepared.totalAdvance, Self.emojiAdvance))
    }

    /// VS16 asks for the emoji even where the text font has the character; VS15 and no selector keep the
    /// text font's glyph for a character whose default is text presentation (U+2764, U+00A9 in emoji-data.txt).
    @Test func presentationSelectorsChooseTheFont() throws {
        let text = "\u{2764} \u{2764}\u{FE0E} \u{2764}\u{FE0F} \u{A9} \u{A9}\u{FE0F}"
        #expect(try Self.familiesOfClusters(text) == ["Inter", "Inter", "Inter", "Inter", "Noto Color Emoji", "Inter",
                                                   "Inter", "Inter", "Noto Color Emoji"])
    }

    /// Characters with emoji presentation by default (U+2B50 star) and text-default ones no text font has
    /// (U+263A, U+2714) come from the emoji font through the cascade; none is missing.
    @Test func symbolsWithoutATextGlyphFallBackToTheEmojiFont() throws {
        let prepared = try bundledTypesetter.prepare(AttributedText("\u{2B50}\u{263A}\u{2714}", attributes: TextAttributes(family: "Inter", size: 17)))
        #expect(try Self.familiesOfClusters("\u{2B50}\u{263A}\u{2714}") == Array(repeating: "Noto Color Emoji", count: 3))
        #expect(prepared.missingGlyphCount == 0)
        #expect(close(prepared.totalAdvance, 3 * Self.emojiAdvance))
    }

    /// A line of emoji only is as tall as the emoji font's line: (1900 + 500) / 2048 em. Beside Inter text the
    /// line takes Inter's ascent (2728 / 2816 em, the taller) and the emoji font's descent (500 / 2048 em,
    /// deeper than Inter's 680 / 2816).
    @Test func emojiLinesTakeTheEmojiFontsMetrics() throws {
        let alone = try bundledTypesetter.prepare(AttributedText("\u{1F600}\u{1F600}", attributes: TextAttributes(family: "Inter", size: 17))).layout(maxWidth: 343)
        #expect(close(alone.lines[0].height, 2400.0 / 2048.0 * 17))
        let mixed = try bundledTypesetter.prepare(AttributedText("Hi \u{1F600}", attributes: TextAttributes(family: "Inter", size: 17))).layout(maxWidth: 343)
        #expect(close(mixed.lines[0].height, (2728.0 / 2816.0 + 500.0 / 2048.0) * 17))
    }
}
