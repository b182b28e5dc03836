import UIKitMetrics

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
    /// `ios`'s major release, in a byte beside `italic`: attributes are copied with every run.
    private var iosMajor: UInt8
    /// The face's width as an OS/2 width class (CSS's font-stretch): 5 normal, below condensed, above
    /// expanded; a family without that width uses its nearest (`FontFace.width`).
    public var width: Int
    /// Points added after every grapheme cluster (as NSAttributedString's kern).
    public var letterSpacing: Double
    /// Line and paragraph spacing and alignment; a paragraph takes the style at its first character.
    public var paragraphStyle: ParagraphStyle
    /// The font's own leading (`UIFont.leading`, Core Text's `CTFontGetLeading`): points between a line set in
    /// it and the next, not after the last line. 0 for a font made by name and size; UIKit's text-style fonts
    /// carry one, so that their lines are spaced as Apple's Dynamic Type table says.
    public var leading: Double
    /// The iOS release the text is laid out as: the system font's tracking changed in iOS 14
    /// (`SystemFontTracking.sanFrancisco(for:)`). The newest by default; only its major release is kept.
    public var ios: IOSVersion {
        get { IOSVersion(Int(iosMajor)) }
        set { iosMajor = UInt8(newValue.major) }
    }

    /// Defaults to the system font at 17 points regular: UIKit's body text, with SF Pro's line and tracking
    /// (`FontCollection.systemFontName`).
    public init(family: String = FontCollection.systemFontName, size: Double = 17, weight: Int = 400, italic: Bool = false,
                letterSpacing: Double = 0, paragraphStyle: ParagraphStyle = ParagraphStyle(), leading: Double = 0,
                width: Int = FontFace.normalWidth, ios: IOSVersion = .newest) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
        self.width = width
        self.letterSpacing = letterSpacing
        self.paragraphStyle = paragraphStyle
        self.leading = leading
        self.iosMajor = UInt8(ios.major)
    }

    /// Every field but the release, which only the rare run of an old one tells apart (equality still does):
    /// the hash is taken for every run a text cache looks up.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(family)
        hasher.combine(size)
        hasher.combine(weight)
        hasher.combine(italic)
        hasher.combine(width)
        hasher.combine(letterSpacing)
        hasher.combine(paragraphStyle)
        hasher.combine(leading)
    }

    /// Throws the first attribute that cannot be laid out.
    func validate() throws(TypesettingError) {
        guard size.isFinite, size > 0 else { throw .invalidSize(size) }
        // CSS's range of weights (CSS Fonts 4, font-weight: 1 to 1000), as templates take them.
        guard (1...1000).contains(weight) else { throw .invalidAttribute(name: "weight", value: Double(weight)) }
        guard (1...9).contains(width) else { throw .invalidAttribute(name: "width", value: Double(width)) }
        guard letterSpacing.isFinite else { throw .invalidAttribute(name: "letterSpacing", value: letterSpacing) }
        guard leading.isFinite, leading >= 0 else { throw .invalidAttribute(name: "leading", value: leading) }
        if let (name, value) = paragraphStyle.invalidField { throw .invalidAttribute(name: name, value: value) }
    }
}
