import Testing
@testable import Cassowary

/// What the priority ordering guarantees (see Strength.swift): higher priorities are satisfied first,
/// whatever the size or the number of violations below them.
@Suite("Strength guarantees")
struct StrengthTests {
    @Test func priorityValues() {
        #expect(Strength.required.priority == 1000)
        #expect(Strength.required.isRequired)
        #expect(!Strength(priority: 999).isRequired)
        #expect(Strength(priority: 1500).isRequired)          // clamped to 1000, as UIKit does
        #expect(Strength(priority: 0).priority == 1)
        #expect(Strength(priority: 750.5) > Strength.defaultHigh)
        #expect(Strength.defaultLow < Strength.defaultHigh)
        #expect(Strength.fittingSizeLevel.priority == 50)
    }

    @Test func oneViolationAt751OutweighsAnyNumberAt750() throws {
        // x == 0 at 751 against 200 constraints x == 1000 at 750. A weighted sum with a ratio below 200
        // would move x; the priority order keeps x at 0 and pays 200 * 1000 at 750.
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 0).with(strength: Strength(priority: 751)))
        for _ in 0..<200 {
            try solver.add((x == 1000).with(strength: Strength(priority: 750)))
        }
        #expect(abs(solver.value(of: x)) < 1e-9)
    }

    @Test func tinyViolationAt751StillCountsFirst() throws {
        // x >= 0.001 at 751 against x <= 0 at 750 repeated: 751 wins by a thousandth of a point.
        let x = Variable("x")
        let solver = Solver()
        for _ in 0..<50 {
            try solver.add((x <= 0).with(strength: Strength(priority: 750)))
        }
        try solver.add((x >= 0.001).with(strength: Strength(priority: 751)))
        #expect(abs(solver.value(of: x) - 0.001) < 1e-12)
    }

    @Test func fractionalPrioritiesAreDistinct() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 10).with(strength: Strength(priority: 500)))
        try solver.add((x == 20).with(strength: Strength(priority: 500.5)))
        #expect(abs(solver.value(of: x) - 20) < 1e-9)
    }

    @Test func lowPrioritiesNeverDisturbHighOnesAtLayoutScale() throws {
        // Violations of 1e5 points at 50 and 250 (far beyond any cell) do not move a 251 constraint.
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(y == x + 10)
        try solver.add((x == 100).with(strength: Strength(priority: 251)))
        try solver.add((y == 100_000).with(strength: .defaultLow))
        try solver.add((x == -100_000).with(strength: .fittingSizeLevel))
        #expect(abs(solver.value(of: x) - 100) < 1e-9)
        #expect(abs(solver.value(of: y) - 110) < 1e-9)
    }

    @Test func equalPrioritiesMinimiseTheTotal() throws {
        // x == 0 once and x == 10 twice, all at 500: the sum |x| + 2|x - 10| is smallest at x = 10.
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 0).with(strength: Strength(priority: 500)))
        try solver.add((x == 10).with(strength: Strength(priority: 500)))
        try solver.add((x == 10).with(strength: Strength(priority: 500)))
        #expect(abs(solver.value(of: x) - 10) < 1e-9)
    }

    @Test func removingTheLastConstraintOfAPriorityDropsIt() throws {
        let x = Variable("x")
        let solver = Solver()
        let high = (x == 5).with(strength: Strength(priority: 900))
        try solver.add((x == 1).with(strength: Strength(priority: 100)))
        try solver.add(high)
        #expect(abs(solver.value(of: x) - 5) < 1e-9)
        try solver.remove(high)
        #expect(abs(solver.value(of: x) - 1) < 1e-9)
        try solver.add(high)
        #expect(abs(solver.value(of: x) - 5) < 1e-9)
    }
}
