import Testing
import UIKitMetrics
@testable import ViewLayout

/// The distributions where the views do not fit or nothing fixes the stack's length, worked out by hand
/// from UIStackView.Distribution's documentation: squeezing follows compression resistance and stops at
/// empty, equal centering gives way before the views do, and an equal distribution whose length is free
/// takes its least spacing.
@Suite struct StackDistributionTests {
    /// Boxes of `widths` × 10 in a horizontal stack; `compression[i]` is box i's horizontal compression resistance.
    func boxes(_ widths: [Double], compression: [Double] = []) -> [FixedSizeView] {
        widths.enumerated().map { index, width in
            let view = FixedSizeView(name: "v\(index)", contentSize: Size(width: width, height: 10))
            if index < compression.count { view.setContentCompressionResistancePriority(LayoutPriority(compression[index]), for: .horizontal) }
            return view
        }
    }

    /// The stack pinned to every side of a container laid out at `width` (its compressed fitting height).
    func layout(_ stack: StackView, width: Double, pinTrailing: Bool = true) throws {
        let container = View(name: "container")
        container.displayScale = 2
        container.addSubview(stack)
        try stack.makeConstraints {
            $0.top.leading.bottom.equalToSuperview()
            if pinTrailing { $0.trailing.equalToSuperview() } else { $0.trailing.lessThanOrEqualToSuperview() }
        }
        _ = try container.layout(fittingWidth: width)
    }

    @Test(arguments: [StackView.Distribution.equalSpacing, .equalCentering, .fill])
    func aSqueezedViewStopsAtEmptyAndTheNextGivesTheRest(distribution: StackView.Distribution) throws {
        // 100 and 30 with 10 between them in 100: 40 too much. v1 resists less (749) and gives its 30, no
        // more (it had 30 - 40 = -10 before); v0 (750) gives the other 10.
        let views = boxes([100, 30], compression: [750, 749])
        let stack = StackView(name: "stack", arrangedSubviews: views, axis: .horizontal, spacing: 10, distribution: distribution)
        try layout(stack, width: 100)
        #expect(views.map(\.frame.width) == [90, 0], "\(distribution)")
        #expect(views.map(\.frame.minX) == [0, 100], "\(distribution)")
    }

    @Test func equalSpacingSqueezesByCompressionResistanceAtTheLeastSpacing() throws {
        // 100 and 100 with at least 10 between them in 150: v1 (749) gives the 60.
        let views = boxes([100, 100], compression: [750, 749])
        let stack = StackView(name: "stack", arrangedSubviews: views, axis: .horizontal, spacing: 10, distribution: .equalSpacing)
        try layout(stack, width: 150)
        #expect(views.map(\.frame.width) == [100, 40] && views.map(\.frame.minX) == [0, 110])
    }

    @Test func equalCenteringGivesWayBeforeTheViewsDo() throws {
        // 50, 60, 70 with at least 5 between them in 190 = 50 + 5 + 60 + 5 + 70: only the least spacing
        // fits, so the centres (25, 85, 155) are not equally far apart, and every view keeps its width
        // (UIKit's equal centering is at 149, below compression resistance).
        let views = boxes([50, 60, 70])
        let stack = StackView(name: "stack", arrangedSubviews: views, axis: .horizontal, spacing: 5, distribution: .equalCentering)
        try layout(stack, width: 190)
        #expect(views.map(\.frame.width) == [50, 60, 70] && views.map(\.frame.minX) == [0, 55, 120])
    }

    @Test func anEqualCenteringStackWithAFreeLengthIsAsShortAsItsEqualCentresAllow() throws {
        // Centre to centre at least 25 + 5 + 30 = 60 and 30 + 5 + 35 = 70, equal: 70 each. The stack is
        // 25 + 140 + 35 = 200 long (UIKit's canvas fit at 49), the middle view at 95 - 30 = 65.
        let views = boxes([50, 60, 70])
        let stack = StackView(name: "stack", arrangedSubviews: views, axis: .horizontal, spacing: 5, distribution: .equalCentering)
        try layout(stack, width: 300, pinTrailing: false)
        #expect(stack.frame.width == 200)
        #expect(views.map(\.frame.minX) == [0, 65, 130])
    }

