import Testing
@testable import Cassowary

/// Constant changes leave the rows of external variables stale (see `Tableau`): values, additions,
/// removals and projections must read them as if every pivot had visited them.
@Suite("Rows left stale by constant changes")
struct StaleRowTests {
    /// A column of rows like a cell's: each row's bottom is at least its top plus its icon's height and
    /// plus its label's height, pulled up weakly, and the next row starts 8 below it. Which of the two
    /// heights holds the bottom flips as the heights change, so changes pivot.
    struct Column {
        let solver = Solver()
        let tops: [Variable], bottoms: [Variable]
        var icons: [Constraint] = [], labels: [Constraint] = []

        init(rows: Int) throws {
            tops = (0..<rows).map { Variable("top\($0)") }
            bottoms = (0..<rows).map { Variable("bottom\($0)") }
            try solver.add(tops[0] == 0)
            for row in 0..<rows {
                let icon = Variable("icon\(row)"), label = Variable("label\(row)")
                let iconHeight = (icon == 20).with(strength: .defaultHigh)
                let labelHeight = (label == 20).with(strength: .defaultHigh)
                try solver.add(iconHeight)
                try solver.add(labelHeight)
                icons.append(iconHeight)
                labels.append(labelHeight)
                try solver.add(bottoms[row] >= tops[row] + icon)
                try solver.add(bottoms[row] >= tops[row] + label)
                try solver.add((bottoms[row] == tops[row]).with(strength: Strength(priority: 50)))
                if row + 1 < rows { try solver.add(tops[row + 1] == bottoms[row] + 8) }
            }
        }
    }

    /// A fixed sequence of numbers (a 64-bit linear congruential generator, Knuth's MMIX constants), so
    /// every run makes the same changes.
    struct Numbers {
        var seed: UInt64

        mutating func next(below bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
    }

    /// Tops and bottoms worked out by hand: each row is as tall as its taller view.
    static func expected(icons: [Double], labels: [Double]) -> (tops: [Double], bottoms: [Double]) {
        var tops: [Double] = [], bottoms: [Double] = []
        var top = 0.0
        for (icon, label) in zip(icons, labels) {
            tops.append(top)
            bottoms.append(top + max(icon, label))
            top = bottoms.last! + 8
        }
        return (tops, bottoms)
    }

    @Test func itemsAfterItemsGiveTheHandWorkedPositions() throws {
        let rows = 6
        var column = try Column(rows: rows)
        var icons = [Double](repeating: 20, count: rows), labels = icons
        var numbers = Numbers(seed: 0x5EED)
        func next(_ bound: Int) -> Int { numbers.next(below: bound) }
        for item in 0..<200 {
            var changes: [(constraint: Constraint, constant: Double)] = []
            for row in 0..<rows where next(2) == 0 {
                icons[row] = Double(10 + next(50))
                labels[row] = Double(10 + next(50))
                changes.append((column.icons[row], -icons[row]))
                changes.append((column.labels[row], -labels[row]))
            }
            try column.solver.setConstants(changes)
            let (tops, bottoms) = Self.expected(icons: icons, labels: labels)
            #expect(column.solver.values(of: column.tops) == tops, "item \(item)")
            #expect(column.solver.values(of: column.bottoms) == bottoms, "item \(item)")
            // Projections with no change read the rows as they are.
            #expect(column.solver.projectedValues(of: column.bottoms, after: []) == bottoms, "item \(item)")

            if item % 7 == 3 {
                // A constraint on a stale variable's row, added and taken away again between items.
                let below = Variable("below")
                let extra = below == column.bottoms[rows - 1] + 1
                try column.solver.add(extra)
                #expect(column.solver.value(of: below) == bottoms[rows - 1] + 1, "item \(item)")
                try column.solver.remove(extra)
                #expect(column.solver.values(of: column.bottoms) == bottoms, "item \(item)")
            }
            if item % 11 == 5 {
                // Replacing an icon's height constraint: a removal and an addition with stale rows about.
                let icon = column.icons[0].expression.terms[0].variable
                try column.solver.remove(column.icons[0])
                let replacement = (icon == icons[0]).with(strength: .defaultHigh)
                try column.solver.add(replacement)
                column.icons[0] = replacement
                #expect(column.solver.values(of: column.tops) == tops, "item \(item)")
            }
        }
    }

