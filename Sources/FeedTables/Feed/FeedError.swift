import CellTemplates
import HeightCache
import JSONLines

/// A problem with a feed or one of its items: the file, the line, the item's id when known, and what, with
/// its cause kept for a caller that acts on it (a cell that does not size itself is not a field of the
/// wrong type, and a program can tell them apart without reading the message).
public struct FeedError: Error, Equatable, CustomStringConvertible {
    /// Why an item or the feed failed.
    public enum Cause: Sendable {
        /// The feed itself: unreadable, not JSON, an item without an id or over the size limit (the
        /// message says which).
        case feed
        /// A field of the wrong type for the binding that reads it.
        case binding(BindingError)
        /// The cell could not be measured at a width and scale: it does not size itself, or its layout
        /// failed.
        case measuring(HeightCacheError, width: Double, scale: Double)
        /// A strict run: the layout at a width and scale had problems (`CellDiagnostic`).
        case diagnostics([CellDiagnostic], width: Double, scale: Double)
        /// The template could not build a cell.
        case template(TemplateError)
        /// A recording of a golden table met an id that the item at `firstLine` already had
        /// (`GoldenRecorder`).
        case repeatedID(firstLine: Int)
    }

    /// The feed the problem is in (the template, for a cell that cannot be built).
    public let file: String
    /// The item's line in the feed, when known.
    public let line: Int?
    /// The item's id as written in the feed, when the item got that far.
    public let id: String?
    /// What went wrong, without the place.
    public let message: String
    /// What kind of failure it was, with the lower layer's error, for a caller that acts on it.
    public let cause: Cause

    /// Whether the layout needed more of the solver's work than a pass may take (`LayoutError.tooComplex`).
    public var isTooComplex: Bool {
        if case .measuring(.layout(_, _, .tooComplex), _, _) = cause { return true }
        return false
    }

    /// A problem at a place in a feed; the cause is the feed itself unless a lower layer's error is given.
    public init(file: String, line: Int? = nil, id: String? = nil, _ message: String, cause: Cause = .feed) {
        self.file = file; self.line = line; self.id = id; self.message = message; self.cause = cause
    }

    /// "FILE:LINE: id ID: message", as `cellheight table` reports a bad item (the id on one line: `ShownText`).
    public var description: String {
        var place = file
        if let line { place += ":\(line)" }
        if let id { place += ": id \(ShownText.oneLine(id))" }
        return "\(place): \(message)"
    }

    /// Errors are equal when they say the same of the same place; the cause is how it came about.
    public static func == (lhs: FeedError, rhs: FeedError) -> Bool {
        lhs.file == rhs.file && lhs.line == rhs.line && lhs.id == rhs.id && lhs.message == rhs.message
    }
}
