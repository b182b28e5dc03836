import FeedTables
import JSONLines
import Typesetting

/// The JSON object `cellheight measure` prints per text (the contract other tools rely on):
/// `{"id": …, "width": W, "height": H, "truncated": false,
///   "lines": [{"range": [start, end], "width": w, "height": h, "baseline": b}]}`.
/// Ranges are Unicode scalar offsets into the text, end exclusive. `"missingGlyphs": N` follows
/// "truncated" when N > 0 characters on the lines have no font (measured as empty boxes).
enum LayoutJSON {
    static func line(id: JSONValue?, layout: TextLayout) -> String {
        var json = JSONWriter()
        json.raw("{")
        if let id {
            json.raw("\"id\":")
            json.value(id)
            json.raw(",")
        }
        json.raw("\"width\":")
        json.number(layout.width)
        json.raw(",\"height\":")
        json.number(layout.height)
        json.raw(",\"truncated\":")
        json.raw(layout.isTruncated ? "true" : "false")
        if layout.missingGlyphs > 0 { json.raw(",\"missingGlyphs\":\(layout.missingGlyphs)") }
        json.raw(",\"lines\":[")
        for (index, line) in layout.lines.enumerated() {
            if index > 0 { json.raw(",") }
            json.raw("{\"range\":[\(line.range.lowerBound),\(line.range.upperBound)],\"width\":")
            json.number(line.width)
            json.raw(",\"height\":")
            json.number(line.height)
            json.raw(",\"baseline\":")
            json.number(line.baseline)
            json.raw("}")
        }
        json.raw("]}")
        return json.text
    }
}
