/// Glyphs of one face at one size, positioned exactly as they were measured: a piece of text the
/// layout shaped, cut at its line's ends. Points; x grows to the right, y grows down.
///
/// Glyph `i` is drawn at `x + advances[..<i].sum + xOffsets[i]` from the line's left edge and
/// `yOffsets[i]` below the line's baseline.
public struct GlyphRun: Sendable {
    /// The face the glyphs come from (the one its cluster was measured with, fallback included).
    public var face: FontFace
    /// Point size.
    public var size: Double
    /// Glyph ids in `face`, in visual order (left to right, also for right-to-left text).
    public var glyphs: [UInt32]
    /// Pen advance after each glyph, letter spacing included.
    public var advances: [Double]
    /// Offset of each glyph from its pen position (mark placement, kerning by positioning).
    public var xOffsets: [Double]
    /// Offset of each glyph below the baseline (positive down): mark placement.
    public var yOffsets: [Double]
    /// Pen position of the first glyph, from the line's left edge.
    public var x: Double
    /// The run's text is right to left (an odd bidi level); its glyphs are still in visual order.
    public var isRightToLeft: Bool
    /// The run is the "…" of a tail-truncated line.
    public var isEllipsis: Bool
    /// Points above the baseline that the run's line metrics reach: its face's own, or the system font's
    /// line where the run is set in the system font (or falls back from it to a Chinese face).
    public var ascent: Double = 0
    /// Points below the baseline (positive) that the run's line metrics reach.
    public var descent: Double = 0
    /// Points added after each cluster: the run's letter spacing, or the system font's tracking.
    public var letterSpacing: Double = 0
    /// The glyphs that are tabs (shaped as spaces), whose advances reach their tab stops once the line
    /// places its runs.
    var tabGlyphs: [Int] = []

    /// The run's total advance.
    public var width: Double { advances.reduce(0, +) }
}

/// One line of a layout with its glyphs, ready to draw.
public struct GlyphLine: Sendable {
    /// The line as the layout measured it (range, width, height, top, baseline).
    public var line: LineLayout
    /// The line's left edge in the text box after alignment.
    public var x: Double
    /// The alignment the line was placed with, resolved from its paragraph (`natural` and `justified`
    /// become `left` or `right` by the paragraph's direction).
    public var alignment: TextAlignment
    /// Runs in visual order, left to right; their advances add up to `line.width` less the white space that
    /// ends a line before a forced break or the text's end, which draws nothing.
    public var runs: [GlyphRun]
}

extension GlyphRun {
    /// Takes the line metrics and spacing the run's clusters were measured with.
    mutating func setLine(of style: Itemizer.Style) {
        let scale = style.size / Double(style.lineMetrics.unitsPerEm)
        ascent = Double(style.lineMetrics.ascender) * scale
        descent = -Double(style.lineMetrics.descender) * scale
        letterSpacing = style.letterSpacing
    }
}
