import JSONLines
import Typesetting

/// The JSON object `cellheight measure` prints per text (the contract other tools rely on):
/// `{"id": …, "width": W, "height": H, "truncated": false,
///   "lines": [{"range": [start, end], "width": w, "height": h, "baseline": b, "ascent": a, "descent": d}]}`,
/// where a line's ascent and descent are the largest of the runs on it (the line box's reach above and
/// below the baseline, before paragraph-style adjustments). With `runs` (one text, `--json`) each line also
/// has `"runs": [{"font": family, "weight": w, "size": s, "width": w, "ascent": a, "descent": d,
/// "letterSpacing": l}]` in visual order (a line's width also counts its white space before a forced break
/// or the text's end, which no run holds, and its descent the font's line gap).
/// Ranges are Unicode scalar offsets into the text, end exclusive. `"missingGlyphs": N` follows
/// "truncated" when N > 0 characters on the lines have no font (measured as empty boxes), and
/// `"weightUsed": W` when the family has no upright face at the weight asked for and the text was measured
/// in its nearest, of weight W (`FaceSubstitution`), with `"italicUsed": true` when that face is italic, and
/// `"familyUsed": F` when the family is one of iOS's own that no file registers, measured in the glyphs of F
/// at the family's own line (`InstalledFamilyStandIn`).
public enum LayoutJSON {
    /// The object of one measured text (`runs`: each line's glyph runs, as `measure --json` writes them).
    public static func line(id: JSONValue?, layout: TextLayout, runs: [GlyphLine]? = nil,
                            notes: FontNotes = FontNotes()) -> String {
        var json = JSONWriter()
        json.raw("{")
        if let id {
            json.raw("\"id\":")
            json.value(id)
        }
        json.member("width", layout.width, first: id == nil)
        json.member("height", layout.height)
        json.raw(",\"truncated\":")
        json.raw(layout.isTruncated ? "true" : "false")
        if layout.missingGlyphs > 0 { json.raw(",\"missingGlyphs\":\(layout.missingGlyphs)") }
        if let standIn = notes.standIn {
            json.raw(",\"familyUsed\":")
            json.value(.string(standIn.drawnIn))
        }
        if let substitution = notes.substitution {
            json.raw(",\"weightUsed\":\(substitution.used)")
            if substitution.usedItalic { json.raw(",\"italicUsed\":true") }
        }
        json.raw(",\"lines\":[")
        for (index, line) in layout.lines.enumerated() {
            if index > 0 { json.raw(",") }
            json.raw("{\"range\":[\(line.range.lowerBound),\(line.range.upperBound)]")
            json.member("width", line.width)
            json.member("height", line.height)
            json.member("baseline", line.baseline)
            json.member("ascent", line.baseline - line.top)
            json.member("descent", line.top + line.height - line.baseline)
            if let runs, index < runs.count {
                json.raw(",\"runs\":[")
                for (position, run) in runs[index].runs.enumerated() {
                    if position > 0 { json.raw(",") }
                    json.raw("{\"font\":")
                    json.value(.string(run.face.family))
                    json.raw(",\"weight\":\(run.face.weight)")
                    json.member("size", run.size)
                    json.member("width", max(run.width, 0))
                    json.member("ascent", run.ascent)
                    json.member("descent", run.descent)
                    json.member("letterSpacing", run.letterSpacing)
                    json.raw("}")
                }
                json.raw("]")
            }
            json.raw("}")
        }
        json.raw("]}")
        return json.text
    }
}
