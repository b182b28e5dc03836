/// An origin and a size in points (like CGRect); a view's frame is in its superview's coordinates.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner, in the superview's coordinates for a frame.
    public var origin: Point
    /// Width and height from `origin`, in points.
    public var size: Size
    /// A rectangle from its corner and extent (CGRect(origin:size:)).
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    /// A rectangle from four numbers (CGRect(x:y:width:height:)), the way frames are usually written.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }
    /// Empty at the origin (CGRect.zero): a view's frame before layout.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// The left edge (CGRect.minX).
    public var minX: Double { origin.x }
    /// The top edge (CGRect.minY).
    public var minY: Double { origin.y }
    /// The right edge (CGRect.maxX), e.g. to place a view after another.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge (CGRect.maxY), e.g. to place a view below another or to find a content height.
    public var maxY: Double { origin.y + size.height }
    /// The horizontal centre (CGRect.midX).
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre (CGRect.midY).
    public var midY: Double { origin.y + size.height / 2 }
    /// `size.width`, as CGRect.width.
    public var width: Double { size.width }
    /// `size.height`, as CGRect.height.
    public var height: Double { size.height }

    /// The rectangle shrunk by `insets` on each side.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: origin.x + insets.left, y: origin.y + insets.top,
             width: size.width - insets.left - insets.right,
             height: size.height - insets.top - insets.bottom)
    }

    /// "(x, y, width, height)", as diagnostics print frames.
    public var description: String {
        "(\(formatPoints(origin.x)), \(formatPoints(origin.y)), \(formatPoints(size.width)), \(formatPoints(size.height)))"
    }
}
