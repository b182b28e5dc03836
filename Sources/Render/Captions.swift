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

    /// The layout of `text` at `size` points, wrapped at `maxWidth`, with its glyphs.
    func lines(_ text: String, size: Double, weight: Int = 400, maxWidth: Double = .infinity) throws(RenderError) -> (width: Double, height: Double, lines: [GlyphLine]) {
        let attributed = AttributedText(text, attributes: TextAttributes(size: size, weight: weight))
        do {
            let prepared = try typesetter.prepare(attributed)
            let layout = prepared.layout(maxWidth: maxWidth, numberOfLines: maxWidth.isFinite ? 0 : 1)
            let lines = try typesetter.glyphLines(of: attributed, locale: prepared.locale, layout: layout, boxWidth: layout.width)
            return (layout.width, layout.height, lines)
        } catch {
            throw .layout("caption \"\(text)\": \(error)")
        }
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
        let caption = try lines(text, size: size)
        guard caption.width <= rect.width, caption.height <= rect.height else { return false }
        painter.draw(caption.lines, at: (rect.midX - caption.width / 2, rect.midY - caption.height / 2), color: color, on: canvas)
        return true
    }
}
