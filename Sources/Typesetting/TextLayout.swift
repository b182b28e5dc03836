/// The result of laying out a PreparedText at one width.
public struct TextLayout: Sendable, Equatable {
    /// Widest line, rounded up to the pixel grid: `ceil(x * scale) / scale`.
    public var width: Double
    /// Sum of line heights and spacing, rounded up to the pixel grid.
    public var height: Double
    /// The lines top to bottom, as they were broken at this width.
    public var lines: [LineLayout]
    /// True when text remained after the last allowed line (numberOfLines).
    public var isTruncated: Bool
    /// Grapheme clusters on the lines that no registered font covers: measured as empty boxes, one em
    /// wide or so, so the width is a guess where this is not 0.
    public var missingGlyphs: Int

    /// A layout from its parts (a test's expected layout, say); `missingGlyphs` is 0 unless told otherwise.
    public init(width: Double, height: Double, lines: [LineLayout], isTruncated: Bool, missingGlyphs: Int = 0) {
        self.width = width
        self.height = height
        self.lines = lines
        self.isTruncated = isTruncated
        self.missingGlyphs = missingGlyphs
    }
}

/// One line of a TextLayout.
public struct LineLayout: Sendable, Equatable {
    /// Unicode scalar offsets; includes trailing spaces, excludes a hard-break
    /// character. A tail-truncated line ends where the ellipsis begins.
    public var range: Range<Int>
    /// Advance of the line, plus the ellipsis when truncated (unrounded): white space at a soft break
    /// hangs and is left out; before a forced break or the text's end it counts, up to the width given.
    public var width: Double
    /// Line height including paragraph-style adjustments, excluding
    /// lineSpacing and paragraphSpacing (unrounded).
    public var height: Double
    /// y of the baseline from the top of the text (unrounded).
    public var baseline: Double
    /// y of the top of the line box from the top of the text (unrounded): the line box is
    /// `top ..< top + height`; line and paragraph spacing lie between boxes.
    public var top: Double
    /// The line ends in an ellipsis (tail truncation); `width` includes it.
    public var hasEllipsis: Bool

    /// A line from its parts (a test's expected line, say); no ellipsis unless told otherwise.
    public init(range: Range<Int>, width: Double, height: Double, baseline: Double, top: Double, hasEllipsis: Bool = false) {
        self.range = range
        self.width = width
        self.height = height
        self.baseline = baseline
        self.top = top
        self.hasEllipsis = hasEllipsis
    }
}
