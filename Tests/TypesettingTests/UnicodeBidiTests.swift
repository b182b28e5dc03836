import Testing
@testable import Typesetting

/// Bidi level runs (UAX #9) in logical order, resolved by hand per the rules in the comments.
@Suite struct UnicodeBidiTests {
    func runs(_ string: String) throws -> [BidiRun] {
        try withUTF16(string) { try Bidi.runs(in: $0) }
    }

    @Test func latinOnlyIsOneLeftToRightRun() throws {
        #expect(try runs("Hello, world") == [BidiRun(range: 0..<12, level: 0)])
    }

    @Test func hebrewInsideLatin() throws {
        // "abc אבג def": first strong is L, paragraph level 0 (P2/P3). The spaces sit between
        // L and R, so N2 gives them the embedding direction (L, level 0). Hebrew is R: level 1 (I1).
        let result = try runs("abc \u{5D0}\u{5D1}\u{5D2} def")
        #expect(result == [
            BidiRun(range: 0..<4, level: 0), BidiRun(range: 4..<7, level: 1), BidiRun(range: 7..<11, level: 0),
        ])
        #expect(result.map(\.isRightToLeft) == [false, true, false])
    }

    @Test func arabicParagraphWithLatinWord() throws {
        // "مرحبا abc": first strong is AL, paragraph level 1. The space between R and L takes
        // the embedding direction (N2: R, level 1); Latin at an odd level rises to 2 (I2).
        #expect(try runs("\u{645}\u{631}\u{62D}\u{628}\u{627} abc") == [
            BidiRun(range: 0..<6, level: 1), BidiRun(range: 6..<9, level: 2),
        ])
    }

    @Test func noStrongCharacterDefaultsToLeftToRight() throws {
        // Digits and punctuation only: UBIDI_DEFAULT_LTR gives paragraph level 0; EN after sos
        // (L) becomes L by W7: one run at level 0.
        #expect(try runs("123 - 456") == [BidiRun(range: 0..<9, level: 0)])
    }

    @Test(.timeLimit(.minutes(5)))
    func fiftyThousandRunsComeOutInOrder() throws {
        // "abc אבג abc אבג …": as in hebrewInsideLatin, each Latin word with the spaces around it is one run at
        // level 0 and each Hebrew word one at level 1, so 50,000 words are 50,000 runs. Asking ICU for them
        // one by one (ubidi_getLogicalRun looks each up from the first) took seconds: quadratic.
        let words = (0..<50_000).map { $0 % 2 == 0 ? "abc" : "\u{5D0}\u{5D1}\u{5D2}" }
        let result = try runs(words.joined(separator: " "))
        #expect(result.count == 50_000)
        #expect(result.indices.allSatisfy { result[$0].level == UInt8($0 % 2) })
        // Word i starts at 4i; a Latin run takes the space after it and, after the first, the one before.
        #expect(result.prefix(3).map(\.range) == [0..<4, 4..<7, 7..<12])
        #expect(result.last?.range == 199_996..<199_999)
    }

    @Test func emptyText() throws {
        #expect(try runs("").isEmpty)
    }
}
