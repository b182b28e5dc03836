/// A failure the tool reports to a person: what was wrong and where, as one line.
struct CLIError: Error, CustomStringConvertible, Equatable {
    var description: String

    init(_ description: String) { self.description = description }

    /// The same error located at `place` ("feed.jsonl:12").
    func at(_ place: String) -> CLIError { CLIError("\(place): \(description)") }
}
