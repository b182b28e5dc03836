/// Errors from the text stack. Each case names what was wrong and where, so a
/// caller can show it to a person as is.
public enum TypesettingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A font file could not be opened or parsed.
    case fontFile(path: String, reason: String)
    /// A folder of fonts could not be read (it is missing, a file, unreadable).
    case fontFolder(path: String, reason: String)
    /// No registered face has this family name.
    case unknownFamily(String)
    /// A point size that is not a finite positive number.
    case invalidSize(Double)
    /// A text attribute (letter spacing, a paragraph-style field) that is not a usable number.
    case invalidAttribute(name: String, value: Double)
    /// ICU reported a failure; the text names the call and ICU's error code.
    case icu(String)
    /// A text of more UTF-16 units than a prepared text can index (`limit`, about a billion).
    case textTooLong(units: Int, limit: Int)

    /// What an attribute's value must be, for messages.
    private static func range(of attribute: String) -> String {
        switch attribute {
        case "weight": "a whole number from 1 to 1000 (CSS's font-weight)"
        case "width": "an OS/2 width class from 1 to 9"
        case "letterSpacing": "a finite number"
        default: "a finite number >= 0"   // leading and the paragraph style's spacings and line heights
        }
    }

    /// A whole number without its ".0" (a weight of 2147483647, not 2147483647.0).
    private static func short(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }

    /// A message a person can read as is, naming the value or file at fault.
    public var description: String {
        switch self {
        case let .fontFile(path, reason): "font file \(path): \(reason)"
        case let .fontFolder(path, reason): "font folder \(path): \(reason)"
        case let .unknownFamily(family): "unknown font family \"\(family)\""
        case let .invalidSize(size): "invalid font size \(size): must be a finite number > 0"
        case let .invalidAttribute(name, value): "invalid \(name) \(Self.short(value)): must be \(Self.range(of: name))"
        case let .icu(message): "ICU: \(message)"
        case let .textTooLong(units, limit): "text of \(units) UTF-16 units is too long: at most \(limit - 1) can be laid out"
        }
    }
}
