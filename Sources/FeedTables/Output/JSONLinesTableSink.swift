import CellTemplates

/// A table as JSON Lines: one row object per line (`HeightRow.jsonObject`), with each visible label's
/// line count and the row's diagnostics.
public struct JSONLinesTableSink: TableSink {
    private let output: any TextOutput
    private var writer = JSONRowWriter(labels: true, diagnostics: true)
    /// A batch's lines (kept from batch to batch for its capacity).
    private var lines: [UInt8] = []

    public init(output: any TextOutput) { self.output = output }

    public mutating func begin() {}

    public mutating func write(_ rows: [HeightRow]) {
        lines.removeAll(keepingCapacity: true)
        for row in rows {
            writer.append(row, to: &lines)
            lines.append(UInt8(ascii: "\n"))
        }
        lines.withUnsafeBytes { output.write(utf8: $0) }
    }

    public mutating func commit() {}
}
