import Testing
@testable import Typesetting

/// Grapheme cluster boundaries (UAX #29), worked out from the rules named in each comment.
@Suite struct UnicodeGraphemeTests {
    func boundaries(_ string: String) throws -> [Int] {
        try withUTF16(string) { try GraphemeClusters.boundaries(in: $0, iterators: bundledTypesetter.breakIterators) }
    }

    @Test func combiningMarksStayWithTheirBase() throws {
        // e + U+0301 COMBINING ACUTE (GB9: × Extend) is one cluster of 2 units; x is another.
        #expect(try boundaries("e\u{301}x") == [0, 2, 3])
    }

    @Test func emojiZWJSequenceIsOneCluster() throws {
        // 👨 ZWJ 👩 ZWJ 👧: three 2-unit emoji joined by ZWJ (GB11) = 8 units, one cluster; "a" after it.
        #expect(try boundaries("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}a") == [0, 8, 9])
    }

    @Test func flagsPairRegionalIndicators() throws {
        // 🇨🇳🇺🇸: four regional indicators (2 units each); GB12/13 pair them: [0, 4, 8].
        #expect(try boundaries("\u{1F1E8}\u{1F1F3}\u{1F1FA}\u{1F1F8}") == [0, 4, 8])
    }

    @Test func hangul() throws {
        // Conjoining jamo ᄒ ᅡ ᆫ (L V T, GB6/GB7) form one syllable; precomposed 한국 are two.
        #expect(try boundaries("\u{1112}\u{1161}\u{11AB}") == [0, 3])
        #expect(try boundaries("한국") == [0, 1, 2])
    }

    @Test func crlfIsOneCluster() throws {
        // GB3: CR × LF.
        #expect(try boundaries("a\r\nb") == [0, 1, 3, 4])
    }

    @Test func emptyText() throws {
        #expect(try boundaries("") == [0])
    }
}
