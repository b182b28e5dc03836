import Testing
@testable import Cassowary

/// Long restricted rows are deferred like external rows while constants change (see `Tableau`): a
/// deferred row that goes negative must be repaired like any other, and additions, removals and reads
/// must see it as if every pivot had visited it.
@Suite("Long restricted rows deferred")
struct DeferredRowTests {
    /// Twelve amounts `x[i] == v[i]`, each at its own priority (100 + i), and a required budget
    /// `x[0] + ... + x[11] <= limit`. The budget's slack row holds both error symbols of every amount, 24
    /// cells: the row that gets deferred. Over budget, the weakest amount alone gives way, so every value
    /// is known by hand: x[0] = v[0] − max(0, Σ v − limit), x[i] = v[i] otherwise.
    struct Budget {
        let solver = Solver()
        let amounts: [Variable]
        let wants: [Constraint]
        let budget: Constraint

        init(count: Int, values: [Double], limit: Double) throws {
            amounts = (0..<count).map { Variable("x\($0)") }
            wants = zip(amounts, values).enumerated().map { index, pair in
                (pair.0 == pair.1).with(strength: Strength(priority: Double(100 + index)))
            }
            for want in wants { try solver.add(want) }
            let total = amounts.dropFirst().reduce(Expression(amounts[0])) { $0 + $1 }
            budget = total <= limit
            try solver.add(budget)
        }

        static func expected(_ values: [Double], limit: Double) -> [Double] {
            var result = values
            result[0] -= max(0, values.reduce(0, +) - limit)
            return result
        }
    }

    struct Numbers {
        var seed: UInt64
        mutating func next(below bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
    }

    @Test func aDeferredRowThatGoesNegativeIsRepaired() throws {
        let count = 12
        var values = [Double](repeating: 10, count: count)
        var limit = 200.0
        let budget = try Budget(count: count, values: values, limit: limit)
        var numbers = Numbers(seed: 7)
        var deferred = 0, restored = 0, overBudget = 0, addedWhileDeferred = 0, wasDeferred = false
        for step in 0..<200 {
            var changes: [(constraint: Constraint, constant: Double)] = []
            for _ in 0..<(1 + numbers.next(below: 4)) {
                let index = numbers.next(below: count)
                values[index] = Double(numbers.next(below: 40))
                // `x == v` is `x - v == 0`: its constant is -v.
                changes.append((budget.wants[index], -values[index]))
            }
            if numbers.next(below: 5) == 0 {
                limit = Double(100 + numbers.next(below: 300))
                // `total <= limit` is `total - limit <= 0`.
                changes.append((budget.budget, -limit))
            }
            try budget.solver.setConstants(changes)
            // The row stays deferred from one batch to the next unless it went negative (or rows changed).
            let isDeferred = budget.solver.core.tableau.deferredRowCount > 0
            if isDeferred { deferred += 1 }
            if wasDeferred && !isDeferred { restored += 1 }
            wasDeferred = isDeferred
            if values.reduce(0, +) > limit { overBudget += 1 }
            let expected = Budget.expected(values, limit: limit)
            for (amount, value) in zip(budget.amounts, expected) {
                #expect(abs(budget.solver.value(of: amount) - value) < 1e-9, "step \(step): \(amount)")
            }
            // Additions and removals see a deferred row whole: the floor's phase one must stop at the budget.
            if isDeferred && step % 3 == 0 {
                addedWhileDeferred += 1
                // A required floor on x[1] that takes the total 10 over budget, which x[0] then gives up.
                let raise = max(0, limit - values.reduce(0, +)) + 10
                let floor = budget.amounts[1] >= values[1] + raise
                try budget.solver.add(floor)
                #expect(budget.solver.core.tableau.deferredRowCount == 0)
                var raised = values
                raised[1] += raise
                for (amount, value) in zip(budget.amounts, Budget.expected(raised, limit: limit)) {
                    #expect(abs(budget.solver.value(of: amount) - value) < 1e-9, "step \(step), with a floor: \(amount)")
                }
                try budget.solver.remove(floor)
            } else if !isDeferred && step % 4 == 0 {
                // Rows are deferred again after the next addition or removal: a constraint that moves nothing.
                let loose = budget.amounts[2] >= -1000
                try budget.solver.add(loose)
                try budget.solver.remove(loose)
                wasDeferred = false
                for (amount, value) in zip(budget.amounts, expected) {
                    #expect(abs(budget.solver.value(of: amount) - value) < 1e-9, "step \(step), after an addition: \(amount)")
                }
            }
        }
        // The budget row was deferred for many batches, and restored when a batch went over budget.
        #expect(deferred > 40)
        #expect(restored > 5)
        #expect(addedWhileDeferred > 5)
        #expect(overBudget > 30 && overBudget < 170)
    }

    @Test func aFreshSolverAgreesAfterEveryChange() throws {
        // The same changes on a solver that keeps its rows, and on one built afresh with the constants:
        // equal values, each unique, after every batch.
        let count = 10
        var values = (0..<count).map { Double(5 + $0) }
        let live = try Budget(count: count, values: values, limit: 90)
        var numbers = Numbers(seed: 11)
        for step in 0..<100 {
            let index = numbers.next(below: count)
            values[index] = Double(numbers.next(below: 30))
            try live.solver.setConstants([(live.wants[index], -values[index])])
            let fresh = try Budget(count: count, values: values, limit: 90)
            for (amount, other) in zip(live.amounts, fresh.amounts) {
                #expect(abs(live.solver.value(of: amount) - fresh.solver.value(of: other)) < 1e-9, "step \(step)")
            }
        }
    }
}