    /// Rows read one at a time between changes (projections and determinacy bring a row up to date on
    /// its own) and then a change of shape (an addition and a removal, which bring every row up to
    /// date) in random order, with minimum heights whose slack is basic while they do not bind, so
    /// renamed symbols sit in rows brought up to date on their own.
    @Test func rowsReadOneAtATimeBetweenChangesOfShape() throws {
        let rows = 5
        let solver = Solver()
        let tops = (0..<rows).map { Variable("top\($0)") }, bottoms = (0..<rows).map { Variable("bottom\($0)") }
        var icons: [Constraint] = [], labels: [Constraint] = [], minimums: [Constraint] = [], gaps: [Constraint] = []
        try solver.add(tops[0] == 0)
        for row in 0..<rows {
            let icon = Variable("icon\(row)"), label = Variable("label\(row)")
            icons.append((icon == 20).with(strength: .defaultHigh))
            labels.append((label == 20).with(strength: .defaultHigh))
            minimums.append(bottoms[row] >= tops[row] + 30)
            for constraint in [icons[row], labels[row], minimums[row]] { try solver.add(constraint) }
            try solver.add(bottoms[row] >= tops[row] + icon)
            try solver.add(bottoms[row] >= tops[row] + label)
            try solver.add((bottoms[row] == tops[row]).with(strength: Strength(priority: 50)))
            if row + 1 < rows {
                gaps.append(tops[row + 1] == bottoms[row] + 8)
                try solver.add(gaps[row])
            }
        }
        var heights = (icon: [Double](repeating: 20, count: rows), label: [Double](repeating: 20, count: rows),
                       minimum: [Double](repeating: 30, count: rows))
        var gapValues = [Double](repeating: 8, count: rows - 1)
        var numbers = Numbers(seed: 0xFEED)
        func next(_ bound: Int) -> Int { numbers.next(below: bound) }
        for step in 0..<400 {
            // One kind of change to one row per step, so that few symbols are renamed between changes
            // of shape.
            var changes: [(constraint: Constraint, constant: Double)] = []
            let row = next(rows)
            switch next(3) {
            case 0:
                heights.icon[row] = Double(10 + next(50))
                heights.label[row] = Double(10 + next(50))
                changes += [(icons[row], -heights.icon[row]), (labels[row], -heights.label[row])]
            case 1:
                heights.minimum[row] = Double(10 + next(50))
                changes.append((minimums[row], -heights.minimum[row]))
            default:
                if row + 1 < rows {
                    gapValues[row] = Double(next(20))
                    changes.append((gaps[row], -gapValues[row]))
                }
            }
            try solver.setConstants(changes)
            var expected = (tops: [Double](), bottoms: [Double]())
            var top = 0.0
            for row in 0..<rows {
                expected.tops.append(top)
                expected.bottoms.append(top + max(heights.icon[row], heights.label[row], heights.minimum[row]))
                if row + 1 < rows { top = expected.bottoms[row] + gapValues[row] }
            }
            switch next(4) {
            case 0:
                let row = next(rows)
                #expect(solver.projectedValues(of: [bottoms[row]], after: []) == [expected.bottoms[row]], "step \(step)")
            case 1:
                _ = solver.isDetermined(tops[next(rows)], byPrioritiesAbove: 100)
            case 2:
                let below = Variable("below"), extra = below == bottoms[rows - 1] + 1
                try solver.add(extra)
                #expect(solver.value(of: below) == expected.bottoms[rows - 1] + 1, "step \(step)")
                try solver.remove(extra)
            default:
                break
            }
            #expect(solver.values(of: tops) == expected.tops, "step \(step)")
            #expect(solver.values(of: bottoms) == expected.bottoms, "step \(step)")
        }
    }

    @Test func aDeferredRowThatOverflowsIsReported() throws {
        // x is the larger of a and b, pulled down weakly, and y == 1e300·x is added last, so y's row is
        // an external row that holds b's symbols while b is the larger. Moving a far above b pivots x
        // over to a: the pivot leaves y's row stale, and only its value, 1e300 · 1e10, overflows.
        let x = Variable("x"), y = Variable("y"), a = Variable("a"), b = Variable("b")
        let solver = Solver()
        try solver.add(x >= a)
        try solver.add(x >= b)
        try solver.add((x == 0).with(strength: Strength(priority: 1)))
        let aValue = (a == 1).with(strength: Strength(priority: 500))
        try solver.add(aValue)
        try solver.add((b == 2).with(strength: Strength(priority: 500)))
        try solver.add(y == 1e300 * x)
        #expect(solver.value(of: y) == 2e300)
        #expect(throws: SolverError.self) { try solver.setConstant(-1e10, of: aValue) }
        // The failed change kept the previous solution, and the next one works from it.
        #expect(solver.value(of: x) == 2)
        #expect(solver.value(of: y) == 2e300)
        try solver.setConstant(-3, of: aValue)
        #expect(solver.value(of: x) == 3)
        #expect(solver.value(of: y) == 3e300)
    }
}
