/// The locale a text is broken and fallen back with when the caller gives none:
/// "zh-Hans" when Han ideographs outnumber the other letters, else "en".
enum LocaleGuess {
    static func locale(for string: String) -> String {
        Array(string.utf16).withUnsafeBufferPointer { locale(for: $0) }
    }

    /// The guess for UTF-16 text (read as the typesetter already holds it, not through String's views).
    static func locale(for units: UnsafeBufferPointer<UInt16>) -> String {
        var han = 0
        var other = 0
        var index = 0
        while index < units.count {
            let (v, length) = UTF16Scalars.scalar(at: index, in: units, end: units.count)
            index += length
            if v < 0x80 {
                if (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A) { other += 1 }
            } else if CharacterClasses.isHan(v) {
                han += 1
            } else if let scalar = Unicode.Scalar(v), scalar.properties.isAlphabetic {
                other += 1
            }
        }
        return han > other ? "zh-Hans" : "en"
    }
}
