import CellTemplates

/// A table as JSON Lines: one row object per line (`HeightRow.jsonObject`), with each visible label's
/// line count and the row's diagnostics.
public struct JSONLinesTableSink: TableSink {
    private let output: any TextOutput

    public init(output: any TextOutput) { self.output = output }

    public mutating func begin() {}

    public mutating func write(_ rows: [HeightRow]) {
        var out = ""
        for row in rows {
            row.writeJSONObject(labels: true, diagnostics: true, to: &out)
            out += "\n"
        }
        output.write(out)
    }

    public mutating func commit() {}
}
