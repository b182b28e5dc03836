/// A problem in a template file, with where it is: file, line and column (YAML and JSON templates are
/// both read with a YAML parser, so both get positions) and the path to the field ("views[2].label.font").
public struct TemplateError: Error, Equatable, CustomStringConvertible {
    public let file: String
    public let line: Int?
    public let column: Int?
    /// The field's path from the top of the document, empty for the document itself.
    public let path: String
    public let message: String

    public init(file: String, line: Int?, column: Int?, path: String, message: String) {
        self.file = file; self.line = line; self.column = column; self.path = path; self.message = message
    }

    public var description: String {
        var place = file
        if let line { place += ":\(line)" }
        if let column { place += ":\(column)" }
        return path.isEmpty ? "\(place): \(message)" : "\(place): \(path): \(message)"
    }
}
