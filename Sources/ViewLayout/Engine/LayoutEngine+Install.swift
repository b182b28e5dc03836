import Cassowary

extension LayoutEngine {
    // Every addition to the solver and every removal goes through the constraint store, after the queued
    // size values: a value queued before a change then reaches the solver before it, as if applied at once.

    /// Adds a layout constraint to the solver, noting the views whose margins or baselines its constant
    /// follows; a required one that conflicts is broken, with a report (see `ConstraintStore.add`).
    func install(_ c: LayoutConstraint) throws(LayoutError) {
        guard let (expression, dependents) = system.tree.solverExpression(for: c) else { return }
        try applyQueuedValues()
        try system.constraints.install(c, expression, dependents: dependents, in: system.solver, diagnostics: &system.diagnostics)
    }

    /// Takes a layout constraint out of the solver; a change of its constant or priority that was waiting
    /// for the next pass goes with it.
    func uninstall(_ c: LayoutConstraint) throws(LayoutError) {
        guard system.constraints.installed[c] != nil else { return }
        try applyQueuedValues()
        pending.constants.remove(c)
        pending.priorities.remove(c)
        try system.constraints.uninstall(c, from: system.solver)
    }

    /// Adds an engine-made constraint (origin, fitting size, pinned frame); conflicts are reported and the
    /// constraint is added at 999 instead, which is returned.
    @discardableResult
    func addInternal(_ c: Constraint, _ origin: ConstraintOrigin) throws(LayoutError) -> Constraint {
        try applyQueuedValues()
        return try system.constraints.add(c, origin, to: system.solver, diagnostics: &system.diagnostics)
    }

    /// Takes an engine-made constraint out of the solver.
    func removeInternal(_ c: Constraint) throws(LayoutError) {
        try applyQueuedValues()
        try system.constraints.remove(c, from: system.solver)
    }

    /// Pins a view nothing mentions to its current frame (relative to its superview's solved position).
    func pin(_ record: ViewRecord) throws(LayoutError) {
        let view = record.view, v = record.variables
        let parent = view.superview.flatMap { system.tree.records[ObjectIdentifier($0)]?.variables }
        let f = view.frame
        var made: [Constraint] = []
        let specs: [(Variable, Variable?, Double, String)] = [
            (v.x, parent?.x, f.minX, "minX"), (v.y, parent?.y, f.minY, "minY"),
            (v.width, nil, f.width, "width"), (v.height, nil, f.height, "height"),
        ]
        for (variable, parentVariable, value, name) in specs {
            var terms = [Term(variable, coefficient: 1)]
            if let parentVariable { terms.append(Term(parentVariable, coefficient: -1)) }
            let label = "\(view.layoutDebugName).\(name) == \(formatPoints(value)) (frame)"
            let c = Constraint(Expression(terms, constant: -value), .equal, strength: .required, label: label)
            made.append(try addInternal(c, .autoresizing(label)))
        }
        record.pins = made
    }

    /// Frees a view that a constraint now mentions; its intrinsic size is measured on this pass.
    func unpin(_ record: ViewRecord) throws(LayoutError) {
        guard let made = record.pins else { return }
        record.pins = nil
        for c in made { try removeInternal(c) }
        record.measuredGeneration = nil
    }

}
