/// Horizontal alignment of lines. Alignment moves lines sideways only; it never
/// changes a height, so layout records it but does not use it.
public enum TextAlignment: Sendable, Hashable {
    case natural, left, center, right, justified
}

/// Paragraph-level spacing, with NSParagraphStyle's meaning:
/// - `lineHeightMultiple` (if > 0) multiplies a line's natural height, then
///   `minimumLineHeight` / `maximumLineHeight` (if > 0) clamp it; extra height
///   goes above the text (the baseline moves down), as TextKit does.
/// - `lineSpacing` is added between the lines (not after the last one).
/// - `paragraphSpacing` is added after a paragraph that another one follows.
/// The style of a paragraph is the one at its first character.
public struct ParagraphStyle: Sendable, Hashable {
    /// Points added between the lines of a paragraph, not after its last line (NSParagraphStyle.lineSpacing).
    public var lineSpacing: Double
    /// Points added after a paragraph that another one follows (NSParagraphStyle.paragraphSpacing).
    public var paragraphSpacing: Double
    /// Multiplies each line's natural height when > 0 (NSParagraphStyle.lineHeightMultiple).
    public var lineHeightMultiple: Double
    /// Least height of a line when > 0, applied after the multiple; the extra height goes above the text.
    public var minimumLineHeight: Double
    /// Greatest height of a line when > 0, applied last, so it wins over the minimum.
    public var maximumLineHeight: Double
    /// Where lines sit sideways: drawing uses it, heights do not.
    public var alignment: TextAlignment

    /// NSParagraphStyle's defaults: no spacing, no line-height adjustment, natural alignment.
    public init(lineSpacing: Double = 0, paragraphSpacing: Double = 0, lineHeightMultiple: Double = 0,
                minimumLineHeight: Double = 0, maximumLineHeight: Double = 0, alignment: TextAlignment = .natural) {
        self.lineSpacing = lineSpacing
        self.paragraphSpacing = paragraphSpacing
        self.lineHeightMultiple = lineHeightMultiple
        self.minimumLineHeight = minimumLineHeight
        self.maximumLineHeight = maximumLineHeight
        self.alignment = alignment
    }

    /// The first field that is not a finite number >= 0, for error messages.
    var invalidField: (String, Double)? {
        let fields = [("lineSpacing", lineSpacing), ("paragraphSpacing", paragraphSpacing),
                      ("lineHeightMultiple", lineHeightMultiple), ("minimumLineHeight", minimumLineHeight),
                      ("maximumLineHeight", maximumLineHeight)]
        return fields.first { !$0.1.isFinite || $0.1 < 0 }
    }

    /// Height of a line whose natural (font) height is `natural`.
    func lineHeight(natural: Double) -> Double {
        var height = lineHeightMultiple > 0 ? natural * lineHeightMultiple : natural
        if minimumLineHeight > 0 { height = max(height, minimumLineHeight) }
        if maximumLineHeight > 0 { height = min(height, maximumLineHeight) }
        return height
    }
}
