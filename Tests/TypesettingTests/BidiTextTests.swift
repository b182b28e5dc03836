import Testing
@testable import Typesetting

/// Right-to-left text goes through ICU's bidi pass; lines stay in logical
/// order and break at the spaces between words.
@Suite struct BidiTextTests {
    @Test func hebrewWordsBreakAtSpaces() throws {
        let typesetter = bundledTypesetter
        // No bundled font has Hebrew: each letter measures as .notdef. The
        // widest word, measured alone, sets the line width, so one word fits
        // per line (each word + space + next word is wider).
        let words = ["שלום", "עולם", "יפה"]
        let widest = try words.map { try typesetter.prepare(AttributedText($0)).totalAdvance }.max()!
        let layout = try typesetter.prepare(AttributedText(words.joined(separator: " "))).layout(maxWidth: widest)
        #expect(ranges(layout) == [0..<5, 5..<10, 10..<13])
    }

    @Test func precheckFindsRightToLeft() {
        for (text, expected) in [("abc 中文", false), ("abc שלום", true), ("سلام", true), ("a\u{200F}b", true)] {
            let units = Array(text.utf16)
            #expect(units.withUnsafeBufferPointer { BidiPrecheck.mayContainRightToLeft($0) } == expected, "\(text)")
        }
    }
}
