/// Options for visual format strings (NSLayoutConstraint.FormatOptions): align all the views of the
/// format on one attribute perpendicular to the format's axis, and choose the direction of H formats.
public struct VisualFormatOptions: OptionSet, Hashable, Sendable {
    /// The option bits; combine options as a set (`[.alignAllTop, .directionLeftToRight]`).
    public let rawValue: Int
    /// Options from raw bits, as `OptionSet` requires; the named options are the ones to use.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Aligns the left edges of all the format's views (V formats only).
    public static let alignAllLeft = VisualFormatOptions(rawValue: 1 << 0)
    /// Aligns the right edges of all the format's views (V formats only).
    public static let alignAllRight = VisualFormatOptions(rawValue: 1 << 1)
    /// Aligns the tops of all the format's views (H formats only).
    public static let alignAllTop = VisualFormatOptions(rawValue: 1 << 2)
    /// Aligns the bottoms of all the format's views (H formats only).
    public static let alignAllBottom = VisualFormatOptions(rawValue: 1 << 3)
    /// Aligns the leading edges of all the format's views (V formats only).
    public static let alignAllLeading = VisualFormatOptions(rawValue: 1 << 4)
    /// Aligns the trailing edges of all the format's views (V formats only).
    public static let alignAllTrailing = VisualFormatOptions(rawValue: 1 << 5)
    /// Aligns the horizontal centres of all the format's views (V formats only).
    public static let alignAllCenterX = VisualFormatOptions(rawValue: 1 << 6)
    /// Aligns the vertical centres of all the format's views (H formats only).
    public static let alignAllCenterY = VisualFormatOptions(rawValue: 1 << 7)
    /// Aligns the last baselines of all the format's views, e.g. labels in a row (H formats only).
    public static let alignAllLastBaseline = VisualFormatOptions(rawValue: 1 << 8)
    /// Aligns the first baselines of all the format's views (H formats only).
    public static let alignAllFirstBaseline = VisualFormatOptions(rawValue: 1 << 9)
    /// H formats run leading to trailing (the default).
    public static let directionLeadingToTrailing = VisualFormatOptions(rawValue: 1 << 16)
    /// H formats run left to right, with left/right attributes instead of leading/trailing.
    public static let directionLeftToRight = VisualFormatOptions(rawValue: 1 << 17)
    /// H formats run right to left: the first view is the rightmost, and spacing goes leftward.
    public static let directionRightToLeft = VisualFormatOptions(rawValue: 1 << 18)

    static let alignments: [(VisualFormatOptions, LayoutAttribute)] = [
        (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
        (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
        (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
    ]
}
