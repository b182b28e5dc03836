import Testing
import Typesetting
@testable import ViewLayout

/// Frames here are worked out by hand from the constraints; the arithmetic is in the comments.
@Suite struct EngineTests {
    func root(_ width: Double, _ height: Double, scale: Double = 2) -> View {
        let r = View(name: "root")
        r.frame = Rect(x: 0, y: 0, width: width, height: height)
        r.displayScale = scale
        return r
    }

    @Test func pinnedViewsGetTheirFrames() throws {
        let r = root(320, 100)
        let a = View(name: "a"), b = View(name: "b")
        r.addSubview(a); r.addSubview(b)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: r.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: r.topAnchor, constant: 20),
            a.widthAnchor.constraint(equalToConstant: 50),
            a.heightAnchor.constraint(equalToConstant: 30),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.trailingAnchor.constraint(equalTo: r.trailingAnchor, constant: -10),
            b.centerYAnchor.constraint(equalTo: a.centerYAnchor),
            b.heightAnchor.constraint(equalTo: a.heightAnchor, multiplier: 0.5),
        ])
        try r.layoutIfNeeded()
        #expect(a.frame == Rect(x: 10, y: 20, width: 50, height: 30))
        // b.x = 10 + 50 + 8 = 68; width = (320 - 10) - 68 = 242; height = 30 / 2 = 15;
        // centerY = 20 + 15 = 35, so y = 35 - 7.5 = 27.5 (on the 2x grid).
        #expect(b.frame == Rect(x: 68, y: 27.5, width: 242, height: 15))
        #expect(r.layoutDiagnostics.isEmpty)
        #expect(!r.hasAmbiguousLayout)
    }

    @Test func marginsAndTheMarginsGuideFollowLayoutMarginsWithoutRebuilding() throws {
        let r = root(200, 100)
        let a = View(name: "a")
        r.addSubview(a)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: r.layoutMarginsGuide.leadingAnchor),
            a.top.constraintTop(r, constant: 4),
            a.widthAnchor.constraint(equalTo: r.layoutMarginsGuide.widthAnchor, multiplier: 0.5),
            a.heightAnchor.constraint(equalToConstant: 10),
        ])
        try r.layoutIfNeeded()
        // margins 8: x = 8, y = 8 + 4 = 12, width = (200 - 8 - 8) / 2 = 92
        #expect(a.frame == Rect(x: 8, y: 12, width: 92, height: 10))
        r.layoutMargins = EdgeInsets(all: 20)
        try r.layoutIfNeeded()
        // x = 20, y = 24, width = (200 - 40) / 2 = 80
        #expect(a.frame == Rect(x: 20, y: 24, width: 80, height: 10))
        #expect(r.layoutSystemBuildCount == 1)
    }

    /// icon 40×40 and a wrapping block beside it; the content view's compressed height is the taller of
    /// the two columns plus 16 above and below.
    func iconAndText(count: Int) -> (View, FixedSizeView, WrappingBlocksView) {
        let content = View(name: "content")
        content.displayScale = 2
        let icon = FixedSizeView(name: "icon", contentSize: Size(width: 40, height: 40))
        let text = WrappingBlocksView(name: "text", count: count)
        content.addSubview(icon); content.addSubview(text)
        LayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
            icon.topAnchor.constraint(equalTo: content.topAnchor, constant: 16),
            text.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 12),
            text.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
            text.topAnchor.constraint(equalTo: content.topAnchor, constant: 16),
            content.bottomAnchor.constraint(greaterThanOrEqualTo: icon.bottomAnchor, constant: 16),
            content.bottomAnchor.constraint(greaterThanOrEqualTo: text.bottomAnchor, constant: 16),
        ])
        return (content, icon, text)
    }

    @Test func fittingHeightMeasuresWrappingContentAtTheSolvedWidth() throws {
        let (content, icon, text) = iconAndText(count: 50)
        // text width = 320 - 16 - 40 - 12 - 16 = 236 → 23 blocks of 10 per line → 50 blocks = 3 lines = 60;
        // height = max(16 + 40, 16 + 60) + 16 = 92.
        #expect(try content.fittingHeight(forWidth: 320) == 92)
        content.frame.size = Size(width: 320, height: 92)
        try content.layoutIfNeeded()
        #expect(icon.frame == Rect(x: 16, y: 16, width: 40, height: 40))
        #expect(text.frame == Rect(x: 68, y: 16, width: 236, height: 60))
        // Other data: 10 blocks fit one line (20 high); the icon column decides: 16 + 40 + 16 = 72.
        text.count = 10
        #expect(try content.fittingHeight(forWidth: 320) == 72)
        // Narrower: width 120 → text 36 wide → 3 blocks per line → 10 blocks = 4 lines = 80 → 16+80+16 = 112.
        #expect(try content.fittingHeight(forWidth: 120) == 112)
        #expect(content.layoutSystemBuildCount == 1)
    }

    @Test func resultsDoNotDependOnWhatWasMeasuredBefore() throws {
        let (fresh, _, _) = iconAndText(count: 50)
        let (reused, _, reusedText) = iconAndText(count: 7)
        _ = try reused.fittingHeight(forWidth: 100)
        reusedText.count = 50
        #expect(try reused.fittingHeight(forWidth: 320) == fresh.fittingHeight(forWidth: 320))
    }

    func twoInARow(width: Double, hugFirst: LayoutPriority, resistFirst: LayoutPriority) throws -> (Rect, Rect) {
        let r = root(width, 20)
        let l1 = FixedSizeView(name: "l1", contentSize: Size(width: 100, height: 20))
        let l2 = FixedSizeView(name: "l2", contentSize: Size(width: 150, height: 20))
        r.addSubview(l1); r.addSubview(l2)
        l1.setContentHuggingPriority(hugFirst, for: .horizontal)
        l1.setContentCompressionResistancePriority(resistFirst, for: .horizontal)
        LayoutConstraint.activate([
            l1.leadingAnchor.constraint(equalTo: r.leadingAnchor),
            l2.leadingAnchor.constraint(equalTo: l1.trailingAnchor, constant: 10),
            l2.trailingAnchor.constraint(equalTo: r.trailingAnchor),
            l1.topAnchor.constraint(equalTo: r.topAnchor), l2.topAnchor.constraint(equalTo: r.topAnchor),
        ])
        try r.layoutIfNeeded()
        return (l1.frame, l2.frame)
    }

    @Test func huggingDecidesWhoStretches() throws {
        // 320 - (100 + 10 + 150) = 60 extra points go to the view that hugs less.
        let (a1, a2) = try twoInARow(width: 320, hugFirst: 251, resistFirst: 750)
        #expect(a1 == Rect(x: 0, y: 0, width: 100, height: 20) && a2 == Rect(x: 110, y: 0, width: 210, height: 20))
        let (b1, b2) = try twoInARow(width: 320, hugFirst: 249, resistFirst: 750)
        #expect(b1 == Rect(x: 0, y: 0, width: 160, height: 20) && b2 == Rect(x: 170, y: 0, width: 150, height: 20))
    }

    @Test func compressionResistanceDecidesWhoShrinks() throws {
        // 100 + 10 + 150 - 200 = 60 points too many; the view with the lower resistance gives them up.
        let (a1, a2) = try twoInARow(width: 200, hugFirst: 250, resistFirst: 751)
        #expect(a1.width == 100 && a2 == Rect(x: 110, y: 0, width: 90, height: 20))
        let (b1, b2) = try twoInARow(width: 200, hugFirst: 250, resistFirst: 749)
        #expect(b1.width == 40 && b2 == Rect(x: 50, y: 0, width: 150, height: 20))
    }

    @Test func prioritiesAndLiveConstantAndPriorityChanges() throws {
        let r = root(300, 50)
        let a = View(name: "a")
        r.addSubview(a)
        let high = a.widthAnchor.constraint(equalToConstant: 100).withPriority(750)
        let low = a.widthAnchor.constraint(equalToConstant: 50).withPriority(500)
        LayoutConstraint.activate([high, low, a.leadingAnchor.constraint(equalTo: r.leadingAnchor),
                                   a.topAnchor.constraint(equalTo: r.topAnchor), a.heightAnchor.constraint(equalToConstant: 10)])
        try r.layoutIfNeeded()
        #expect(a.frame.width == 100)
        high.priority = 250
        try r.layoutIfNeeded()
        #expect(a.frame.width == 50)
        low.constant = 75
        try r.layoutIfNeeded()
        #expect(a.frame.width == 75)
        low.isActive = false
        try r.layoutIfNeeded()
        #expect(a.frame.width == 100)
        #expect(r.layoutSystemBuildCount == 1)
    }

    @Test func framesSnapEdgesToThePixelGrid() throws {
        let r = root(100, 100, scale: 3)
        let a = View(name: "a")
        r.addSubview(a)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: r.leadingAnchor, constant: 10.1),
            a.widthAnchor.constraint(equalToConstant: 10.1),
            a.topAnchor.constraint(equalTo: r.topAnchor), a.heightAnchor.constraint(equalToConstant: 1),
        ])
        try r.layoutIfNeeded()
        // left edge 10.1 × 3 = 30.3 px → 30 → 10; right edge 20.2 × 3 = 60.6 px → 61 → 20.333…
        #expect(a.frame.minX == 10)
        #expect(abs(a.frame.width - 31.0 / 3) < 1e-9)
    }

    /// An edge half a pixel from two boundaries goes away from 0, as `round` does, even a hair short of the
    /// half: 18 points centred in 20 1/3 have edges at 3.5 and 57.5 pixels, snapped to 4 and 58 (1 1/3 and
    /// 19 1/3, 18 tall), where (20 1/3 - 18) / 2 in doubles is 3.4999999999999982 pixels and its bottom
    /// 57.49999999999999.
    @Test func aHalfPixelEdgeGoesAwayFromZero() throws {
        let grid = PixelGrid(scale: 3)
        let top = (20 + 1.0 / 3 - 18) / 2
        #expect(top * 3 < 3.5 && (top + 18) * 3 < 57.5)
        #expect(grid.nearestPixel(top) == 4 && grid.nearestPixel(top + 18) == 58)
        #expect(grid.nearestPixel(-top) == -4 && grid.nearestPixel(10.1) == 30 && grid.nearestPixel(10.2) == 31)
    }

    @Test func fittingSizesRoundUpToThePixelGrid() throws {
        let icon = FixedSizeView(name: "icon", contentSize: Size(width: 10.1, height: 7))
        icon.displayScale = 3
        // 10.1 × 3 = 30.3 px → 31 px → 10.333…
        let size = try icon.systemLayoutSizeFitting(.compressedFittingSize)
        #expect(abs(size.width - 31.0 / 3) < 1e-9 && size.height == 7)
    }

    @Test func viewsWithoutConstraintsKeepTheirFrames() throws {
        let r = root(100, 100)
        let a = View(name: "a"), loose = View(name: "loose")
        loose.frame = Rect(x: 5, y: 6, width: 7, height: 8)
        r.addSubview(a); r.addSubview(loose)
        try a.makeConstraints { $0.edges.equalToSuperview().inset(10) }
        try r.layoutIfNeeded()
        #expect(a.frame == Rect(x: 10, y: 10, width: 80, height: 80))
        #expect(loose.frame == Rect(x: 5, y: 6, width: 7, height: 8))
    }

    @Test func remakeAndHierarchyChangesAreAppliedIncrementally() throws {
        let r = root(100, 100)
        let a = View(name: "a")
        r.addSubview(a)
        try a.makeConstraints { $0.top.leading.equalToSuperview(); $0.size.equalTo(Size(width: 10, height: 10)) }
        try r.layoutIfNeeded()
        try a.remakeConstraints { $0.edges.equalToSuperview().inset(5) }
        try r.layoutIfNeeded()
        #expect(a.frame == Rect(x: 5, y: 5, width: 90, height: 90))
        let b = View(name: "b")
        r.addSubview(b)
        try b.makeConstraints { $0.center.equalToSuperview(); $0.size.equalTo(20) }
        try r.layoutIfNeeded()
        #expect(b.frame == Rect(x: 40, y: 40, width: 20, height: 20))
        b.removeFromSuperview()
        try r.layoutIfNeeded()
        #expect(r.layoutSystemBuildCount == 1)
        #expect(r.layoutDiagnostics.isEmpty)
    }

    @Test func nonFiniteInputIsAnErrorNotACrash() {
        let icon = FixedSizeView(name: "icon", contentSize: Size(width: .infinity, height: 1))
        #expect(throws: LayoutError.self) { _ = try icon.systemLayoutSizeFitting(.compressedFittingSize) }
        let v = View(name: "v")
        #expect(throws: LayoutError.self) { _ = try v.systemLayoutSizeFitting(Size(width: .nan, height: 0)) }
        #expect(throws: LayoutError.self) {
            _ = try v.systemLayoutSizeFitting(.zero, horizontalFittingPriority: 2000)
        }
    }
}

extension ViewAttribute {
    /// `self.top == view.topMargin + constant` (a test shorthand through the checked initializer).
    func constraintTop(_ view: View, constant: Double) -> LayoutConstraint {
        try! LayoutConstraint(item: item, attribute: attribute, relatedBy: .equal, toItem: view, attribute: .topMargin, constant: constant)
    }
}
