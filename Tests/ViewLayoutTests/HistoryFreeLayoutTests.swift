import LayoutTestSupport
import Testing
@testable import ViewLayout

/// A reused view tree must measure every item exactly as a newly built tree does, whatever the items
/// before it did: conflicts between required constraints, constants that are not finite, priorities
/// outside 1...1000.
@Suite struct HistoryFreeLayoutTests {
    /// A box beside a wrapping label. `wanted` (box.width == w) and `limit` (box.width <= l) are required
    /// and conflict when l < w; `gap` (label.top == box.top + g) may get a NaN constant or an invalid
    /// priority, which makes the engine leave it out for that item.
    final class Tree {
        let content = View(name: "contentView")
        let box = FixedSizeView(name: "box", contentSize: Size(width: 10, height: 30))
        let text = cjkLabel("text", count: 0)
        let wanted: LayoutConstraint
        let limit: LayoutConstraint
        let gap: LayoutConstraint

        init() throws {
            content.addSubview(box)
            content.addSubview(text)
            wanted = box.widthAnchor.constraint(equalToConstant: 100).withIdentifier("wanted")
            limit = box.widthAnchor.constraint(lessThanOrEqualToConstant: 200).withIdentifier("limit")
            gap = text.topAnchor.constraint(equalTo: box.topAnchor, constant: 4).withIdentifier("gap")
            LayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: content.topAnchor, constant: 8),
                box.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 8),
                wanted, limit,
                text.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 8),
                text.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -8),
                text.topAnchor.constraint(greaterThanOrEqualTo: content.topAnchor, constant: 8),
                gap,
                content.bottomAnchor.constraint(greaterThanOrEqualTo: text.bottomAnchor, constant: 8),
                content.bottomAnchor.constraint(greaterThanOrEqualTo: box.bottomAnchor, constant: 8),
            ])
        }

        func configure(_ item: Item) {
            wanted.constant = item.wanted
            limit.constant = item.limit
            gap.constant = item.gap
            gap.priority = LayoutPriority(item.gapPriority)
            text.text = FontFacts.ideographs(item.characters)
            box.contentSize = Size(width: 10, height: item.boxHeight)
        }

        func measure() throws -> (height: Double, diagnostics: [String]) {
            (try content.fittingHeight(forWidth: 375), content.layoutDiagnostics.map(\.description))
        }
    }

    struct Item: CustomStringConvertible {
        var wanted: Double, limit: Double, gap: Double, gapPriority: Double, characters: Int, boxHeight: Double
        var description: String {
            "wanted \(wanted) limit \(limit) gap \(gap) @\(gapPriority) characters \(characters) box \(boxHeight)"
        }
    }

    static func randomItem(_ rng: inout SeededGenerator) -> Item {
        let wanted = Double(Int.random(in: 4...24, using: &rng) * 10)
        // About a third of the items make the two required widths conflict.
        let conflict = Int.random(in: 0..<3, using: &rng) == 0
        let limit = conflict ? wanted - Double(Int.random(in: 1...8, using: &rng) * 10) : wanted + 20
        // About one item in six has a gap constant that is not finite, one in six an invalid priority.
        let gap = Int.random(in: 0..<6, using: &rng) == 0 ? Double.nan : Double(Int.random(in: 0...40, using: &rng))
        let gapPriority = [1000, 1000, 750, 250, 1000, 0][Int.random(in: 0..<6, using: &rng)]
        return Item(wanted: wanted, limit: limit, gap: gap, gapPriority: Double(gapPriority),
                    characters: Int.random(in: 1...80, using: &rng), boxHeight: Double(Int.random(in: 10...90, using: &rng)))
    }

    @Test(arguments: [31, 32, 33] as [UInt64])
    func everyItemMeasuresAsOnAFreshTree(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let reused = try Tree()
        var conflicts = 0, skips = 0
        for step in 0..<120 {
            let item = Self.randomItem(&rng)
            if item.limit < item.wanted { conflicts += 1 }
            if !item.gap.isFinite || item.gapPriority < 1 { skips += 1 }
            reused.configure(item)
            let again = try reused.measure()
            let fresh = try Tree()
            fresh.configure(item)
            let alone = try fresh.measure()
            #expect(again.height == alone.height, "step \(step): \(item)")
            #expect(again.diagnostics == alone.diagnostics, "step \(step): \(item)")
        }
        #expect(conflicts > 20)
        #expect(skips > 20)
    }
}
