import Cassowary

/// An attribute in solver terms: a linear combination of an item's variables plus an offset that depends
/// on the item's state (margins, baselines) and may change without changing the terms.
struct AttributeExpression {
    var terms: [(Variable, Double)]
    var offset: Double
    /// True when `offset` depends on margins or baselines of `view`.
    var dependsOnView: View?
}

/// The collected tree in solver terms: an item's variables, an attribute as a linear combination of them,
/// and a layout constraint as the solver expression it stands for. They read the tree and nothing else, so
/// they belong to it, not to the engine's passes.
extension CollectedTree {
    /// Variables of a view or free guide in this tree, nil if the item is not part of it.
    func variables(of item: LayoutItem) -> (ItemVariables, View?)? {
        if let view = item as? View {
            guard let vars = records[ObjectIdentifier(view)]?.variables else { return nil }
            return (vars, view)
        }
        if let guide = item as? LayoutGuide {
            switch guide.kind {
            case .margins:
                guard let view = guide.owningView, let vars = records[ObjectIdentifier(view)]?.variables else { return nil }
                return (vars, view)
            case .free:
                guard let vars = guideVariables[ObjectIdentifier(guide)] else { return nil }
                return (vars, nil)
            }
        }
        return nil
    }

    func expression(_ item: LayoutItem, _ attribute: LayoutAttribute) -> AttributeExpression? {
        guard let (v, view) = variables(of: item) else { return nil }
        let isMarginsGuide = (item as? LayoutGuide)?.kind == .margins
        // Insets applied to the item's rectangle: the margins for a margins guide, else none.
        let m = isMarginsGuide ? (view?.layoutMargins ?? .zero) : .zero
        let viewMargins = isMarginsGuide ? .zero : (view?.layoutMargins ?? .zero)
        var dependent: View? = isMarginsGuide ? view : nil
        var terms: [(Variable, Double)]
        var offset: Double
        switch attribute {
        case .left, .leading: terms = [(v.x, 1)]; offset = m.left
        case .right, .trailing: terms = [(v.x, 1), (v.width, 1)]; offset = -m.right
        case .top: terms = [(v.y, 1)]; offset = m.top
        case .bottom: terms = [(v.y, 1), (v.height, 1)]; offset = -m.bottom
        case .width: terms = [(v.width, 1)]; offset = -m.horizontal
        case .height: terms = [(v.height, 1)]; offset = -m.vertical
        case .centerX: terms = [(v.x, 1), (v.width, 0.5)]; offset = (m.left - m.right) / 2
        case .centerY: terms = [(v.y, 1), (v.height, 0.5)]; offset = (m.top - m.bottom) / 2
        case .leftMargin, .leadingMargin:
            terms = [(v.x, 1)]; offset = m.left + viewMargins.left; dependent = view
        case .rightMargin, .trailingMargin:
            terms = [(v.x, 1), (v.width, 1)]; offset = -m.right - viewMargins.right; dependent = view
        case .topMargin:
            terms = [(v.y, 1)]; offset = m.top + viewMargins.top; dependent = view
        case .bottomMargin:
            terms = [(v.y, 1), (v.height, 1)]; offset = -m.bottom - viewMargins.bottom; dependent = view
        case .centerXWithinMargins:
            terms = [(v.x, 1), (v.width, 0.5)]
            offset = (m.left - m.right) / 2 + (viewMargins.left - viewMargins.right) / 2; dependent = view
        case .centerYWithinMargins:
            terms = [(v.y, 1), (v.height, 0.5)]
            offset = (m.top - m.bottom) / 2 + (viewMargins.top - viewMargins.bottom) / 2; dependent = view
        case .firstBaseline, .lastBaseline:
            // A vertical stack's baselines are those of its first and last visible arranged views.
            if !isMarginsGuide, let stack = view as? StackView {
                stack.baselineIsForwarded = true
                if let inner = stack.baselineView(for: attribute) { return expression(inner, attribute) }
            }
            // Views without text: the baseline is the bottom edge (as UIView's). Text views: a distance from
            // the top (first) or bottom (last) that the measurement sets; the terms never change, so a new
            // text only changes the constant.
            terms = [(v.y, 1), (v.height, 1)]; offset = -m.bottom
            if !isMarginsGuide, let view, view.hasBaselines {
                let record = records[ObjectIdentifier(view)]
                let baselines = record?.intrinsic.baselines
                if record?.baselinesFollowCentre == true {
                    // Both kept as distances below the middle (`ViewRecord.baselinesFollowCentre`).
                    terms = [(v.y, 1), (v.height, 0.5)]
                    offset = (attribute == .firstBaseline ? baselines?.firstFromTop : baselines?.lastFromBottom) ?? 0
                } else if attribute == .firstBaseline {
                    terms = [(v.y, 1)]; offset = baselines?.firstFromTop ?? 0
                } else {
                    offset = -(baselines?.lastFromBottom ?? 0)
                }
                dependent = view
            }
        case .notAnAttribute:
            return nil
        }
        return AttributeExpression(terms: terms, offset: offset, dependsOnView: dependent)
    }

