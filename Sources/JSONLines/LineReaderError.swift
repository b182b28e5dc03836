/// Why a file could not be read line by line: the file as named in messages, and what went wrong.
public struct LineReaderError: Error, Equatable, CustomStringConvertible {
    /// The path, or "<stdin>".
    public let file: String
    /// What went wrong ("cannot read it: it is a directory").
    public let message: String

    /// A read error of `file`.
    public init(file: String, _ message: String) { self.file = file; self.message = message }

    /// "FILE: message", as a feed's errors read.
    public var description: String { "\(file): \(message)" }
}
