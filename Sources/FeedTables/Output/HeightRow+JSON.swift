import CellTemplates
import JSONLines
import ViewLayout

extension HeightRow {
    /// The row as a JSON object, keys in the documented order: `{"id", "width", "scale", "contentSize",
    /// "height"}`, with `labels` its `"labels"` (name, lines, truncated) when measured, and with
    /// `diagnostics` its `"diagnostics"` when it has any. `table --format jsonl` writes both; the height
    /// service writes no labels, which a height read from its cache does not have.
    public func jsonObject(labels withLabels: Bool, diagnostics withDiagnostics: Bool) -> String {
        var writer = JSONRowWriter(labels: withLabels, diagnostics: withDiagnostics)
        var out: [UInt8] = []
        writer.append(self, to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}

/// Writes rows as `HeightRow.jsonObject` does, into UTF-8 bytes, with each width, scale and height
/// formatted once: a table or a server's answer of many rows is one byte buffer, not a string grown
/// piece by piece (appending to a string checks its capacity and encoding at every piece, and formatting
/// a number costs more than finding it again).
public struct JSONRowWriter: Sendable {
    /// Whether rows carry their `"labels"`.
    public let labels: Bool
    /// Whether rows carry their `"diagnostics"` (when they have any).
    public let diagnostics: Bool
    private var numbers = FormattedNumbers()

    public init(labels: Bool, diagnostics: Bool) { self.labels = labels; self.diagnostics = diagnostics }

    /// Appends `row`'s object to `out`.
    public mutating func append(_ row: HeightRow, to out: inout [UInt8]) {
        out += #"{"id":"#.utf8
        row.id.write(to: &out)
        out += #","width":"#.utf8
        out += numbers.setting(row.width)
        out += #","scale":"#.utf8
        out += numbers.setting(row.scale)
        out += #","contentSize":""#.utf8
        out += row.contentSize.rawValue.utf8
        out += #"","height":"#.utf8
        out += numbers.height(row.height)
        if labels, let rowLabels = row.labels {
            out += #","labels":["#.utf8
            for (index, label) in rowLabels.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                out += #"{"name":"#.utf8
                JSONValue.writeString(label.name, to: &out)
                out += #","lines":"#.utf8
                out += String(label.lines).utf8
                out += (label.truncated ? #","truncated":true}"# : #","truncated":false}"#).utf8
            }
            out.append(UInt8(ascii: "]"))
        }
        if diagnostics, !row.diagnostics.isEmpty {
            out += #","diagnostics":["#.utf8
            for (index, diagnostic) in row.diagnostics.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                JSONValue.writeString(diagnostic.description, to: &out)
            }
            out.append(UInt8(ascii: "]"))
        }
        out.append(UInt8(ascii: "}"))
    }
}
