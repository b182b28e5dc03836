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
    /// The text as laid out in the label's current frame, with its glyphs: lines wrap at the width the
    /// label was measured at (the frame's, unless `preferredMaxLayoutWidth` is set or the label has one
    /// line) and are aligned in the frame. Nil for an empty label.
    public func drawing() throws(LayoutError) -> LabelDrawing? {
        guard let attributedText, !attributedText.isEmpty else { return nil }
        guard let layout = try textLayout(maxWidth: wrappingWidth(for: max(0, frame.width))), let prepared = preparedText else { return nil }
        let lines: [GlyphLine]
        do {
            lines = try textCache.typesetter.glyphLines(of: attributedText, locale: prepared.locale, layout: layout,
                                                        boxWidth: frame.width)
        } catch {
            throw .text(view: layoutDebugName, cause: error)
        }
        return LabelDrawing(layout: layout, lines: lines, textTop: (frame.height - layout.height) / 2)
    }
}
