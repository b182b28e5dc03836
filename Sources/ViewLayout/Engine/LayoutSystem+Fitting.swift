import Cassowary

extension LayoutSystem {
    /// Places the root at (0, 0) once per system: the solver works in the root's coordinates.
    mutating func installRootOrigin() throws(LayoutError) {
        guard fitting.originConstraints.isEmpty, let v = tree.rootRecord?.variables else { return }
        for (variable, name) in [(v.x, "minX"), (v.y, "minY")] {
            let text = "\(rootName).\(name) == 0"
            let c = Constraint(Expression([Term(variable, coefficient: 1)], constant: 0), .equal, strength: .required, label: text)
            try addInternal(c, .origin(text))
            fitting.originConstraints.append(c)
        }
    }

    /// The root's name in the labels of the constraints made for it.
    private var rootName: String { tree.rootRecord?.view.layoutDebugName ?? "root" }

    /// Fits the root to `target`: each axis's fitting constraint takes the target's value, or is replaced
    /// when its priority changed or it cannot hold.
    mutating func fit(to target: FittingTarget) throws(LayoutError) {
        guard let v = tree.rootRecord?.variables else { return }
        let width = try fittingConstraint(fitting.width, v.width, target.width, target.widthPriority, "width")
        fitting.width = width
        let height = try fittingConstraint(fitting.height, v.height, target.height, target.heightPriority, "height")
        fitting.height = height
    }

    /// The new constant of a fitting constraint that stays (same priority) for `value`, if it differs: a
    /// batch's list of fitting changes, empty or of one.
    func fittingChange(_ existing: FittingConstraint?, _ value: Double, _ priority: LayoutPriority) -> [(constraint: Constraint, constant: Double)] {
        guard let existing, existing.keeps(priority), solver.constant(of: existing.constraint) != -value else { return [] }
        return [(existing.constraint, -value)]
    }

    /// The fitting constraint for one axis: the existing one with a new constant when its priority holds,
    /// else a new one.
    private mutating func fittingConstraint(_ existing: FittingConstraint?, _ variable: Variable, _ value: Double, _ priority: LayoutPriority,
                                            _ axis: String) throws(LayoutError) -> FittingConstraint {
        if let existing, existing.keeps(priority) {
            if solver.constant(of: existing.constraint) == -value { return existing }
            do { try solver.setConstant(-value, of: existing.constraint, explainingConflicts: false) } catch {
                guard error.isConflict else { throw .solver(cause: error) }
                try removeInternal(existing.constraint)
                return try newFittingConstraint(variable, value, priority, axis)
            }
            return existing
        }
        if let existing { try removeInternal(existing.constraint) }
        return try newFittingConstraint(variable, value, priority, axis)
    }

    private mutating func newFittingConstraint(_ variable: Variable, _ value: Double, _ priority: LayoutPriority,
                                               _ axis: String) throws(LayoutError) -> FittingConstraint {
        let text = "\(rootName).\(axis) == \(formatPoints(value)) @\(priority) (fitting size)"
        let c = Constraint(Expression([Term(variable, coefficient: 1)], constant: -value), .equal,
                           strength: Strength(priority: priority.rawValue), label: text)
        return FittingConstraint(constraint: try addInternal(c, .fitting(text)), priority: priority)
    }
}
