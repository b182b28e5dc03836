/// What a builder attribute can be related to: a view or guide (same attribute), a `ViewAttribute`,
/// a number (a size, or an offset from the superview's same attribute), a `Size` or a `Point`.
public protocol ConstraintTarget {
    var constraintTargetValue: ConstraintTargetValue { get }
}

/// The resolved form of a `ConstraintTarget`.
public struct ConstraintTargetValue {
    enum Kind {
        case item(LayoutItem)
        case attribute(ViewAttribute)
        case constant(Double)
        case size(Size)
        case point(Point)
    }
    let kind: Kind
}

extension View: ConstraintTarget {
    public var constraintTargetValue: ConstraintTargetValue { ConstraintTargetValue(kind: .item(self)) }
}
extension LayoutGuide: ConstraintTarget {
    public var constraintTargetValue: ConstraintTargetValue { ConstraintTargetValue(kind: .item(self)) }
}
extension ViewAttribute: ConstraintTarget {
    public var constraintTargetValue: ConstraintTargetValue { ConstraintTargetValue(kind: .attribute(self)) }
}
extension Double: ConstraintTarget {
    public var constraintTargetValue: ConstraintTargetValue { ConstraintTargetValue(kind: .constant(self)) }
}
extension Int: ConstraintTarget {
    public var constraintTargetValue: ConstraintTargetValue { ConstraintTargetValue(kind: .constant(Double(self))) }
}
extension Size: ConstraintTarget {
    public var constraintTargetValue: ConstraintTargetValue { ConstraintTargetValue(kind: .size(self)) }
}
extension Point: ConstraintTarget {
    public var constraintTargetValue: ConstraintTargetValue { ConstraintTargetValue(kind: .point(self)) }
}
