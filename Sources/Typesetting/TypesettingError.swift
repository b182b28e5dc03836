/// Errors from the text stack. Each case names what was wrong and where, so a
/// caller can show it to a person as is.
public enum TypesettingError: Error, Equatable, Sendable {
    /// A font file could not be opened or parsed.
    case fontFile(path: String, reason: String)
    /// No registered face has this family name.
    case unknownFamily(String)
    /// A point size that is not a finite positive number.
    case invalidSize(Double)
    /// A width that is not a finite positive number (or +infinity where allowed).
    case invalidWidth(Double)
    /// ICU reported a failure; the text names the call and ICU's error code.
    case icu(String)
}
