import JSONLines
import Typesetting
import ViewLayout

/// Defaults applied when a request leaves a field out (from the command line, else built in).
struct MeasureDefaults {
    /// UIKit's system font (`FontCollection.systemFontName`), as a label without a font is.
    static let family = "system"
    static let weight = 400
    static let lines = 0
    static let scale = 3.0
}

/// Values given on the command line that requests fall back to.
struct RequestDefaults: Sendable {
    var size: Double?
    var width: Double?
    var family: String?
    var weight: Int?
    var lines: Int?
    var scale: Double?
    var locale: String?
}

/// One text to measure, fully specified and checked.
struct MeasureRequest: Sendable {
    var id: JSONValue?
    var text: String
    var size: Double
    var width: Double
    var family: String
    var weight: Int
    var lines: Int
    var scale: Double
    /// nil lets the typesetter choose (zh-Hans for mostly-Han text, else en).
    var locale: String?

    /// The values a request may have (documented in `measure --help`). Beyond them a size, width or
    /// scale is a mistake, not a label: 1e308 points overflows every sum, and scale is a device's.
    static let sizes = 0.0...1000
    static let widths = 0.0...1_000_000
    static let scales: [Double] = [1, 2, 3]
    static let lineLimits = 0...1_000_000
    /// Font weights as CSS numbers them.
    static let weights = 1...1000

    /// Checks every field; errors name the field and the value.
    func validated() throws(CLIError) -> MeasureRequest {
        try Self.check(size, field: "size", in: Self.sizes)
        try Self.check(width, field: "width", in: Self.widths)
        try Self.checkScale(scale)
        guard !family.isEmpty else { throw CLIError("field \"family\": must not be empty") }
        guard Self.weights.contains(weight) else {
            throw CLIError("field \"weight\": must be an integer 1...1000, got \(weight)")
        }
        guard Self.lineLimits.contains(lines) else {
            throw CLIError("field \"lines\": must be an integer from 0 to \(Self.lineLimits.upperBound), got \(lines)")
        }
        if let locale { try Self.checkLocale(locale) }
        return self
    }

    /// A number > the range's lower bound and at most its upper bound.
    static func check(_ value: Double, field: String, in range: ClosedRange<Double>) throws(CLIError) {
        guard value.isFinite, value > range.lowerBound, value <= range.upperBound else {
            throw CLIError("field \"\(field)\": must be a number > \(formatPoints(range.lowerBound)) and <= \(formatPoints(range.upperBound)), got \(formatPoints(value))")
        }
    }

    static func checkScale(_ value: Double) throws(CLIError) {
        guard scales.contains(value) else { throw CLIError("field \"scale\": must be 1, 2 or 3, got \(formatPoints(value))") }
    }

    static func checkLocale(_ locale: String) throws(CLIError) {
        guard Typesetter.isKnownLocale(locale) else {
            throw CLIError("field \"locale\": \(JSONValue.string(locale).text) is not a language ICU knows (give a BCP 47 tag such as en, zh-Hans, ja or ko)")
        }
    }
}
