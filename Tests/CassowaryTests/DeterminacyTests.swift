import Testing
@testable import Cassowary

/// `Solver.isDetermined(_:byPrioritiesAbove:)`: a variable the stronger constraints fix cannot be moved
/// by any constant of a weaker one. Worked by hand on a cell row (an icon beside a wrapping label), and
/// checked on the differential fixtures by changing the weaker constants and solving again.
@Suite("Determinacy")
struct DeterminacyTests {
    static let hug = Strength(priority: 249.99), whileFree = Strength(priority: 51)

    /// content.width == 375; icon 46 wide (hugging 250, resistance 750: both tight, a degenerate
    /// vertex); label == content − 16 − icon − 8 − 16 = 289, whatever its own constraints at 249.99 and
    /// 51 ask.
    @Test func aLabelHeldByBothEdgesIsDeterminedAboveItsOwnPriorities() throws {
        let content = Variable("content"), icon = Variable("icon"), label = Variable("label")
        let solver = Solver()
        try solver.add(content == 375)
        try solver.add((icon <= 46).with(strength: .defaultLow))
        try solver.add((icon >= 46).with(strength: .defaultHigh))
        try solver.add(label == content - icon - 40)
        let hugging = (label <= 500).with(strength: Self.hug)
        let resisting = (label >= 500).with(strength: Self.whileFree)
        try solver.add(hugging)
        try solver.add(resisting)
        #expect(solver.value(of: label) == 289)
        #expect(solver.isDetermined(label, byPrioritiesAbove: 249.99))
        // What the test promises: the label's own constants do not move it.
        try solver.setConstants([(hugging, -100), (resisting, -100)])
        #expect(solver.value(of: label) == 289)
        #expect(solver.isDetermined(label, byPrioritiesAbove: 249.99))
        // With the icon's constraints at or below the priority asked about, the icon may give way.
        #expect(!solver.isDetermined(label, byPrioritiesAbove: 750))
    }

    /// Leading edge pinned, trailing edge only bounded: above 249.99 the label may be 0...343 wide, and
    /// its own constants do move it (343 with 500 asked, 100 with 100 asked).
    @Test func aLabelFreeToShrinkIsNotDetermined() throws {
        let x = Variable("x"), label = Variable("label")
        let solver = Solver()
        try solver.add(x == 16)
        try solver.add(x + label <= 359)
        let hugging = (label <= 500).with(strength: Self.hug)
        let resisting = (label >= 500).with(strength: Self.whileFree)
        try solver.add(hugging)
        try solver.add(resisting)
        #expect(solver.value(of: label) == 343)
        #expect(!solver.isDetermined(label, byPrioritiesAbove: 249.99))
        try solver.setConstants([(hugging, -100), (resisting, -100)])
        #expect(solver.value(of: label) == 100)
        #expect(!solver.isDetermined(label, byPrioritiesAbove: 249.99))
        // Held at 80 from both sides at 750 and 250, it is determined above 51 but not above 250.
        try solver.add((label >= 80).with(strength: .defaultHigh))
        try solver.add((label <= 80).with(strength: .defaultLow))
        #expect(solver.value(of: label) == 80)
        #expect(solver.isDetermined(label, byPrioritiesAbove: 51))
        #expect(!solver.isDetermined(label, byPrioritiesAbove: 250))
    }

    /// An answer lasts when every symbol of each row is pinned or a dummy: y's row holds x's dummy only (by
    /// hand, `y = 2·x` with `x == 10`). A label free to shrink is not determined, so nothing lasts.
    @Test func determinacyLastsOnlyThroughPinnedSymbols() throws {
        let x = Variable("x"), y = Variable("y"), label = Variable("label")
        let solver = Solver()
        try solver.add(x == 10)
        try solver.add(y == x * 2)
        try solver.add(label <= 100)
        try solver.add((label <= 500).with(strength: Self.hug))
        #expect(solver.determinacy(of: [y], byPrioritiesAbove: 1) == (true, true))
        #expect(solver.determinacy(of: [y, label], byPrioritiesAbove: 249.99) == (false, false))
        #expect(solver.areDetermined([x, y], byPrioritiesAbove: 1))
        #expect(!solver.areDetermined([x, label], byPrioritiesAbove: 249.99))
    }

    @Test func requiredEqualitiesDetermineAndUnknownsDoNot() throws {
        let x = Variable("x"), y = Variable("y"), stranger = Variable("stranger")
        let solver = Solver()
        try solver.add(x == 10)
        try solver.add(y == x * 2)
        #expect(solver.isDetermined(y, byPrioritiesAbove: 1))
        #expect(!solver.isDetermined(stranger, byPrioritiesAbove: 1))
    }

    /// On every fixture system: each variable the test calls determined above a priority keeps its value
    /// when every constraint at or below that priority gets another constant (the system is built again
    /// with the shifted constants). The count shows the check is not vacuous.
    @Test func determinedValuesDoNotMoveWithWeakerConstants() throws {
        var determined = 0, undetermined = 0
        for name in DifferentialSystem.fixtureNames() {
            // The small systems only: building the large ones again per priority takes long in a debug build.
            for system in try DifferentialSystem.load(resource: name) where system.initialAdditions.count <= 40 {
                let counts = try Self.checkDeterminedValues(system)
                determined += counts.determined
                undetermined += counts.undetermined
            }
        }
        #expect(determined > 1000)
        #expect(undetermined > 1000)
    }

