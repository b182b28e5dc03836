import CellTemplates

/// Output formats of a height table.
public enum TableFormat: String, CaseIterable, Sendable {
    /// `id,width,height`, plus a `scale` column when several scales are measured and a `content_size` column
    /// when a content size other than the default is.
    case csv
    /// One JSON array of row objects.
    case json
    /// One row object per line, with each visible label's line count and truncation, and the row's
    /// diagnostics (`HeightRow.diagnostics`) when it has any.
    case jsonl

    /// A sink writing a table of `settings` in this format to `output`.
    public func sink(settings: [MeasureSetting], output: any TextOutput) -> any TableSink {
        switch self {
        case .csv: CSVTableSink(settings: settings, output: output)
        case .json: JSONTableSink(output: output)
        case .jsonl: JSONLinesTableSink(output: output)
        }
    }

    /// `rows` as a whole table of `settings` in this format.
    public func text(_ rows: [HeightRow], settings: [MeasureSetting]) -> String {
        let buffer = TextBuffer()
        var sink = sink(settings: settings, output: buffer)
        sink.begin()
        sink.write(rows)
        sink.commit()
        return buffer.text
    }
}
