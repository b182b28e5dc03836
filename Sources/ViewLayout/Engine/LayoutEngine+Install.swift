import Cassowary

extension LayoutEngine {
    /// Adds a layout constraint to the solver, noting its origin for diagnostics and the views whose
    /// margins or baselines its constant follows.
    func install(_ c: LayoutConstraint) throws(LayoutError) {
        guard let (expression, dependents) = solverExpression(for: c) else { return }
        let solverConstraint = Constraint(expression, c.relation.solverRelation, strength: Strength(priority: c.priority.rawValue),
                                          label: c.description)
        let record = InstalledConstraint(layout: c, solverConstraint: solverConstraint)
        system.installed[c] = record
        system.origins[solverConstraint] = .layout(c)
        for view in dependents { system.offsetDependents[ObjectIdentifier(view), default: []].append(c) }
        try addWithRecovery(record)
    }

    /// Takes a layout constraint out of the solver; a change of its constant or priority that was waiting
    /// for the next pass goes with it.
    func uninstall(_ c: LayoutConstraint) throws(LayoutError) {
        guard let record = system.installed.removeValue(forKey: c) else { return }
        system.origins[record.solverConstraint] = nil
        pending.constants.remove(c)
        pending.priorities.remove(c)
        if system.solver.contains(record.solverConstraint) {
            do { try system.solver.remove(record.solverConstraint) } catch { throw .solver(cause: error) }
            system.removalsSinceBuild += 1
        }
        for key in system.offsetDependents.keys { system.offsetDependents[key]?.removeAll { $0 === c } }
    }

    /// Adds a layout constraint; a required one that conflicts is reported and added again at 999
    /// (it is "broken": satisfied as closely as the others allow), as Auto Layout recovers.
    func addWithRecovery(_ record: InstalledConstraint) throws(LayoutError) {
        do {
            try system.solver.add(record.solverConstraint)
        } catch {
            guard case .unsatisfiable(_, let conflicting) = error else { throw .solver(cause: error) }
            let broken = Constraint(record.solverConstraint.expression, record.solverConstraint.relation,
                                    strength: Strength(priority: 999), label: record.solverConstraint.label)
            system.origins[record.solverConstraint] = nil
            system.origins[broken] = .layout(record.layout)
            record.solverConstraint = broken
            noteDemotion()
            let report = UnsatisfiableConstraints(conflicting: conflicting.map(info(for:)), broken: ConstraintInfo(record.layout))
            system.diagnostics.append(.unsatisfiable(report))
            do { try system.solver.add(broken) } catch { throw .solver(cause: error) }
        }
    }

    /// Adds an engine-made constraint (origin, fitting size, pinned frame); conflicts are reported and the
    /// constraint is added at 999 instead.
    @discardableResult
    func addInternal(_ c: Constraint, _ origin: ConstraintOrigin) throws(LayoutError) -> Constraint {
        try applyQueuedValues()
        system.origins[c] = origin
        do {
            try system.solver.add(c)
            return c
        } catch {
            guard case .unsatisfiable(_, let conflicting) = error else { throw .solver(cause: error) }
            let weaker = Constraint(c.expression, c.relation, strength: Strength(priority: 999), label: c.label)
            system.origins[c] = nil
            system.origins[weaker] = origin
            noteDemotion()
            let report = UnsatisfiableConstraints(conflicting: conflicting.map(info(for:)), broken: info(for: weaker))
            system.diagnostics.append(.unsatisfiable(report))
            do { try system.solver.add(weaker) } catch { throw .solver(cause: error) }
            return weaker
        }
    }

    /// Takes an engine-made constraint out of the solver.
    func removeInternal(_ c: Constraint) throws(LayoutError) {
        try applyQueuedValues()
        system.origins[c] = nil
        guard system.solver.contains(c) else { return }
        do { try system.solver.remove(c) } catch { throw .solver(cause: error) }
        system.removalsSinceBuild += 1
    }

    /// Pins a view nothing mentions to its current frame (relative to its superview's solved position).
    func pin(_ record: ViewRecord) throws(LayoutError) {
        let view = record.view, v = record.variables
        let parent = view.superview.flatMap { system.records[ObjectIdentifier($0)]?.variables }
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

    /// How a diagnostic names a solver constraint: as the layout constraint it stands for, or by its label.
    func info(for c: Constraint) -> ConstraintInfo {
        switch system.origins[c] {
        case .layout(let layout): return ConstraintInfo(layout)
        case .intrinsic(let text), .fitting(let text), .origin(let text), .autoresizing(let text):
            return ConstraintInfo(constraint: nil, description: "<\(text)>")
        case nil: return ConstraintInfo(constraint: nil, description: "<\(c.label ?? c.description)>")
        }
    }
}
