/// How strongly a constraint should hold, on UIKit's scale (UILayoutPriority): 1000 is required, anything
/// below is optional and satisfied as closely as possible, higher priorities winning.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible {
    public var rawValue: Double
    public init(rawValue: Double) { self.rawValue = rawValue }
    public init(_ value: Double) { self.rawValue = value }
    public init(integerLiteral value: Int) { self.rawValue = Double(value) }
    public init(floatLiteral value: Double) { self.rawValue = value }

    public static let required: LayoutPriority = 1000
    public static let defaultHigh: LayoutPriority = 750
    public static let dragThatCanResizeScene: LayoutPriority = 510
    public static let defaultLow: LayoutPriority = 250
    /// The priority at which `systemLayoutSizeFitting` pulls a view toward its target size.
    public static let fittingSizeLevel: LayoutPriority = 50

    public var isRequired: Bool { rawValue >= 1000 }

    /// Whether the value is one the solver accepts: finite and within 1...1000.
    public var isValid: Bool { rawValue.isFinite && rawValue >= 1 && rawValue <= 1000 }

    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (a: LayoutPriority, b: Double) -> LayoutPriority { LayoutPriority(a.rawValue + b) }
    public static func - (a: LayoutPriority, b: Double) -> LayoutPriority { LayoutPriority(a.rawValue - b) }

    public var description: String { formatPoints(rawValue) }
}
