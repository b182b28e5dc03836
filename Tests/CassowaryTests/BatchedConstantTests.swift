import Testing
@testable import Cassowary

@Suite("Several constants changed at once")
struct BatchedConstantTests {
    let x = Variable("x"), w = Variable("w"), h = Variable("h")

    /// An icon-like box: `x == 16`, width hugging `w <= v @250` and compression resistance `w >= v @750`,
    /// and a label after it whose leading edge is `x + w + 8`.
    private func box(_ v: Double) throws -> (Solver, hug: Constraint, resist: Constraint) {
        let solver = Solver()
        try solver.add(x == 16)
        let hug = (w <= v).with(strength: .defaultLow)
        let resist = (w >= v).with(strength: .defaultHigh)
        try solver.add(hug)
        try solver.add(resist)
        return (solver, hug, resist)
    }

    @Test func hugAndResistanceMoveTogether() throws {
        for (old, new) in [(24.0, 64.0), (64.0, 24.0), (40.0, 40.0)] {
            let (solver, hug, resist) = try box(old)
            let leading = Variable("leading")
            try solver.add(leading == x + w + 8)
            // `w <= v` is `w - v <= 0`, so its constant is -v; likewise for `w >= v`.
            try solver.setConstants([(hug, -new), (resist, -new)])
            #expect(abs(solver.value(of: w) - new) < 1e-9)
            #expect(abs(solver.value(of: leading) - (16 + new + 8)) < 1e-9)   // x + w + 8
            #expect(solver.constant(of: hug) == -new)
            #expect(solver.constant(of: resist) == -new)
        }
    }

    @Test func requiredPairShrinksInOneCall() throws {
        // w <= v and w >= v, both required, at v = 50. Moving v to 30 one constraint at a time would ask
        // for w <= 30 while w >= 50 still holds (unsatisfiable); together the change is consistent: w = 30.
        let solver = Solver()
        let upper = (w <= 50)
        let lower = (w >= 50)
        try solver.add(upper)
        try solver.add(lower)
        #expect(throws: SolverError.self) { try solver.setConstant(-30, of: upper) }
        #expect(abs(solver.value(of: w) - 50) < 1e-9)   // the failed call changed nothing
        #expect(solver.constant(of: upper) == -50)
        try solver.setConstants([(upper, -30), (lower, -30)])
        #expect(abs(solver.value(of: w) - 30) < 1e-9)
    }

    @Test func sameResultAsOneAtATime() throws {
        // A column of boxes, each at least its height below the previous one, pulled up weakly:
        // y[i] = y[i-1] + h[i] with h[i] between a hugging and a resistance constant.
        let count = 8
        let ys = (0..<count).map { Variable("y\($0)") }
        let hs = (0..<count).map { Variable("h\($0)") }
        func build() throws -> (Solver, [Constraint], [Constraint]) {
            let solver = Solver()
            try solver.add(ys[0] == 0)
            var hugs: [Constraint] = [], resists: [Constraint] = []
            for i in 0..<count {
                if i > 0 { try solver.add(ys[i] >= ys[i - 1] + hs[i - 1] + 8) }
                try solver.add((ys[i] == 0).with(strength: Strength(priority: 50)))
                let hug = (hs[i] <= 20).with(strength: .defaultLow)
                let resist = (hs[i] >= 20).with(strength: .defaultHigh)
                try solver.add(hug)
                try solver.add(resist)
                hugs.append(hug)
                resists.append(resist)
            }
            return (solver, hugs, resists)
        }
        let heights = (0..<count).map { Double(10 + ($0 * 17) % 31) }
        let (single, singleHugs, singleResists) = try build()
        let (batched, batchedHugs, batchedResists) = try build()
        var changes: [(constraint: Constraint, constant: Double)] = []
        for i in 0..<count {
            try single.setConstant(-heights[i], of: singleHugs[i])
            try single.setConstant(-heights[i], of: singleResists[i])
            changes.append((batchedHugs[i], -heights[i]))
            changes.append((batchedResists[i], -heights[i]))
        }
        try batched.setConstants(changes)
        // By hand: every gap is tight, so y[i] = Σ_{j<i} (h[j] + 8).
        var expected = 0.0
        for i in 0..<count {
            #expect(abs(batched.value(of: ys[i]) - expected) < 1e-9)
            #expect(abs(single.value(of: ys[i]) - expected) < 1e-9)
            #expect(abs(batched.value(of: hs[i]) - heights[i]) < 1e-9)
            expected += heights[i] + 8
        }
    }

