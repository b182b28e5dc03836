import Cassowary

/// The constraints in the solver: the layout constraints installed, in the order they went in, where every
/// solver constraint came from, and what building and changing the system cost (demotions, removals).
///
/// The store is the only part of the engine that adds constraints to the solver or removes them, and it
/// gives a required constraint that conflicts the one recovery Auto Layout has: it is added again at 999,
/// reported, and the system counts as demoted. It also holds the queue of intrinsic-size values and applies
/// it before every addition and removal, so a value queued before a change reaches the solver before it,
/// as if it had been applied at once.
struct ConstraintStore {
    /// Size values waiting to be applied in one batch (see `applyQueuedValues`).
    private var sizes = IntrinsicSizes()
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
    /// The tree's root, named in the error a pass over its budget throws (only then: a view's name is a
    /// string built from its type and identifier, which every pass would otherwise pay for). The root
    /// owns the engine that owns this store, so it outlives every pass.
    private unowned(unsafe) var root: View?
    private var budget: UInt64 = 0

    /// How many conflicts a pass explains (`Solver.allowExplanations(_:)`).
    static let explainedConflictsPerPass = 16

    /// Starts a pass's budget: from here, the pass may make the solver do `budget` more work, after which the
    /// solver stops solving (see `Solver.limitWork(to:)`) and the pass throws.
    mutating func startBudget(_ budget: UInt64, solver: Solver, root: View) {
        let (limit, overflow) = solver.work.addingReportingOverflow(budget)
        solver.limitWork(to: overflow ? .max : limit)
        // The first conflicts of a pass are explained (what a person reads and mends first); later ones are
        // said with the constraint broken alone.
        solver.allowExplanations(Self.explainedConflictsPerPass)
        self.root = root
        self.budget = budget
    }

    /// Throws when the pass has spent its budget: checked after every addition and removal (the steps that
    /// can cost as much as the whole system) and at the end of a pass, before anything reads the solution.
    func checkBudget(_ solver: Solver) throws(LayoutError) {
        guard solver.isOverWorkLimit else { return }
        throw .tooComplex(root: root?.layoutDebugName ?? "root", constraints: installed.count, budget: budget)
    }

    /// Whether enough has been removed that a new system is cheaper than the leftovers.
    func needsRebuild(viewCount: Int) -> Bool { removalsSinceBuild > 2 * (installed.count + 4 * viewCount) + 32 }

    /// Queues a new value for a size constraint (nothing if it already holds or awaits that value).
    @inline(__always)
    mutating func queue(_ value: Double, for size: SizeConstraint) { sizes.queue(value, for: size) }

    /// Whether a width waits in the queue.
    var hasQueuedWidth: Bool { sizes.hasQueuedWidth }

    /// Adds `c` to the solver after the queued values, noting its origin. A required constraint that
    /// conflicts is reported in `diagnostics` and added again at 999 (it is "broken": satisfied as closely as
    /// the others allow), as Auto Layout recovers; the constraint the solver holds is returned.
    mutating func add(_ c: Constraint, _ origin: ConstraintOrigin, to solver: Solver,
                      diagnostics: inout [LayoutDiagnostic]) throws(LayoutError) -> Constraint {
        try applyQueuedValues(in: solver, diagnostics: &diagnostics)
        return try addNow(c, origin, to: solver, diagnostics: &diagnostics)
    }

    private mutating func addNow(_ c: Constraint, _ origin: ConstraintOrigin, to solver: Solver,
                                 diagnostics: inout [LayoutDiagnostic]) throws(LayoutError) -> Constraint {
        origins[c] = origin
        do {
            try solver.add(c)
        } catch {
            guard case .unsatisfiable(_, let conflicting) = error else { throw .solver(cause: error) }
            let broken = Constraint(c.expression, c.relation, strength: Strength(priority: 999), label: c.label)
            origins[c] = nil
            origins[broken] = origin
            hasDemotions = true
            let report = UnsatisfiableConstraints(conflicting: conflicting.map(info(for:)), broken: info(for: broken))
            diagnostics.append(.unsatisfiable(report))
            do { try solver.add(broken) } catch { throw .solver(cause: error) }
            try checkBudget(solver)
            return broken
        }
        try checkBudget(solver)
        return c
    }

    /// Adds a view's size constraint `variable <relation> value` (see `SizeConstraint.Spec`), labelled for
    /// diagnostics; returns the constraint the solver holds.
    mutating func addSize(_ spec: SizeConstraint.Spec, at value: Double, to solver: Solver,
                          diagnostics: inout [LayoutDiagnostic]) throws(LayoutError) -> Constraint {
        let c = spec.constraint(at: value)
        return try add(c, .intrinsic(c.label ?? ""), to: solver, diagnostics: &diagnostics)
    }

    /// Takes `c` out of the solver after the queued values, if the solver holds it.
    mutating func remove(_ c: Constraint, from solver: Solver, diagnostics: inout [LayoutDiagnostic]) throws(LayoutError) {
        try applyQueuedValues(in: solver, diagnostics: &diagnostics)
        try removeNow(c, from: solver)
    }

    private mutating func removeNow(_ c: Constraint, from solver: Solver) throws(LayoutError) {
        origins[c] = nil
        guard solver.contains(c) else { return }
        do { try solver.remove(c) } catch { throw .solver(cause: error) }
        removalsSinceBuild += 1
        try checkBudget(solver)
    }

