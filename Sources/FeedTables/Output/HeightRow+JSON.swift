import CellTemplates
import JSONLines
import ViewLayout

extension HeightRow {
    /// The row as a JSON object, keys in the documented order: `{"id", "width", "scale", "contentSize",
    /// "height"}`, with `labels` its `"labels"` (name, lines, truncated) when measured, and with
    /// `diagnostics` its `"diagnostics"` when it has any. `table --format jsonl` writes both; the height
    /// service writes no labels, which a height read from its cache does not have.
    public func jsonObject(labels withLabels: Bool, diagnostics withDiagnostics: Bool) -> String {
        var out = "{\"id\":" + id.text + ",\"width\":" + formatPoints(width) + ",\"scale\":" + formatPoints(scale)
            + ",\"contentSize\":\"" + contentSize.rawValue + "\",\"height\":" + formatPoints(height)
        if withLabels, let labels {
            out += ",\"labels\":["
            out += labels.map { label in
                var name = ""
                JSONValue.writeString(label.name, to: &name)
                return "{\"name\":\(name),\"lines\":\(label.lines),\"truncated\":\(label.truncated)}"
            }.joined(separator: ",")
            out += "]"
        }
        if withDiagnostics, !diagnostics.isEmpty {
            out += ",\"diagnostics\":["
            out += diagnostics.map { diagnostic in
                var text = ""
                JSONValue.writeString(diagnostic.description, to: &text)
                return text
            }.joined(separator: ",")
            out += "]"
        }
        return out + "}"
    }
}
