import Testing
@testable import Cassowary

@Suite("Ambiguity")
struct AmbiguityTests {
    let x = Variable("x"), y = Variable("y")

    @Test func unknownAndHalfBoundVariablesAreAmbiguous() throws {
        let solver = Solver()
        #expect(solver.isAmbiguous(x))          // never seen
        try solver.add(x >= 0)
        #expect(solver.isAmbiguous(x))          // x can take any value >= 0 at no cost
        try solver.add(x <= 0)
        #expect(!solver.isAmbiguous(x))         // 0 <= x <= 0
    }

    @Test func aSumPinsNeitherTerm() throws {
        let solver = Solver()
        try solver.add(x + y == 10)
        #expect(solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(y))
        try solver.add((x == 3).with(strength: .defaultLow))
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
        #expect(abs(solver.value(of: y) - 7) < 1e-9)
    }

    @Test func flatObjectiveIsAmbiguous() throws {
        // |x - 0| + |x - 10| is 10 for every x in [0, 10]: no single optimum.
        let solver = Solver()
        try solver.add((x == 0).with(strength: .defaultLow))
        try solver.add((x == 10).with(strength: .defaultLow))
        #expect(solver.isAmbiguous(x))
        // A weaker preference breaks the tie (x == 4 at 50): x = 4.
        try solver.add((x == 4).with(strength: .fittingSizeLevel))
        #expect(!solver.isAmbiguous(x))
        #expect(abs(solver.value(of: x) - 4) < 1e-9)
    }

    @Test func probingDoesNotChangeTheSolution() throws {
        let solver = Solver()
        try solver.add(x + y == 10)
        try solver.add(x >= 2)
        let before = (solver.value(of: x), solver.value(of: y))
        _ = solver.isAmbiguous(x)
        _ = solver.isAmbiguous(y)
        #expect(solver.value(of: x) == before.0)
        #expect(solver.value(of: y) == before.1)
    }
}
