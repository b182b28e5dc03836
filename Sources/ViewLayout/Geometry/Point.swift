/// A position in points, in the coordinate space of a view's superview (like CGPoint).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal position in points, growing rightward.
    public var x: Double
    /// Vertical position in points, growing downward as in UIKit.
    public var y: Double
    /// A position in points (CGPoint(x:y:)).
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    /// The origin (CGPoint.zero).
    public static let zero = Point(x: 0, y: 0)
    /// "(x, y)", as diagnostics print points.
    public var description: String { "(\(formatPoints(x)), \(formatPoints(y)))" }
}
