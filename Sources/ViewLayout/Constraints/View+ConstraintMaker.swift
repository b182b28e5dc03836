extension View {
    /// Creates and activates the constraints described in `body`. Returns them.
    @discardableResult
    public func makeConstraints(_ body: (ConstraintMaker) -> Void) throws(LayoutError) -> [LayoutConstraint] {
        let constraints = try buildConstraints(body)
        LayoutConstraint.activate(constraints)
        makerConstraints.append(contentsOf: constraints)
        return constraints
    }

    /// For each described constraint, updates the constant and priority of the builder-made constraint with
    /// the same items, attributes, relation and multiplier (cheap: only constants change in the solver);
    /// constraints without such a match are added, as Masonry's `mas_updateConstraints` does.
    @discardableResult
    public func updateConstraints(_ body: (ConstraintMaker) -> Void) throws(LayoutError) -> [LayoutConstraint] {
        let described = try buildConstraints(body)
        var result: [LayoutConstraint] = []
        for new in described {
            if let existing = makerConstraints.first(where: { $0.matchesForUpdate(new) }) {
                existing.constant = new.constant
                existing.priority = new.priority
                result.append(existing)
            } else {
                new.isActive = true
                makerConstraints.append(new)
                result.append(new)
            }
        }
        return result
    }

    /// Removes every builder-made constraint of this view, then makes the described ones.
    @discardableResult
    public func remakeConstraints(_ body: (ConstraintMaker) -> Void) throws(LayoutError) -> [LayoutConstraint] {
        let constraints = try buildConstraints(body)
        removeMadeConstraints()
        LayoutConstraint.activate(constraints)
        makerConstraints = constraints
        return constraints
    }

    /// Deactivates every constraint made by the builder for this view.
    public func removeMadeConstraints() {
        LayoutConstraint.deactivate(makerConstraints)
        makerConstraints.removeAll()
    }

    private func buildConstraints(_ body: (ConstraintMaker) -> Void) throws(LayoutError) -> [LayoutConstraint] {
        let maker = ConstraintMaker(view: self)
        body(maker)
        var result: [LayoutConstraint] = []
        for description in maker.descriptions { result += try description.build() }
        return result
    }
}

extension LayoutConstraint {
    func matchesForUpdate(_ other: LayoutConstraint) -> Bool {
        firstItem === other.firstItem && firstAttribute == other.firstAttribute && relation == other.relation
            && secondItem === other.secondItem && secondAttribute == other.secondAttribute
            && multiplier == other.multiplier
    }
}
