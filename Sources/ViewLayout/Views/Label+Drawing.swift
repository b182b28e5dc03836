import Typesetting

/// What a label shows in its current frame, ready to draw.
public struct LabelDrawing: Sendable {
    /// The layout measured for the label's frame (the one its intrinsic size came from).
    public var layout: TextLayout
    /// The layout's lines with positioned glyphs, aligned in the label's width.
    public var lines: [GlyphLine]
    /// y of the text's top in the label's bounds: UILabel centres its text vertically when the label is
    /// taller than the text (and lets it overflow evenly when shorter).
    public var textTop: Double
}

extension Label {
    /// The text as the label shows it in its current frame: lines wrap at the width the label was measured
    /// at (the frame's, unless `preferredMaxLayoutWidth` is set). A one-line label's text is measured
    /// unwrapped, but shown in its frame: where its text is wider than the frame (beyond the pixel grid's
    /// tolerance), it is laid out at the frame's
    /// width, truncated as `lineBreakMode` says, as UILabel draws it. Nil for an empty label.
    public func shownLayout() throws(LayoutError) -> TextLayout? {
        let width = max(0, frame.width)
        guard numberOfLines == 1, let unwrapped = try textLayout(maxWidth: .infinity) else {
            return try textLayout(maxWidth: wrappingWidth(for: width))
        }
        // The line's own width, not the layout's (rounded up to the pixel): a text that fits fits.
        let textWidth = unwrapped.lines.reduce(0) { max($0, $1.width) }
        guard textWidth > width + PixelGrid.tolerance / effectiveDisplayScale else { return unwrapped }
        return try textLayout(maxWidth: width)
    }

    /// The text as laid out in the label's current frame (`shownLayout()`), with its glyphs aligned in the
    /// frame. Nil for an empty label.
    public func drawing() throws(LayoutError) -> LabelDrawing? {
        guard let text = laidOutText, !text.isEmpty else { return nil }
        guard let layout = try shownLayout(), let prepared = preparedText else { return nil }
        let lines: [GlyphLine]
        do {
            lines = try textCache.typesetter.glyphLines(of: text, locale: prepared.locale, layout: layout,
                                                        boxWidth: frame.width)
        } catch {
            throw .text(view: layoutDebugName, cause: error)
        }
        return LabelDrawing(layout: layout, lines: lines, textTop: (frame.height - layout.height) / 2)
    }
}
