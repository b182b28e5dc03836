import Cassowary

/// The constraints in the solver: the layout constraints installed, in the order they went in, where every
/// solver constraint came from, and what building and changing the system cost (demotions, removals).
///
/// The store is the only part of the engine that adds constraints to the solver or removes them, and it
/// gives a required constraint that conflicts the one recovery Auto Layout has: it is added again at 999,
/// reported, and the system counts as demoted. Its callers apply the queued size values first (the engine's
/// `install`, `uninstall`, `addInternal` and `removeInternal`), so a queued value never lands after a change
/// it was made before.
struct ConstraintStore {
    /// Installed layout constraints and the solver constraint each stands for.
    private(set) var installed: [LayoutConstraint: InstalledConstraint] = [:]
    /// Installed constraints in the order they went in: changes are applied in this order, never in hash
    /// order, so a layout that leaves a choice to the solver makes the same choice in every run.
    private(set) var installOrder: [LayoutConstraint] = []
    /// Constraints of the tree that the last collect left out because they failed validation (such as
    /// a constant that is not finite or a priority outside 1...1000), with a diagnostic.
    var skipped: Set<LayoutConstraint> = []
    /// Where each solver constraint came from, for diagnostics.
    private var origins: [Constraint: ConstraintOrigin] = [:]
    /// Installed constraints whose solver constant depends on a view's margins or baselines, by view.
    private(set) var offsetDependents: [ObjectIdentifier: [LayoutConstraint]] = [:]
    /// True when a conflict made the solver hold a constraint at a lower priority than asked. Which
    /// constraint breaks depends on the order things were added, so a system in this state is not reused
    /// for other data: the next pass builds a new one.
    private(set) var hasDemotions = false
    /// Constraints taken out of the solver since it was built. A removed constraint can leave symbols
    /// behind in the tableau (an error variable in other rows, its slot in the symbol tables), so a tree
    /// whose structure keeps changing (stack views hiding and showing views from item to item) would
    /// slow down with every item; past a bound proportional to the system's size the system is rebuilt,
    /// which costs about as much as the removals did, so the cost stays proportional to the work.
    private var removalsSinceBuild = 0

    /// Whether enough has been removed that a new system is cheaper than the leftovers.
    func needsRebuild(viewCount: Int) -> Bool { removalsSinceBuild > 2 * (installed.count + 4 * viewCount) + 32 }

    /// Adds `c` to the solver, noting its origin. A required constraint that conflicts is reported in
    /// `diagnostics` and added again at 999 (it is "broken": satisfied as closely as the others allow), as
    /// Auto Layout recovers; the constraint the solver holds is returned.
    mutating func add(_ c: Constraint, _ origin: ConstraintOrigin, to solver: Solver,
                      diagnostics: inout [LayoutDiagnostic]) throws(LayoutError) -> Constraint {
        origins[c] = origin
        do {
            try solver.add(c)
            return c
        } catch {
            guard case .unsatisfiable(_, let conflicting) = error else { throw .solver(cause: error) }
            let broken = Constraint(c.expression, c.relation, strength: Strength(priority: 999), label: c.label)
            origins[c] = nil
            origins[broken] = origin
            hasDemotions = true
            let report = UnsatisfiableConstraints(conflicting: conflicting.map(info(for:)), broken: info(for: broken))
            diagnostics.append(.unsatisfiable(report))
            do { try solver.add(broken) } catch { throw .solver(cause: error) }
            return broken
        }
    }

    /// Takes `c` out of the solver, if it holds it.
    mutating func remove(_ c: Constraint, from solver: Solver) throws(LayoutError) {
        origins[c] = nil
        guard solver.contains(c) else { return }
        do { try solver.remove(c) } catch { throw .solver(cause: error) }
        removalsSinceBuild += 1
    }

    /// Installs a layout constraint as `expression`, noting the views whose margins or baselines its
    /// constant follows (see `add` for a conflict).
    mutating func install(_ c: LayoutConstraint, _ expression: Expression, dependents: [View], in solver: Solver,
                          diagnostics: inout [LayoutDiagnostic]) throws(LayoutError) {
        let solverConstraint = Constraint(expression, c.relation.solverRelation, strength: Strength(priority: c.priority.rawValue),
                                          label: c.description)
        let record = InstalledConstraint(layout: c, solverConstraint: solverConstraint)
        installed[c] = record
        for view in dependents { offsetDependents[ObjectIdentifier(view), default: []].append(c) }
        record.solverConstraint = try add(solverConstraint, .layout(c), to: solver, diagnostics: &diagnostics)
    }

    /// Takes a layout constraint out of the solver (nothing when it is not installed).
    mutating func uninstall(_ c: LayoutConstraint, from solver: Solver) throws(LayoutError) {
        guard let record = installed.removeValue(forKey: c) else { return }
        try remove(record.solverConstraint, from: solver)
        for key in offsetDependents.keys { offsetDependents[key]?.removeAll { $0 === c } }
    }

    /// Notes that `c`, installed, comes after the constraints installed before it.
    mutating func appendToOrder(_ c: LayoutConstraint) { installOrder.append(c) }

    /// Drops the constraints not `kept` from the order (they are uninstalled already).
    mutating func keepInOrder(only kept: Set<LayoutConstraint>) { installOrder.removeAll { !kept.contains($0) } }

    /// The layout constraints whose constants follow the margins or baselines of a view.
    func dependents(of id: ObjectIdentifier) -> [LayoutConstraint] {
        // Most systems have no such constraint: no look-up then.
        offsetDependents.isEmpty ? [] : offsetDependents[id] ?? []
    }

    /// How a diagnostic names a solver constraint: as the layout constraint it stands for, or by its label.
    func info(for c: Constraint) -> ConstraintInfo {
        switch origins[c] {
        case .layout(let layout): return ConstraintInfo(layout)
        case .intrinsic(let text), .fitting(let text), .origin(let text), .autoresizing(let text):
            return ConstraintInfo(constraint: nil, description: "<\(text)>")
        case nil: return ConstraintInfo(constraint: nil, description: "<\(c.label ?? c.description)>")
        }
    }
}
