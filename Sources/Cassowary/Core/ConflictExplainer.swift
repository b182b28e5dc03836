/// Finds which required constraints a failing required constraint fights with.
///
/// Only required constraints can make a system infeasible (anything weaker just stays violated), so
/// the question is about the required constraints alone. First the search narrows to those that
/// share variables with the failing one, directly or through a chain of others; then QuickXplain
/// (Junker, 2004) splits that set in halves and keeps only halves that are needed for the conflict,
/// testing feasibility in fresh scratch solvers. The result is irreducible: dropping any one of the
/// returned constraints makes the failing one satisfiable. This is the error path, so it favours a
/// small, exact answer over speed, up to ``workLimit``: a conflict that runs through a long chain (the
/// heights of hundreds of stacked views against a fixed total) holds every link, and narrowing it down
/// took a feasibility test per link, each solving the whole chain again. Past the limit the answer is the
/// constraints connected to the failing one, which conflict with it but may hold more than they need.
struct ConflictExplainer {
    /// Row cells the scratch solvers of one explanation may write (see ``WorkMeter``): about half a second.
    static let workLimit: UInt64 = 50_000_000

    /// A required constraint with the constant it has in the solver.
    struct Item {
        let constraint: Constraint
        let constant: Double
    }

    let failing: Item
    let existing: [Item]
    /// Shared by every scratch solver of this explanation.
    private let meter: WorkMeter

    init(failing: Item, existing: [Item], workLimit: UInt64 = Self.workLimit) {
        self.failing = failing
        self.existing = existing
        meter = WorkMeter()
        meter.limit = workLimit
    }

    /// The existing constraints, in their given order, that form a minimal conflict with `failing`.
    func explain() -> [Constraint] {
        guard isFeasible([failing]) else {
            return []   // The failing constraint is impossible on its own (such as 0 == 1).
        }
        let candidates = connectedToFailing()
        guard !isFeasible([failing] + candidates) else {
            return []
        }
        let narrowed = quickXplain(background: [failing], backgroundChanged: false, candidates: candidates[...])
        return (meter.isSpent ? candidates : narrowed).map(\.constraint)
    }

    /// The existing constraints linked to the failing one through shared variables.
    private func connectedToFailing() -> [Item] {
        var byVariable: [Variable: [Int]] = [:]
        for (index, item) in existing.enumerated() {
            for term in item.constraint.expression.terms {
                byVariable[term.variable, default: []].append(index)
            }
        }
        var reached = Set<Variable>()
        var taken = [Bool](repeating: false, count: existing.count)
        var queue = failing.constraint.expression.terms.map(\.variable)
        while let variable = queue.popLast() {
            guard reached.insert(variable).inserted else { continue }
            for index in byVariable[variable] ?? [] where !taken[index] {
                taken[index] = true
                queue.append(contentsOf: existing[index].constraint.expression.terms.map(\.variable))
            }
        }
        return existing.indices.filter { taken[$0] }.map { existing[$0] }
    }

    private func quickXplain(background: [Item], backgroundChanged: Bool, candidates: ArraySlice<Item>) -> [Item] {
        // Past the limit the answers are not to be trusted; `explain` falls back to every candidate.
        if meter.isSpent { return [] }
        if backgroundChanged, !isFeasible(background) {
            return []
        }
        if candidates.count == 1 {
            return Array(candidates)
        }
        let middle = candidates.startIndex + candidates.count / 2
        let first = candidates[..<middle]
        let second = candidates[middle...]
        let neededFromSecond = quickXplain(background: background + first, backgroundChanged: !first.isEmpty, candidates: second)
        let neededFromFirst = quickXplain(
            background: background + neededFromSecond, backgroundChanged: !neededFromSecond.isEmpty, candidates: first)
        return neededFromFirst + neededFromSecond
    }

    private func isFeasible(_ items: [Item]) -> Bool {
        var scratch = SolverCore()
        scratch.tableau.meter = meter
        for item in items {
            if meter.isSpent { return false }
            do {
                try scratch.add(item.constraint, constant: item.constant, restoreOnFailure: false)
            } catch {
                return false
            }
        }
        return true
    }
}
