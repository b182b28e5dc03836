import Testing
@testable import Cassowary

/// Constants changed through references found once (the layout engine's way, item after item) must
/// give what changes by constraint give, and a reference must stop being valid as soon as the records
/// can have moved.
@Suite("Constraint references")
struct ConstraintReferenceTests {
    let x = Variable("x"), w = Variable("w")

    /// `x == 16`, and `w` between a hugging `w <= v @250` and a compression resistance `w >= v @750`.
    private func box() throws -> (Solver, hug: Constraint, resist: Constraint) {
        let solver = Solver()
        try solver.add(x == 16)
        let hug = (w <= 24).with(strength: .defaultLow)
        let resist = (w >= 24).with(strength: .defaultHigh)
        try solver.add(hug)
        try solver.add(resist)
        return (solver, hug, resist)
    }

    @Test func changesThroughReferencesMatchChangesByConstraint() throws {
        let (byReference, hug, resist) = try box()
        let (byConstraint, otherHug, otherResist) = try box()
        let hugReference = try #require(byReference.reference(to: hug))
        let resistReference = try #require(byReference.reference(to: resist))
        for width in [64.0, 10, 40, 40, 0] {
            // `w <= v` is `w - v <= 0`: its constant is -v, likewise for `w >= v`.
            try byReference.setConstants(referenced: [(hugReference, -width), (resistReference, -width)])
            try byConstraint.setConstants([(otherHug, -width), (otherResist, -width)])
            #expect(byReference.value(of: w) == byConstraint.value(of: w))
            #expect(byReference.value(of: w) == width)
            #expect(byReference.constant(of: hug) == -width)
            #expect(byReference.isValid(hugReference), "changing constants moves no record")
        }
    }

    /// `structureStamp` moves with the constraints and not with constants; `pivotCount` moves when the
    /// basis does. Worked by hand: `w == 20 @250` above a required `w >= 10`; the floor's slack is basic (10)
    /// while w sits at 20, and the equality's error must become basic for w to stop at 10 when 5 is asked.
    @Test func stampsTellConstraintsAndBasisChanges() throws {
        let solver = Solver()
        try solver.add(w >= 10)
        let wanted = (w == 20).with(strength: .defaultLow)
        try solver.add(wanted)
        let structure = solver.structureStamp, pivots = solver.pivotCount
        // 20 to 30: the slack grows to 20, every row stays feasible, no pivot.
        try solver.setConstants([(wanted, -30)])
        #expect(solver.value(of: w) == 30)
        #expect(solver.structureStamp == structure)
        #expect(solver.pivotCount == pivots)
        // 30 to 5: the slack would go negative; the floor holds w at 10 through a pivot.
        try solver.setConstants([(wanted, -5)])
        #expect(solver.value(of: w) == 10)
        #expect(solver.structureStamp == structure)
        #expect(solver.pivotCount > pivots)
        try solver.add(x == 16)
        #expect(solver.structureStamp != structure)
    }

    @Test func referencesLapseWhenRecordsMayMove() throws {
        let (solver, hug, resist) = try box()
        let reference = try #require(solver.reference(to: hug))
        #expect(solver.isValid(reference))
        // An addition, a removal, an edit variable: each may move records, so each ends every reference.
        try solver.add(x >= 0)
        #expect(!solver.isValid(reference))
        let second = try #require(solver.reference(to: hug))
        try solver.remove(resist)
        #expect(!solver.isValid(second))
        let third = try #require(solver.reference(to: hug))
        try solver.addEditVariable(x, strength: .defaultHigh)
        #expect(!solver.isValid(third))
        // Not held, or held as an edit constraint: no reference.
        #expect(solver.reference(to: resist) == nil)
        // A reference is good only in the solver that made it.
        let (other, otherHug, _) = try box()
        let foreign = try #require(other.reference(to: otherHug))
        #expect(!solver.isValid(foreign))
    }

    @Test func aConflictThroughReferencesChangesNothing() throws {
        // w <= 50 and w >= 50, both required: moving one alone to 30 conflicts.
        let solver = Solver()
        let upper = (w <= 50), lower = (w >= 50)
        try solver.add(upper)
        try solver.add(lower)
        let reference = try #require(solver.reference(to: upper))
        #expect {
            try solver.setConstants(referenced: [(reference, -30)])
        } throws: { error in
            guard case .unsatisfiableConstant(let constraint, let constant, _) = error as? SolverError else { return false }
            return constraint === upper && constant == -30
        }
        #expect(solver.value(of: w) == 50)
        #expect(solver.constant(of: upper) == -50)
        // Finding the change to blame can solve the system again: references lapse, and a new one works.
        #expect(!solver.isValid(reference))
        let again = try #require(solver.reference(to: upper))
        #expect {
            try solver.setConstants(referenced: [(again, .nan)])
        } throws: { error in
            guard case .nonFinite = error as? SolverError else { return false }
            return true
        }
    }
}
