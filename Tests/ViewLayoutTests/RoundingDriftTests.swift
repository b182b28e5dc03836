import LayoutTestSupport
import Testing
import Typesetting
@testable import ViewLayout

/// A reused tree changes its solver's constants in place, and every change rounds. The engine builds a
/// new system before the rounding gathered could move a height (`LayoutSystem.roundingBudget`), so an item
/// measured after thousands of others has the height it has on a tree built for it alone, to well
/// within the pixel grid's tolerance, and so exactly the same height once rounded to the grid.
@Suite struct RoundingDriftTests {
    /// A vertical stack (fill, so hiding is done by constants: its caps on visible views are the largest
    /// rows there are) of three boxes; the middle one is hidden for every third item.
    final class Tree {
        let container = View(name: "container")
        let boxes = (0..<3).map { FixedSizeView(name: "box\($0)", contentSize: Size(width: 20, height: 20)) }

        init() throws {
            container.displayScale = 3
            let stack = StackView(name: "stack", arrangedSubviews: boxes, axis: .vertical, spacing: 8)
            container.addSubview(stack)
            try stack.makeConstraints { $0.top.leading.trailing.bottom.equalToSuperview() }
        }

        /// Heights in thirds of a point (on the @3x grid, as measured labels are), varying from item to item.
        func configure(_ item: Int) {
            boxes[0].contentSize = Size(width: 20, height: Double(60 + item * 7 % 301) / 3)
            boxes[1].contentSize = Size(width: 20, height: Double(30 + item * 11 % 97) / 3)
            boxes[1].isHidden = item % 3 == 0
            boxes[2].contentSize = Size(width: 20, height: Double(45 + item * 13 % 211) / 3)
        }

        /// The rounded height and the solved one before rounding.
        func measure() throws -> (rounded: Double, solved: Double) {
            let rounded = try container.fittingHeight(forWidth: 375)
            return (rounded, container.layoutEngine().rootSize.height)
        }
    }

    @Test func aLongRunMeasuresAsATreeBuiltForEachItem() throws {
        let reused = try Tree()
        var largest = 0.0
        for item in 0..<6_000 {
            reused.configure(item)
            let measured = try reused.measure()
            guard item % 97 == 0 else { continue }
            let fresh = try Tree()
            fresh.configure(item)
            let alone = try fresh.measure()
            #expect(measured.rounded == alone.rounded, "item \(item)")
            largest = max(largest, abs(measured.solved - alone.solved))
        }
        // A tenth of the tolerance at @3x (1e-6 pixels, a third of that in points): far from moving a pixel.
        #expect(largest < PixelGrid.tolerance / 3 / 10, "largest drift \(largest) points")
    }
}
