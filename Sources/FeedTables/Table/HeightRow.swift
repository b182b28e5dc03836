import CellTemplates
import HeightCache
import JSONLines
/// One row of a height table: an item at one width, scale and content size.
public struct HeightRow: Sendable {
    /// How a visible label laid out: its line count and whether it was truncated (JSONL rows).
    public struct LabelLines: Sendable, Equatable {
        /// The label's template name.
        public let name: String
        /// The number of lines it laid out in.
        public let lines: Int
        /// Whether text was cut off to fit.
        public let truncated: Bool
        /// A label's lines; the runner reads them from the laid-out cell (`TemplateCell.labelSummaries`).
        public init(name: String, lines: Int, truncated: Bool) { self.name = name; self.lines = lines; self.truncated = truncated }
    }

    /// The item's id as the feed wrote it (a number keeps its literal text).
    public let id: JSONValue
    /// The table width in points the row was measured at.
    public let width: Double
    /// Pixels per point the row was measured and rounded at.
    public let scale: Double
    /// The Dynamic Type content size the row was measured at.
    public let contentSize: ContentSizeCategory
    /// The row height in points, separator included: what `tableView(_:heightForRowAt:)` returns for it.
    public let height: Double
    /// Per visible label, its line count (JSONL output); nil when the height came from the cache.
    public let labels: [LabelLines]?
    /// What the engine found wrong while measuring this row (`TemplateCell.measuredDiagnostics`): a height
    /// with diagnostics is not the one the template asks for. Empty when the height came from the cache.
    public let diagnostics: [CellDiagnostic]
    /// Whether the height was read from a height cache instead of laid out (a service counts its hits).
    public let fromCache: Bool
    /// Seconds its measuring took on its worker (binding the item's fields, for the first row of a content
    /// size, and the layout), 0 when the height came from a cache: what a test report gives as the time of
    /// the item's test case.
    public let seconds: Double

    /// A row from its parts; `HeightTableRunner` makes the ones a run reports.
    public init(id: JSONValue, width: Double, scale: Double, contentSize: ContentSizeCategory, height: Double, labels: [LabelLines]?,
                diagnostics: [CellDiagnostic] = [], fromCache: Bool = false, seconds: Double = 0) {
        self.id = id; self.width = width; self.scale = scale; self.contentSize = contentSize; self.height = height; self.labels = labels
        self.diagnostics = diagnostics; self.fromCache = fromCache; self.seconds = seconds
    }

    /// The id as text for CSV: a string's characters, a number's literal.
    public var idText: String { id.plainText }
}
