/// The Masonry/SnapKit-style builder handed to `makeConstraints`, `updateConstraints` and
/// `remakeConstraints`. Each property starts a description for one or more attributes of the view:
///
///     try label.makeConstraints {
///         $0.top.equalTo(avatar.bottom).offset(8)
///         $0.leading.trailing.equalToSuperview().inset(15)
///     }
public final class ConstraintMaker {
    let view: View
    var descriptions: [ConstraintDescription] = []

    init(view: View) { self.view = view }

    private func start(_ attributes: [LayoutAttribute]) -> ConstraintDescription {
        let description = ConstraintDescription(view: view, attributes: attributes)
        descriptions.append(description)
        return description
    }

    /// Starts a statement on the left edge (the same as `leading`: layout here is left-to-right).
    public var left: ConstraintDescription { start([.left]) }
    /// Starts a statement on the right edge (the same as `trailing` here).
    public var right: ConstraintDescription { start([.right]) }
    /// Starts a statement on the top edge.
    public var top: ConstraintDescription { start([.top]) }
    /// Starts a statement on the bottom edge.
    public var bottom: ConstraintDescription { start([.bottom]) }
    /// Starts a statement on the leading edge, as SnapKit's `make.leading`.
    public var leading: ConstraintDescription { start([.leading]) }
    /// Starts a statement on the trailing edge.
    public var trailing: ConstraintDescription { start([.trailing]) }
    /// Starts a statement on the width; relate it to a number for a fixed width.
    public var width: ConstraintDescription { start([.width]) }
    /// Starts a statement on the height; relate it to a number for a fixed height.
    public var height: ConstraintDescription { start([.height]) }
    /// Starts a statement on the horizontal centre; a number relates it to the superview's, offset by that much.
    public var centerX: ConstraintDescription { start([.centerX]) }
    /// Starts a statement on the vertical centre; a number relates it to the superview's, offset by that much.
    public var centerY: ConstraintDescription { start([.centerY]) }
    /// Starts a statement on the first baseline (a label's first line; the bottom edge of a view without text).
    public var firstBaseline: ConstraintDescription { start([.firstBaseline]) }
    /// Starts a statement on the last baseline, for pinning a label's last line rather than its bottom.
    public var lastBaseline: ConstraintDescription { start([.lastBaseline]) }
    /// Starts a statement on the left edge inset by `layoutMargins`.
    public var leftMargin: ConstraintDescription { start([.leftMargin]) }
    /// Starts a statement on the right edge inset by `layoutMargins`.
    public var rightMargin: ConstraintDescription { start([.rightMargin]) }
    /// Starts a statement on the top edge inset by `layoutMargins`.
    public var topMargin: ConstraintDescription { start([.topMargin]) }
    /// Starts a statement on the bottom edge inset by `layoutMargins`.
    public var bottomMargin: ConstraintDescription { start([.bottomMargin]) }
    /// Starts a statement on the leading edge inset by `layoutMargins`.
    public var leadingMargin: ConstraintDescription { start([.leadingMargin]) }
    /// Starts a statement on the trailing edge inset by `layoutMargins`.
    public var trailingMargin: ConstraintDescription { start([.trailingMargin]) }
    /// top, leading, bottom, trailing.
    public var edges: ConstraintDescription { start([.top, .leading, .bottom, .trailing]) }
    /// leading and trailing, for pinning both sides in one statement.
    public var horizontalEdges: ConstraintDescription { start([.leading, .trailing]) }
    /// top and bottom, for pinning both in one statement.
    public var verticalEdges: ConstraintDescription { start([.top, .bottom]) }
    /// width and height.
    public var size: ConstraintDescription { start([.width, .height]) }
    /// centerX and centerY.
    public var center: ConstraintDescription { start([.centerX, .centerY]) }
    /// topMargin, leadingMargin, bottomMargin, trailingMargin.
    public var margins: ConstraintDescription { start([.topMargin, .leadingMargin, .bottomMargin, .trailingMargin]) }
}

/// One builder statement: attributes of the view, a relation to a target, and modifiers.
/// Every method returns the description so calls chain; the constraints are created when the
/// builder closure returns.
public final class ConstraintDescription {
    let view: View
    var attributes: [LayoutAttribute]
    var relation: LayoutRelation?
    var target: ConstraintTargetValue?
    var relatesToSuperview = false
    var offset = 0.0
    var insets: EdgeInsets?
    var multiplier = 1.0
    var priority: LayoutPriority = .required
    var identifier: String?

