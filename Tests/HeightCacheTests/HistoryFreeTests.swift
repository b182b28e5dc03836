import HeightCache
import LayoutTestSupport
import Testing
import ViewLayout

/// A cell whose constraints can conflict, depending on the item: a box beside a wrapping label, with a
/// required `box.width == wanted` and a required `box.width <= limit`. When wanted > limit, Auto Layout
/// breaks one of the two; which one decides the label's width, so its line count, so the height.
final class ConflictCell: TableViewCell {
    let box = FixedSizeView(name: "box", contentSize: Size(width: 10, height: 30))
    let text = cjkLabel("text", count: 0, size: 15, lines: 0)
    var wanted: LayoutConstraint!
    var limit: LayoutConstraint!

    init() {
        super.init(reuseIdentifier: "conflict")
        contentView.addSubview(box); contentView.addSubview(text)
        try! box.makeConstraints { $0.top.leading.equalToSuperview().offset(8) }
        wanted = try! box.makeConstraints { $0.width.equalTo(100) }[0]
        limit = try! box.makeConstraints { $0.width.lessThanOrEqualTo(200) }[0]
        try! text.makeConstraints {
            $0.leading.equalTo(box.trailing).offset(8)
            $0.trailing.equalToSuperview().offset(-8)
            $0.top.equalToSuperview().offset(8)
            $0.bottom.lessThanOrEqualToSuperview().offset(-8)
        }
        try! contentView.makeConstraints { $0.bottom.greaterThanOrEqualTo(box.bottom).offset(8) }
    }

    struct Item: Sendable { var wanted: Double; var limit: Double; var characters: Int; var boxHeight: Double }

    func configure(_ item: Item) {
        wanted.constant = item.wanted
        limit.constant = item.limit
        text.text = FontFacts.ideographs(item.characters)
        box.contentSize = Size(width: 10, height: item.boxHeight)
    }
}

@Suite struct HistoryFreeTests {
    static func randomItem(_ rng: inout SeededGenerator) -> ConflictCell.Item {
        let wanted = Double(Int.random(in: 4...24, using: &rng) * 10)
        // A third of the items conflict (limit below wanted).
        let limit = Int.random(in: 0..<3, using: &rng) == 0 ? wanted - Double(Int.random(in: 1...8, using: &rng) * 10) : wanted + 20
        return .init(wanted: wanted, limit: limit, characters: Int.random(in: 1...80, using: &rng),
                     boxHeight: Double(Int.random(in: 10...90, using: &rng)))
    }

    @Test(arguments: [21, 22, 23] as [UInt64])
    func everyHeightEqualsAFreshCellsHeight(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let geometry = TableGeometry(width: 375, scale: 3)
        let table = TableView(geometry: geometry)
        table.register({ ConflictCell() }, forCellReuseIdentifier: "conflict")
        var conflicts = 0
        for step in 0..<150 {
            let item = Self.randomItem(&rng)
            if item.limit < item.wanted { conflicts += 1 }
            let reused = try table.height(forCellWithIdentifier: "conflict") { (cell: ConflictCell) in cell.configure(item) }
            let fresh = ConflictCell()
            fresh.configure(item)
            let alone = try fresh.fittingHeight(in: geometry)
            #expect(reused == alone, "step \(step): \(item) measured \(reused) on the template, \(alone) alone")
        }
        #expect(conflicts > 20)
        #expect(table.templateCellCount(forReuseIdentifier: "conflict") == 1)
    }

    @Test func aConflictDoesNotOutliveItsItem() throws {
        let cell = ConflictCell()
        let geometry = TableGeometry(width: 375, scale: 3)
        cell.configure(.init(wanted: 100, limit: 200, characters: 10, boxHeight: 20))
        let clean = try cell.fittingHeight(in: geometry)
        #expect(cell.contentView.layoutDiagnostics.isEmpty)
        cell.configure(.init(wanted: 200, limit: 100, characters: 10, boxHeight: 20))
        _ = try cell.fittingHeight(in: geometry)
        #expect(cell.contentView.layoutDiagnostics.compactMap(\.unsatisfiable).count == 1)
        // A new system was built for the conflict, as for a new cell: the later constraint (the limit)
        // is the one broken, and the box keeps its wanted width.
        cell.frame.size = Size(width: 375, height: 100)
        try cell.layoutIfNeeded()
        #expect(cell.box.frame.width == 200)
        #expect(cell.contentView.layoutDiagnostics.compactMap(\.unsatisfiable).first?.broken.constraint === cell.limit)
        // Back to a clean item: no diagnostics left, and the first height again.
        cell.configure(.init(wanted: 100, limit: 200, characters: 10, boxHeight: 20))
        #expect(try cell.fittingHeight(in: geometry) == clean)
        #expect(cell.contentView.layoutDiagnostics.isEmpty)
    }
}
