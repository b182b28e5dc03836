/// The style of a run of text.
public struct TextAttributes: Sendable, Hashable {
    /// Family name as registered (e.g. "Inter"), or `FontCollection.systemFontName`; characters it lacks fall back
    /// through the locale's cascade.
    public var family: String
    /// Point size.
    public var size: Double
    /// CSS-style weight 100...900 (400 regular, 600 semibold, 700 bold).
    public var weight: Int
    /// Prefers the family's italic faces; a family without any uses its upright ones.
    public var italic: Bool
    /// Points added after every grapheme cluster (as NSAttributedString's kern).
    public var letterSpacing: Double
    /// Line and paragraph spacing and alignment; a paragraph takes the style at its first character.
    public var paragraphStyle: ParagraphStyle

    /// Defaults to the system font at 17 points regular: UIKit's body text, with SF Pro's line and tracking
    /// (`FontCollection.systemFontName`).
    public init(family: String = FontCollection.systemFontName, size: Double = 17, weight: Int = 400, italic: Bool = false,
                letterSpacing: Double = 0, paragraphStyle: ParagraphStyle = ParagraphStyle()) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
        self.letterSpacing = letterSpacing
        self.paragraphStyle = paragraphStyle
    }

    /// Throws the first attribute that cannot be laid out.
    func validate() throws(TypesettingError) {
        guard size.isFinite, size > 0 else { throw .invalidSize(size) }
        guard letterSpacing.isFinite else { throw .invalidAttribute(name: "letterSpacing", value: letterSpacing) }
        if let (name, value) = paragraphStyle.invalidField { throw .invalidAttribute(name: name, value: value) }
    }
}