    init(view: View, attributes: [LayoutAttribute]) { self.view = view; self.attributes = attributes }

    private func adding(_ attribute: LayoutAttribute) -> ConstraintDescription { attributes.append(attribute); return self }
    /// Adds the left edge to this statement; its relation and modifiers then apply to each attribute.
    public var left: ConstraintDescription { adding(.left) }
    /// Adds the right edge to this statement.
    public var right: ConstraintDescription { adding(.right) }
    /// Adds the top edge to this statement.
    public var top: ConstraintDescription { adding(.top) }
    /// Adds the bottom edge to this statement.
    public var bottom: ConstraintDescription { adding(.bottom) }
    /// Adds the leading edge to this statement.
    public var leading: ConstraintDescription { adding(.leading) }
    /// Adds the trailing edge to this statement (`$0.leading.trailing.equalToSuperview()`).
    public var trailing: ConstraintDescription { adding(.trailing) }
    /// Adds the width to this statement.
    public var width: ConstraintDescription { adding(.width) }
    /// Adds the height to this statement (`$0.width.height.equalTo(40)` for a square).
    public var height: ConstraintDescription { adding(.height) }
    /// Adds the horizontal centre to this statement.
    public var centerX: ConstraintDescription { adding(.centerX) }
    /// Adds the vertical centre to this statement.
    public var centerY: ConstraintDescription { adding(.centerY) }
    /// Adds the first baseline to this statement.
    public var firstBaseline: ConstraintDescription { adding(.firstBaseline) }
    /// Adds the last baseline to this statement.
    public var lastBaseline: ConstraintDescription { adding(.lastBaseline) }

    private func relate(_ relation: LayoutRelation, _ target: ConstraintTarget?) -> ConstraintDescription {
        self.relation = relation
        self.target = target?.constraintTargetValue
        self.relatesToSuperview = target == nil
        return self
    }
    /// Each attribute `==` the target: a view's or guide's same attribute, a `ViewAttribute`, a number, size or point.
    @discardableResult public func equalTo(_ target: ConstraintTarget) -> ConstraintDescription { relate(.equal, target) }
    /// Like `equalTo`, as `<=`: a maximum, e.g. a width that may be less than the target's.
    @discardableResult public func lessThanOrEqualTo(_ target: ConstraintTarget) -> ConstraintDescription { relate(.lessThanOrEqual, target) }
    /// Like `equalTo`, as `>=`: a minimum, e.g. a top that stays below a neighbour's bottom.
    @discardableResult public func greaterThanOrEqualTo(_ target: ConstraintTarget) -> ConstraintDescription { relate(.greaterThanOrEqual, target) }
    /// Each attribute `==` the superview's same attribute; the view must have a superview when the builder runs.
    @discardableResult public func equalToSuperview() -> ConstraintDescription { relate(.equal, nil) }
    /// Each attribute `<=` the superview's same attribute, e.g. a trailing edge kept inside the superview.
    @discardableResult public func lessThanOrEqualToSuperview() -> ConstraintDescription { relate(.lessThanOrEqual, nil) }
    /// Each attribute `>=` the superview's same attribute, e.g. a leading edge kept inside the superview.
    @discardableResult public func greaterThanOrEqualToSuperview() -> ConstraintDescription { relate(.greaterThanOrEqual, nil) }

