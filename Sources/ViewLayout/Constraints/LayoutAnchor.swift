import UIKitMetrics

/// One attribute of a view or guide (NSLayoutAnchor). The three anchor types keep relations type-safe:
/// x positions relate to x positions, y to y, sizes to sizes (and constants). Constraints made here are
/// inactive until `isActive = true` or `LayoutConstraint.activate`.
public protocol LayoutAnchor {
    /// The view or guide the anchor belongs to.
    var item: LayoutItem { get }
    /// The attribute of `item` the anchor stands for.
    var attribute: LayoutAttribute { get }
}

extension LayoutAnchor {
    func make(_ relation: LayoutRelation, _ other: LayoutAnchor?, multiplier: Double = 1, constant: Double) -> LayoutConstraint {
        LayoutConstraint(unchecked: item, attribute, relation, other?.item, other?.attribute ?? .notAnAttribute,
                         multiplier: multiplier, constant: constant)
    }
}

/// A position on one axis (x or y). It relates only to positions of its own type, plus a constant.
public protocol PositionAnchor: LayoutAnchor {}

extension PositionAnchor {
    /// `self == other + constant` (NSLayoutAnchor.constraint(equalTo:constant:)); inactive until activated.
    public func constraint(equalTo other: Self, constant: Double = 0) -> LayoutConstraint { make(.equal, other, constant: constant) }
    /// `self >= other + constant`, e.g. a top that stays at least `constant` below another view's bottom.
    public func constraint(greaterThanOrEqualTo other: Self, constant: Double = 0) -> LayoutConstraint { make(.greaterThanOrEqual, other, constant: constant) }
    /// `self <= other + constant`, e.g. a trailing edge that stays inside the superview's.
    public func constraint(lessThanOrEqualTo other: Self, constant: Double = 0) -> LayoutConstraint { make(.lessThanOrEqual, other, constant: constant) }
}

/// The standard distance between sibling views, used by `equalToSystemSpacingAfter` and the VFL `-`.
public let systemSpacing: Double = LayoutMetrics.systemSpacing[.newest]

/// A horizontal position: left, right, leading, trailing or centerX.
public struct XAxisAnchor: PositionAnchor {
    /// The view or guide the anchor belongs to.
    public let item: LayoutItem
    /// Which horizontal position: left, right, leading, trailing or centerX.
    public let attribute: LayoutAttribute
    init(_ item: LayoutItem, _ attribute: LayoutAttribute) { self.item = item; self.attribute = attribute }

    /// `self == other + multiplier × 8`: the standard spacing after a sibling.
    public func constraint(equalToSystemSpacingAfter other: XAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        make(.equal, other, constant: systemSpacing * multiplier)
    }
}

/// A vertical position: top, bottom, centerY, firstBaseline or lastBaseline.
public struct YAxisAnchor: PositionAnchor {
    /// The view or guide the anchor belongs to.
    public let item: LayoutItem
    /// Which vertical position: top, bottom, centerY, firstBaseline or lastBaseline.
    public let attribute: LayoutAttribute
    init(_ item: LayoutItem, _ attribute: LayoutAttribute) { self.item = item; self.attribute = attribute }

    /// `self == other + multiplier × 8`: the standard spacing below a sibling.
    public func constraint(equalToSystemSpacingBelow other: YAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        make(.equal, other, constant: systemSpacing * multiplier)
    }
}

/// A size: width or height. Relates to another size with a multiplier, or to a constant.
public struct DimensionAnchor: LayoutAnchor {
    /// The view or guide the anchor belongs to.
    public let item: LayoutItem
    /// Width or height.
    public let attribute: LayoutAttribute
    init(_ item: LayoutItem, _ attribute: LayoutAttribute) { self.item = item; self.attribute = attribute }

    /// A fixed size, `self == constant` (NSLayoutDimension.constraint(equalToConstant:)).
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint { make(.equal, nil, constant: constant) }
    /// A minimum size, `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint { make(.greaterThanOrEqual, nil, constant: constant) }
    /// A maximum size, `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint { make(.lessThanOrEqual, nil, constant: constant) }

    /// `self == other × multiplier + constant`, e.g. a square (`width == height`) or a fixed aspect ratio.
    public func constraint(equalTo other: DimensionAnchor, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        make(.equal, other, multiplier: multiplier, constant: constant)
    }
    /// `self >= other × multiplier + constant`: at least a share of another size.
    public func constraint(greaterThanOrEqualTo other: DimensionAnchor, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, other, multiplier: multiplier, constant: constant)
    }
    /// `self <= other × multiplier + constant`: at most a share of another size.
    public func constraint(lessThanOrEqualTo other: DimensionAnchor, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, other, multiplier: multiplier, constant: constant)
    }
}
