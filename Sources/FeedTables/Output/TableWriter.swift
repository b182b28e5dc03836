import JSONLines
import ViewLayout

/// Output formats of a height table.
public enum TableFormat: String, CaseIterable, Sendable {
    /// `id,width,height`, plus `scale` and `content_size` columns when several are measured.
    case csv
    /// One JSON array of row objects.
    case json
    /// One row object per line, with each visible label's line count and truncation, and the row's
    /// diagnostics (`HeightRow.diagnostics`) when it has any.
    case jsonl
}

/// Turns rows into text in a format, a batch at a time (the table is streamed, never held whole).
public struct TableWriter: Sendable {
    /// The format the rows are written in.
    public let format: TableFormat
    /// Whether the scale and content size columns are written (CSV; JSON always has them).
    public let scaleColumn: Bool
    /// Whether CSV rows have a content_size column (when a table measures several content sizes).
    public let contentSizeColumn: Bool
    private var rowsWritten = 0

    /// A writer for one table; the column flags matter for CSV only (JSON rows have every field).
    public init(format: TableFormat, scaleColumn: Bool, contentSizeColumn: Bool) {
        self.format = format; self.scaleColumn = scaleColumn; self.contentSizeColumn = contentSizeColumn
    }

    /// The text before the first row: the CSV header line, or the JSON array's opening bracket.
    public var header: String {
        switch format {
        case .csv: "id,width,height" + (scaleColumn ? ",scale" : "") + (contentSizeColumn ? ",content_size" : "") + "\n"
        case .json: "["
        case .jsonl: ""
        }
    }

    /// The text after the last row: the JSON array's closing bracket (nothing for CSV and JSON Lines).
    public var footer: String { format == .json ? (rowsWritten == 0 ? "]\n" : "\n]\n") : "" }

    /// The text of one batch of rows; batches go in order, which JSON's separating commas rely on.
    public mutating func text(_ rows: [HeightRow]) -> String {
        var out = ""
        for row in rows {
            switch format {
            case .csv:
                out += Self.csvField(row.idText) + "," + formatPoints(row.width) + "," + formatPoints(row.height)
                if scaleColumn { out += "," + formatPoints(row.scale) }
                if contentSizeColumn { out += "," + row.contentSize.rawValue }
                out += "\n"
            case .json:
                out += rowsWritten == 0 ? "\n" : ",\n"
                out += object(row)
            case .jsonl:
                out += object(row) + "\n"
            }
            rowsWritten += 1
        }
        return out
    }

    private func object(_ row: HeightRow) -> String {
        var out = "{\"id\":" + row.id.text + ",\"width\":" + formatPoints(row.width) + ",\"scale\":" + formatPoints(row.scale)
            + ",\"contentSize\":\"" + row.contentSize.rawValue + "\",\"height\":" + formatPoints(row.height)
        if format == .jsonl, let labels = row.labels {
            out += ",\"labels\":["
            out += labels.map { label in
                var name = ""
                JSONValue.writeString(label.name, to: &name)
                return "{\"name\":\(name),\"lines\":\(label.lines),\"truncated\":\(label.truncated)}"
            }.joined(separator: ",")
            out += "]"
        }
        if format == .jsonl, !row.diagnostics.isEmpty {
            out += ",\"diagnostics\":["
            out += row.diagnostics.map { diagnostic in
                var text = ""
                JSONValue.writeString(diagnostic.description, to: &text)
                return text
            }.joined(separator: ",")
            out += "]"
        }
        return out + "}"
    }

    /// A CSV field, quoted when it holds a comma, a quote, a line break or surrounding spaces (RFC 4180),
    /// or any other control character (a tab, a NUL, U+2028): CSV has no escapes, so such an id is kept
    /// exactly, inside quotes, where every CSV reader takes it as part of the field rather than as a
    /// separator or the end of the file. Works on Unicode scalars: a quote followed by a combining mark
    /// is still a quote to a CSV reader.
    static func csvField(_ text: String) -> String {
        let scalars = text.unicodeScalars
        // Control characters (Unicode's Cc: U+0000-001F and U+007F-009F) by their values, without a
        // property look-up per character of every id.
        let needsQuotes = scalars.contains { $0 == "," || $0 == "\"" || $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
            || $0 == "\u{2028}" || $0 == "\u{2029}" }
            || scalars.first == " " || scalars.last == " "
        guard needsQuotes else { return text }
        var quoted = String.UnicodeScalarView()
        quoted.append("\"")
        for scalar in scalars {
            if scalar == "\"" { quoted.append("\"") }
            quoted.append(scalar)
        }
        quoted.append("\"")
        return String(quoted)
    }
}
