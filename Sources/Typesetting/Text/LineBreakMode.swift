/// How lines wrap and how the last allowed line ends (UILabel's lineBreakMode).
/// - `byWordWrapping`: wrap at line-break opportunities; a label limited to N
///   lines stops after line N without an ellipsis.
/// - `byCharWrapping`: wrap at grapheme clusters.
/// - `byTruncatingTail`: wrap at words; when text remains after the last
///   allowed line, that line is cut at a grapheme cluster and ends in "…".
/// - `byClipping`: wrap at words; the last allowed line is cut as is.
public enum LineBreakMode: Sendable, Hashable {
    case byWordWrapping, byCharWrapping, byTruncatingTail, byClipping
}
