/// A visual format string that could not be parsed or interpreted. Like NSLayoutConstraint's exception,
/// it names the problem and points at the character (offset in `Character`s) where parsing failed.
public struct VisualFormatError: Error, Equatable, CustomStringConvertible {
    public var reason: String
    public var format: String
    /// Offset of the failing character in `format`, counted in Characters (== format.count at the end).
    public var index: Int

    public init(reason: String, format: String, index: Int) {
        self.reason = reason; self.format = format; self.index = index
    }

    /// Three lines as NSLayoutConstraint logs them: the reason, the format, a caret under the failure.
    public var description: String {
        "Unable to parse constraint format: \n\(reason)\n\(format)\n\(String(repeating: " ", count: index))^"
    }
}
