/// Options for visual format strings (NSLayoutConstraint.FormatOptions): align all the views of the
/// format on one attribute perpendicular to the format's axis, and choose the direction of H formats.
public struct VisualFormatOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let alignAllLeft = VisualFormatOptions(rawValue: 1 << 0)
    public static let alignAllRight = VisualFormatOptions(rawValue: 1 << 1)
    public static let alignAllTop = VisualFormatOptions(rawValue: 1 << 2)
    public static let alignAllBottom = VisualFormatOptions(rawValue: 1 << 3)
    public static let alignAllLeading = VisualFormatOptions(rawValue: 1 << 4)
    public static let alignAllTrailing = VisualFormatOptions(rawValue: 1 << 5)
    public static let alignAllCenterX = VisualFormatOptions(rawValue: 1 << 6)
    public static let alignAllCenterY = VisualFormatOptions(rawValue: 1 << 7)
    public static let alignAllLastBaseline = VisualFormatOptions(rawValue: 1 << 8)
    public static let alignAllFirstBaseline = VisualFormatOptions(rawValue: 1 << 9)
    /// H formats run leading to trailing (the default).
    public static let directionLeadingToTrailing = VisualFormatOptions(rawValue: 1 << 16)
    public static let directionLeftToRight = VisualFormatOptions(rawValue: 1 << 17)
    public static let directionRightToLeft = VisualFormatOptions(rawValue: 1 << 18)

    static let alignments: [(VisualFormatOptions, LayoutAttribute)] = [
        (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
        (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
        (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
    ]
}
