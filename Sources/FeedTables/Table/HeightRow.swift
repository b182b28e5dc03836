/// One row of a height table: an item at one width, scale and content size.
public struct HeightRow: Sendable {
    public struct LabelLines: Sendable, Equatable {
        public let name: String
        public let lines: Int
        public let truncated: Bool
        public init(name: String, lines: Int, truncated: Bool) { self.name = name; self.lines = lines; self.truncated = truncated }
    }

    public let id: JSONValue
    public let width: Double
    public let scale: Double
    public let contentSize: ContentSizeCategory
    public let height: Double
    /// Per visible label, its line count (JSONL output); nil when the height came from the cache.
    public let labels: [LabelLines]?
    /// What the engine found wrong while measuring this row (`TemplateCell.measuredDiagnostics`): a height
    /// with diagnostics is not the one the template asks for. Empty when the height came from the cache.
    public let diagnostics: [CellDiagnostic]

    public init(id: JSONValue, width: Double, scale: Double, contentSize: ContentSizeCategory, height: Double, labels: [LabelLines]?,
                diagnostics: [CellDiagnostic] = []) {
        self.id = id; self.width = width; self.scale = scale; self.contentSize = contentSize; self.height = height; self.labels = labels
        self.diagnostics = diagnostics
    }

    /// The id as text for CSV: a string's characters, a number's literal.
    public var idText: String { id.plainText }
}

/// A width and scale to measure at, with the content size category.
public struct MeasureSetting: Sendable, Hashable {
    public var width: Double
    public var scale: Double
    public var contentSize: ContentSizeCategory
    public init(width: Double, scale: Double, contentSize: ContentSizeCategory = .default) {
        self.width = width; self.scale = scale; self.contentSize = contentSize
    }

    /// Every (width, scale) pair, each at every content size, in the order given, each setting once:
    /// the settings a table measures.
    public static func combinations(_ pairs: [(width: Double, scale: Double)], contentSizes: [ContentSizeCategory]) -> [MeasureSetting] {
        var seen: Set<MeasureSetting> = []
        return pairs.flatMap { pair in contentSizes.map { MeasureSetting(width: pair.width, scale: pair.scale, contentSize: $0) } }
            .filter { seen.insert($0).inserted }
    }
}
