import CellTemplates
import HeightCache
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
    /// Each setting's part of a row, from `,"width":` to `"height":`, made once: a table has a few settings,
    /// found by a glance at each, and one copy costs less than the eight pieces it holds.
    private var settingParts: [(width: UInt64, scale: UInt64, contentSize: ContentSizeCategory, text: [UInt8])] = []

    public init(labels: Bool, diagnostics: Bool) { self.labels = labels; self.diagnostics = diagnostics }

    /// Appends `row`'s object to `out`.
    public mutating func append(_ row: HeightRow, to out: inout [UInt8]) {
        Self.append(#"{"id":"#, to: &out)
        row.id.write(to: &out)
        out += settingPart(row)
        out += numbers.height(row.height)
        if labels, let rowLabels = row.labels {
            Self.append(#","labels":["#, to: &out)
            for (index, label) in rowLabels.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                Self.append(#"{"name":"#, to: &out)
                JSONValue.writeString(label.name, to: &out)
                Self.append(#","lines":"#, to: &out)
                out.appendUTF8(String(label.lines))
                Self.append(label.truncated ? #","truncated":true}"# : #","truncated":false}"#, to: &out)
            }
            out.append(UInt8(ascii: "]"))
        }
        if diagnostics, !row.diagnostics.isEmpty {
            Self.append(#","diagnostics":["#, to: &out)
            for (index, diagnostic) in row.diagnostics.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                JSONValue.writeString(diagnostic.description, to: &out)
            }
            out.append(UInt8(ascii: "]"))
        }
        out.append(UInt8(ascii: "}"))
    }

    private mutating func settingPart(_ row: HeightRow) -> [UInt8] {
        let width = row.width.bitPattern, scale = row.scale.bitPattern
        for part in settingParts where part.width == width && part.scale == scale && part.contentSize == row.contentSize { return part.text }
        var text: [UInt8] = []
        Self.append(#","width":"#, to: &text)
        text += numbers.setting(row.width)
        Self.append(#","scale":"#, to: &text)
        text += numbers.setting(row.scale)
        Self.append(#","contentSize":""#, to: &text)
        text.appendUTF8(row.contentSize.rawValue)
        Self.append(#"","height":"#, to: &text)
        if settingParts.count >= 16 { settingParts.removeAll(keepingCapacity: true) }
        settingParts.append((width, scale, row.contentSize, text))
        return text
    }

    /// A literal's bytes, copied at once from where the binary keeps them, with no `String` made for it.
    private static func append(_ literal: StaticString, to out: inout [UInt8]) {
        out.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }
}