    /// Builds the system's first set of constraints (up to its first checkpoint), then checks every
    /// variable against every priority present.
    private static func checkDeterminedValues(_ system: DifferentialSystem) throws -> (determined: Int, undetermined: Int) {
        let variables = (0..<system.variableCount).map { Variable("v\($0)") }
        var added: [Int] = []
        func build(shiftingAtOrBelow priority: Double?) -> Solver {
            let solver = Solver()
            for index in system.initialAdditions {
                let spec = system.constraints[index]
                let shift = priority.map { spec.priority <= $0 ? 37.5 + Double(index % 7) * 11 : 0 } ?? 0
                let expression = Expression(spec.terms.map { Term(variables[$0.variable], coefficient: $0.coefficient) },
                                            constant: spec.constant + shift)
                let constraint = Constraint(expression, spec.relation, strength: Strength(priority: spec.priority))
                do {
                    try solver.add(constraint)
                    if priority == nil { added.append(index) }
                } catch {}
            }
            return solver
        }
        let solver = build(shiftingAtOrBelow: nil)
        // At most three priorities a system (lowest, middle, highest), to keep the rebuilds few.
        let present = Set(added.map { system.constraints[$0].priority }.filter { $0 < 1000 }).sorted()
        let priorities = Set([present.first, present.isEmpty ? nil : present[present.count / 2], present.last].compactMap { $0 })
        var counts = (determined: 0, undetermined: 0)
        for priority in priorities {
            let shifted = build(shiftingAtOrBelow: priority)
            for variable in variables {
                guard solver.isDetermined(variable, byPrioritiesAbove: priority) else {
                    counts.undetermined += 1
                    continue
                }
                counts.determined += 1
                let before = solver.value(of: variable), after = shifted.value(of: variable)
                #expect(abs(before - after) <= 1e-6 * max(1, abs(before)),
                        "seed \(system.seed): \(variable) above \(priority): \(before) then \(after)")
            }
        }
        return counts
    }
}

private extension DifferentialSystem {
    /// The constraints added before the first checkpoint.
    var initialAdditions: [Int] {
        operations.prefix { if case .check = $0 { false } else { true } }.compactMap {
            if case let .add(index) = $0 { index } else { nil }
        }
    }
}

/// `Solver.projectedValues(of:after:)`: what the current basis gives for new constants, without solving.
@Suite("Projected values")
struct ProjectedValueTests {
    /// label == 375 − icon − 40 with the icon held at 46 (250 and 750): with the icon's constants at 30
    /// the basis stays, so the projection, 305, is what solving gives; the solver does not move until asked.
    @Test func aChangeThatKeepsTheBasisIsProjectedExactly() throws {
        let icon = Variable("icon"), label = Variable("label")
        let solver = Solver()
        let hugging = (icon <= 46).with(strength: .defaultLow), resisting = (icon >= 46).with(strength: .defaultHigh)
        try solver.add(hugging)
        try solver.add(resisting)
        try solver.add(label == 375 - icon - 40)
        let changes = [(constraint: hugging, constant: -30.0), (constraint: resisting, constant: -30.0)]
        #expect(solver.projectedValues(of: [label, icon], after: changes) == [305, 30])
        #expect(solver.value(of: label) == 289)
        try solver.setConstants(changes)
        #expect(solver.value(of: label) == 305)
    }

    /// x <= 10 at 750 and x >= 20 at 250: x sits at 10. Moving the upper bound to 30 would, in the same
    /// basis, give 30; the solver instead stops at the lower bound, 20, once it repairs the solution.
    @Test func aChangeThatCrossesABoundIsOnlyAGuess() throws {
        let x = Variable("x"), stranger = Variable("stranger")
        let solver = Solver()
        let upper = (x <= 10).with(strength: .defaultHigh)
        try solver.add(upper)
        try solver.add((x >= 20).with(strength: .defaultLow))
        #expect(solver.value(of: x) == 10)
        #expect(solver.projectedValues(of: [x, stranger], after: [(upper, -30)]) == [30, 0])
        try solver.setConstant(-30, of: upper)
        #expect(solver.value(of: x) == 20)
    }
}

@Suite("Reading values")
struct ValueReadingTests {
    /// x == 10, y == 2x + 1: one call reads 10 and 21, and 0 for a variable the solver has never seen.
    @Test func valuesOfAListAreReadInOrder() throws {
        let x = Variable("x"), y = Variable("y"), stranger = Variable("stranger")
        let solver = Solver()
        try solver.add(x == 10)
        try solver.add(y == x * 2 + 1)
        #expect(solver.values(of: [y, stranger, x]) == [21, 0, 10])
        #expect(solver.values(of: []) == [])
    }
}
