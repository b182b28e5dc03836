/// A width and height in points (like CGSize).
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = Size(width: 0, height: 0)

    /// The value a view reports for an axis on which it has no intrinsic size (UIView.noIntrinsicMetric).
    public static let noIntrinsicMetric: Double = -1
    /// A size with no intrinsic metric on either axis: the default intrinsic content size of a view.
    public static let noIntrinsicSize = Size(width: noIntrinsicMetric, height: noIntrinsicMetric)

    /// Fitting targets with UIKit's meaning: the smallest and the largest size the constraints allow.
    public static let compressedFittingSize = Size(width: 0, height: 0)
    public static let expandedFittingSize = Size(width: 10_000_000, height: 10_000_000)

    public var description: String { "\(formatPoints(width)) x \(formatPoints(height))" }
}
