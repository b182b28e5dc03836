/// An origin and a size in points (like CGRect); a view's frame is in its superview's coordinates.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }
    public static let zero = Rect(origin: .zero, size: .zero)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }

    /// The rectangle shrunk by `insets` on each side.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: origin.x + insets.left, y: origin.y + insets.top,
             width: size.width - insets.left - insets.right,
             height: size.height - insets.top - insets.bottom)
    }

    public var description: String {
        "(\(formatPoints(origin.x)), \(formatPoints(origin.y)), \(formatPoints(size.width)), \(formatPoints(size.height)))"
    }
}
