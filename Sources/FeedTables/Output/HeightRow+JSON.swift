import CellTemplates
import JSONLines
import ViewLayout

extension HeightRow {
    /// The row as a JSON object, keys in the documented order: `{"id", "width", "scale", "contentSize",
    /// "height"}`, with `labels` its `"labels"` (name, lines, truncated) when measured, and with
    /// `diagnostics` its `"diagnostics"` when it has any. `table --format jsonl` writes both; the height
    /// service writes no labels, which a height read from its cache does not have.
    public func jsonObject(labels withLabels: Bool, diagnostics withDiagnostics: Bool) -> String {
        var out = ""
        writeJSONObject(labels: withLabels, diagnostics: withDiagnostics, to: &out)
        return out
    }

    /// Appends `jsonObject(labels:diagnostics:)` to `out`: a table or an answer of many rows is built in
    /// one string, not a string per row and per field.
    public func writeJSONObject(labels withLabels: Bool, diagnostics withDiagnostics: Bool, to out: inout String) {
        out += "{\"id\":"
        id.write(to: &out)
        out += ",\"width\":"
        out += formatPoints(width)
        out += ",\"scale\":"
        out += formatPoints(scale)
        out += ",\"contentSize\":\""
        out += contentSize.rawValue
        out += "\",\"height\":"
        out += formatPoints(height)
        if withLabels, let labels {
            out += ",\"labels\":["
            for (index, label) in labels.enumerated() {
                if index > 0 { out += "," }
                out += "{\"name\":"
                JSONValue.writeString(label.name, to: &out)
                out += ",\"lines\":\(label.lines),\"truncated\":\(label.truncated)}"
            }
            out += "]"
        }
        if withDiagnostics, !diagnostics.isEmpty {
            out += ",\"diagnostics\":["
            for (index, diagnostic) in diagnostics.enumerated() {
                if index > 0 { out += "," }
                JSONValue.writeString(diagnostic.description, to: &out)
            }
            out += "]"
        }
        out += "}"
    }
}
