import ViewLayout

/// Defaults applied when a request leaves a field out (from the command line, else built in).
struct MeasureDefaults {
    static let family = "Inter"
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

    /// Checks every field; errors name the field and the value.
    func validated() throws(CLIError) -> MeasureRequest {
        try Self.checkPositive(size, field: "size")
        try Self.checkPositive(width, field: "width")
        try Self.checkPositive(scale, field: "scale")
        guard !family.isEmpty else { throw CLIError("field \"family\": must not be empty") }
        guard (1...1000).contains(weight) else {
            throw CLIError("field \"weight\": must be an integer 1...1000, got \(weight)")
        }
        guard lines >= 0 else { throw CLIError("field \"lines\": must be an integer >= 0, got \(lines)") }
        if let locale, locale.isEmpty { throw CLIError("field \"locale\": must not be empty") }
        return self
    }

    static func checkPositive(_ value: Double, field: String) throws(CLIError) {
        guard value.isFinite, value > 0 else {
            throw CLIError("field \"\(field)\": must be a finite number > 0, got \(formatPoints(value))")
        }
    }
}
