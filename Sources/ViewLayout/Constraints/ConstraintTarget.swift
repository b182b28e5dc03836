/// What a builder attribute can be related to: a view or guide (same attribute), a `ViewAttribute`,
/// a number (a size, or an offset from the superview's same attribute), a `Size` or a `Point`.
public protocol ConstraintTarget {
    /// The target in the form the builder reads; the conformances below cover every kind listed above.
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
    /// The view's attribute of the same name as the builder's: `$0.top.equalTo(avatar)` means avatar's top.
    public var constraintTargetValue: ConstraintTargetValue { ConstraintTargetValue(kind: .item(self)) }
}
extension LayoutGuide: ConstraintTarget {
    /// The guide's attribute of the same name as the builder's, as for a view.
    public var constraintTargetValue: ConstraintTargetValue { ConstraintTargetValue(kind: .item(self)) }
}
extension ViewAttribute: ConstraintTarget {
    /// That item's named attribute, for relating different attributes: `$0.top.equalTo(avatar.bottom)`.
    public var constraintTargetValue: ConstraintTargetValue { ConstraintTargetValue(kind: .attribute(self)) }
}
extension Double: ConstraintTarget {
    /// A size for width and height; for a location, an offset from the superview's same attribute.
    public var constraintTargetValue: ConstraintTargetValue { ConstraintTargetValue(kind: .constant(self)) }
}
extension Int: ConstraintTarget {
    /// As a `Double`, so integer literals work: `$0.height.equalTo(44)`.
    public var constraintTargetValue: ConstraintTargetValue { ConstraintTargetValue(kind: .constant(Double(self))) }
}
extension Size: ConstraintTarget {
    /// Width and height in one statement: `$0.size.equalTo(Size(width: 40, height: 40))`.
    public var constraintTargetValue: ConstraintTargetValue { ConstraintTargetValue(kind: .size(self)) }
}
extension Point: ConstraintTarget {
    /// centerX and centerY as offsets from the superview's centre: `$0.center.equalTo(Point(x: 0, y: -10))`.
    public var constraintTargetValue: ConstraintTargetValue { ConstraintTargetValue(kind: .point(self)) }
}
