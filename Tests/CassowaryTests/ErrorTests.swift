import Testing
@testable import Cassowary

@Suite("Errors and the state after them")
struct ErrorTests {
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let d = Variable("d")

    @Test func contradictoryBoundsNameEachOther() throws {
        let solver = Solver()
        let atLeast = (a >= 10).with(label: "a >= 10")
        let other = (d == 4).with(label: "unrelated")
        try solver.add(atLeast)
        try solver.add(other)
        let atMost = (a <= 5).with(label: "a <= 5")
        #expect(throws: SolverError.unsatisfiable(atMost, conflicting: [atLeast])) {
            try solver.add(atMost)
        }
        #expect(!solver.contains(atMost))
        #expect(solver.value(of: a) == 10)
    }

    @Test func chainConflictNamesOnlyTheChain() throws {
        // a + 10 <= b and b + 10 <= c give c >= a + 20, so c <= a + 5 cannot hold; a >= 0 and d == 4
        // take no part in the conflict.
        let solver = Solver()
        let first = (a + 10 <= b)
        let second = (b + 10 <= c)
        let floor = (a >= 0)
        let unrelated = (d == 4)
        for constraint in [floor, first, unrelated, second] {
            try solver.add(constraint)
        }
        try solver.add((c == 50).with(strength: Strength(priority: 500)))
        let before = [a, b, c, d].map(solver.value(of:))

        let closing = (c <= a + 5)
        #expect(throws: SolverError.unsatisfiable(closing, conflicting: [first, second])) {
            try solver.add(closing)
        }
        // Exactly as before the call, and still usable.
        #expect([a, b, c, d].map(solver.value(of:)) == before)
        #expect(!solver.contains(closing))
        try solver.add(c <= a + 25)
        try solver.remove(second)
        try solver.add(closing)
        // Now c <= a + 5 and c == 50 @500 with a + 10 <= b: c = 50, a >= 45.
        #expect(abs(solver.value(of: c) - 50) < 1e-9)
        #expect(solver.value(of: a) >= 45 - 1e-9)
    }

    @Test func aConflictTooCostlyToNarrowDownNamesEveryConnectedConstraint() throws {
        // x0 == 0 and x(i+1) >= x(i) + 10 for 100 links put x100 at 1,000 or more, so x100 <= 5 conflicts with
        // every link and the floor; x50 <= 100,000 shares a variable with them but takes no part, and the 30
        // y's share none. Narrowing a chain down costs a feasibility test per link, each solving the chain
        // again: within the limit the answer is the chain alone, past it every connected constraint.
        func item(_ constraint: Constraint) -> ConflictExplainer.Item { .init(constraint: constraint, constant: constraint.expression.constant) }
        let xs = (0...100).map { Variable("x\($0)") }
        let floor = item(xs[0] == 0)
        let links = (0..<100).map { item(xs[$0 + 1] >= xs[$0] + 10) }
        let loose = item(xs[50] <= 100_000)
        let unrelated = (0..<30).map { item(Variable("y\($0)") == Double($0)) }
        let existing = [floor] + links + [loose] + unrelated
        let failing = item(xs[100] <= 5)
        let chain = ([floor] + links).map(\.constraint)
        #expect(ConflictExplainer(failing: failing, existing: existing).explain() == chain)
        #expect(ConflictExplainer(failing: failing, existing: existing, workLimit: 20_000).explain() == chain + [loose.constraint])
    }

    /// Past the conflicts a caller lets be explained, a conflict is thrown with none named: a >= 10 against
    /// a <= 5 is explained (the bound it meets), then a <= 4 is not, though it meets the same bound.
    @Test func conflictsPastTheAllowanceAreNotExplained() throws {
        let solver = Solver()
        let atLeast = (a >= 10)
        try solver.add(atLeast)
        solver.allowExplanations(1)
        let five = (a <= 5), four = (a <= 4)
        #expect(throws: SolverError.unsatisfiable(five, conflicting: [atLeast])) { try solver.add(five) }
        #expect(throws: SolverError.unsatisfiable(four, conflicting: [])) { try solver.add(four) }
        solver.allowExplanations(1)
        #expect(throws: SolverError.unsatisfiable(four, conflicting: [atLeast])) { try solver.add(four) }
    }

    /// A new constraint's row copies the rows of its basic variables, which is work as a substitution is: a
    /// conflict through hundreds of stacked views copied long rows in every feasibility test, and the limit,
    /// counting substitutions only, let one explanation run for seconds.
    @Test func copyingARowIntoANewConstraintIsCountedAsWork() throws {
        let solver = Solver()
        let x = Variable("x"), z = Variable("z")
        let ys = (0..<50).map { Variable("y\($0)") }
        try solver.add(x == ys.dropFirst().reduce(Expression(ys[0])) { $0 + $1 })
        let before = solver.work
        // z is new, so its row is x's, 50 cells and its own, with nothing else to substitute.
        try solver.add(z == x)
        #expect(solver.work - before >= 50)
    }

    @Test func conflictingRequiredEqualities() throws {
        let solver = Solver()
        let ten = (a == 10)
        try solver.add(ten)
        try solver.add(a == 10)   // redundant, fine
        let eleven = (a == 11)
        #expect(throws: SolverError.unsatisfiable(eleven, conflicting: [ten])) {
            try solver.add(eleven)
        }
        // A constraint with no variables that is false on its own conflicts with nothing else.
        let impossible = Constraint(Expression(constant: 1), .equal)
        #expect(throws: SolverError.unsatisfiable(impossible, conflicting: [])) {
            try solver.add(impossible)
        }
        #expect(solver.value(of: a) == 10)
    }

    /// `a == 100` and `a >= 20`, both required: a minimum above 100 conflicts with the width.
    private func widthAndMinimum() throws -> (solver: Solver, width: Constraint, minimum: Constraint) {
        let solver = Solver()
        let width = (a == 100)
        let minimum = (a >= 20)
        try solver.add(width)
        try solver.add(minimum)
        return (solver, width, minimum)
    }

    @Test func setConstantThatBreaksARequiredConstraintIsUndone() throws {
        let (solver, width, minimum) = try widthAndMinimum()
        try solver.add(b == a / 2)
        // a >= 20 becomes a >= 150 (constant -20 -> -150) against a == 100. The error carries the
        // attempted constant: the constraint object itself still reads a - 20 >= 0.
        #expect(throws: SolverError.unsatisfiableConstant(minimum, constant: -150, conflicting: [width])) {
            try solver.setConstant(-150, of: minimum)
        }
        #expect(solver.constant(of: minimum) == -20)
        #expect(solver.value(of: a) == 100)
        #expect(solver.value(of: b) == 50)
        // A legal change still works afterwards: a == 80 (constant -80), b = 40.
        try solver.setConstant(-80, of: width)
        #expect(abs(solver.value(of: b) - 40) < 1e-9)
    }

    @Test func conflictsCanGoUnexplained() throws {
        // The same conflict as above, asked not to be explained: the same error with an empty list, and
        // the same state kept, one change at a time and in a batch.
        let (solver, width, minimum) = try widthAndMinimum()
        #expect(throws: SolverError.unsatisfiableConstant(minimum, constant: -150, conflicting: [])) {
            try solver.setConstant(-150, of: minimum, explainingConflicts: false)
        }
        #expect(throws: SolverError.unsatisfiableConstant(minimum, constant: -150, conflicting: [])) {
            try solver.setConstants([(width, -90), (minimum, -150)], explainingConflicts: false)
        }
        #expect(solver.constant(of: minimum) == -20)
        #expect(solver.constant(of: width) == -100)
        #expect(solver.value(of: a) == 100)
    }

    @Test func duplicatesAndUnknowns() throws {
        let solver = Solver()
        let constraint = (a >= 1)
        try solver.add(constraint)
        #expect(throws: SolverError.duplicateConstraint(constraint)) { try solver.add(constraint) }
        let stranger = (a <= 3)
        #expect(throws: SolverError.unknownConstraint(stranger)) { try solver.remove(stranger) }
        #expect(throws: SolverError.unknownConstraint(stranger)) { try solver.setConstant(1, of: stranger) }
        #expect(solver.constant(of: stranger) == nil)
        try solver.remove(constraint)
        #expect(throws: SolverError.unknownConstraint(constraint)) { try solver.remove(constraint) }

        try solver.addEditVariable(b, strength: .defaultHigh)
        #expect(throws: SolverError.duplicateEditVariable(b)) { try solver.addEditVariable(b, strength: .defaultLow) }
        #expect(throws: SolverError.unknownEditVariable(c)) { try solver.suggestValue(1, for: c) }
        #expect(throws: SolverError.unknownEditVariable(c)) { try solver.removeEditVariable(c) }
        #expect(throws: SolverError.requiredEditVariable(c)) { try solver.addEditVariable(c, strength: .required) }
        try solver.removeEditVariable(b)
        #expect(throws: SolverError.unknownEditVariable(b)) { try solver.suggestValue(1, for: b) }
    }

    @Test func nonFiniteNumbersAreRejected() throws {
        let solver = Solver()
        #expect(throws: SolverError.self) { try solver.add(a == .nan) }
        #expect(throws: SolverError.self) { try solver.add(Double.infinity * a >= 3) }
        #expect(throws: SolverError.self) { try solver.add((a >= 3).with(strength: Strength(priority: .nan))) }
        let constraint = (a >= 3)
        try solver.add(constraint)
        #expect(throws: SolverError.self) { try solver.setConstant(.infinity, of: constraint) }
        try solver.addEditVariable(b, strength: .defaultHigh)
        #expect(throws: SolverError.self) { try solver.suggestValue(.nan, for: b) }
        #expect(throws: SolverError.self) { try solver.addEditVariable(c, strength: Strength(priority: .nan)) }
        do {
            try solver.add(a <= -.infinity)
            Issue.record("accepted an infinite constant")
        } catch {
            guard case .nonFinite(let place) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(place.contains("constant"))
        }
        #expect(solver.value(of: a) == 3)
    }
}
