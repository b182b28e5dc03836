import CCairo
import CFreeType
import Typesetting

/// Draws glyph runs with cairo's FreeType backend over the very FreeType faces that measured them,
/// unhinted (as they were measured), at the positions the layout gives.
///
/// Keeps one cairo font face per `FontFace`; not thread-safe (a FreeType face draws on one thread).
final class GlyphPainter {
    private var faces: [ObjectIdentifier: (face: FontFace, cairo: OpaquePointer)] = [:]
    private let options: OpaquePointer

    init() {
        options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    }

    deinit {
        for entry in faces.values { cairo_font_face_destroy(entry.cairo) }
        cairo_font_options_destroy(options)
    }

    private func cairoFace(_ face: FontFace) -> OpaquePointer {
        if let known = faces[ObjectIdentifier(face)] { return known.cairo }
        let made = cairo_ft_font_face_create_for_ft_face(face.freeTypeFace, Int32(FT_LOAD_NO_HINTING))!
        faces[ObjectIdentifier(face)] = (face, made)
        return made
    }

    /// Draws `lines` with the text box's top-left corner at `origin` (points).
    func draw(_ lines: [GlyphLine], at origin: (x: Double, y: Double), color: Color, on canvas: Canvas) {
        let context = canvas.context
        canvas.setColor(color)
        cairo_set_font_options(context, options)
        for line in lines {
            let baseline = origin.y + line.line.baseline
            for run in line.runs {
                cairo_set_font_face(context, cairoFace(run.face))
                cairo_set_font_size(context, run.size)
                var pen = origin.x + line.x + run.x
                var glyphs: [cairo_glyph_t] = []
                glyphs.reserveCapacity(run.glyphs.count)
                for index in run.glyphs.indices {
                    glyphs.append(cairo_glyph_t(index: UInt(run.glyphs[index]), x: pen + run.xOffsets[index],
                                                y: baseline + run.yOffsets[index]))
                    pen += run.advances[index]
                }
                glyphs.withUnsafeBufferPointer { cairo_show_glyphs(context, $0.baseAddress, Int32($0.count)) }
            }
        }
    }
}
