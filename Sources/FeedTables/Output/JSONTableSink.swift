import CellTemplates

/// A table as one JSON array of row objects (`HeightRow.jsonObject`, without the label details), one
/// per line.
public struct JSONTableSink: TableSink {
    private let output: any TextOutput
    private var rowsWritten = 0
    private var writer = JSONRowWriter(labels: false, diagnostics: false)
    private var lines: [UInt8] = []

    public init(output: any TextOutput) { self.output = output }

    public mutating func begin() { output.write("[") }

    public mutating func write(_ rows: [HeightRow]) {
        lines.removeAll(keepingCapacity: true)
        for row in rows {
            lines += (rowsWritten == 0 ? "\n" : ",\n").utf8
            writer.append(row, to: &lines)
            rowsWritten += 1
        }
        lines.withUnsafeBytes { output.write(utf8: $0) }
    }

    public mutating func commit() { output.write(rowsWritten == 0 ? "]\n" : "\n]\n") }
}
