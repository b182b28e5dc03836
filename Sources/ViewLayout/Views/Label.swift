import Typesetting

/// A text view (the UILabel model). Its intrinsic content size comes from Typesetting:
/// - numberOfLines 0: all the text; N > 0: at most N lines (a truncated last line still counts one line);
/// - width: the widest line, at most `preferredMaxLayoutWidth` (or the width layout gives the label when
///   that is 0 and the label is multi-line: it is then measured again at its solved width);
/// - empty text: size zero.
/// The text is prepared once (shaping and break analysis, through a `PreparedTextCache`); measuring it at
/// another width is arithmetic only.
open class Label: View {
    /// Shared prepared-text cache (and the typesetter behind it).
    public let textCache: PreparedTextCache

    /// Attributes used for `text` (font family, size, weight, paragraph style).
    public var attributes: TextAttributes {
        get { storedAttributes }
        set { if newValue != storedAttributes { storedAttributes = newValue; plainTextChanged() } }
    }
    private var storedAttributes: TextAttributes

    /// Plain text in `attributes`; setting it replaces `attributedText`.
    public var text: String? {
        get { attributedText?.string }
        set { attributedText = newValue.map { AttributedText($0, attributes: storedAttributes) } }
    }

    /// Styled text (UILabel.attributedText); setting it replaces `text` and has the label measured again.
    public var attributedText: AttributedText? {
        get { storedText }
        set {
            guard newValue != storedText else { return }
            storedText = newValue
            prepared = nil
            forgetLayout()
            invalidateIntrinsicContentSize()
        }
    }

    /// Maximum number of lines; 0 means no limit. UILabel's default is 1.
    public var numberOfLines: Int {
        get { wrapping.numberOfLines }
        set { if newValue != wrapping.numberOfLines { wrapping.numberOfLines = newValue; layoutChanged() } }
    }
    /// How lines wrap and how the last allowed line ends (UILabel.lineBreakMode); `.byTruncatingTail` by default.
    public var lineBreakMode: LineBreakMode {
        get { wrapping.lineBreakMode }
        set { if newValue != wrapping.lineBreakMode { wrapping.lineBreakMode = newValue; layoutChanged() } }
    }
    /// Width at which a multi-line label wraps for its intrinsic size; 0 lets layout decide.
    public var preferredMaxLayoutWidth: Double {
        get { wrapping.preferredMaxLayoutWidth }
        set { if newValue != wrapping.preferredMaxLayoutWidth { wrapping.preferredMaxLayoutWidth = newValue; layoutChanged() } }
    }

    /// What the three above hold (private storage: see `storedText`).
    private var wrapping = Wrapping()

    private struct Wrapping {
        var numberOfLines = 1
        var lineBreakMode = LineBreakMode.byTruncatingTail
        var preferredMaxLayoutWidth = 0.0
    }

    /// Locale for line breaking; nil lets Typesetting choose (en, or zh-Hans for mostly-Han text).
    public var locale: String? {
        get { storedLocale }
        set { if newValue != storedLocale { storedLocale = newValue; prepared = nil; layoutChanged() } }
    }
    private var storedLocale: String?

    /// The text as prepared for the last measurement (nil before one): its locale is the one line
    /// breaking and fallback used.
    public var preparedText: PreparedText? { prepared }

    /// Characters of the lines the last measurement showed that no registered font covers: each was
    /// measured as an empty box, so the size that measurement gave is a guess (0 before one).
    public final var measuredMissingGlyphs: Int { lastMissingGlyphs }

    /// The text, as prepared and as last laid out. These and the other private stored properties back
    /// public accessors: Swift checks a public stored property of a class for exclusive access at run
    /// time on every read, and layout reads these several times per pass for every label; private ones
    /// it checks when compiling. Three properties, not one struct: reading a field of a stored struct
    /// copied the whole struct (a retain and a release of every buffer of the text and the layout).
    private var storedText: AttributedText?
    private var prepared: PreparedText?
    private var lastLayout: (maxWidth: Double, scale: Double, layout: TextLayout)?
    /// `lastLayout`'s missing glyphs, kept beside it (set and forgotten with it, in `remember` and
    /// `forgetLayout`): a table asks every label after every row, and reading them through the optional
    /// tuple copies the layout.
    private var lastMissingGlyphs = 0

    /// A label measured through `textCache`; labels sharing a cache measure a text seen before by line fitting alone.
    public init(name: String = "", textCache: PreparedTextCache, attributes: TextAttributes = TextAttributes(),
                text: String? = nil, numberOfLines: Int = 1) {
        self.textCache = textCache
        storedAttributes = attributes
        wrapping.numberOfLines = numberOfLines
        super.init(name: name)
        self.attributedText = text.map { AttributedText($0, attributes: attributes) }
    }

