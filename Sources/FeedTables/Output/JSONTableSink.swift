import CellTemplates

/// A table as one JSON array of row objects (`HeightRow.jsonObject`, without the label details), one
/// per line.
public struct JSONTableSink: TableSink {
    private let output: any TextOutput
    private var rowsWritten = 0

    public init(output: any TextOutput) { self.output = output }

    public mutating func begin() { output.write("[") }

    public mutating func write(_ rows: [HeightRow]) {
        var out = ""
        for row in rows {
            out += rowsWritten == 0 ? "\n" : ",\n"
            row.writeJSONObject(labels: false, diagnostics: false, to: &out)
            rowsWritten += 1
        }
        output.write(out)
    }

    public mutating func commit() { output.write(rowsWritten == 0 ? "]\n" : "\n]\n") }
}
