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
}
