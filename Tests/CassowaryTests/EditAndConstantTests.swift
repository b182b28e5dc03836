import Testing
@testable import Cassowary

@Suite("Edit variables and constant changes")
struct EditAndConstantTests {
    let x = Variable("x"), y = Variable("y"), z = Variable("z")

    @Test func suggestionsRespectRequiredBounds() throws {
        let solver = Solver()
        try solver.add(x >= 10)
        try solver.add(x <= 90)
        try solver.add(y == 2 * x + 1)
        try solver.addEditVariable(x, strength: .defaultHigh)
        // Before any suggestion the edit pulls x to 0, clamped at the bound 10: y = 21.
        #expect(abs(solver.value(of: x) - 10) < 1e-9)
        try solver.suggestValue(50, for: x)
        #expect(abs(solver.value(of: y) - 101) < 1e-9)   // 2 * 50 + 1
        try solver.suggestValue(120, for: x)
        #expect(abs(solver.value(of: x) - 90) < 1e-9)
        #expect(abs(solver.value(of: y) - 181) < 1e-9)   // 2 * 90 + 1
        try solver.suggestValue(-5, for: x)
        #expect(abs(solver.value(of: x) - 10) < 1e-9)
        #expect(solver.hasEditVariable(x))
        #expect(!solver.hasEditVariable(y))
    }

    @Test func twoEditsAtDifferentPriorities() throws {
        // x + y == 100; x wanted at 30 (750), y wanted at 80 (250): x wins, y = 70.
        let solver = Solver()
        try solver.add(x + y == 100)
        try solver.addEditVariable(x, strength: .defaultHigh)
        try solver.addEditVariable(y, strength: .defaultLow)
        try solver.suggestValue(30, for: x)
        try solver.suggestValue(80, for: y)
        #expect(abs(solver.value(of: x) - 30) < 1e-9)
        #expect(abs(solver.value(of: y) - 70) < 1e-9)
        try solver.removeEditVariable(x)
        // Only y's wish is left: y = 80, x = 20.
        #expect(abs(solver.value(of: x) - 20) < 1e-9)
    }

    @Test func setConstantMatchesARebuiltSolver() throws {
        // Changing constants in place must give what adding the changed constraints from scratch gives.
        let chain = (0..<20).map { Variable("x\($0)") }
        let solver = Solver()
        var gaps: [Constraint] = []
        try solver.add(chain[0] == 0)
        for index in 1..<chain.count {
            let gap = (chain[index] >= chain[index - 1] + 10)
            gaps.append(gap)
            try solver.add(gap)
            try solver.add((chain[index] == chain[index - 1]).with(strength: .defaultLow))
        }
        var newGaps: [Double] = []
        for (index, gap) in gaps.enumerated() {
            let value = Double((index * 7) % 13)
            newGaps.append(value)
            try solver.setConstant(-value, of: gap)   // x[i] - x[i-1] - value >= 0
        }
        // Every link sits at its gap, so x[i] is the running sum of the new gaps.
        var sum = 0.0
        for index in 1..<chain.count {
            sum += newGaps[index - 1]
            #expect(abs(solver.value(of: chain[index]) - sum) < 1e-9)
        }
        #expect(solver.constant(of: gaps[3]) == -newGaps[3])
    }

    @Test func constantChangeOfAViolatedPreference() throws {
        // z == 5 (required) against z >= 8 at 500: violated by 3. Moving the preference to z >= 2
        // makes it hold.
        let solver = Solver()
        try solver.add(z <= 5)
        let preference = (z >= 8).with(strength: Strength(priority: 500))
        try solver.add(preference)
        try solver.add((z == 0).with(strength: .fittingSizeLevel))
        #expect(abs(solver.value(of: z) - 5) < 1e-9)
        try solver.setConstant(-2, of: preference)
        #expect(abs(solver.value(of: z) - 2) < 1e-9)
        try solver.setConstant(-30, of: preference)
        #expect(abs(solver.value(of: z) - 5) < 1e-9)
    }

    @Test func degenerateSystemTerminates() throws {
        // Many constraints through the same vertex (0, 0) plus opposing preferences: a degenerate
        // tableau where a careless pivot rule could cycle.
        let solver = Solver()
        for k in 1...30 {
            let slope = Double(k) / 10
            try solver.add(y >= slope * x)
            try solver.add(y >= -slope * x)
            try solver.add((y <= slope * x).with(strength: Strength(priority: Double(100 + k))))
        }
        try solver.add((x == 1).with(strength: .defaultLow))
        try solver.add((y == 0).with(strength: .defaultLow))
        // The 250 preferences come first: minimise |x - 1| + |y| with y >= 3|x| (the steepest pair).
        // On y = 3|x| this is |x - 1| + 3|x|, which is 1 + 2x on [0, 1] and larger elsewhere, so
        // x = 0, y = 0 (cost 1), where every lower preference y <= kx/10 holds with equality.
        #expect(abs(solver.value(of: x)) < 1e-9)
        #expect(abs(solver.value(of: y)) < 1e-9)
    }
}
