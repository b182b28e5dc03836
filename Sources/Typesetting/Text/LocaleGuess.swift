/// The locale a text is broken and fallen back with when the caller gives none:
/// "zh-Hans" when Han ideographs outnumber the other letters, else "en".
enum LocaleGuess {
    /// The guess for UTF-16 text, read as the typesetter holds it.
    static func locale(for units: UnsafeBufferPointer<UInt16>) -> String {
        var han = 0
        var other = 0
        var index = 0
        while index < units.count {
            let (v, length) = UTF16Scalars.scalar(at: index, in: units, end: units.count)
            index += length
            if v < 0x80 {
                if CharacterClasses.isASCIILetter(v) { other += 1 }
            } else if CharacterClasses.isHan(v) {
                han += 1
            } else if !CharacterClasses.isPunctuationWithoutLetters(v), let scalar = Unicode.Scalar(v),
                      scalar.properties.isAlphabetic {
                other += 1
            }
        }
        return han > other ? "zh-Hans" : "en"
    }
}
