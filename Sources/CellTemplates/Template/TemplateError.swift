import Typesetting
import ViewLayout

/// A problem in a template file, with where it is: file, line and column (YAML and JSON templates are
/// both read with a YAML parser, so both get positions) and the path to the field ("views[2].label.font").
public struct TemplateError: Error, Equatable, CustomStringConvertible {
    /// The template (or Interface Builder document) the problem is in.
    public let file: String
    /// The line, when the problem is at one (nil for the file as a whole).
    public let line: Int?
    /// The column within the line, when known.
    public let column: Int?
    /// The field's path from the top of the document, empty for the document itself.
    public let path: String
    /// What is wrong, without the place.
    public let message: String
    /// The lower layer's error behind the problem, kept for a caller that acts on it rather than prints it.
    public let cause: Cause?

    /// A lower layer's error that made a template unusable.
    public enum Cause: Equatable, Sendable {
        /// A font family no registered file has.
        case font(TypesettingError)
        /// A constraint the layout engine refused (an attribute pair it cannot relate, say).
        case layout(LayoutError)
        /// An asset catalog that could not be read.
        case assets(AssetCatalogError)
    }

    /// A problem at a place in a template; the template parser and the Interface Builder reader make these.
    public init(file: String, line: Int?, column: Int?, path: String, message: String, cause: Cause? = nil) {
        self.file = file; self.line = line; self.column = column; self.path = path; self.message = message
        self.cause = cause
    }

    /// "FILE:LINE:COLUMN: PATH: message", the way compilers place a problem, so that editors can jump to it.
    public var description: String {
        var place = file
        if let line { place += ":\(line)" }
        if let column { place += ":\(column)" }
        return path.isEmpty ? "\(place): \(message)" : "\(place): \(path): \(message)"
    }
}
