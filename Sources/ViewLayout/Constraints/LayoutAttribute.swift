/// The part of a view's rectangle a constraint relates (NSLayoutConstraint.Attribute).
/// Leading and trailing are left and right: layout here is left-to-right.
public enum LayoutAttribute: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case notAnAttribute

    /// The axis the attribute lies on: locations relate only to locations on the same axis. Nil for `notAnAttribute`.
    public var axis: LayoutAxis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline,
             .topMargin, .bottomMargin, .centerYWithinMargins:
            return .vertical
        case .notAnAttribute:
            return nil
        }
    }

    /// Width and height: sizes, which may be related to a constant alone.
    public var isDimension: Bool { self == .width || self == .height }

    /// The case name ("topMargin"), as constraint descriptions show it.
    public var description: String { rawValue }
}

/// A layout axis (NSLayoutConstraint.Axis).
public enum LayoutAxis: Hashable, Sendable, CustomStringConvertible {
    case horizontal, vertical
    /// "horizontal" or "vertical", for messages.
    public var description: String { self == .horizontal ? "horizontal" : "vertical" }
}

/// The relation of a constraint (NSLayoutConstraint.Relation).
public enum LayoutRelation: Hashable, Sendable, CustomStringConvertible {
    case lessThanOrEqual, equal, greaterThanOrEqual
    /// The operator ("<=", "==", ">="), as constraint descriptions show it.
    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
