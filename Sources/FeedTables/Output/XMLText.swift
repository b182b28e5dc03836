import CellTemplates

/// Text made safe for XML 1.0 attribute values and element content. Characters XML 1.0 cannot carry at
/// all, even escaped (most C0 controls, lone surrogates cannot occur in Swift strings), are written as
/// `\u{XX}`: an id with a NUL in it still names its test case, readably. The HTML report escapes with it too.
public enum XMLText {
    /// - Parameter text: any text; every character is kept, escaped or spelled out.
    /// - Parameter attribute: whether the text goes in an attribute value, where line feeds and tabs
    ///   must be character references to survive (in element content they stay as they are; a carriage
    ///   return is a reference in both).
    public static func escaped(_ text: String, attribute: Bool = true) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n": if attribute { out += "&#\(scalar.value);" } else { out.unicodeScalars.append(scalar) }
            // A parser reads a carriage return in content as a line feed (XML 1.0, 2.11): only a reference keeps it.
            case "\r": out += "&#13;"
            case "\u{FFFE}", "\u{FFFF}": out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default:
                if scalar.value < 0x20 { out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" }
                else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
