import Testing
@testable import Cassowary

/// Inputs at the edges of `Double` and of the solver's tolerance: each gives a typed error that leaves
/// the solver as it was, or a correct result, never a wrong value or a trap.
@Suite("Numeric limits")
struct NumericLimitsTests {
    let x = Variable("x")
    let y = Variable("y")

    @Test func coefficientBelowToleranceIsRefusedByName() throws {
        let solver = Solver()
        try solver.add(y == 2)
        let tiny = Constraint(Expression([Term(x, coefficient: 1e-9)], constant: -1e-6), .equal)
        #expect(throws: SolverError.coefficientBelowTolerance(tiny, variable: x)) {
            try solver.add(tiny)
        }
        #expect(!solver.contains(tiny))
        #expect(solver.value(of: y) == 2)
        // At the tolerance itself the term counts: 1e-8·x == 1e-6 gives x = 1e-6 / 1e-8 = 100.
        try solver.add(Constraint(Expression([Term(x, coefficient: 1e-8)], constant: -1e-6), .equal))
        #expect(abs(solver.value(of: x) - 100) < 1e-6)
    }

    /// `x <= 1e308` and `0.5·x >= -0.5e308` (x >= -1e308). Removing the first pivots its slack in; the
    /// restricted row `s_q = 1e308 - 0.5·s` limits it at 1e308 / 0.5, which overflows to infinity,
    /// and the ratio test used to force-unwrap a best row it had not found. Without the upper bound x
    /// only has to stay above -1e308; a weak `x == 3` then decides x = 3.
    @Test func removalWithAnOverflowingRatioDoesNotTrap() throws {
        let solver = Solver()
        let upper: Constraint = x <= 1e308
        try solver.add(upper)
        try solver.add(Constraint(Expression([Term(x, coefficient: 0.5)], constant: 0.5e308), .greaterThanOrEqual))
        #expect(solver.value(of: x) == 1e308)
        try solver.remove(upper)
        #expect(solver.value(of: x).isFinite)
        #expect(solver.value(of: x) >= -1e308)
        try solver.add((x == 3).with(strength: .defaultLow))
        #expect(solver.value(of: x) == 3)
    }

    @Test func failedConstantChangeNamesTheAttemptedConstant() throws {
        let solver = Solver()
        let width: Constraint = x == 100
        let minimum: Constraint = x >= 20
        try solver.add(width)
        try solver.add(minimum)
        do {
            try solver.setConstant(-150, of: minimum)
            Issue.record("x >= 150 cannot hold with x == 100")
        } catch {
            #expect(error == .unsatisfiableConstant(minimum, constant: -150, conflicting: [width]))
            #expect(error.description.contains("to -150.0"))
            #expect(error.isConflict)
        }
    }
}
