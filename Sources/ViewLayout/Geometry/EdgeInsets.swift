/// Distances inward from each edge of a rectangle (like UIEdgeInsets); used for layout margins and insets.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Inset from the top edge, in points.
    public var top: Double
    /// Inset from the left edge, in points.
    public var left: Double
    /// Inset from the bottom edge, in points.
    public var bottom: Double
    /// Inset from the right edge, in points.
    public var right: Double
    /// Insets per side, 0 where not given (UIEdgeInsets(top:left:bottom:right:)).
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    /// The same inset on all four sides.
    public init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }
    /// No inset (UIEdgeInsets.zero).
    public static let zero = EdgeInsets()

    /// left + right: how much narrower the inset rectangle is.
    public var horizontal: Double { left + right }
    /// top + bottom: how much shorter the inset rectangle is.
    public var vertical: Double { top + bottom }

    /// These widened edge by edge to `other`'s where those are larger: the margins of a view that preserves
    /// its superview's (`preservesSuperviewLayoutMargins`), whose content UIKit keeps inside both.
    public func atLeast(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: max(top, other.top), left: max(left, other.left), bottom: max(bottom, other.bottom), right: max(right, other.right))
    }

    /// "{top, left, bottom, right}", in the order and braces NSStringFromUIEdgeInsets uses.
    public var description: String {
        "{\(formatPoints(top)), \(formatPoints(left)), \(formatPoints(bottom)), \(formatPoints(right))}"
    }
}
