/// An incremental Cassowary solver with Auto Layout priorities.
///
/// Add and remove constraints one at a time; every call leaves the solver at an optimum, so values
/// can be read at any time. For values that change often (a fitting width, an intrinsic height)
/// change constants in place with ``setConstant(_:of:explainingConflicts:)`` or use edit variables with
/// ``suggestValue(_:for:)``: both repair the current solution with a few dual-simplex steps instead
/// of rebuilding anything.
///
/// Every throwing call leaves the solver with the constraints and constants it had before the call.
/// Most leave its solution exactly as it was too. Two kinds of failure found half-way through solving
/// are undone by solving instead: a change of a required constant that conflicts is shifted back and
/// repaired, and an overflow (of any call) solves the previous system (same constraints, same
/// constants) again from scratch. Values are then the same wherever the optimum is unique; ambiguous
/// variables may settle elsewhere. An exact copy to go back to would cost every call that can fail so:
/// a copy of the row array (one retain per row), the copying of every array the call then changes, and
/// a release per row when the copy goes. Building a system would become quadratic, and changing a
/// cell's data-bound required constants several times as costly.
///
/// Not thread-safe: use one solver per system (per template cell) and per thread.
public final class Solver {
    // Changed in place by SolverCore's mutating methods, none of which calls back into the solver, so no two
    // accesses overlap; Swift's run-time checks on every access (a call of about 100 instructions per
    // read of a value) are turned off for both.
    @exclusivity(unchecked) var core = SolverCore()
    @exclusivity(unchecked) private var edits: [Variable: Constraint] = [:]
    /// Counts the changes to which constraints the core holds and where (additions, removals, a core solved
    /// again from scratch): a ``ConstraintReference`` is valid while it stays the same.
    @exclusivity(unchecked) var structure: UInt64 = 0
    /// The shifts of the latest batch of constant changes (see `shiftConstants`), kept from batch to batch
    /// so that a batch allocates no list of its own (a layout engine applies one or two on every item).
    @exclusivity(unchecked) private var shiftsMade: [(index: SolverCore.RecordIndex, previous: Double)] = []
    /// The changes of the batch being applied through references, kept likewise (see `setConstants(referenced:)`).
    @exclusivity(unchecked) var batchChanges: [SolverCore.ConstantChange] = []
    /// How many more conflicts are explained (see `allowExplanations(_:)`); no bound unless set.
    var explanationsAllowed = Int.max

    /// An empty solver: a system is built by adding constraints and edit variables to it one at a time.
    public init() {}

    // MARK: Constraints

    /// Adds a constraint.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` if already present,
    ///   ``SolverError/nonFinite(_:)`` for NaN or infinite numbers,
    ///   ``SolverError/invalidShortfallStrength(_:)`` for a shortfall strength the constraint cannot have,
    ///   ``SolverError/coefficientBelowTolerance(_:variable:)`` for a coefficient the solver would take
    ///   for zero, ``SolverError/unsatisfiable(_:conflicting:)`` when a required constraint cannot hold
    ///   with the required constraints already present (which it names), and
    ///   ``SolverError/overflow(_:)`` when solving with it would overflow `Double`.
    public func add(_ constraint: Constraint) throws(SolverError) {
        try Self.validate(constraint)
        guard core.record(of: constraint) == nil else {
            throw .duplicateConstraint(constraint)
        }
        structure &+= 1
        do {
            try core.add(constraint)
        } catch {
            switch error {
            case .unsatisfiable:
                throw .unsatisfiable(constraint, conflicting: explain(constraint, constant: constraint.expression.constant))
            case .overflow:
                recoverFromOverflow()
                throw .overflow("adding \(constraint)")
            }
        }
    }

