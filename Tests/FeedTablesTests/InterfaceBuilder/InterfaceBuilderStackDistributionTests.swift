import CellTemplates
import FeedTables
import LayoutTestSupport
import Testing
import ViewLayout

/// Stack views of Interface Builder cells with each distribution, laid out at the width the file stores
/// (`StackDistributions.xib`: every stack 10 points inside its cell); frames worked out by hand from
/// UIStackView.Distribution's documentation and the images' sizes in the file's resources.
@Suite struct InterfaceBuilderStackDistributionTests {
    func frames(_ cell: String) throws -> [String: Rect?] {
        let laidOut = try IBFixture.cell("StackDistributions.xib", cell).designFrames(textCache: Shared.cache)
        return Dictionary(uniqueKeysWithValues: laidOut.views.map { ($0.id, $0.computed) })
    }

    @Test func fillProportionallySharesTheStackByIntrinsicWidths() throws {
        // Images 30 and 90 wide share the 200-point stack 1:3.
        let images = try frames("ProportionalImages")
        #expect(images["pA-Ds-001"] == rect(0, 0, 50, 20) && images["pB-Ds-001"] == rect(50, 0, 150, 20))
        // Two labels of intrinsic widths a and b (their widths in an equal-spacing stack with room to
        // spare, where each keeps its own) share 280 points a:b.
        let alone = try frames("LabelsAlone")
        let a = try #require(alone["sA-Ds-001"] ?? nil).width, b = try #require(alone["sB-Ds-001"] ?? nil).width
        let shared = try frames("ProportionalLabels")
        let first = try #require(shared["lA-Ds-001"] ?? nil), second = try #require(shared["lB-Ds-001"] ?? nil)
        // Each width is snapped to the 2x grid, a and b included: within a point of the proportion.
        #expect(abs(first.width - 280 * a / (a + b)) <= 1, "\(first.width) vs \(280 * a / (a + b))")
        #expect(first.width + second.width == 280 && second.minX == first.width)
    }

    /// Plain views have no intrinsic width: UIKit weighs them by their current widths, which in a cell
    /// fresh from its nib are the stored ones (48 and 148, with 4 between them in the 200-point stack).
    @Test func fillProportionallyWeighsPlainViewsByTheirStoredWidths() throws {
        let views = try frames("ProportionalViews")
        #expect(views["vA-Ds-001"] == rect(0, 0, 48, 20) && views["vB-Ds-001"] == rect(52, 0, 148, 20))
        // In a 320-point row the stack is 300 wide: the first view takes 48 / (48 + 148 + 4) of it, 72, and
        // the second, whose proportion gives way to the spacing, the rest, 300 - 72 - 4 = 224.
        let run = try IBFixture.layout(try IBFixture.cell("StackDistributions.xib", "ProportionalViews").template, width: 320, scale: 2)
        #expect(run.frames["ib_vA_Ds_001"] == rect(0, 0, 72, 20) && run.frames["ib_vB_Ds_001"] == rect(76, 0, 224, 20))
    }

    @Test func equalSpacingSqueezesNoViewBelowEmpty() throws {
        // 100 and 30 with at least 10 between them in 100: the second image resists less (749) and gives
        // all its 30 (not 40, which left it -10 wide), the first the other 10.
        let images = try frames("EqualSpacingSqueezed")
        #expect(images["qA-Ds-001"] == rect(0, 0, 90, 20) && images["qB-Ds-001"] == rect(100, 0, 0, 20))
        // Two long one-line labels in 120 points: neither is narrower than 0, and with the 8 between them
        // they fill the stack.
        let labels = try frames("EqualSpacingLabels")
        let first = try #require(labels["eA-Ds-001"] ?? nil), second = try #require(labels["eB-Ds-001"] ?? nil)
        #expect(first.width >= 0 && second.width >= 0)
        #expect(first.width + 8 + second.width == 120 && second.maxX == 120)
    }

    @Test func equalCenteringGivesWayBeforeTheImagesDo() throws {
        // 50 + 5 + 60 + 5 + 70 = 190, the stack's width: only the least spacing fits, every image keeps its width.
        let images = try frames("EqualCentering")
        #expect(images["cA-Ds-001"] == rect(0, 0, 50, 20))
        #expect(images["cB-Ds-001"] == rect(55, 0, 60, 20))
        #expect(images["cC-Ds-001"] == rect(120, 0, 70, 20))
    }
}

extension InterfaceBuilderStackDistributionTests {
    @Test func wrappingLabelsShareTheRow() throws {
        // Two labels with numberOfLines 0 and long texts in a 280-point fill row with 8 between them: each
        // is held to a share of the row less the spacing between them, (280 - 8) / 2 = 136 (UIKit's text-width
        // disambiguation: at most that from iOS 15, the file's Xcode 15; equal to it before).
        let labels = try frames("WrappingLabels")
        let first = try #require(labels["wA-Ds-001"] ?? nil), second = try #require(labels["wB-Ds-001"] ?? nil)
        #expect(first.width == 136 && second.width == 136, "\(first) \(second)")
        #expect(second.minX == first.width + 8 && second.maxX == 280)
    }
}
