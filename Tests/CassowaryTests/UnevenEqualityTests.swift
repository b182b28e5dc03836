import SeededRandom
import Testing
@testable import Cassowary

/// An equality whose two sides have different strengths (`shortfallStrength`), the form UIKit gives a
/// view's content size: going over costs the hugging priority, falling short the compression resistance.
@Suite("Equalities with a shortfall strength")
struct UnevenEqualityTests {
    let w = Variable("w")

    /// `w == 40`, going over at 250 and falling short at 750.
    private func contentSize(_ value: Double = 40) -> Constraint {
        Constraint(w - value, .equal, strength: .defaultLow, shortfallStrength: .defaultHigh)
    }

    /// A pull at 500 toward 30 loses to the shortfall side (750); toward 50 it beats the side of going over
    /// (250). A required bound below the value wins over both.
    @Test func eachSideHasItsOwnStrength() throws {
        for (pull, expected) in [(30.0, 40.0), (50.0, 50.0)] {
            let solver = Solver()
            try solver.add(contentSize())
            try solver.add(Constraint(w - pull, .equal, strength: Strength(priority: 500)))
            #expect(abs(solver.value(of: w) - expected) < 1e-9)
        }
        let solver = Solver()
        try solver.add(contentSize())
        try solver.add(w <= 30)
        #expect(abs(solver.value(of: w) - 30) < 1e-9)
    }

    /// A new constant moves the value, and the strengths stay with their sides: at 60, the pull toward
    /// 50 at 500 is a shortfall (750) and loses.
    @Test func aNewConstantKeepsTheSides() throws {
        let solver = Solver()
        let size = contentSize()
        try solver.add(size)
        try solver.add(Constraint(w - 50, .equal, strength: Strength(priority: 500)))
        #expect(abs(solver.value(of: w) - 50) < 1e-9)
        try solver.setConstant(-60, of: size)
        #expect(abs(solver.value(of: w) - 60) < 1e-9)
        try solver.setConstants([(size, -45)])
        #expect(abs(solver.value(of: w) - 50) < 1e-9)
    }

    @Test func onlyNonRequiredEqualitiesHaveOne() throws {
        let solver = Solver()
        for bad in [Constraint(w - 40, .lessThanOrEqual, strength: .defaultLow, shortfallStrength: .defaultHigh),
                    Constraint(w - 40, .equal, strength: .defaultLow, shortfallStrength: .required),
                    Constraint(w - 40, .equal, strength: .required, shortfallStrength: .defaultHigh)] {
            #expect(throws: SolverError.invalidShortfallStrength(bad)) { try solver.add(bad) }
        }
        let nan = Constraint(w - 40, .equal, strength: .defaultLow, shortfallStrength: Strength(priority: .nan))
        #expect(throws: SolverError.nonFinite("strength of \(nan)")) { try solver.add(nan) }
        // The same strength on both sides is an ordinary equality.
        let even = Constraint(w - 40, .equal, strength: .defaultLow, shortfallStrength: .defaultLow)
        #expect(!even.isUneven)
        try solver.add(even)
        #expect(abs(solver.value(of: w) - 40) < 1e-9)
    }

