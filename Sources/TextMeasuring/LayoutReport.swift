import JSONLines
import Typesetting
import ViewLayout

/// The measurement of one text, for a person to read.
public enum LayoutReport {
    /// `families` are those the glyphs came from (fallbacks included), shown when they differ from the one asked for;
    /// `notes`, where the fonts measured are not the ones asked for.
    public static func text(for request: MeasureRequest, layout: TextLayout, families: [String],
                            notes: FontNotes = FontNotes()) -> String {
        var out = ""
        // The id as JSON writes it, its controls escaped: a right-to-left override in it would turn the line around.
        if let id = request.id { out += ShownText.oneLine(id.text) + "  " }
        var style = "\(formatPointsShort(request.size)) pt \(request.family) \(request.weight)"
        // A text style's font spaces its lines by its own leading (`TextStyleFont`).
        if notes.standIn != nil { style += " (no file of it: drawn at its own line)" }
        if let substitution = notes.substitution {
            style += " (no \(substitution.asked) face: measured at \(substitution.used)\(substitution.usedItalic ? " italic" : ""))"
        }
        if request.leading > 0 { style += " with \(formatPointsShort(request.leading)) pt leading" }
        if families != [request.family] && !families.isEmpty { style += " (glyphs from \(families.joined(separator: ", ")))" }
        let limit = request.lines > 0 ? ", at most \(request.lines == 1 ? "1 line" : "\(request.lines) lines")" : ""
        out += "\(style), width \(formatPoints(request.width)) pt\(limit), @\(formatPointsShort(request.scale))x\n"
        let grid = PixelGrid(scale: request.scale)
        let pixels = "\(formatPointsShort(grid.nearestPixel(layout.width))) × \(formatPointsShort(grid.nearestPixel(layout.height))) px"
        let count = layout.lines.count == 1 ? "1 line" : "\(layout.lines.count) lines"
        out += "  size \(formatPointsShort(layout.width)) × \(formatPointsShort(layout.height)) pt (\(pixels)), \(count)"
        if layout.isTruncated { out += ", truncated" }
        if layout.missingGlyphs > 0 { out += ", \(layout.missingGlyphs) character(s) no font covers (measured as empty boxes)" }
        out += "\n"
        let scalars = Array(request.text.unicodeScalars)
        let rows = layout.lines.enumerated().map { index, line in
            [String(index + 1), "[\(line.range.lowerBound), \(line.range.upperBound))",
             "w \(formatPointsShort(line.width))", "h \(formatPointsShort(line.height))",
             "baseline \(formatPointsShort(line.baseline))", visible(scalars, line.range, ellipsis: line.hasEllipsis)]
        }
        // Pad every column but the text to its widest cell, numbers right-aligned.
        let widths = (0..<5).map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            out += "  " + String(repeating: " ", count: widths[0] - row[0].count) + row[0]
            for column in 1..<5 {
                out += "  " + row[column] + String(repeating: " ", count: widths[column] - row[column].count)
            }
            out += "  " + row[5] + "\n"
        }
        return out
    }

    /// The line's text between bars, with control characters shown as escapes so that the
    /// report stays one row per line; trailing spaces stay visible before the closing bar.
    /// A tail-truncated line shows the "…" that ends it.
    private static func visible(_ scalars: [Unicode.Scalar], _ range: Range<Int>, ellipsis: Bool) -> String {
        let clamped = range.clamped(to: 0..<scalars.count)
        var out = "│"
        for scalar in scalars[clamped] {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let control where ShownText.isEscaped(control):
                // A bidi override would turn the rest of the report's line around, as a control would break it.
                out += "\\u{\(String(control.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + (ellipsis ? "…" : "") + "│"
    }
}
