/// A position in points, in the coordinate space of a view's superview (like CGPoint).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = Point(x: 0, y: 0)
    public var description: String { "(\(formatPoints(x)), \(formatPoints(y)))" }
}
