import SeededRandom
import Testing
@testable import Cassowary

/// Removing a constraint must leave every remaining required constraint in force, including
/// equalities that were redundant while the removed one was present.
@Suite("Removing constraints")
struct RemovalTests {
    let x = Variable("x")
    let y = Variable("y")

    /// `x == 10`, `y == x`, `y == 10`, `y == 0 @5`. While `y == x` is present, `y == 10` is implied
    /// (redundant); once it is removed, `y == 10` alone must pin y. The weak `y == 0` pulls y down but
    /// cannot beat a required equality, so y = 10 (and x = 10 from `x == 10`).
    @Test(arguments: [false, true])
    func removingALinkKeepsARedundantEqualityInForce(reversed: Bool) throws {
        let solver = Solver()
        try solver.add(x == 10)
        let link: Constraint = y == x
        try solver.add(link)
        // Both orientations of `y == 10`: the redundant row then holds the removed marker with either sign.
        try solver.add(reversed ? Constraint(10 - y, .equal) : (y == 10))
        try solver.add((y == 0).with(strength: Strength(priority: 5)))
        #expect(solver.value(of: y) == 10)

        try solver.remove(link)
        #expect(solver.value(of: y) == 10)
        #expect(solver.value(of: x) == 10)
    }

    /// After the removal the tableau stays consistent: `y == 10` now pins y alone, so changing its
    /// constant to make it `y == 20` moves y to 20 (x stays 10); removing it too leaves only the weak
    /// `y == 0` on y, so y = 0, while `x == 10` still holds.
    @Test func theFormerlyRedundantEqualityCanBeRemovedAfterwards() throws {
        let solver = Solver()
        try solver.add(x == 10)
        let link: Constraint = y == x
        try solver.add(link)
        let ten = (y == 10)
        try solver.add(ten)
        try solver.add((y == 0).with(strength: Strength(priority: 5)))
        try solver.remove(link)
        try solver.setConstant(-20, of: ten)
        #expect(solver.value(of: y) == 20)
        #expect(solver.value(of: x) == 10)
        try solver.remove(ten)
        #expect(solver.value(of: y) == 0)
        #expect(solver.value(of: x) == 10)
        // y is free of required constraints now: a new required `y == 7` holds exactly.
        try solver.add(y == 7)
        #expect(solver.value(of: y) == 7)
    }

    /// Random systems rich in redundant required equalities: every required constraint is built to hold
    /// at one hidden integer point (so every addition succeeds), weak constraints pull elsewhere, and
    /// random constraints are removed again. After every operation every active required constraint
    /// must hold, evaluated from the constraint itself with the solver's values.
    @Test(arguments: 1...40)
    func requiredConstraintsHoldThroughRandomRemovals(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed))
        let variables = (0..<5).map { Variable("v\($0)") }
        let hidden = variables.map { _ in Double(Int.random(in: -20...20, using: &rng)) }
        func randomConstraint() -> Constraint {
            let i = Int.random(in: 0..<variables.count, using: &rng)
            let j = (i + Int.random(in: 1..<variables.count, using: &rng)) % variables.count
            let a = Double(Int.random(in: 1...3, using: &rng)), b = Double(Int.random(in: -3...3, using: &rng))
            // a·v_i + b·v_j + c with c chosen so that it is 0 at the hidden point.
            let expression = Expression([Term(variables[i], coefficient: a), Term(variables[j], coefficient: b)],
                                        constant: -(a * hidden[i] + b * hidden[j]))
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: return Constraint(Expression([Term(variables[i], coefficient: 1)], constant: -hidden[i]), .equal)
            case 1: return Constraint(Expression(expression.terms, constant: expression.constant - 5), .lessThanOrEqual)
            case 2:
                let target = Double(Int.random(in: -40...40, using: &rng))
                return Constraint(Expression([Term(variables[i], coefficient: 1)], constant: -target), .equal,
                                  strength: Strength(priority: Double([5, 250, 750][Int.random(in: 0..<3, using: &rng)])))
            default: return Constraint(expression, .equal)
            }
        }
        let solver = Solver()
        var active: [Constraint] = []
        for step in 0..<60 {
            if !active.isEmpty, Int.random(in: 0..<3, using: &rng) == 0 {
                try solver.remove(active.remove(at: Int.random(in: 0..<active.count, using: &rng)))
            } else {
                let constraint = randomConstraint()
                try solver.add(constraint)
                active.append(constraint)
            }
            for constraint in active where constraint.strength.isRequired {
                let e = constraint.expression.value(solver.value(of:))
                let violation = switch constraint.relation {
                case .equal: abs(e)
                case .lessThanOrEqual: max(0, e)
                case .greaterThanOrEqual: max(0, -e)
                }
                #expect(violation < 1e-6, "seed \(seed) step \(step): \(constraint) is off by \(violation)")
            }
        }
    }
}
