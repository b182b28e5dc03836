/// A width and height in points (like CGSize).
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// In points; `noIntrinsicMetric` (-1) in an intrinsic size without a width.
    public var width: Double
    /// In points; `noIntrinsicMetric` (-1) in an intrinsic size without a height.
    public var height: Double
    /// A size in points (CGSize(width:height:)).
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    /// 0 x 0 (CGSize.zero).
    public static let zero = Size(width: 0, height: 0)

    /// The value a view reports for an axis on which it has no intrinsic size (UIView.noIntrinsicMetric).
    public static let noIntrinsicMetric: Double = -1
    /// A size with no intrinsic metric on either axis: the default intrinsic content size of a view.
    public static let noIntrinsicSize = Size(width: noIntrinsicMetric, height: noIntrinsicMetric)

    /// Fitting targets with UIKit's meaning: the smallest and the largest size the constraints allow.
    public static let compressedFittingSize = Size(width: 0, height: 0)
    /// A target so large that fitting to it gives the largest size the constraints allow (layoutFittingExpandedSize).
    public static let expandedFittingSize = Size(width: 10_000_000, height: 10_000_000)

    /// "320 x 44", as diagnostics print sizes.
    public var description: String { "\(formatPoints(width)) x \(formatPoints(height))" }
}