    /// Installs a layout constraint as `expression`, after the queued values, noting the views whose margins
    /// or baselines its constant follows (see `add` for a conflict).
    mutating func install(_ c: LayoutConstraint, _ expression: Expression, dependents: [View], in solver: Solver,
                          diagnostics: inout [LayoutDiagnostic]) throws(LayoutError) {
        try applyQueuedValues(in: solver, diagnostics: &diagnostics)
        let solverConstraint = Constraint(expression, c.relation.solverRelation, strength: Strength(priority: c.priority.rawValue),
                                          label: c.description)
        let record = InstalledConstraint(layout: c, solverConstraint: solverConstraint)
        installed[c] = record
        for view in dependents { offsetDependents[ObjectIdentifier(view), default: []].append(c) }
        record.solverConstraint = try addNow(solverConstraint, .layout(c), to: solver, diagnostics: &diagnostics)
    }

    /// Takes a layout constraint out of the solver after the queued values (nothing when it is not installed).
    mutating func uninstall(_ c: LayoutConstraint, from solver: Solver, diagnostics: inout [LayoutDiagnostic]) throws(LayoutError) {
        guard installed[c] != nil else { return }
        try applyQueuedValues(in: solver, diagnostics: &diagnostics)
        guard let record = installed.removeValue(forKey: c) else { return }
        try removeNow(record.solverConstraint, from: solver)
        for key in offsetDependents.keys { offsetDependents[key]?.removeAll { $0 === c } }
    }

    /// Applies the queued values in one solver call, which repairs the solution once for all of them: a
    /// view's hugging and compression resistance move together, and a change that would push the solution
    /// one way and another that brings it back cost no dual-simplex pivots. The engine calls it before it
    /// reads the solver or sets a constant; the store, before each addition and removal.
    ///
    /// `fitting` holds new constants for the fitting constraints that go into the same batch (a change of
    /// table width then costs one repair with the new sizes, not a second one); on a conflict they are left
    /// for the caller, which replaces a fitting constraint that cannot hold (see `LayoutSystem.fit(to:)`).
    mutating func applyQueuedValues(fitting: [(constraint: Constraint, constant: Double)] = [], in solver: Solver,
                                    diagnostics: inout [LayoutDiagnostic]) throws(LayoutError) {
        guard !sizes.isEmpty || !fitting.isEmpty else { return }
        // The queue's buffer is taken, not copied, and handed back empty (nothing queues meanwhile: the
        // solver calls below never reach the views).
        var queue = sizes.takeQueue()
        defer { sizes.handBack(&queue) }
        try applyBatch(of: queue, fitting: fitting, in: solver, diagnostics: &diagnostics)
    }

    /// Applies the queued widths and the given fitting changes in one batch, as `applyQueuedValues` does, and
    /// leaves the queued heights in the queue, in order. Only for a system in which no constraint relates the
    /// two axes: no row then holds symbols of both, so widths applied first and heights after reach the state
    /// one batch of both would (each row takes its own changes in the same order, and the dual simplex's
    /// steps on one axis never touch the other's rows or reduced costs); the caller checks that
    /// (`LayoutSystem.measureAtSolvedWidths` asserts it).
    mutating func applyQueuedWidths(fitting: [(constraint: Constraint, constant: Double)], in solver: Solver,
                                    diagnostics: inout [LayoutDiagnostic]) throws(LayoutError) {
        var widths = sizes.takeQueuedWidths()
        defer { sizes.handBackWidths(&widths) }
        try applyBatch(of: widths, fitting: fitting, in: solver, diagnostics: &diagnostics)
    }

    /// Applies a batch (see `IntrinsicSizes.apply`); a value that conflicts is applied alone, and held at 999
    /// if it cannot be otherwise (see `setValue`).
    private mutating func applyBatch(of batch: [Borrowed<SizeConstraint>], fitting: [(constraint: Constraint, constant: Double)],
                                     in solver: Solver, diagnostics: inout [LayoutDiagnostic]) throws(LayoutError) {
        let conflicting = try sizes.apply(batch, fitting: fitting, in: solver)
        for (size, value) in conflicting { try setValue(value, of: size, in: solver, diagnostics: &diagnostics) }
    }

    /// Sets one size's value; a required size that conflicts at it is added again at 999, reported.
    private mutating func setValue(_ value: Double, of size: SizeConstraint, in solver: Solver,
                                   diagnostics: inout [LayoutDiagnostic]) throws(LayoutError) {
        do {
            try solver.setConstant(-value, of: size.constraint, explainingConflicts: false)
        } catch {
            guard error.isConflict else { throw .solver(cause: error) }
            try remove(size.constraint, from: solver, diagnostics: &diagnostics)
            size.constraint = try addSize(size.spec, at: value, to: solver, diagnostics: &diagnostics)
        }
        size.value = value
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
        case .intrinsic(let text), .fitting(let text), .origin(let text), .autoresizing(let text), .sizeFloor(let text):
            return ConstraintInfo(constraint: nil, description: "<\(text)>")
        case nil: return ConstraintInfo(constraint: nil, description: "<\(c.label ?? c.description)>")
        }
    }
}
