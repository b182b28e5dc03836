import Testing
@testable import Typesetting

/// UILabel keeps Korean words whole (its default line-break strategy includes `hangulWordPriority`, iOS 14
/// and later); a text container breaks between any two syllables, as UAX #14 allows (Hangul syllables are
/// class H2/H3, with a break opportunity between any two of them, LB31).
@Suite struct HangulWordTests {
    static let text = "안녕하세요 여러분 반갑습니다"   // words of 5, 3 and 5 syllables at offsets 0-4, 6-8 and 10-14

    @Test func opportunitiesFallOnlyAfterSpacesWhenWordsAreKept() throws {
        let kept = try withUTF16(Self.text) {
            try LineBreaker.opportunities(in: $0, locale: "ko", keepingHangulWords: true, iterators: bundledTypesetter.breakIterators)
        }
        #expect(kept == soft(6, 10, 15))
        // Without the strategy, a break may fall before every syllable but the first of the text.
        let every = try lineBreaks(Self.text, locale: "ko").map(\.offset)
        #expect(every == [1, 2, 3, 4, 6, 7, 8, 10, 11, 12, 13, 14, 15])
    }

    /// Hangul beside other letters keeps its own breaks: only a break between two Hangul letters goes.
    @Test func onlyBreaksBetweenTwoHangulLettersGo() throws {
        let kept = try withUTF16("한국語 서울") {
            try LineBreaker.opportunities(in: $0, locale: "ko", keepingHangulWords: true, iterators: bundledTypesetter.breakIterators)
        }
        #expect(kept.map(\.offset) == [2, 4, 6])
    }

    /// A label's lines end only where a word does; the same text laid out as a text container does breaks
    /// inside words at the same width. (The bundled fonts have no Hangul, so every syllable advances the
    /// same missing-glyph box: the widths do not matter here, only where lines may end.)
    @Test func aLabelKeepsWordsAndATextContainerDoesNot() throws {
        let label = AttributedText(Self.text)
        let width = try bundledTypesetter.prepare(label, locale: "ko").layout(maxWidth: .infinity).lines[0].width * 0.55
        let labelEnds = try bundledTypesetter.prepare(label, locale: "ko").layout(maxWidth: width).lines.map(\.range.upperBound)
        #expect(labelEnds == [6, 10, 15])
        let container = label.asTextContainerLaysItOut()
        #expect(!container.keepsHangulWordsWhole && container != label)
        let containerEnds = try bundledTypesetter.prepare(container, locale: "ko").layout(maxWidth: width).lines.map(\.range.upperBound)
        #expect(containerEnds.count == 2 && !Set(containerEnds.dropLast()).isSubset(of: [6, 10]), "\(containerEnds)")
    }
}