    /// Random rows of boxes in a container: each box's content size held either by one uneven equality
    /// or by the pair UIKit's semantics stand for (`w <= c` at the hugging priority, `w >= c` at the
    /// compression resistance). Every priority is distinct, so the optimum is unique and both systems
    /// must reach it, after the build, after new content sizes and container widths, and after boxes
    /// leave (their content-size constraints removed, their widths then fixed by a required equality).
    @Test(arguments: 1...30)
    func agreesWithTheTwoInequalities(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed))
        let count = Int.random(in: 2...5, using: &rng)
        let widths = (0..<count).map { Variable("w\($0)") }
        let xs = (0...count).map { Variable("x\($0)") }
        // Distinct priorities for the hugging and resistance of each box and for the container.
        var priorities = Array(stride(from: 10.0, through: 990.0, by: 10.0)).shuffled(using: &rng)
        let hug = (0..<count).map { _ in priorities.removeLast() }
        let resist = (0..<count).map { _ in priorities.removeLast() }
        let containerPriority = priorities.removeLast()
        var sizes = (0..<count).map { _ in Double(Int.random(in: 10...80, using: &rng)) }

        let uneven = Solver(), pairs = Solver()
        var unevenSizes: [Constraint] = [], pairSizes: [(Constraint, Constraint)] = []
        let container = Constraint(xs[count] - 200, .equal, strength: Strength(priority: containerPriority))
        for solver in [uneven, pairs] {
            try solver.add(xs[0] == 0)
            for i in 0..<count {
                try solver.add(xs[i + 1] == xs[i] + widths[i] + 8)
                try solver.add(widths[i] >= 0)
            }
            try solver.add(container)
        }
        for i in 0..<count {
            let one = Constraint(widths[i] - sizes[i], .equal, strength: Strength(priority: hug[i]),
                                 shortfallStrength: Strength(priority: resist[i]))
            let below = Constraint(widths[i] - sizes[i], .lessThanOrEqual, strength: Strength(priority: hug[i]))
            let above = Constraint(widths[i] - sizes[i], .greaterThanOrEqual, strength: Strength(priority: resist[i]))
            try uneven.add(one)
            try pairs.add(below)
            try pairs.add(above)
            unevenSizes.append(one)
            pairSizes.append((below, above))
        }
        func expectSameValues(_ step: String) {
            for variable in widths + xs {
                let a = uneven.value(of: variable), b = pairs.value(of: variable)
                #expect(abs(a - b) < 1e-7, "\(variable) after \(step): \(a) with uneven equalities, \(b) with pairs")
            }
        }
        expectSameValues("building")

        for round in 0..<4 {
            let box = Int.random(in: 0..<count, using: &rng)
            sizes[box] = Double(Int.random(in: 10...80, using: &rng))
            let containerWidth = Double(Int.random(in: 60...400, using: &rng))
            try uneven.setConstants([(unevenSizes[box], -sizes[box]), (container, -containerWidth)])
            try pairs.setConstants([(pairSizes[box].0, -sizes[box]), (pairSizes[box].1, -sizes[box]),
                                    (container, -containerWidth)])
            expectSameValues("new constants, round \(round)")
        }

        for box in 0..<count - 1 {
            try uneven.remove(unevenSizes[box])
            try pairs.remove(pairSizes[box].0)
            try pairs.remove(pairSizes[box].1)
            for solver in [uneven, pairs] { try solver.add(widths[box] == 20) }
            expectSameValues("removing box \(box)")
        }
    }

    /// Removing an uneven equality leaves nothing of it in the objective: the solver then gives what a
    /// fresh one without it gives (a cost left behind at either level would pull the value).
    @Test func removalLeavesNoCostBehind() throws {
        let solver = Solver()
        let size = contentSize()
        try solver.add(size)
        try solver.add(Constraint(w - 10, .greaterThanOrEqual, strength: .defaultLow))
        try solver.add(Constraint(w - 70, .lessThanOrEqual, strength: .defaultHigh))
        try solver.add(Constraint(w - 60, .equal, strength: Strength(priority: 100)))
        try solver.remove(size)
        let fresh = Solver()
        try fresh.add(Constraint(w - 10, .greaterThanOrEqual, strength: .defaultLow))
        try fresh.add(Constraint(w - 70, .lessThanOrEqual, strength: .defaultHigh))
        try fresh.add(Constraint(w - 60, .equal, strength: Strength(priority: 100)))
        #expect(abs(solver.value(of: w) - 60) < 1e-9)
        #expect(abs(fresh.value(of: w) - 60) < 1e-9)
        // Adding it again puts w back at 40: the shortfall side (750) beats the pull at 100.
        try solver.add(size)
        #expect(abs(solver.value(of: w) - 40) < 1e-9)
    }
}
