/// A failure the tool reports to a person: what was wrong and where, as one line, with the lower layer's
/// error it came from (a template's, a feed's, a font's) kept until then.
struct CLIError: Error, CustomStringConvertible, Equatable {
    var description: String
    /// The typed error behind the message, when there is one.
    let cause: (any Error)?

    init(_ description: String, cause: (any Error)? = nil) { self.description = description; self.cause = cause }

    /// A lower layer's error, reported in its own words (they name the file, line and field).
    init(_ error: some Error & CustomStringConvertible) { self.init(error.description, cause: error) }

    /// The same error located at `place` ("feed.jsonl:12").
    func at(_ place: String) -> CLIError { CLIError("\(place): \(description)", cause: cause) }

    /// Errors are the same when they say the same: the message is what the tool promises.
    static func == (lhs: CLIError, rhs: CLIError) -> Bool { lhs.description == rhs.description }
}
