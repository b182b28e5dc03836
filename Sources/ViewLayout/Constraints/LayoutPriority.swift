/// How strongly a constraint should hold, on UIKit's scale (UILayoutPriority): 1000 is required, anything
/// below is optional and satisfied as closely as possible, higher priorities winning.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible {
    /// The value on UIKit's scale (UILayoutPriority.rawValue); values between the named levels are allowed.
    public var rawValue: Double
    /// Wraps any value; one outside 1...1000 is rejected when a constraint using it is built or laid out.
    public init(rawValue: Double) { self.rawValue = rawValue }
    /// The same as `init(rawValue:)`, as UIKit code writes `UILayoutPriority(999)`.
    public init(_ value: Double) { self.rawValue = value }
    /// Lets a number stand for a priority: `constraint.priority = 999`.
    public init(integerLiteral value: Int) { self.rawValue = Double(value) }
    /// Lets a fractional number stand for a priority: `.priority(749.5)`.
    public init(floatLiteral value: Double) { self.rawValue = value }

    /// 1000: the constraint must hold; when required constraints conflict, one is broken (see `LayoutDiagnostic`).
    public static let required: LayoutPriority = 1000
    /// 750: UIKit's default compression resistance, which views here default to as well.
    public static let defaultHigh: LayoutPriority = 750
    /// 510 (UILayoutPriority.dragThatCanResizeScene), for code written against UIKit that names it.
    public static let dragThatCanResizeScene: LayoutPriority = 510
    /// 250: UIKit's default content hugging, which views here default to as well.
    public static let defaultLow: LayoutPriority = 250
    /// The priority at which `systemLayoutSizeFitting` pulls a view toward its target size.
    public static let fittingSizeLevel: LayoutPriority = 50

    /// Whether constraints at this priority must hold, rather than being met as closely as possible.
    public var isRequired: Bool { rawValue >= 1000 }

    /// Whether the value is one the solver accepts: finite and within 1...1000.
    public var isValid: Bool { rawValue.isFinite && rawValue >= 1 && rawValue <= 1000 }

    /// Orders by value: the higher priority wins.
    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }
    /// A priority just above another, as UIKit code writes `.defaultHigh + 1`.
    public static func + (a: LayoutPriority, b: Double) -> LayoutPriority { LayoutPriority(a.rawValue + b) }
    /// A priority just below another, e.g. `.required - 1` for a constraint that may give way.
    public static func - (a: LayoutPriority, b: Double) -> LayoutPriority { LayoutPriority(a.rawValue - b) }

    /// The bare number ("750"), as constraint descriptions show it after `@`.
    public var description: String { formatPoints(rawValue) }
}
