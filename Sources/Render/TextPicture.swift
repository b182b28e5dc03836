import Typesetting
import ViewLayout

extension CellRenderer {
    /// Space around a drawn text, in points.
    static let textMargin = 8.0

    /// One measured text with what measuring decided: the wrapping width (dashed), the measured size
    /// (blue outline, rounded to the pixel grid), every line box (shaded) and baseline (red), and the
    /// glyphs, on a `textMargin` border; a strip below gives the size and line count.
    ///
    /// `layout` is `text` prepared by `typesetter` with `locale` and laid out at `wrapWidth`.
    public func text(_ text: AttributedText, locale: String, layout: TextLayout, wrapWidth: Double,
                     typesetter: Typesetter, scale: Double) throws(RenderError) -> Canvas {
        let margin = Self.textMargin
        let boxWidth = wrapWidth.isFinite ? max(wrapWidth, layout.width) : layout.width
        let lines: [GlyphLine]
        do { lines = try typesetter.glyphLines(of: text, locale: locale, layout: layout, boxWidth: wrapWidth.isFinite ? wrapWidth : layout.width) } catch {
            throw .text(what: "", error)
        }
        let summary = "\(formatPointsShort(layout.width)) × \(formatPointsShort(layout.height)) pt @\(formatPointsShort(scale))x · "
            + "\(layout.lines.count) line\(layout.lines.count == 1 ? "" : "s")" + (layout.isTruncated ? " · truncated" : "")
        let strip = try captions.lines(summary, size: 10, maxWidth: max(40, boxWidth))
        let canvas = try Canvas(width: boxWidth + 2 * margin, height: layout.height + 3 * margin + strip.height, scale: scale)
        if wrapWidth.isFinite {
            canvas.stroke(Rect(x: margin, y: margin, width: wrapWidth, height: layout.height), Overlay.margins, dashed: true)
        }
        Overlay.drawLineBoxes(lines, at: (margin, margin), on: canvas)
        canvas.stroke(Rect(x: margin, y: margin, width: layout.width, height: layout.height), Overlay.frameColors[0])
        painter.draw(lines, at: (margin, margin), color: .label, on: canvas)
        painter.draw(strip.lines, at: (margin, layout.height + 2 * margin), color: .label, on: canvas)
        return canvas
    }
}