    /// Removes a constraint added earlier.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not in the solver (edit constraints
    ///   included: remove those with ``removeEditVariable(_:)``); ``SolverError/overflow(_:)`` when the
    ///   system without it cannot be solved within `Double` (the constraint then stays).
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard contains(constraint) else {
            throw .unknownConstraint(constraint)
        }
        try removeFromCore(constraint)
    }

    /// Whether `constraint` was added and not yet removed: ``remove(_:)`` and ``setConstant(_:of:explainingConflicts:)`` accept
    /// only such a constraint. The constraints behind edit variables do not count.
    public func contains(_ constraint: Constraint) -> Bool {
        core.record(of: constraint) != nil && !isEditConstraint(constraint)
    }

    /// Replaces the constant term of `constraint.expression` (the `c` in `... + c <relation> 0`) in
    /// place. As cheap as ``suggestValue(_:for:)``: this is how a template's intrinsic sizes change
    /// from item to item without rebuilding its system.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/nonFinite(_:)``,
    ///   ``SolverError/unsatisfiableConstant(_:constant:conflicting:)`` when the new constant makes a
    ///   required constraint impossible, or ``SolverError/overflow(_:)`` when the new solution would
    ///   overflow `Double`; in both cases the solver keeps the old constant, and its old solution
    ///   wherever that is unique (see the type's comment).
    /// - Parameter constant: the new `c`, a finite number.
    /// - Parameter constraint: a constraint this solver holds.
    /// - Parameter explainingConflicts: false leaves the error's `conflicting` list empty. Finding it
    ///   solves the required constraints again in scratch solvers, a few hundred times the cost of the
    ///   change; a caller that only needs to know that the change conflicts (a layout engine that
    ///   re-adds the constraint at a lower priority and reports that addition's conflict) skips it.
    public func setConstant(_ constant: Double, of constraint: Constraint, explainingConflicts: Bool = true) throws(SolverError) {
        guard constant.isFinite else {
            throw .nonFinite("new constant of \(constraint)")
        }
        guard let index = core.recordIndex(of: constraint), !isEditConstraint(constraint) else {
            throw .unknownConstraint(constraint)
        }
        guard constraint.strength.isRequired else {
            // Cannot conflict: a violated non-required constraint just stays violated. It can overflow.
            try changeNonRequired(constraint, at: index, to: constant, "setting the constant of \(constraint) to \(constant)")
            return
        }
        // A required change can fail half-way through the dual simplex; it is then undone (see
        // setConstants for why no copy is kept).
        let previous = core.constant(at: index)
        let feasible = core.shiftConstant(constant, at: index) && core.dualOptimize()
        let overflowed = core.tableau.overflowed
        if feasible && !overflowed { return }
        try undo(made: [(index, previous)], "setting the constant of \(constraint) to \(constant)")
        if overflowed {
            throw .overflow("setting the constant of \(constraint) to \(constant)")
        }
        throw .unsatisfiableConstant(constraint, constant: constant,
                                     conflicting: explainingConflicts ? explain(constraint, constant: constant) : [])
    }

    /// Sets the constants of several constraints, then repairs the solution once. It reaches an optimum
    /// of the same system as calling ``setConstant(_:of:explainingConflicts:)`` for each in turn, with fewer
    /// dual-simplex steps: a change that pushes a row out of the feasible region and one that brings it back cancel
    /// before any pivot (a template's hugging and compression resistance constants move together).
    /// A constraint may appear more than once; its last constant wins.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` or ``SolverError/nonFinite(_:)`` before
    ///   anything changes; ``SolverError/unsatisfiableConstant(_:constant:conflicting:)`` when the new
    ///   constants make the required constraints impossible, naming the first change that fails when
    ///   applied in order, and ``SolverError/overflow(_:)`` likewise. On any error the solver keeps its
    ///   old constants, and its old solution wherever that is unique (see the type's comment).
    /// - Parameter changes: constraints this solver holds, each with its new finite constant.
    /// - Parameter explainingConflicts: as for ``setConstant(_:of:explainingConflicts:)``.
    public func setConstants(_ changes: [(constraint: Constraint, constant: Double)], explainingConflicts: Bool = true) throws(SolverError) {
        var resolved: [SolverCore.ConstantChange] = []
        resolved.reserveCapacity(changes.count)
        // Read in place: copying each change out of the array retains and releases its constraint.
        try changes.withUnsafeBufferPointer { (changes) throws(SolverError) in
            for position in changes.indices {
                guard changes[position].constant.isFinite else {
                    throw .nonFinite("new constant of \(changes[position].constraint)")
                }
                guard let index = core.recordIndex(of: changes[position].constraint),
                      !isEditConstraint(changes[position].constraint) else {
                    throw .unknownConstraint(changes[position].constraint)
                }
                resolved.append((index, changes[position].constant))
            }
        }
        try apply(resolved, explainingConflicts: explainingConflicts)
    }

    /// Applies changes whose records are found and whose constants are finite (see ``setConstants(_:explainingConflicts:)``).
    func apply(_ changes: [SolverCore.ConstantChange], explainingConflicts: Bool) throws(SolverError) {
        guard changes.contains(where: { core.isRequired(at: $0.index) }) else {
            // Cannot conflict: violated non-required constraints just stay violated. They can overflow.
            try changeNonRequired(changes, "setting \(changes.count) constants")
            return
        }
        // No copy of the core is kept to go back to: taking one made every change afterwards copy the
        // arrays it touched and freeing it released every row, several times the cost of the change in
        // a cell's system, on every item. A failure is undone instead (see `undo`).
        let feasible = shiftConstants(changes)
        if feasible && !core.tableau.overflowed {
            return
        }
        // Named before `undo`, which may solve the system again with its records elsewhere.
        let named = changes.map { (constraint: core.constraint(at: $0.index), constant: $0.constant) }
        try undo(made: shiftsMade, "setting \(changes.count) constants")
        let old = core
        // Find the change to blame by applying them one at a time from the old state (the copy is kept on
        // this rare path only).
        for change in named {
            do throws(SolverError) {
                try setConstant(change.constant, of: change.constraint, explainingConflicts: explainingConflicts)
            } catch {
                replaceCore(with: old)
                throw error
            }
        }
        // One at a time succeeded (the batch only failed on rounding): keep that result.
    }

    /// The constraint's current constant (after any ``setConstant(_:of:explainingConflicts:)``), or nil if it is not in
    /// the solver.
    public func constant(of constraint: Constraint) -> Double? {
        guard !isEditConstraint(constraint) else { return nil }
        return core.record(of: constraint)?.constant
    }

    // MARK: Edit variables

    /// Makes `variable` suggestible. Until the first suggestion it is pulled toward 0 at `strength`
    /// (as in kiwisolver).
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``, ``SolverError/requiredEditVariable(_:)``,
    ///   ``SolverError/nonFinite(_:)`` for a NaN strength.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard edits[variable] == nil else {
            throw .duplicateEditVariable(variable)
        }
        guard !strength.priority.isNaN else {
            throw .nonFinite("strength of edit variable \(variable)")
        }
        guard !strength.isRequired else {
            throw .requiredEditVariable(variable)
        }
        let constraint = Constraint(Expression(variable), .equal, strength: strength, label: "edit \(variable)")
        structure &+= 1
        do {
            try core.add(constraint)
        } catch {
            // A non-required constraint always fits, so only an overflow can get here.
            recoverFromOverflow()
            throw .overflow("adding edit variable \(variable)")
        }
        edits[variable] = constraint
    }

    /// Stops suggesting values for `variable`.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``; ``SolverError/overflow(_:)`` as for
    ///   ``remove(_:)``.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let constraint = edits[variable] else {
            throw .unknownEditVariable(variable)
        }
        try removeFromCore(constraint)
        edits[variable] = nil
    }

    /// Whether `variable` is an edit variable now, so that ``suggestValue(_:for:)`` accepts it and
    /// ``addEditVariable(_:strength:)`` would throw.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[variable] != nil
    }

    /// Asks for `variable == value` at the edit variable's strength and re-solves incrementally.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/nonFinite(_:)``, and
    ///   ``SolverError/overflow(_:)`` when the new solution would overflow `Double` (the previous
    ///   suggestion and solution are then kept).
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard value.isFinite else {
            throw .nonFinite("suggested value for \(variable)")
        }
        guard let constraint = edits[variable], let index = core.recordIndex(of: constraint) else {
            throw .unknownEditVariable(variable)
        }
        // The edit constraint is `variable + c == 0`, so suggesting v means c = -v.
        try changeNonRequired(constraint, at: index, to: -value, "suggesting \(value) for \(variable)")
    }

    // MARK: Reading

    /// The variable's value in the current solution; 0 for a variable the solver has never seen.
    public func value(of variable: Variable) -> Double {
        inPlace { $0.value(of: variable) }
    }

    /// The values of many variables, in order (0 for a variable the solver has never seen), in one call
    /// (the kiwi comparison reads every value of a system this way).
    public func values(of variables: [Variable]) -> [Double] {
        // A loop, not `map`: a closure inside the in-place access would capture the core by copying it,
        // once per variable.
        inPlace { core in
            var values: [Double] = []
            values.reserveCapacity(variables.count)
            for variable in variables { values.append(core.value(of: variable)) }
            return values
        }
    }

    /// The values the variables would take after ``setConstants(_:explainingConflicts:)`` with `changes`, if the solution
    /// kept its current basis; the solver does not change. Exact when no constraint crosses a bound
    /// (no dual-simplex step would be needed), otherwise a first guess: a caller that needs a value
    /// before it can compute the constants that depend on it (a label's width, before its height) can
    /// guess, change everything at once, and check the guess against the solution.
    func projectedValues(of variables: [Variable], after changes: [(constraint: Constraint, constant: Double)]) -> [Double] {
        var resolved: [SolverCore.ConstantChange] = []
        resolved.reserveCapacity(changes.count)
        // Read in place: copying each change out of the array retains and releases its constraint.
        changes.withUnsafeBufferPointer { changes in
            for position in changes.indices {
                if let index = core.recordIndex(of: changes[position].constraint) {
                    resolved.append((index, changes[position].constant))
                }
            }
        }
        return inPlace { $0.projectedValues(of: variables, after: resolved) }
    }

    /// Whether the constraints stronger than `priority` fix the variable's value on their own: then
    /// no constraint at `priority` or weaker, whatever its constant, can move it, and a caller may
    /// change such constants without asking the solver where the variable goes. A sufficient test that
    /// reads the current solution without solving anything: false may also mean "cannot tell".
    /// `priority` is below required (1000); a variable the solver has never seen is not determined.
    func isDetermined(_ variable: Variable, byPrioritiesAbove priority: Double) -> Bool {
        inPlace { $0.isDetermined(variable, above: priority) }
    }

    /// Whether ``isDetermined(_:byPrioritiesAbove:)`` holds for every one of the variables, in one call (an
    /// engine asks it about the same few variables on every item).
    func areDetermined(_ variables: [Variable], byPrioritiesAbove priority: Double) -> Bool {
        determinacy(of: variables, byPrioritiesAbove: priority).determined
    }

    /// ``areDetermined(_:byPrioritiesAbove:)``, and whether the answer, if yes, lasts: every variable's row
    /// holds pinned symbols only, so it stays determined whatever constants change, for as long as
    /// ``basisMark`` stays the same.
    package func determinacy(of variables: [Variable], byPrioritiesAbove priority: Double) -> (determined: Bool, lasting: Bool) {
        inPlace { core in
            var lasting = true
            for variable in variables {
                switch core.determinacy(of: variable, above: priority) {
                case .undetermined: return (false, false)
                case .byRowsAtZero: lasting = false
                case .byPinnedSymbols: break
                }
            }
            return (true, lasting)
        }
    }

    /// True when the variable could move without changing the objective (not pinned): the basis of
    /// ambiguous-layout diagnostics. A variable the solver has never seen is ambiguous.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        inPlace { $0.isAmbiguous(variable) }
    }

    // MARK: Helpers

    /// Puts another core in place (its records may sit elsewhere: references to them are no longer valid).
    private func replaceCore(with fresh: SolverCore) {
        core = fresh
        structure &+= 1
    }

    /// Runs a read of the core on the stored value itself. Calling a method on `core` directly makes
    /// Swift copy the whole struct first (retaining and releasing every array in it) to keep the
    /// property access short; an inout access needs no copy.
    @inline(__always)
    private func inPlace<R>(_ body: (inout SolverCore) -> R) -> R {
        body(&core)
    }

    private func isEditConstraint(_ constraint: Constraint) -> Bool {
        guard !edits.isEmpty, constraint.expression.terms.count == 1, let variable = constraint.expression.terms.first?.variable else {
            return false
        }
        return edits[variable] === constraint
    }

    /// Removes a constraint (edit constraints included). When the pivot that takes it out overflows,
    /// the system without it is solved from scratch; if that overflows too, the system with it is
    /// rebuilt and the removal fails. (If even that rebuild failed, the previous system, solved step by
    /// step before, could not be solved from scratch within `Double`; the core would then stay as the
    /// failed removal left it. No such system is known.)
    private func removeFromCore(_ constraint: Constraint) throws(SolverError) {
        structure &+= 1
        guard let record = core.remove(constraint), core.tableau.overflowed else { return }
        if let fresh = core.rebuilt() {
            replaceCore(with: fresh)
            return
        }
        if let fresh = core.rebuilt(including: (constraint, record)) {
            replaceCore(with: fresh)
        }
        throw .overflow("removing \(constraint)")
    }

    /// ``changeNonRequired(_:at:_:)`` for one constraint (`index` is its record), without building arrays
    /// (suggestions and per-item constants run here).
    private func changeNonRequired(_ constraint: Constraint, at index: SolverCore.RecordIndex, to constant: Double,
                                   _ operation: @autoclosure () -> String) throws(SolverError) {
        let previous = core.constant(at: index)
        _ = core.shiftConstant(constant, at: index) && core.dualOptimize()
        if core.tableau.overflowed {
            // As for a batch (see there).
            try? undo(made: [(index, previous)], operation())
            throw .overflow(operation())
        }
    }

    /// Changes constants of non-required constraints (which cannot conflict) and repairs the solution
    /// once. On an overflow the previous system is solved again from scratch with the old constants
    /// (see the type's comment for why there is no exact copy to go back to) and `operation` is named.
    private func changeNonRequired(_ changes: [SolverCore.ConstantChange], _ operation: @autoclosure () -> String) throws(SolverError) {
        _ = shiftConstants(changes)
        if core.tableau.overflowed {
            // Solved again from scratch (`undo` after an overflow); if even that fails, the core stays
            // as the change left it and the error names the change all the same.
            try? undo(made: shiftsMade, operation())
            throw .overflow(operation())
        }
    }

    /// Shifts the changes' constants in order, then repairs the solution once. Returns whether every
    /// required constraint still holds (a shift that breaks a redundant equation stops the batch
    /// unrepaired); `shiftsMade` lists the shifts made with the constants they replaced, each read just
    /// before its shift, for `undo`.
    private func shiftConstants(_ changes: [SolverCore.ConstantChange]) -> Bool {
        shiftsMade.removeAll(keepingCapacity: true)
        return inPlace { core in
            for change in changes {
                shiftsMade.append((change.index, core.constant(at: change.index)))
                guard core.shiftConstant(change.constant, at: change.index) else { return false }
            }
            return core.dualOptimize()
        }
    }

    /// Puts back the constants of changes that failed and the solution of the old constants. `made` are
    /// the shifts made, in order: the records and the constants they replaced (a record listed twice gets
    /// back the first, its constant before the batch). Shifting every constant back and repairing with
    /// the dual simplex costs about what the change did: the tableau stays optimal through a failed
    /// repair, only infeasible. When that cannot work (an overflow, or rounding that leaves the old
    /// system unsolved), the old system is solved again from scratch. Either way the values are the old
    /// ones wherever the optimum is unique.
    private func undo(made: [(index: SolverCore.RecordIndex, previous: Double)],
                      _ operation: @autoclosure () -> String) throws(SolverError) {
        if !core.tableau.overflowed {
            let restored = inPlace { core in
                var holds = true
                for change in made.reversed() {
                    holds = core.shiftConstant(change.previous, at: change.index) && holds
                }
                return holds && core.dualOptimize()
            }
            if restored && !core.tableau.overflowed { return }
        }
        let restoring = made.map { (constraint: core.constraint(at: $0.index), constant: $0.previous) }
        guard let fresh = core.rebuilt(restoring: restoring) else {
            throw .overflow("solving the system again after \(operation()) failed")
        }
        replaceCore(with: fresh)
    }

    /// After a failed addition left the core unusable (see ``SolverCore/Failure/overflow``), solves
    /// its constraints (which no longer include the failed one) again from scratch.
    private func recoverFromOverflow() {
        if core.tableau.overflowed, let fresh = core.rebuilt() {
            replaceCore(with: fresh)
        }
    }

    private func explain(_ constraint: Constraint, constant: Double) -> [Constraint] {
        guard explanationsAllowed > 0 else { return [] }
        explanationsAllowed -= 1
        let existing = core.requiredConstraints()
            .filter { $0.0 !== constraint }
            .map { ConflictExplainer.Item(constraint: $0.0, constant: $0.1.constant) }
        let failing = ConflictExplainer.Item(constraint: constraint, constant: constant)
        return ConflictExplainer(failing: failing, existing: existing).explain()
    }

    private static func validate(_ constraint: Constraint) throws(SolverError) {
        if constraint.strength.priority.isNaN || constraint.shortfallStrength.priority.isNaN {
            throw .nonFinite("strength of \(constraint)")
        }
        if constraint.isUneven, constraint.relation != .equal || constraint.strength.isRequired || constraint.shortfallStrength.isRequired {
            throw .invalidShortfallStrength(constraint)
        }
        if !constraint.expression.constant.isFinite {
            throw .nonFinite("constant of \(constraint)")
        }
        for term in constraint.expression.terms where !term.coefficient.isFinite {
            throw .nonFinite("coefficient of \(term.variable) in \(constraint)")
        }
        for term in constraint.expression.terms where term.coefficient != 0 && Tolerance.isZero(term.coefficient) {
            throw .coefficientBelowTolerance(constraint, variable: term.variable)
        }
    }
}