    /// `first − multiplier × second − constant` as a solver expression; the constant part is what
    /// `setConstant` later replaces.
    func solverExpression(for c: LayoutConstraint) -> (Expression, [View])? {
        guard let first = expression(c.firstItem, c.firstAttribute) else { return nil }
        var terms: [Term] = first.terms.map { Term($0.0, coefficient: $0.1) }
        var constant = first.offset - c.constant
        var dependents: [View] = first.dependsOnView.map { [$0] } ?? []
        if let secondItem = c.secondItem {
            guard let second = expression(secondItem, c.secondAttribute) else { return nil }
            terms += second.terms.map { Term($0.0, coefficient: -c.multiplier * $0.1) }
            constant -= c.multiplier * second.offset
            if let view = second.dependsOnView { dependents.append(view) }
            // UIKit relates two positions in the coordinates of the items' closest common ancestor: with A and B
            // in the root's, A - N = m (B - N) + c, N that ancestor's origin, so A - m B - (1 - m) N - c = 0.
            // The same as the root's where m is 1 or the ancestor is the root; not otherwise.
            if c.multiplier != 1, let origin = commonAncestorOrigin(c.firstItem, secondItem, c.firstAttribute) {
                terms.append(Term(origin, coefficient: -(1 - c.multiplier)))
            }
        }
        return (Expression(terms, constant: constant), dependents)
    }

    /// The variable of the origin, on `attribute`'s axis, of the closest view holding both items (a guide
    /// held by its view), when that view is not the root; nil for a size attribute, or where it is the root.
    private func commonAncestorOrigin(_ first: LayoutItem, _ second: LayoutItem, _ attribute: LayoutAttribute) -> Variable? {
        guard let axis = attribute.positionAxis else { return nil }
        func owner(_ item: LayoutItem) -> View? { (item as? View) ?? (item as? LayoutGuide)?.owningView }
        guard let a = owner(first), let b = owner(second) else { return nil }
        var ancestors: Set<ObjectIdentifier> = []
        var view: View? = a
        while let current = view { ancestors.insert(ObjectIdentifier(current)); view = current.superview }
        view = b
        while let current = view, !ancestors.contains(ObjectIdentifier(current)) { view = current.superview }
        guard let common = view, common !== rootRecord?.view, let vars = records[ObjectIdentifier(common)]?.variables else { return nil }
        return axis == .horizontal ? vars.x : vars.y
    }

    /// The current solver constant for an installed constraint (after margins/baselines/constant changes).
    func solverConstant(for c: LayoutConstraint) -> Double? {
        guard let first = expression(c.firstItem, c.firstAttribute) else { return nil }
        var constant = first.offset - c.constant
        if let secondItem = c.secondItem {
            guard let second = expression(secondItem, c.secondAttribute) else { return nil }
            constant -= c.multiplier * second.offset
        }
        return constant
    }
}

extension LayoutAttribute {
    /// The axis of a position attribute (an edge, a centre, a margin, a baseline); nil for a size.
    var positionAxis: LayoutAxis? {
        switch self {
        case .left, .leading, .right, .trailing, .centerX, .leftMargin, .leadingMargin, .rightMargin, .trailingMargin,
             .centerXWithinMargins: .horizontal
        case .top, .bottom, .centerY, .topMargin, .bottomMargin, .centerYWithinMargins, .firstBaseline, .lastBaseline: .vertical
        case .width, .height, .notAnAttribute: nil
        }
    }
}

extension LayoutRelation {
    var solverRelation: Relation {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}
