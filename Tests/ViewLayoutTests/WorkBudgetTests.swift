import LayoutTestSupport
import Testing
@testable import ViewLayout

/// A pass that would take the solver longer than its budget stops with `LayoutError.tooComplex` instead of
/// running for minutes; a cell within it measures as before.
@Suite struct WorkBudgetTests {
    /// `count` boxes under one root, each pinned inside it, tied by `ties` random inequalities at random
    /// priorities: the shape that fills a simplex tableau in.
    static func tangle(count: Int, ties: Int, seed: UInt64) throws -> View {
        var rng = SeededGenerator(seed: seed)
        let root = View(name: "root")
        let boxes = (0..<count).map { FixedSizeView(name: "b\($0)", contentSize: Size(width: 10, height: 10)) }
        for box in boxes {
            root.addSubview(box)
            LayoutConstraint.activate([box.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor),
                                       box.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor),
                                       box.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        }
        try boxes[0].makeConstraints { $0.bottom.equalToSuperview() }
        for _ in 0..<ties {
            let a = boxes[Int.random(in: 0..<count, using: &rng)], b = boxes[Int.random(in: 0..<count, using: &rng)]
            let gap = Double(Int.random(in: -20...20, using: &rng))
            let tie = Bool.random(using: &rng) ? a.topAnchor.constraint(greaterThanOrEqualTo: b.bottomAnchor, constant: gap)
                                               : a.bottomAnchor.constraint(lessThanOrEqualTo: b.topAnchor, constant: gap)
            tie.priority = LayoutPriority(Double(Int.random(in: 1...999, using: &rng)))
            tie.isActive = true
        }
        return root
    }

    @Test func aPassOverItsBudgetStopsWithAnErrorAndTheNextStartsAfresh() throws {
        let root = try Self.tangle(count: 20, ties: 150, seed: 5)
        let unlimited = try root.fittingHeight(forWidth: 375)
        let work = root.layoutEngine().system.solver.work
        #expect(work > 1_000)

        let limited = try Self.tangle(count: 20, ties: 150, seed: 5)
        limited.layoutEngine().workBudget = work / 10
        do {
            _ = try limited.fittingHeight(forWidth: 375)
            Issue.record("a pass over its budget measured")
        } catch {
            guard case .tooComplex(let name, let constraints, let budget) = error else { Issue.record("\(error)"); return }
            #expect(name == "View 'root'" && budget == work / 10 && constraints > 0 && constraints < 20 * 3 + 150 + 8)
        }
        // The system was thrown away; with the budget back, the same tree measures as the unlimited one did.
        limited.layoutEngine().workBudget = LayoutSystem.workBudget
        #expect(try limited.fittingHeight(forWidth: 375) == unlimited)
    }
}
