/// A visual format string that could not be parsed or interpreted. Like NSLayoutConstraint's exception,
/// it names the problem and points at the character (offset in `Character`s) where parsing failed.
public struct VisualFormatError: Error, Equatable, CustomStringConvertible {
    /// What is wrong with the format, in NSLayoutConstraint's words where it has some for the case.
    public var reason: String
    /// The whole format string, so the message can show where `index` points.
    public var format: String
    /// Offset of the failing character in `format`, counted in Characters (== format.count at the end).
    public var index: Int

    /// An error for `format` failing at `index`, e.g. the one a test expects to compare with.
    public init(reason: String, format: String, index: Int) {
        self.reason = reason; self.format = format; self.index = index
    }

    /// Three lines as NSLayoutConstraint logs them: the reason, the format, a caret under the failure.
    public var description: String {
        "Unable to parse constraint format: \n\(reason)\n\(format)\n\(String(repeating: " ", count: index))^"
    }
}