    /// Adds `amount` to the constant of every attribute.
    @discardableResult public func offset(_ amount: Double) -> ConstraintDescription { offset += amount; return self }
    /// Moves edges inward by `amount`: +amount for top/leading/left, −amount for bottom/trailing/right,
    /// −2×amount for width and height.
    @discardableResult public func inset(_ amount: Double) -> ConstraintDescription { insets = EdgeInsets(all: amount); return self }
    /// Like `inset(_:)` with a number, with a different inset on each side.
    @discardableResult public func inset(_ insets: EdgeInsets) -> ConstraintDescription { self.insets = insets; return self }
    /// Scales the target attribute, e.g. `$0.width.equalToSuperview().multipliedBy(0.5)` for half the width.
    @discardableResult public func multipliedBy(_ factor: Double) -> ConstraintDescription { multiplier = factor; return self }
    /// Sets the multiplier to `1 / divisor`, as SnapKit's `dividedBy`.
    @discardableResult public func dividedBy(_ divisor: Double) -> ConstraintDescription { multiplier = 1 / divisor; return self }
    /// Makes the constraints optional at `priority` (required by default), so others may win a conflict.
    @discardableResult public func priority(_ priority: LayoutPriority) -> ConstraintDescription { self.priority = priority; return self }
    /// Names the constraints in diagnostics and descriptions, like NSLayoutConstraint's `identifier`.
    @discardableResult public func identifier(_ identifier: String) -> ConstraintDescription { self.identifier = identifier; return self }

    /// The inset's contribution to the constant of one attribute.
    private func insetConstant(for attribute: LayoutAttribute) -> Double {
        guard let insets else { return 0 }
        switch attribute {
        case .top, .topMargin, .firstBaseline: return insets.top
        case .left, .leading, .leftMargin, .leadingMargin: return insets.left
        case .bottom, .bottomMargin, .lastBaseline: return -insets.bottom
        case .right, .trailing, .rightMargin, .trailingMargin: return -insets.right
        case .width: return -insets.horizontal
        case .height: return -insets.vertical
        case .centerX, .centerXWithinMargins: return (insets.left - insets.right) / 2
        case .centerY, .centerYWithinMargins: return (insets.top - insets.bottom) / 2
        case .notAnAttribute: return 0
        }
    }

    /// Builds the constraints this statement describes, checking each.
    func build() throws(LayoutError) -> [LayoutConstraint] {
        guard let relation else {
            throw .invalidConstraint("\(view.layoutDebugName): builder statement for \(attributes) has no relation (equalTo/lessThanOrEqualTo/greaterThanOrEqualTo)")
        }
        var result: [LayoutConstraint] = []
        for attribute in attributes {
            var secondItem: LayoutItem?
            var secondAttribute = attribute
            var constant = offset + insetConstant(for: attribute)
            if relatesToSuperview {
                guard let superview = view.superview else {
                    throw .invalidTree("\(view.layoutDebugName): equalToSuperview() needs a superview; add the view first")
                }
                secondItem = superview
            } else if let target {
                switch target.kind {
                case .item(let item):
                    secondItem = item
                case .attribute(let handle):
                    secondItem = handle.item
                    secondAttribute = handle.attribute
                    if attributes.count > 1, handle.attribute != attribute {
                        throw .invalidConstraint("\(view.layoutDebugName): \(attributes) cannot all relate to the single attribute \(handle.item.layoutDebugName).\(handle.attribute)")
                    }
                case .constant(let value):
                    if attribute.isDimension {
                        secondItem = nil
                        constant += value
                    } else {
                        guard let superview = view.superview else {
                            throw .invalidTree("\(view.layoutDebugName).\(attribute) equal to a number means an offset from the superview, but there is none")
                        }
                        secondItem = superview
                        constant += value
                    }
                case .size(let size):
                    guard attribute == .width || attribute == .height else {
                        throw .invalidConstraint("\(view.layoutDebugName).\(attribute) cannot relate to a Size")
                    }
                    secondItem = nil
                    constant += attribute == .width ? size.width : size.height
                case .point(let point):
                    guard attribute == .centerX || attribute == .centerY, let superview = view.superview else {
                        throw .invalidConstraint("\(view.layoutDebugName).\(attribute) cannot relate to a Point (only centerX/centerY, with a superview)")
                    }
                    secondItem = superview
                    constant += attribute == .centerX ? point.x : point.y
                }
            }
            let second: LayoutAttribute = secondItem == nil ? .notAnAttribute : secondAttribute
            try LayoutConstraint.validate(view, attribute, secondItem, second, multiplier, constant)
            guard priority.isValid else { throw .invalidPriority(priority.rawValue, constraint: "\(view.layoutDebugName).\(attribute)") }
            let constraint = LayoutConstraint(unchecked: view, attribute, relation, secondItem, second,
                                              multiplier: multiplier, constant: constant)
            constraint.priority = priority
            constraint.identifier = identifier
            result.append(constraint)
        }
        return result
    }
}
