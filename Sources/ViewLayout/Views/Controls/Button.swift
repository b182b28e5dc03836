import Typesetting
import UIKitMetrics

/// A UIButton without an iOS 15 configuration: its title on one line in its font, beside its image, inside
/// its content insets.
///
/// Its intrinsic size is UIKit's: `contentEdgeInsets` count towards it and the title and image insets do
/// not (developer.apple.com, UIButton.titleEdgeInsets); with zero content insets UIKit pads the title
/// `ControlMetrics.buttonTitlePadding` above and below (6 points: an 18 pt title 21 tall makes a 33-point
/// button) when it has neither an image nor a background image; beside an image the taller of the title's
/// line and the image decides (Xcode stores a 14-point image beside a 14 pt title 17 tall, and a 24-point
/// one beside an 18 pt title 24 tall, in six projects); a system button with only a title is at least
/// `ControlMetrics.systemButtonMinimumWidth` wide. A background image makes the button at least its
/// size. The title is a `Label` subview (UIButton's `titleLabel`) and the
/// image a `FixedSizeView` of the image's size (its `imageView`), both placed by the button itself, not by
/// constraints, so drawing shows them where UIKit puts them: centred in the button, the image left of the
/// title. Hugging and compression resistance are UIView's (250, 750), as UIButton's are.
open class Button: View {
    /// The title, one line, never wrapped (UIButton's `titleLabel`). Changing its text or attributes has the
    /// button measured again.
    public let titleLabel: Label
    /// The image, sized as the image in points; hidden when the button has none (UIButton's `imageView`).
    public let imageView: FixedSizeView

    /// A button without a title shows only its images, which UIButton scales down into a smaller frame.
    open override var scalesContentToFrame: Bool { title?.isEmpty ?? true }

    /// The title's text; nil or empty for none.
    public var title: String? {
        get { titleLabel.text }
        set { titleLabel.text = newValue; invalidateIntrinsicContentSize() }
    }

    /// The image's size in points, nil for no image.
    public var imageSize: Size? {
        get { imageView.isHidden ? nil : imageView.contentSize }
        set {
            imageView.contentSize = newValue ?? .zero
            imageView.isHidden = newValue == nil
            invalidateIntrinsicContentSize()
        }
    }

    /// The normal state's background image's size in points, nil for none: the button is at least as large.
    public var backgroundImageSize: Size? {
        get { storedBackground }
        set { if newValue != storedBackground { storedBackground = newValue; invalidateIntrinsicContentSize() } }
    }

    /// UIButton's `contentEdgeInsets`: space around the title and image. Zero (UIKit's default) pads a
    /// title without an image by UIKit's title padding instead.
    public var contentEdgeInsets: EdgeInsets {
        get { storedInsets }
        set { if newValue != storedInsets { storedInsets = newValue; invalidateIntrinsicContentSize() } }
    }

    /// A system button (`UIButton(type: .system)`, what a template's button is) or a custom one: a system
    /// button with only a title is at least `ControlMetrics.systemButtonMinimumWidth` wide.
    public enum ButtonType: Sendable { case system, custom }

    /// The button's type (UIButton's `buttonType`).
    public var buttonType: ButtonType {
        get { storedType }
        set { if newValue != storedType { storedType = newValue; invalidateIntrinsicContentSize() } }
    }

    /// The iOS release whose title padding the button takes.
    public var ios: IOSVersion {
        get { storedIOS }
        set { if newValue != storedIOS { storedIOS = newValue; invalidateIntrinsicContentSize() } }
    }

    /// What `contentEdgeInsets` and `ios` hold (private storage: see `FixedSizeView.storedContentSize`).
    private var storedInsets: EdgeInsets
    private var storedIOS: IOSVersion
    private var storedBackground: Size?
    private var storedType = ButtonType.system

    /// UIButton's title font when none is given: the system font at `ControlMetrics.buttonTitleSize`.
    public static func defaultTitleAttributes(ios: IOSVersion = .newest) -> TextAttributes {
        TextAttributes(size: ControlMetrics.buttonTitleSize[ios], ios: ios)
    }

