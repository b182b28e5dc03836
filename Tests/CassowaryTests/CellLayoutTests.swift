import Testing
@testable import Cassowary

/// A list cell as Auto Layout would build it: a 40x40 image at the top left, a title and a body
/// label stacked to its right, each label with content hugging (250) and compression resistance
/// (750) around its intrinsic height, and the content view's height pulled toward 0 at the fitting
/// level (50), as `systemLayoutSizeFitting` does.
@Suite("Cell-shaped system")
struct CellLayoutTests {
    final class Cell {
        let top = Variable("content.top"), bottom = Variable("content.bottom")
        let leading = Variable("content.leading"), trailing = Variable("content.trailing")
        let imageTop = Variable("image.top"), imageBottom = Variable("image.bottom")
        let imageLeading = Variable("image.leading"), imageTrailing = Variable("image.trailing")
        let titleTop = Variable("title.top"), titleBottom = Variable("title.bottom")
        let titleLeading = Variable("title.leading"), titleTrailing = Variable("title.trailing")
        let bodyTop = Variable("body.top"), bodyBottom = Variable("body.bottom")
        let solver = Solver()
        var titleHugging: Constraint!
        var titleCompression: Constraint!
        var bodyHugging: Constraint!
        var bodyCompression: Constraint!
        var width: Constraint!

        init(titleHeight: Double, bodyHeight: Double, titleHuggingPriority: Double = 250) throws {
            width = (trailing - leading == 375)
            let required: [Constraint] = [
                top == 0, leading == 0, width,
                imageTop == top + 12, imageLeading == leading + 16,
                imageTrailing - imageLeading == 40, imageBottom - imageTop == 40,
                imageBottom <= bottom - 12,
                titleLeading == imageTrailing + 12, titleTrailing == trailing - 16, titleTop == top + 12,
                bodyTop == titleBottom + 4, bodyBottom == bottom - 12,
            ]
            for constraint in required {
                try solver.add(constraint)
            }
            titleHugging = (titleBottom - titleTop <= titleHeight).with(strength: Strength(priority: titleHuggingPriority))
            titleCompression = (titleBottom - titleTop >= titleHeight).with(strength: .defaultHigh)
            bodyHugging = (bodyBottom - bodyTop <= bodyHeight).with(strength: .defaultLow)
            bodyCompression = (bodyBottom - bodyTop >= bodyHeight).with(strength: .defaultHigh)
            for constraint in [titleHugging!, titleCompression!, bodyHugging!, bodyCompression!] {
                try solver.add(constraint)
            }
            try solver.add((bottom - top == 0).with(strength: .fittingSizeLevel))
        }

        var height: Double { solver.value(of: bottom) - solver.value(of: top) }

        /// New intrinsic heights, in place: `h <= x` and `h >= x` both have constant `-x`.
        func setIntrinsic(title: Double, body: Double) throws {
            try solver.setConstant(-title, of: titleHugging)
            try solver.setConstant(-title, of: titleCompression)
            try solver.setConstant(-body, of: bodyHugging)
            try solver.setConstant(-body, of: bodyCompression)
        }
    }

    @Test func fittingHeightStacksTheLabels() throws {
        let cell = try Cell(titleHeight: 40.5, bodyHeight: 61)
        // 12 (top margin) + 40.5 (title) + 4 (spacing) + 61 (body) + 12 (bottom margin) = 129.5;
        // the image needs only 12 + 40 + 12 = 64.
        #expect(abs(cell.height - 129.5) < 1e-9)
        #expect(abs(cell.solver.value(of: cell.titleTrailing) - 359) < 1e-9)   // 375 - 16
        #expect(abs(cell.solver.value(of: cell.titleLeading) - 68) < 1e-9)     // 16 + 40 + 12
        #expect(!cell.solver.isAmbiguous(cell.bottom))
    }

    @Test func newIntrinsicHeightsInPlace() throws {
        let cell = try Cell(titleHeight: 40.5, bodyHeight: 61)
        try cell.setIntrinsic(title: 20.25, body: 20.5)
        // 12 + 20.25 + 4 + 20.5 + 12 = 68.75
        #expect(abs(cell.height - 68.75) < 1e-9)
        try cell.setIntrinsic(title: 40.5, body: 61)
        #expect(abs(cell.height - 129.5) < 1e-9)
        #expect(cell.solver.constant(of: cell.bodyHugging) == -61)
    }

    @Test func imageHoldsTheCellOpenAndTheWeakerHuggerStretches() throws {
        // Texts need 12 + 10 + 4 + 0 + 12 = 38, the image 64: the cell is 64 tall (the fitting level
        // gives way to the required image constraint) and 64 - 38 = 26 extra points go to a label.
        // The title hugs at 251, the body at 250, so the body stretches: body = 26, title = 10.
        let cell = try Cell(titleHeight: 10, bodyHeight: 0, titleHuggingPriority: 251)
        #expect(abs(cell.height - 64) < 1e-9)
        #expect(abs(cell.solver.value(of: cell.titleBottom) - cell.solver.value(of: cell.titleTop) - 10) < 1e-9)
        #expect(abs(cell.solver.value(of: cell.bodyBottom) - cell.solver.value(of: cell.bodyTop) - 26) < 1e-9)
        #expect(!cell.solver.isAmbiguous(cell.bodyTop))
    }

    @Test func equalHuggingLeavesTheSplitAmbiguous() throws {
        // Same as above with both labels hugging at 250: any split of the 26 points costs the same.
        let cell = try Cell(titleHeight: 10, bodyHeight: 0)
        #expect(abs(cell.height - 64) < 1e-9)
        #expect(cell.solver.isAmbiguous(cell.bodyTop))
        #expect(!cell.solver.isAmbiguous(cell.bottom))
    }

    @Test func compressionResistanceBeatsFittingButNotRequired() throws {
        let cell = try Cell(titleHeight: 40.5, bodyHeight: 61)
        // A required cap on the cell height: 100 < 129.5, so a label is compressed (at 750) by 29.5.
        // Both compressions are at 750; the title also has hugging 250 which does not resist
        // shrinking, so the split is free: only the total is determined.
        let cap = (cell.bottom - cell.top <= 100)
        try cell.solver.add(cap)
        #expect(abs(cell.height - 100) < 1e-9)
        let title = cell.solver.value(of: cell.titleBottom) - cell.solver.value(of: cell.titleTop)
        let body = cell.solver.value(of: cell.bodyBottom) - cell.solver.value(of: cell.bodyTop)
        #expect(abs(title + body - (100 - 28)) < 1e-9)   // 100 - 12 - 4 - 12 = 72
        try cell.solver.remove(cap)
        #expect(abs(cell.height - 129.5) < 1e-9)
    }
}
