/// The locale a text is broken and fallen back with when the caller gives none:
/// "zh-Hans" when Han ideographs outnumber the other letters, else "en".
enum LocaleGuess {
    static func locale(for string: String) -> String {
        var han = 0
        var other = 0
        for scalar in string.unicodeScalars {
            let v = scalar.value
            if v < 0x80 {
                if (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A) { other += 1 }
            } else if CharacterClasses.isHan(v) {
                han += 1
            } else if scalar.properties.isAlphabetic {
                other += 1
            }
        }
        return han > other ? "zh-Hans" : "en"
    }
}
