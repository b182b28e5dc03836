import Testing
@testable import ViewLayout

/// Stack arrangements with frames worked out by hand from UIStackView's documented rules.
@Suite struct StackViewTests {
    func boxes(_ sizes: [(Double, Double)]) -> [FixedSizeView] {
        sizes.enumerated().map { FixedSizeView(name: "v\($0.offset)", contentSize: Size(width: $0.element.0, height: $0.element.1)) }
    }

    /// A stack pinned to the top, leading and trailing of a container of `width`; laid out at its
    /// compressed fitting height.
    func layout(_ stack: StackView, width: Double, pinBottom: Bool = true) throws -> Double {
        try container(of: stack, pinBottom: pinBottom).layout(fittingWidth: width).height
    }

    /// The container `layout` puts the stack in (whoever keeps the stack does not keep its superview).
    func container(of stack: StackView, pinBottom: Bool = true) throws -> View {
        let container = View(name: "container")
        container.displayScale = 3
        container.addSubview(stack)
        try stack.makeConstraints {
            $0.top.leading.trailing.equalToSuperview()
            if pinBottom { $0.bottom.equalToSuperview() }
        }
        return container
    }

    @Test func verticalFillChainsViewsWithSpacing() throws {
        let views = boxes([(50, 20), (60, 30), (70, 40)])
        let stack = StackView(name: "stack", arrangedSubviews: views, axis: .vertical, spacing: 8)
        // 20 + 8 + 30 + 8 + 40 = 106; alignment fill: every view as wide as the stack.
        #expect(try layout(stack, width: 200) == 106)
        #expect(views.map(\.frame) == [Rect(x: 0, y: 0, width: 200, height: 20), Rect(x: 0, y: 28, width: 200, height: 30),
                                       Rect(x: 0, y: 66, width: 200, height: 40)])
    }

    @Test func hiddenArrangedViewsCollapseAndTakeNoSpacing() throws {
        let views = boxes([(50, 20), (60, 30), (70, 40)])
        let stack = StackView(name: "stack", arrangedSubviews: views, axis: .vertical, spacing: 8)
        views[1].isHidden = true
        let container = try container(of: stack)
        // 20 + 8 + 40 = 68; the hidden view has no height.
        #expect(try container.layout(fittingWidth: 200).height == 68)
        #expect(views[2].frame.minY == 28 && views[1].frame.height == 0)
        // Shown again: back to 106, on the same live system.
        views[1].isHidden = false
        #expect(try container.layout(fittingWidth: 200).height == 106)
        #expect(container.layoutSystemBuildCount == 1)
        // All hidden: the stack has no content and collapses to 0.
        for view in views { view.isHidden = true }
        #expect(try container.layout(fittingWidth: 200).height == 0)
    }

    /// A top-aligned row of an 80 x 80 box and an equal-spacing column (boxes 20, 15 and 15 tall, spacing 4):
    /// the row is as tall as the box, and the column keeps its content's 20 + 4 + 15 + 4 + 15 = 58 with its
    /// least spacing (its canvas fit, 49), not the row's 80: the row's spanning fit pulls the row, not the
    /// column. A plain view with no height of its own, beside the box, is left to take the row's 80.
    @Test func aTopAlignedRowDoesNotStretchAViewThatWouldBeShorter() throws {
        let column = StackView(name: "column", arrangedSubviews: boxes([(40, 20), (40, 15), (40, 15)]), axis: .vertical, spacing: 4,
                               distribution: .equalSpacing, alignment: .leading)
        let open = View(name: "open")
        let image = FixedSizeView(name: "image", contentSize: Size(width: 80, height: 80))
        let row = StackView(name: "row", arrangedSubviews: [image, column, open], axis: .horizontal, spacing: 8, alignment: .leading)
        #expect(try layout(row, width: 300) == 80)
        #expect(column.frame == Rect(x: 88, y: 0, width: 40, height: 58))
        #expect(open.frame.minY == 0 && open.frame.height == 80)
    }

    @Test func crossAxisAlignments() throws {
        // Widths 50, 60, 70 in a 200 wide vertical stack.
        let expected: [(StackView.Alignment, [Double])] = [
            (.leading, [0, 0, 0]),
            (.center, [75, 70, 65]),      // (200 - w) / 2
            (.trailing, [150, 140, 130]), // 200 - w
        ]
        for (alignment, xs) in expected {
            let views = boxes([(50, 20), (60, 30), (70, 40)])
            let stack = StackView(name: "stack", arrangedSubviews: views, axis: .vertical, spacing: 0, alignment: alignment)
            #expect(try layout(stack, width: 200) == 90)
            #expect(views.map(\.frame.minX) == xs, "\(alignment)")
            #expect(views.map(\.frame.width) == [50, 60, 70], "\(alignment)")
        }
    }

    @Test func horizontalStackHugsItsTallestViewWhenNotAligningFill() throws {
        let views = boxes([(50, 20), (60, 44)])
        let stack = StackView(name: "stack", arrangedSubviews: views, axis: .horizontal, spacing: 10, alignment: .center)
        let container = View(name: "c")
        container.addSubview(stack)
        try stack.makeConstraints { $0.top.leading.equalToSuperview(); $0.bottom.equalToSuperview() }
        // Height = tallest = 44; the 20-high view is centred: y = (44 - 20) / 2 = 12. Width = 50 + 10 + 60.
        #expect(try container.layout(fittingWidth: 300).height == 44)
        #expect(views[0].frame == Rect(x: 0, y: 12, width: 50, height: 20))
        #expect(views[1].frame == Rect(x: 60, y: 0, width: 60, height: 44))
        #expect(stack.frame.width == 120)
    }

    @Test func baselineAlignmentOfViewsWithoutTextUsesBottoms() throws {
        let views = boxes([(30, 20), (30, 40)])
        let stack = StackView(name: "stack", arrangedSubviews: views, axis: .horizontal, spacing: 0, alignment: .firstBaseline)
        #expect(try layout(stack, width: 60) == 40)
        // Bottoms meet at 40: y = 20 and 0.
        #expect(views.map(\.frame.minY) == [20, 0])
    }

    /// A vertical stack's first baseline is its first visible arranged view's (UIStackView's
    /// `viewForFirstBaselineLayout`), its last baseline its last one's: a 20-point box aligned by first baseline
    /// beside a column of a 40-point and a 10-point box has its bottom level with the 40-point box's (y 20),
    /// not with the column's bottom (y 30); by last baseline, with the 10-point box's (y 30). With the 40-point box
    /// hidden, the 10-point box is first: the column sits 10 down.
    @Test func aVerticalStacksBaselinesAreItsFirstAndLastViews() throws {
        func row(_ alignment: StackView.Alignment) -> (StackView, [FixedSizeView], [FixedSizeView]) {
            let column = boxes([(30, 40), (30, 10)])
            let inner = StackView(name: "column", arrangedSubviews: column, axis: .vertical)
            let single = [FixedSizeView(name: "a", contentSize: Size(width: 30, height: 20))]
            return (StackView(name: "row", arrangedSubviews: single + [inner], axis: .horizontal, alignment: alignment), single, column)
        }
        let (first, a, column) = row(.firstBaseline)
        let container = try container(of: first)
        #expect(try container.layout(fittingWidth: 60).height == 50)
        #expect(a[0].frame.minY == 20)
        column[0].isHidden = true
        #expect(try container.layout(fittingWidth: 60).height == 20, "\(a[0].frame) \(column.map(\.frame)) \(String(describing: column[1].superview?.frame))")
        #expect(a[0].frame.minY == 0 && column[1].superview?.frame.minY == 10)
        column[0].isHidden = false
        #expect(try container.layout(fittingWidth: 60).height == 50)
        #expect(a[0].frame.minY == 20)
        let (last, b, _) = row(.lastBaseline)
        #expect(try layout(last, width: 60) == 50)
        #expect(b[0].frame.minY == 30)
    }

    /// The column's first view changes by arrangement as well as by hiding: a 30-point box inserted first puts
    /// the 20-point box's bottom level with it (y 10); removing it again brings back the 40-point box's (y 20).
    /// A column whose views were all hidden when its baseline was first asked for (its bottom edge then) takes
    /// its first view's once one is shown. Each height is a new cell's: the system is built again.
    @Test func aVerticalStacksBaselineFollowsItsArrangement() throws {
        let column = boxes([(30, 40), (30, 10)])
        let inner = StackView(name: "column", arrangedSubviews: column, axis: .vertical)
        let a = FixedSizeView(name: "a", contentSize: Size(width: 30, height: 20))
        let row = StackView(name: "row", arrangedSubviews: [a, inner], axis: .horizontal, alignment: .firstBaseline)
        let holder = try container(of: row)
        #expect(try holder.layout(fittingWidth: 60).height == 50 && a.frame.minY == 20)
        let first = FixedSizeView(name: "first", contentSize: Size(width: 30, height: 30))
        inner.insertArrangedSubview(first, at: 0)
        // 30 + 40 + 10 tall; the box's bottom at the 30-point box's, 10 down.
        #expect(try holder.layout(fittingWidth: 60).height == 80 && a.frame.minY == 10)
        first.removeFromSuperview()
        #expect(try holder.layout(fittingWidth: 60).height == 50 && a.frame.minY == 20)

        let hidden = boxes([(30, 40), (30, 10)])
        for view in hidden { view.isHidden = true }
        let empty = StackView(name: "column", arrangedSubviews: hidden, axis: .vertical)
        let b = FixedSizeView(name: "b", contentSize: Size(width: 30, height: 20))
        let other = try container(of: StackView(name: "row", arrangedSubviews: [b, empty], axis: .horizontal, alignment: .firstBaseline))
        // No view shown: the column is 0 tall, its baseline its bottom edge, level with the box's bottom.
        #expect(try other.layout(fittingWidth: 60).height == 20)
        hidden[0].isHidden = false
        #expect(try other.layout(fittingWidth: 60).height == 40 && b.frame.minY == 20)
    }

    func horizontal(_ distribution: StackView.Distribution, _ widths: [Double], spacing: Double, width: Double) throws -> [Rect] {
        let views = boxes(widths.map { ($0, 10) })
        let stack = StackView(name: "stack", arrangedSubviews: views, axis: .horizontal, spacing: spacing, distribution: distribution)
        #expect(try layout(stack, width: width) == 10)
        return views.map(\.frame)
    }

    @Test func fillEquallyGivesEveryViewTheSameWidth() throws {
        // (320 - 2 × 10) / 3 = 100 each: x = 0, 110, 220.
        let frames = try horizontal(.fillEqually, [30, 50, 70], spacing: 10, width: 320)
        #expect(frames.map(\.minX) == [0, 110, 220] && frames.map(\.width) == [100, 100, 100])
    }

    @Test func fillProportionallySharesByIntrinsicWidth() throws {
        // Intrinsic 30 and 90, no spacing: 200 shared 1:3, 50 and 150.
        let frames = try horizontal(.fillProportionally, [30, 90], spacing: 0, width: 200)
        #expect(frames.map(\.width) == [50, 150] && frames.map(\.minX) == [0, 50])
    }

    @Test func fillProportionallyWithSpacingLeavesTheRestToTheLastView() throws {
        // Intrinsic 10, 30, 60 and two gaps of 10: UIKit's multipliers are 10/120, 30/120, 60/120 of the
        // stack, at 999, 998, 997. At 240 the first two take 20 and 60; the spacing leaves the last
        // 240 - 20 - 20 - 60 = 140, not its 120: its proportion, the weakest, gives way.
        let frames = try horizontal(.fillProportionally, [10, 30, 60], spacing: 10, width: 240)
        #expect(frames.map(\.width) == [20, 60, 140] && frames.map(\.minX) == [0, 30, 100])
        // At the views' own length, 10 + 30 + 60 + 20 = 120, every proportion holds.
        let fitted = try horizontal(.fillProportionally, [10, 30, 60], spacing: 10, width: 120)
        #expect(fitted.map(\.width) == [10, 30, 60] && fitted.map(\.minX) == [0, 20, 60])
    }

    @Test func equalSpacingKeepsWidthsAndEqualizesGaps() throws {
        // 300 - (50 + 60 + 70) = 120 → two gaps of 60: x = 0, 110, 230.
        let frames = try horizontal(.equalSpacing, [50, 60, 70], spacing: 5, width: 300)
        #expect(frames.map(\.width) == [50, 60, 70] && frames.map(\.minX) == [0, 110, 230])
    }

    @Test func equalCenteringSpacesCentersEqually() throws {
        // Centres: first 25, last 300 - 35 = 265, middle halfway = 145 → x = 145 - 30 = 115.
        let frames = try horizontal(.equalCentering, [50, 60, 70], spacing: 5, width: 300)
        #expect(frames.map(\.minX) == [0, 115, 230])
    }

    @Test func fillGivesExtraSpaceToTheViewThatHugsLeast() throws {
        let views = boxes([(50, 10), (60, 10)])
        views[0].setContentHuggingPriority(251, for: .horizontal)
        let stack = StackView(name: "stack", arrangedSubviews: views, axis: .horizontal, spacing: 10)
        // 200 - 50 - 10 = 140 for the second view.
        #expect(try layout(stack, width: 200) == 10)
        #expect(views[1].frame == Rect(x: 60, y: 0, width: 140, height: 10))
    }

    @Test func marginsRelativeArrangementAndCustomSpacing() throws {
        let views = boxes([(50, 20), (60, 30), (70, 40)])
        let stack = StackView(name: "stack", arrangedSubviews: views, axis: .vertical, spacing: 8)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = EdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
        stack.setCustomSpacing(2, after: views[0])
        // 5 + 20 + 2 + 30 + 8 + 40 + 7 = 112; width 200 - 6 - 8 = 186 at x = 6.
        #expect(try layout(stack, width: 200) == 112)
        #expect(views.map(\.frame.minY) == [5, 27, 65])
        #expect(views.allSatisfy { $0.frame.minX == 6 && $0.frame.width == 186 })
    }
}
