/// What one request may ask of the service. Each limit is answered with a 4xx naming it, never with a
/// server that runs out of memory or time for everyone else.
public struct ServiceLimits: Sendable {
    /// The largest request body, in bytes (413 beyond it).
    public var bodyBytes = 8 << 20
    /// Items per heights request (413 beyond it).
    public var items = 10_000
    /// Settings (width, scale, content size) per request.
    public var settings = 64
    /// Texts per measure request.
    public var texts = 10_000
    /// The longest measure answer, in bytes (413 beyond it): each line of a text is an object in it, and a
    /// text of a word a line at a narrow width has thousands.
    public var answerBytes = 64 << 20
    /// The largest inline template, in bytes.
    public var inlineTemplateBytes = 64 << 10
    /// Views and constraints of an inline template (a stored one has `CellTemplate`'s limits).
    public var inlineViews = 200
    public var inlineConstraints = 1_000
    /// Seconds a request may take to arrive and be answered (408 beyond it); a connection silent for longer
    /// than that and a second more (`HeightServer.idleGraceSeconds`), such as one whose request head
    /// has not arrived, is closed.
    public var requestSeconds = 30.0
    /// Pixels a preview request's pictures may take together (about 256 MB of RGBA at the default): a
    /// picture's sides are bounded by the renderer, but a request's twelve of the largest would take gigabytes.
    public var previewPixels = 64_000_000
    /// Requests measured at once; more are answered 503 with Retry-After.
    public var concurrentRequests = 16
    /// Heights kept per template in memory (most recently used), item-settings.
    public var cachedHeights = 1_000_000

    public init() {}
}
