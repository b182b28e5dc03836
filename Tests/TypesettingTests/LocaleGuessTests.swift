import Testing
@testable import Typesetting

@Suite struct LocaleGuessTests {
    /// The punctuation the letter count skips holds no letter by the standard library's Unicode data (the
    /// Alphabetic property): over the whole Basic Multilingual Plane, what the shortcut claims is checked.
    @Test func skippedPunctuationHasNoLetter() {
        let letters = (0...0xFFFF).filter { value in
            guard CharacterClasses.isPunctuationWithoutLetters(UInt32(value)),
                  let scalar = Unicode.Scalar(UInt32(value)) else { return false }
            return scalar.properties.isAlphabetic
        }
        #expect(letters.isEmpty)
    }

    /// Worked by hand: the Han characters against the other letters, punctuation not counted.
    @Test(arguments: [
        ("中文，“测试”。", "zh-Hans"),          // 4 Han, 0 letters
        ("中文 ab", "en"),                     // 2 Han, 2 letters: a tie is no majority
        ("中文字 ab", "zh-Hans"),
        ("中々 ab", "en"),                     // 々 (U+3005) is a letter, not Han: 1 against 3
        ("Ｃｈｉｎａ 中国", "en"),               // fullwidth Latin letters (FF21..FF5A) count
        ("——……《》「」", "en"),                 // no letter at all
    ])
    func guesses(text: String, locale: String) {
        let units = Array(text.utf16)
        #expect(units.withUnsafeBufferPointer { LocaleGuess.locale(for: $0) } == locale)
    }
}