    private func plainTextChanged() {
        if let current = attributedText, current.runs.count <= 1 {
            attributedText = AttributedText(current.string, attributes: storedAttributes)
        } else if storedText == nil && storedLaysOutAsTextContainer {
            // The caret's line of no text is in these attributes.
            prepared = nil
            layoutChanged()
        }
    }

    private func layoutChanged() { forgetLayout(); invalidateIntrinsicContentSize() }

    private func forgetLayout() { lastLayout = nil; lastMissingGlyphs = 0 }

    private func remember(_ layout: TextLayout, maxWidth: Double, scale: Double) {
        lastLayout = (maxWidth, scale, layout)
        lastMissingGlyphs = layout.missingGlyphs
    }

    /// Multi-line labels without a preferred width take their wrapping width from layout.
    open override var intrinsicSizeDependsOnWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }

    /// The width lines wrap at for a proposed width (nil: unknown).
    func wrappingWidth(for proposed: Double?) -> Double {
        if numberOfLines == 1 { return .infinity }
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return proposed ?? .infinity
    }

    /// The label lays its text out as a text container does (`AttributedText.asTextContainerLaysItOut()`):
    /// with the caret's line after text that is empty or ends in a line break, and Korean broken between
    /// syllables. That is a text view's label; UILabel does neither, so a label does not unless told.
    var laysOutAsTextContainer: Bool {
        get { storedLaysOutAsTextContainer }
        set { if newValue != storedLaysOutAsTextContainer { storedLaysOutAsTextContainer = newValue; prepared = nil; layoutChanged() } }
    }
    private var storedLaysOutAsTextContainer = false

    /// The text as it is laid out and drawn: the label's text, as a text container lays it out when the
    /// label stands for one; nil when there is nothing to lay out.
    var laidOutText: AttributedText? {
        guard storedLaysOutAsTextContainer else { return storedText.flatMap { $0.isEmpty ? nil : $0 } }
        return (storedText ?? AttributedText("", attributes: storedAttributes)).asTextContainerLaysItOut()
    }

    /// Lays the text out at a wrapping width (cached for the last width).
    public func textLayout(maxWidth: Double) throws(LayoutError) -> TextLayout? {
        // A label's own text unless it stands for a text container (read in place: this runs on every measurement).
        guard let attributedText = storedLaysOutAsTextContainer ? laidOutText : storedText, !attributedText.isEmpty else { return nil }
        guard maxWidth >= 0, !maxWidth.isNaN else { throw .nonFinite("wrapping width \(maxWidth) of \(layoutDebugName)") }
        let scale = effectiveDisplayScale
        if let prepared, !prepared.isCurrent(with: textCache.typesetter.fonts) {
            // A font was registered since: the text may fall back differently now.
            self.prepared = nil
            forgetLayout()
        }
        if let lastLayout, lastLayout.maxWidth == maxWidth, lastLayout.scale == scale {
            return lastLayout.layout
        }
        let text: PreparedText
        if let prepared {
            text = prepared
        } else {
            do { text = try textCache.prepared(attributedText, locale: storedLocale) } catch {
                throw .text(view: layoutDebugName, cause: error)
            }
            prepared = text
        }
        guard numberOfLines >= 0 else { throw .negativeNumberOfLines(view: layoutDebugName, numberOfLines) }
        let layout = text.layout(maxWidth: maxWidth, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, scale: scale)
        remember(layout, maxWidth: maxWidth, scale: scale)
        return layout
    }

    /// The text's size wrapped at the proposed width (or `preferredMaxLayoutWidth`), as UILabel's intrinsicContentSize.
    open override func intrinsicContentSize(forWidth width: Double?) throws(LayoutError) -> Size {
        let maxWidth = wrappingWidth(for: width)
        guard let layout = try textLayout(maxWidth: maxWidth) else { return .zero }
        return Size(width: min(layout.width, maxWidth), height: layout.height)
    }

    /// A label has text, so its baseline attributes come from its lines, not its bottom edge.
    open override var hasBaselines: Bool { true }

    /// First baseline from the top, last baseline from the bottom, from the lines of the last measurement.
    open override func baselineOffsets() throws(LayoutError) -> (firstFromTop: Double, lastFromBottom: Double)? {
        guard let layout = lastLayout?.layout, let first = layout.lines.first, let last = layout.lines.last else { return nil }
        return (first.baseline, layout.height - last.baseline)
    }

    /// The text's size wrapped at `size.width` (UILabel.sizeThatFits); unwrapped for a width of 0 or numberOfLines 1.
    open override func sizeThatFits(_ size: Size) throws(LayoutError) -> Size {
        let maxWidth = numberOfLines == 1 ? Double.infinity : (size.width > 0 ? size.width : .infinity)
        guard let layout = try textLayout(maxWidth: maxWidth) else { return .zero }
        return Size(width: min(layout.width, maxWidth), height: layout.height)
    }
}
