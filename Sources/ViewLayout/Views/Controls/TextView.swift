import Typesetting
import UIKitMetrics

/// A UITextView that does not scroll, which is as large as its text: the text wraps at the view's width
/// less its `textContainerInset` at the sides and NSTextContainer's `lineFragmentPadding` on each side of
/// every line, and the view is the text's height plus the inset's top and bottom.
///
/// UIKit's defaults come from `ControlMetrics` (inset 8, 0, 8, 0 and padding 5: developer.apple.com,
/// UITextView.textContainerInset and NSTextContainer.lineFragmentPadding). The text is a `Label` subview
/// of unlimited lines that wraps at word boundaries, placed by the text view at its inset; its intrinsic
/// size depends on the width, as a multi-line label's does, so layout measures it again at its solved
/// width. Its width hugs the widest line plus the inset and padding. Text that is empty or ends in a line
/// break has one more, empty line in the font at its end, where the caret goes (TextKit's extra line
/// fragment): an empty text view is one line tall plus its inset, as UIKit sizes it.
open class TextView: View {
    /// The text, as the text container lays it out (set its text or attributed text to change the view's).
    public let textLabel: Label

    /// The text's plain string, in the label's attributes.
    public var text: String? {
        get { textLabel.text }
        set { textLabel.text = newValue; invalidateIntrinsicContentSize() }
    }

    /// Space between the view's edges and the text container (UITextView's `textContainerInset`).
    public var textContainerInset: EdgeInsets {
        get { storedInset }
        set { if newValue != storedInset { storedInset = newValue; invalidateIntrinsicContentSize() } }
    }

    /// Space left and right of every line inside the container (NSTextContainer's `lineFragmentPadding`).
    public var lineFragmentPadding: Double {
        get { storedPadding }
        set { if newValue != storedPadding { storedPadding = newValue; invalidateIntrinsicContentSize() } }
    }

    /// What the two above hold (private storage: see `FixedSizeView.storedContentSize`).
    private var storedInset: EdgeInsets
    private var storedPadding: Double

    /// A text view measured through `textCache`; a nil inset or padding is UIKit's on `ios`, nil attributes
    /// its system font at 17 points on `ios`.
    public init(name: String = "", textCache: PreparedTextCache, attributes: TextAttributes? = nil,
                text: String? = nil, textContainerInset: EdgeInsets? = nil, lineFragmentPadding: Double? = nil,
                ios: IOSVersion = .newest) {
        textLabel = Label(name: name.isEmpty ? "" : name + ".text", textCache: textCache, attributes: attributes ?? TextAttributes(ios: ios),
                          text: text, numberOfLines: 0)
        textLabel.lineBreakMode = .byWordWrapping
        textLabel.laysOutAsTextContainer = true
        let inset = ControlMetrics.textViewInset[ios]
        storedInset = textContainerInset ?? EdgeInsets(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)
        storedPadding = lineFragmentPadding ?? ControlMetrics.lineFragmentPadding[ios]
        super.init(name: name)
        // The text view places its text itself (`layoutSubviews`): the solver sizes the text view only.
        layoutMode = .frames
        addSubview(textLabel)
    }

    /// Room the inset and the padding take across the view.
    private var horizontalChrome: Double { storedInset.left + storedInset.right + 2 * storedPadding }

    /// The text wraps at the view's width less the inset and padding, and is as wide as its widest line.
    open override var intrinsicSizeDependsOnWidth: Bool { true }

    /// The text's size wrapped at `width` less the inset's sides and the padding (unwrapped without a
    /// width), plus the inset and padding.
    open override func intrinsicContentSize(forWidth width: Double?) throws(LayoutError) -> Size {
        let text = try textSize(forWidth: width)
        return Size(width: text.width + horizontalChrome, height: text.height + storedInset.top + storedInset.bottom)
    }

    /// The label's size when the view is `width` wide.
    private func textSize(forWidth width: Double?) throws(LayoutError) -> Size {
        try textLabel.intrinsicContentSize(forWidth: width.map { max(0, $0 - horizontalChrome) })
    }

    /// The text or its attributes changed: the view's size follows.
    override func subviewIntrinsicContentSizeDidChange(_ subview: View) { invalidateIntrinsicContentSize() }

    /// The text at the top of the container, as wide as the container's lines and as tall as its text.
    open override func layoutSubviews() throws(LayoutError) {
        let width = max(0, frame.width - horizontalChrome)
        let text = try textSize(forWidth: frame.width)
        textLabel.frame = Rect(x: storedInset.left + storedPadding, y: storedInset.top, width: width, height: text.height)
    }
}
