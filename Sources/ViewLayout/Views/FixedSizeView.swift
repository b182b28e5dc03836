/// A view whose intrinsic size is a given size: an image or an icon. The size can change per item
/// (another image); only the constants of its size constraints change in the solver.
open class FixedSizeView: View {
    /// The content's size (an image's size in points); `Size.noIntrinsicSize` for none.
    public var contentSize: Size {
        get { storedContentSize }
        set { if newValue != storedContentSize { storedContentSize = newValue; invalidateIntrinsicContentSize() } }
    }
    /// What `contentSize` holds: private storage, which Swift checks for exclusive access when compiling
    /// instead of on every read, as it does a public stored property.
    private var storedContentSize: Size
    /// The content's size on a screen of each scale, where it depends on the scale (an asset catalog's
    /// image, whose files at 2x and 3x may not agree to the point): the size at the view's
    /// `effectiveDisplayScale`, `contentSize` at a scale it does not give. Nil: `contentSize` at every scale.
    public var contentSizesByScale: [Double: Size]? {
        get { storedSizesByScale }
        set { if newValue != storedSizesByScale { storedSizesByScale = newValue; invalidateIntrinsicContentSize() } }
    }
    private var storedSizesByScale: [Double: Size]?

    /// The image file the view shows (an asset catalog's PNG or JPEG), when known: pictures draw it scaled
    /// to the frame, as UIImageView's default content mode does; layout reads `contentSize` only.
    public var imageFile: String?

    /// An image is drawn scaled to the frame.
    open override var scalesContentToFrame: Bool { true }

    /// A view of `contentSize`; leave it `.noIntrinsicSize` to size the view by constraints alone.
    public init(name: String = "", contentSize: Size = .noIntrinsicSize) {
        storedContentSize = contentSize
        super.init(name: name)
    }

    /// `contentSize`, as a UIImageView's intrinsicContentSize is its image's size; throws on a non-finite size.
    open override func intrinsicContentSize(forWidth width: Double?) throws(LayoutError) -> Size {
        let size = storedSizesByScale?[effectiveDisplayScale] ?? storedContentSize
        guard size.width.isFinite, size.height.isFinite else {
            throw .nonFinite("contentSize \(size) of \(layoutDebugName)")
        }
        return size
    }
}

/// An image view: a fixed-size view whose size is the image's.
public typealias ImageView = FixedSizeView

extension FixedSizeView {
    /// The image size in points (the intrinsic content size).
    public var imageSize: Size {
        get { contentSize }
        set { contentSize = newValue }
    }
}
