/// Why a text could not be measured: a request field out of range or of the wrong type, an unknown
/// family, a line that is not JSON. The message names the field and the value; the caller adds where
/// the request came from (a file and line, a request's index).
public struct MeasureError: Error, CustomStringConvertible, Equatable, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
