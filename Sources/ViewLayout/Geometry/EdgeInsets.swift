/// Distances inward from each edge of a rectangle (like UIEdgeInsets); used for layout margins and insets.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    /// The same inset on all four sides.
    public init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }
    public static let zero = EdgeInsets()

    public var horizontal: Double { left + right }
    public var vertical: Double { top + bottom }

    public var description: String {
        "{\(formatPoints(top)), \(formatPoints(left)), \(formatPoints(bottom)), \(formatPoints(right))}"
    }
}
