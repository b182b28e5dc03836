/// A request the service refuses, with the HTTP status that says why and a message that names the field
/// or limit: the answer is `{"error": message}` with that status.
public struct ServiceError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The HTTP status code (4xx for the client's request, 503 when the service is full).
    public let status: Int
    public let message: String
    /// Seconds after which a refused request may be sent again (503), as the Retry-After header says.
    public let retryAfter: Int?
    /// The line of the request's inline template the error is at (422), which the answer gives as `"line"`
    /// so that the preview page can show it without reading the message.
    public let line: Int?

    public init(_ status: Int, _ message: String, retryAfter: Int? = nil, line: Int? = nil) {
        self.status = status; self.message = message; self.retryAfter = retryAfter; self.line = line
    }

    public var description: String { "\(status): \(message)" }

    static func badRequest(_ message: String) -> ServiceError { ServiceError(400, message) }

    /// Not an answer: the request would load a template (seconds for a large one), which is not done on a
    /// thread that serves connections. The server runs such a request again on Dispatch's threads.
    static let loadsATemplate = ServiceError(0, "the request loads a template")
}
