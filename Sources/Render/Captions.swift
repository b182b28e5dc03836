import Typesetting
import ViewLayout

/// Short texts drawn on pictures (view names, sizes, heights), typeset by the same engine as the cells.
final class Captions {
    let typesetter: Typesetter
    let painter: GlyphPainter

    init(typesetter: Typesetter, painter: GlyphPainter) {
        self.typesetter = typesetter
        self.painter = painter
    }

    /// A caption measured, not yet shaped for drawing.
    struct Measured {
        let text: AttributedText
        let locale: String
        let layout: TextLayout
    }

    /// The layout of `text` at `size` points, wrapped at `maxWidth`.
    func measure(_ text: String, size: Double, weight: Int = 400, maxWidth: Double = .infinity) throws(RenderError) -> Measured {
        let attributed = AttributedText(text, attributes: TextAttributes(size: size, weight: weight))
        do {
            let prepared = try typesetter.prepare(attributed)
            return Measured(text: attributed, locale: prepared.locale,
                            layout: prepared.layout(maxWidth: maxWidth, numberOfLines: maxWidth.isFinite ? 0 : 1))
        } catch {
            throw .text(what: "caption \"\(text)\"", error)
        }
    }

    /// The glyphs of a measured caption.
    func glyphs(_ caption: Measured) throws(RenderError) -> [GlyphLine] {
        do {
            return try typesetter.glyphLines(of: caption.text, locale: caption.locale, layout: caption.layout,
                                             boxWidth: caption.layout.width)
        } catch {
            throw .text(what: "caption \"\(caption.text.string)\"", error)
        }
    }

    /// The layout of `text` at `size` points, wrapped at `maxWidth`, with its glyphs.
    func lines(_ text: String, size: Double, weight: Int = 400, maxWidth: Double = .infinity) throws(RenderError) -> (width: Double, height: Double, lines: [GlyphLine]) {
        let caption = try measure(text, size: size, weight: weight, maxWidth: maxWidth)
        return (caption.layout.width, caption.layout.height, try glyphs(caption))
    }

    /// Draws `text` with its top-left corner at `origin`, on an optional background box with `padding`
    /// around the text; returns the box drawn.
    @discardableResult
    func draw(_ text: String, at origin: (x: Double, y: Double), size: Double, weight: Int = 400, color: Color,
              background: Color? = nil, padding: Double = 0, on canvas: Canvas) throws(RenderError) -> Rect {
        let caption = try lines(text, size: size, weight: weight)
        let box = Rect(x: origin.x, y: origin.y, width: caption.width + 2 * padding, height: caption.height + 2 * padding)
        if let background { canvas.fill(box, background) }
        painter.draw(caption.lines, at: (origin.x + padding, origin.y + padding), color: color, on: canvas)
        return box
    }

    /// Draws `text` centred in `rect` when it fits there; returns whether it was drawn.
    @discardableResult
    func drawCentered(_ text: String, in rect: Rect, size: Double, color: Color, on canvas: Canvas) throws(RenderError) -> Bool {
        // Measured first: callers try sizes until one fits, and only that one is shaped for drawing.
        let caption = try measure(text, size: size)
        let width = caption.layout.width, height = caption.layout.height
        guard width <= rect.width, height <= rect.height else { return false }
        painter.draw(try glyphs(caption), at: (rect.midX - width / 2, rect.midY - height / 2), color: color, on: canvas)
        return true
    }
}
