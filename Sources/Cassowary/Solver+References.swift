/// Changing constants through references to constraints found once, for a caller in this package that
/// changes the same constraints' constants over and over (the layout engine, item after item).
///
/// A change by constraint looks the constraint up in a hash table, and a list of them holds each
/// constraint, retained when the list is built and released when it goes (through the generic
/// destruction of a tuple array). A reference is the constraint's record index and needs neither.
extension Solver {
    /// Where a constraint's record is, valid while the solver holds the same constraints in the same
    /// places: until a constraint or edit variable is added or removed, or the system is solved again
    /// from scratch after an overflow or a failed change (see ``isValid(_:)``), and only in the solver
    /// that made it.
    package struct ConstraintReference: Equatable, Sendable {
        fileprivate let index: SolverCore.RecordIndex
        fileprivate let solver: ObjectIdentifier
        fileprivate let structure: UInt64
    }

    /// A reference to `constraint`, or nil when the solver does not hold it (edit constraints included).
    package func reference(to constraint: Constraint) -> ConstraintReference? {
        guard contains(constraint), let index = core.recordIndex(of: constraint) else { return nil }
        return ConstraintReference(index: index, solver: ObjectIdentifier(self), structure: structure)
    }

    /// Changes whenever the solver's constraints do (an addition, a removal, an edit variable, or a system
    /// solved again from scratch), and only then: a caller can tell that none of that happened meanwhile.
    package var structureStamp: UInt64 { structure }

    /// Counts the simplex pivots made so far: a caller can tell that the basis did not change meanwhile
    /// (constants may have). Starts again with a system solved again from scratch, which changes
    /// ``structureStamp`` too.
    package var pivotCount: UInt64 { core.tableau.pivotCount }

    /// The work the solver has done so far, in row cells written (see ``WorkMeter``).
    package var work: UInt64 { core.tableau.meter.spent }

    /// Stops every simplex loop once ``work`` passes `limit`: the call under way returns with its solution
    /// unfinished and ``isOverWorkLimit`` set, and the caller is to throw this solver away (its values are not
    /// an optimum of anything). For a caller that must answer in bounded time, such as a layout pass.
    package func limitWork(to limit: UInt64) { core.tableau.meter.limit = limit }

    /// Explains the next `count` conflicts met (each within `ConflictExplainer.workLimit`); later ones are
    /// thrown with no conflicting constraints named. An explanation solves small systems again and again:
    /// three hundred contradictory constraints took half a minute to explain one by one, where their layout
    /// without explanations took a quarter of a second.
    package func allowExplanations(_ count: Int) { explanationsAllowed = count }

    /// Whether ``work`` has passed the limit set by ``limitWork(to:)``.
    package var isOverWorkLimit: Bool { core.tableau.meter.isSpent }

    /// How much rounding the constant changes made in place so far can have left in the values: the sum of
    /// the magnitudes of the row constants they wrote (each write rounds by half a unit in the last place of
    /// its result, 2⁻⁵³ of it). A constant change moves row constants by sums in floating point instead of
    /// solving again, so values drift from what a system built with the new constants gives: a caller
    /// whose answers must not depend on earlier changes (a cell measured after thousands of other items
    /// against the same item measured alone) builds a new system before this passes what its precision
    /// allows. Starts again with a system solved again from scratch.
    package var roundingExposure: Double { core.tableau.roundingExposure }

    package func isValid(_ reference: ConstraintReference) -> Bool {
        reference.structure == structure && reference.solver == ObjectIdentifier(self)
    }

    /// ``setConstants(_:explainingConflicts:)`` through references, without explaining conflicts.
    /// Every reference must be valid (``isValid(_:)``): an invalid one is a programming error.
    package func setConstants(referenced changes: [(reference: ConstraintReference, constant: Double)]) throws(SolverError) {
        batchChanges.removeAll(keepingCapacity: true)
        for change in changes {
            let index = index(of: change.reference)
            guard change.constant.isFinite else { throw .nonFinite("new constant of \(core.constraint(at: index))") }
            batchChanges.append((index, change.constant))
        }
        try apply(batchChanges, explainingConflicts: false)
    }

    /// The record a reference names; an invalid reference is a programming error.
    private func index(of reference: ConstraintReference) -> SolverCore.RecordIndex {
        precondition(isValid(reference), "a constraint reference from before the solver's constraints changed")
        return reference.index
    }
}
