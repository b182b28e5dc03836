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

    @Test func additionThatOverflowsIsRefused() throws {
        let solver = Solver()
        try solver.add(x == 1e308)
        // y = 10·1e308 is beyond Double's largest finite value (about 1.8e308).
        let tenfold: Constraint = y == 10 * x
        #expect(throws: SolverError.overflow("adding \(tenfold)")) {
            try solver.add(tenfold)
        }
        #expect(!solver.contains(tenfold))
        #expect(solver.value(of: x) == 1e308)
        // Still usable: y == x / 2 gives 5e307.
        try solver.add(y == x / 2)
        #expect(solver.value(of: y) == 5e307)
    }

    /// The new row is finite (`w = 1e308`), but substituting it into the existing `z = 10·w` is not:
    /// the overflow shows up after the tableau has changed, so the solver solves its previous system
    /// (`z == 10·w` alone) again.
    @Test func additionThatOverflowsInTheTableauIsRefused() throws {
        let solver = Solver()
        let w = Variable("w")
        let z = Variable("z")
        try solver.add(z == 10 * w)
        let huge: Constraint = w == 1e308
        #expect(throws: SolverError.overflow("adding \(huge)")) {
            try solver.add(huge)
        }
        #expect(!solver.contains(huge))
        #expect(solver.value(of: z).isFinite)
        #expect(solver.value(of: z) == 10 * solver.value(of: w))
        try solver.add(w == 2)
        #expect(solver.value(of: z) == 20)
    }

    @Test func constantChangeThatOverflowsIsUndone() throws {
        let solver = Solver()
        let pin: Constraint = x == 1e307
        try solver.add(pin)
        try solver.add(y == 10 * x)
        #expect(solver.value(of: y) == 1e308)
        // x == 1e308 would make y = 1e309.
        #expect(throws: SolverError.overflow("setting the constant of \(pin) to -1e+308")) {
            try solver.setConstant(-1e308, of: pin)
        }
        #expect(solver.constant(of: pin) == -1e307)
        #expect(solver.value(of: x) == 1e307)
        #expect(solver.value(of: y) == 1e308)
        // The batched form refuses it as well, and a legal change still works afterwards:
        // x = 1.5e307, y = 1.5e308 (a change of the same magnitude: a constant moves by its difference,
        // so going from 1e307 to a small number would lose the small number to rounding).
        #expect(throws: SolverError.self) { try solver.setConstants([(pin, -1e308)]) }
        #expect(solver.value(of: y) == 1e308)
        try solver.setConstant(-1.5e307, of: pin)
        #expect(abs(solver.value(of: y) - 1.5e308) <= 1.5e308 * 1e-15)
    }

    @Test func nonRequiredConstantChangeThatOverflowsIsUndone() throws {
        let solver = Solver()
        try solver.add(y == 10 * x)
        let wish = (x == 1).with(strength: .defaultHigh)
        try solver.add(wish)
        #expect(solver.value(of: y) == 10)
        #expect(throws: SolverError.self) { try solver.setConstant(-1e308, of: wish) }
        #expect(solver.constant(of: wish) == -1)
        #expect(solver.value(of: x) == 1)
        #expect(solver.value(of: y) == 10)
        // The same through the batched call; afterwards x == 2 @750 gives y = 20.
        #expect(throws: SolverError.self) { try solver.setConstants([(wish, -1e308)]) }
        #expect(solver.constant(of: wish) == -1)
        #expect(solver.value(of: y) == 10)
        try solver.setConstants([(wish, -2)])
        #expect(solver.value(of: y) == 20)
    }

    @Test func suggestionThatOverflowsIsUndone() throws {
        let solver = Solver()
        try solver.add(y == 10 * x)
        try solver.addEditVariable(x, strength: .defaultHigh)
        try solver.suggestValue(5, for: x)
        #expect(solver.value(of: y) == 50)
        #expect(throws: SolverError.overflow("suggesting 1e+308 for x")) {
            try solver.suggestValue(1e308, for: x)
        }
        #expect(solver.value(of: x) == 5)
        #expect(solver.value(of: y) == 50)
        try solver.suggestValue(7, for: x)
        #expect(solver.value(of: y) == 70)
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