    /// A button measured through `textCache`; `attributes` are its title's font (nil: the system font at
    /// UIKit's default button size).
    public init(name: String = "", textCache: PreparedTextCache, title: String? = nil, attributes: TextAttributes? = nil,
                imageSize: Size? = nil, backgroundImageSize: Size? = nil, contentEdgeInsets: EdgeInsets = .zero,
                ios: IOSVersion = .newest) {
        titleLabel = Label(name: name.isEmpty ? "" : name + ".titleLabel", textCache: textCache,
                           attributes: attributes ?? Self.defaultTitleAttributes(ios: ios), text: title, numberOfLines: 1)
        imageView = FixedSizeView(name: name.isEmpty ? "" : name + ".imageView", contentSize: imageSize ?? .zero)
        imageView.isHidden = imageSize == nil
        storedInsets = contentEdgeInsets
        storedIOS = ios
        storedBackground = backgroundImageSize
        super.init(name: name)
        // The button places its title and image itself (`layoutSubviews`): the solver sizes the button only.
        layoutMode = .frames
        addSubview(imageView)
        addSubview(titleLabel)
    }

    /// Where the title and the image sit in a button of the intrinsic size, and that size.
    struct Content {
        var size: Size
        var title: Size
        var image: Size
        /// The title's top in the button.
        var titleTop: Double
    }

    /// The content at the button's intrinsic size: the title's one-line size and the image's side by side,
    /// the taller of the title (padded when there is no image) and the image deciding the height, inside the
    /// content insets, and at least the background image's size.
    func content() throws(LayoutError) -> Content {
        let text = titleLabel.attributedText?.isEmpty == false ? try titleLabel.intrinsicContentSize(forWidth: nil) : .zero
        let image = imageSize ?? .zero
        let insets = storedInsets
        let padded = insets == .zero && text.height > 0 && imageSize == nil && storedBackground == nil
        let padding = padded ? ControlMetrics.buttonTitlePadding[storedIOS] : 0
        let inner = max(text.height + 2 * padding, image.height)
        var size = Size(width: insets.left + image.width + text.width + insets.right, height: insets.top + inner + insets.bottom)
        if padded, storedType == .system { size.width = max(size.width, ControlMetrics.systemButtonMinimumWidth[storedIOS]) }
        var top = insets.top + (inner - text.height) / 2
        if let background = storedBackground {
            // The content is centred in the larger background.
            top += max(0, background.height - size.height) / 2
            size = Size(width: max(size.width, background.width), height: max(size.height, background.height))
        }
        return Content(size: size, title: text, image: image, titleTop: top)
    }

    /// The title beside the image inside the content insets (and the title's padding): UIButton's
    /// intrinsicContentSize. A button with neither title nor image is as large as its insets.
    open override func intrinsicContentSize(forWidth width: Double?) throws(LayoutError) -> Size {
        try content().size
    }

    /// A button's baselines are its title's (UIButton lays out baselines from its `titleLabel`). Always
    /// true, as a label's is: the engine builds a baseline's terms once, and a title can come and go.
    open override var hasBaselines: Bool { true }

    /// UIButton centres its content vertically (`contentVerticalAlignment`): a taller button's title, and its
    /// baselines, stay in its middle.
    open override var baselinesFollowCentre: Bool { true }

    /// The title's first and last baselines in a button of the intrinsic size, its content centred; without
    /// a title both are the bottom edge, as a view's without text.
    open override func baselineOffsets() throws(LayoutError) -> (firstFromTop: Double, lastFromBottom: Double)? {
        let content = try content()
        guard content.title.height > 0, let title = try titleLabel.baselineOffsets() else { return (content.size.height, 0) }
        let titleBottom = content.titleTop + content.title.height
        return (content.titleTop + title.firstFromTop, content.size.height - titleBottom + title.lastFromBottom)
    }

    /// The title or the image changed size: the button's own size follows.
    override func subviewIntrinsicContentSizeDidChange(_ subview: View) { invalidateIntrinsicContentSize() }

    /// Places the image and the title side by side, centred in the button as UIKit centres a button's
    /// content (`contentHorizontalAlignment` and `contentVerticalAlignment` centre by default); a title
    /// wider than the room left is cut to it, as UIKit truncates it.
    open override func layoutSubviews() throws(LayoutError) {
        let content = try content()
        let insets = storedInsets
        let room = Size(width: max(0, frame.width - insets.left - insets.right), height: max(0, frame.height - insets.top - insets.bottom))
        let titleWidth = min(content.title.width, max(0, room.width - content.image.width))
        let left = insets.left + (room.width - content.image.width - titleWidth) / 2
        imageView.frame = Rect(x: left, y: insets.top + (room.height - content.image.height) / 2,
                               width: content.image.width, height: content.image.height)
        titleLabel.frame = Rect(x: left + content.image.width, y: insets.top + (room.height - content.title.height) / 2,
                                width: titleWidth, height: content.title.height)
    }
}