    @Test func anEqualSpacingStackWithAFreeLengthTakesItsSpacing() throws {
        // 50 + 8 + 60 + 8 + 70 = 196: the gaps are the spacing when nothing stretches the stack.
        let views = boxes([50, 60, 70])
        let stack = StackView(name: "stack", arrangedSubviews: views, axis: .horizontal, spacing: 8, distribution: .equalSpacing)
        try layout(stack, width: 300, pinTrailing: false)
        #expect(stack.frame.width == 196 && views.map(\.frame.minX) == [0, 58, 126])
    }

    @Test func fillProportionallyGivesAViewWithoutAnIntrinsicWidthNoShare() throws {
        // The boxes' multipliers are 30/120 and 90/120 of the stack's 200 (50 and 150); the plain view
        // between them has no intrinsic width and no share, and its own constraint holds it at 40. The
        // three cannot all hold in 200, and the last proportion (998) gives way: 200 - 50 - 40 = 110.
        let views = boxes([30, 90])
        let plain = View(name: "plain")
        let stack = StackView(name: "stack", arrangedSubviews: [views[0], plain, views[1]], axis: .horizontal,
                              distribution: .fillProportionally)
        try plain.makeConstraints { $0.width.equalTo(40); $0.height.equalTo(10) }
        try layout(stack, width: 200)
        #expect(views[0].frame.width == 50 && plain.frame.width == 40 && views[1].frame.width == 110)
    }

    @Test func fillProportionallyWeighsAViewWithoutAnIntrinsicWidthByItsInitialSize() throws {
        // The plain view was made 90 wide (a nib's frame): it shares the 200 points with the 30-point box
        // as a 90-point box would, 30/120 and 90/120 of them, 50 and 150.
        let box = boxes([30])[0]
        let plain = View(name: "plain")
        plain.initialSize = Size(width: 90, height: 10)
        let stack = StackView(name: "stack", arrangedSubviews: [box, plain], axis: .horizontal, distribution: .fillProportionally)
        try plain.makeConstraints { $0.height.equalTo(10) }
        let made = try stack.generatedConstraints().filter { $0.identifier == "SV-fill-proportionally" }
        #expect(made.map(\.multiplier) == [30.0 / 120, 90.0 / 120])
        try layout(stack, width: 200)
        #expect(box.frame.width == 50 && plain.frame.width == 150)
        // Its frame after layout is not its weight: a second layout at another width weighs it by 90 again.
        try layout(stack, width: 240)
        #expect(box.frame.width == 60 && plain.frame.width == 180)
    }

    @Test func fillProportionallyPrioritiesCountDownInOrder() throws {
        let views = boxes([10, 20, 30])
        let stack = StackView(name: "stack", arrangedSubviews: views, axis: .horizontal, spacing: 4, distribution: .fillProportionally)
        let made = try stack.generatedConstraints().filter { $0.identifier == "SV-fill-proportionally" }
        // 10, 20, 30 of 60 + 2 × 4 = 68, at 999, 998, 997.
        #expect(made.map(\.priority.rawValue) == [999, 998, 997])
        let expected: [Double] = [10, 20, 30].map { $0 / 68 }
        #expect(made.map(\.multiplier) == expected)
    }
}

/// UIKit's text-width disambiguation (openradar 39275811, kean.blog's dump): in a `fill` row, each view
/// that wraps is held to `stack.width / visible views` at 759.
@Suite struct StackTextWidthTests {
    func container(_ stack: StackView) throws -> View {
        let container = View(name: "container")
        container.displayScale = 2
        container.addSubview(stack)
        try stack.makeConstraints { $0.top.leading.trailing.bottom.equalToSuperview() }
        return container
    }

    @Test func twoWrappingViewsShareTheRow() throws {
        // 30 blocks of 10 each want 300 on one line; in 200 they share 100 each (10 blocks a line, 3 lines
        // of 20: 60 high), at most that share from iOS 15. Without the shares the solver gave one its whole
        // line and the other nothing.
        let a = WrappingBlocksView(name: "a", count: 30), b = WrappingBlocksView(name: "b", count: 30)
        let stack = StackView(name: "stack", arrangedSubviews: [a, b], axis: .horizontal)
        let height = try container(stack).layout(fittingWidth: 200).height
        #expect(a.frame == Rect(x: 0, y: 0, width: 100, height: 60) && b.frame == Rect(x: 100, y: 0, width: 100, height: 60))
        #expect(height == 60)
    }

