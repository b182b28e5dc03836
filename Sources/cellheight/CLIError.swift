/// A failure the tool reports to a person: what was wrong and where, as one line.
struct CLIError: Error, CustomStringConvertible, Equatable {
    var description: String

    init(_ description: String) { self.description = description }

    /// A lower layer's error, reported in its own words (they name the file, line and field).
    init(_ error: some Error & CustomStringConvertible) { self.init(error.description) }

    /// The same error located at `place` ("feed.jsonl:12").
    func at(_ place: String) -> CLIError { CLIError("\(place): \(description)") }
}
