import Cassowary

extension LayoutSystem {
    /// Adds a layout constraint to the solver as the tree expresses it, noting the views whose margins or
    /// baselines its constant follows; a required one that conflicts is broken, with a report (see
    /// `ConstraintStore.add`).
    mutating func install(_ c: LayoutConstraint) throws(LayoutError) {
        guard let (expression, dependents) = tree.solverExpression(for: c) else { return }
        try constraints.install(c, expression, dependents: dependents, in: solver, diagnostics: &diagnostics)
    }

    /// Takes a layout constraint out of the solver. A change of its constant or priority that was waiting
    /// for the pass needs no undoing: the pass applies changes to installed constraints only.
    mutating func uninstall(_ c: LayoutConstraint) throws(LayoutError) {
        try constraints.uninstall(c, from: solver, diagnostics: &diagnostics)
    }

    /// Applies the pending new priorities, constants and margins, in installation and tree order, never in
    /// hash order, so a layout that leaves a choice to the solver makes the same choice in every run.
    mutating func apply(_ pending: PendingChanges) throws(LayoutError) {
        if !pending.priorities.isEmpty {
            for c in constraints.installOrder where pending.priorities.contains(c) { try refreshPriority(c) }
        }
        if !pending.constants.isEmpty {
            try refreshConstants(constraints.installOrder.filter(pending.constants.contains))
        }
        if !pending.offsets.isEmpty {
            for record in tree.managed where pending.offsets.contains(ObjectIdentifier(record.view)) {
                try refreshOffsets(of: ObjectIdentifier(record.view))
            }
        }
    }

    /// Recomputes the solver constants of constraints that use this view's margins or baselines.
    mutating func refreshOffsets(of id: ObjectIdentifier) throws(LayoutError) {
        for c in constraints.dependents(of: id) { try refreshConstant(c) }
    }

    /// Pushes a constraint's current constant to the solver; if a required one can no longer be
    /// satisfied at the new value, it is reinstalled (and broken, with a report). A constant that is
    /// not finite never gets here: the pass starts over instead (see `LayoutEngine.changesWhatIsInstalled`).
    private mutating func refreshConstant(_ c: LayoutConstraint) throws(LayoutError) {
        try applyQueuedValues()
        guard let change = changedConstant(of: c) else { return }
        do {
            try solver.setConstant(change.constant, of: change.constraint, explainingConflicts: false)
        } catch {
            guard error.isConflict else { throw .solver(cause: error) }
            try uninstall(c)
            try install(c)
        }
    }

    /// Pushes the current constants of several constraints to the solver in one batch (one repair, and for
    /// required ones one copy of the solver to fall back to, instead of one each). If they conflict, they go
    /// one at a time in the given order instead, so the one that breaks is the one a single change would break.
    private mutating func refreshConstants(_ changed: [LayoutConstraint]) throws(LayoutError) {
        try applyQueuedValues()
        let changes = changed.compactMap(changedConstant(of:))
        do {
            try solver.setConstants(changes, explainingConflicts: false)
        } catch {
            guard error.isConflict else { throw .solver(cause: error) }
            for c in changed { try refreshConstant(c) }
        }
    }

    /// An installed constraint's solver constraint and the constant it should have now, if that differs
    /// from the one it has.
    private func changedConstant(of c: LayoutConstraint) -> (constraint: Constraint, constant: Double)? {
        guard let record = constraints.installed[c], let constant = tree.solverConstant(for: c),
              solver.constant(of: record.solverConstraint) != constant else { return nil }
        return (record.solverConstraint, constant)
    }

    /// Re-adds a constraint whose priority changed (the solver's strengths are fixed per constraint).
    /// An invalid priority never gets here: the pass starts over instead (see `LayoutEngine.changesWhatIsInstalled`).
    private mutating func refreshPriority(_ c: LayoutConstraint) throws(LayoutError) {
        guard constraints.installed[c] != nil else { return }
        try uninstall(c)
        try install(c)
    }
}