    @Test func aViewBesideOneWrappingViewTakesTheOtherShareUntilIOS15() throws {
        // A 51-wide box beside wrapping blocks (40 of 10, at compression resistance 749, as the radar's label)
        // in 300 with spacing 10. Until iOS 14 the blocks are held to (300 - 10) / 2 = 145 at 749 + 10 = 759,
        // above the box's hugging (250): the box stretches to the other 145, as UIKit stretches the radar's
        // switch; a box that hugs at 760 keeps its 51 and the blocks take 239.
        let blocks = WrappingBlocksView(name: "blocks", count: 40)
        blocks.setContentCompressionResistancePriority(749, for: .horizontal)
        let box = FixedSizeView(name: "box", contentSize: Size(width: 51, height: 31))
        let stack = StackView(name: "stack", arrangedSubviews: [blocks, box], axis: .horizontal, spacing: 10, alignment: .top, ios: IOSVersion(14))
        _ = try container(stack).layout(fittingWidth: 300)
        #expect(blocks.frame.width == 145 && box.frame == Rect(x: 155, y: 0, width: 145, height: 31), "\(blocks.frame) \(box.frame)")
        box.setContentHuggingPriority(760, for: .horizontal)
        _ = try container(stack).layout(fittingWidth: 300)
        #expect(box.frame.width == 51 && blocks.frame.width == 239)
        // From iOS 15 the blocks are held to at most the whole row (the only wrapping view), at 950: the box
        // keeps its 51 at any hugging, and the blocks, which resist less, give way to 239.
        box.setContentHuggingPriority(250, for: .horizontal)
        stack.ios = IOSVersion(15)
        _ = try container(stack).layout(fittingWidth: 300)
        #expect(box.frame == Rect(x: 249, y: 0, width: 51, height: 31) && blocks.frame.width == 239, "\(blocks.frame) \(box.frame)")
    }

    @Test func aMarginsRelativeRowSharesItsMarginsWidthAndFollowsNewMargins() throws {
        // Two wrapping views (40 blocks of 10) in 300 with spacing 10, arranged inside margins of 10: each holds
        // (300 - 20 - 10) / 2 = 135 from x 10 and 155; with margins of 20, (300 - 40 - 10) / 2 = 125.
        let a = WrappingBlocksView(name: "a", count: 40), b = WrappingBlocksView(name: "b", count: 40)
        let stack = StackView(name: "stack", arrangedSubviews: [a, b], axis: .horizontal, spacing: 10, alignment: .top)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        let container = try container(stack)
        _ = try container.layout(fittingWidth: 300)
        #expect(a.frame.minX == 10 && a.frame.width == 135 && b.frame.minX == 155 && b.frame.width == 135, "\(a.frame) \(b.frame)")
        stack.layoutMargins = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        _ = try container.layout(fittingWidth: 300)
        #expect(a.frame.minX == 20 && a.frame.width == 125 && b.frame.width == 125, "\(a.frame) \(b.frame)")
    }

    @Test func hidingAViewMakesTheSharesAgain() throws {
        // Three wrapping views in 300: 100 each; with one hidden, 150 each.
        let views = (0..<3).map { WrappingBlocksView(name: "w\($0)", count: 40) }
        let stack = StackView(name: "stack", arrangedSubviews: views, axis: .horizontal)
        let container = try container(stack)
        _ = try container.layout(fittingWidth: 300)
        #expect(views.map(\.frame.width) == [100, 100, 100])
        views[1].isHidden = true
        _ = try container.layout(fittingWidth: 300)
        #expect(views[0].frame.width == 150 && views[2].frame.width == 150 && views[1].frame.width == 0)
    }

    @Test func columnsAndOtherDistributionsHaveNoShares() throws {
        for (axis, distribution) in [(LayoutAxis.vertical, StackView.Distribution.fill), (.horizontal, .equalSpacing), (.horizontal, .fillEqually)] {
            let stack = StackView(name: "stack", arrangedSubviews: [WrappingBlocksView(name: "a", count: 3), WrappingBlocksView(name: "b", count: 3)],
                                  axis: axis, distribution: distribution)
            #expect(try stack.generatedConstraints().allSatisfy { $0.identifier != "SV-text-width-disambiguation" }, "\(axis) \(distribution)")
        }
    }
}