    @Test func unsatisfiableBatchChangesNothing() throws {
        // x + w <= 100 (required), w >= 20 (required), x >= 10 (required). Asking w >= 95 and x >= 10 is
        // impossible (95 + 10 > 100); the solver keeps its old constants and values.
        let solver = Solver()
        let room = (x + w <= 100)
        let minWidth = (w >= 20)
        let minX = (x >= 10)
        try solver.add(room)
        try solver.add(minWidth)
        try solver.add(minX)
        try solver.add((w == 40).with(strength: .defaultLow))
        #expect(abs(solver.value(of: w) - 40) < 1e-9)
        do {
            try solver.setConstants([(minX, -10), (minWidth, -95)])
            Issue.record("expected an unsatisfiable error")
        } catch {
            guard case .unsatisfiableConstant(let failing, let constant, _) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(failing === minWidth)
            #expect(constant == -95)
        }
        #expect(solver.constant(of: minWidth) == -20)
        #expect(abs(solver.value(of: w) - 40) < 1e-9)
        // The solver is still usable.
        try solver.setConstants([(minWidth, -50)])
        #expect(abs(solver.value(of: w) - 50) < 1e-9)
    }

    @Test func aConflictKeepsEditVariablesAndLaterChanges() throws {
        // The old system is solved again after a conflict: the edit variable, its suggestion and the
        // constants changed before the conflict all come back. By hand: x = 30 (suggested, under
        // x + w <= 100, x >= 15 and w >= 25), w = 40 (preferred at 250, room for it); w >= 90 would leave
        // x at most 10, against x >= 15. After the conflict a new suggestion x = 70 leaves w = 30 (the
        // room), above its minimum 25.
        let solver = Solver()
        let minWidth = (w >= 20)
        try solver.add(x + w <= 100)
        try solver.add(x >= 15)
        try solver.add(minWidth)
        try solver.add((w == 40).with(strength: .defaultLow))
        try solver.addEditVariable(x, strength: .defaultHigh)
        try solver.suggestValue(30, for: x)
        try solver.setConstants([(minWidth, -25)])
        #expect(throws: SolverError.self) { try solver.setConstants([(minWidth, -30), (minWidth, -90)]) }
        #expect(solver.constant(of: minWidth) == -25)
        #expect(abs(solver.value(of: x) - 30) < 1e-9)
        #expect(abs(solver.value(of: w) - 40) < 1e-9)
        try solver.suggestValue(70, for: x)
        #expect(abs(solver.value(of: x) - 70) < 1e-9)
        #expect(abs(solver.value(of: w) - 30) < 1e-9)
        // One change at a time goes the same way.
        #expect(throws: SolverError.self) { try solver.setConstant(-90, of: minWidth) }
        #expect(abs(solver.value(of: x) - 70) < 1e-9)
        #expect(abs(solver.value(of: w) - 30) < 1e-9)
    }

    @Test func aBrokenRedundantEquationIsUndone() throws {
        // y == 10 repeats what x == 10 and y == x already say (its row is a redundant equation's). Moving
        // it to 20 breaks it, and it is put back. By hand: x = y = 10; without it, x == 20 gives x = y = 20.
        let solver = Solver()
        let y = Variable("y")
        let fixX = (x == 10)
        try solver.add(fixX)
        try solver.add(y == x)
        let fixY = (y == 10)
        try solver.add(fixY)
        #expect(throws: SolverError.self) { try solver.setConstants([(fixY, -20)]) }
        #expect(throws: SolverError.self) { try solver.setConstant(-20, of: fixY) }
        #expect(solver.constant(of: fixY) == -10)
        #expect(abs(solver.value(of: x) - 10) < 1e-9)
        #expect(abs(solver.value(of: y) - 10) < 1e-9)
        try solver.remove(fixY)
        try solver.setConstants([(fixX, -20)])
        #expect(abs(solver.value(of: x) - 20) < 1e-9)
        #expect(abs(solver.value(of: y) - 20) < 1e-9)
    }

    @Test func badInputIsRejectedBeforeAnyChange() throws {
        let (solver, hug, resist) = try box(30)
        let stranger = (h >= 5)
        #expect(throws: SolverError.self) { try solver.setConstants([(hug, -60), (stranger, -1)]) }
        #expect(throws: SolverError.self) { try solver.setConstants([(hug, -60), (resist, .nan)]) }
        #expect(solver.constant(of: hug) == -30)
        #expect(abs(solver.value(of: w) - 30) < 1e-9)
    }
}
