import LayoutTestSupport
import Testing
@testable import ViewLayout

/// A view is never narrower or shorter than 0, and in a conflict the size the root is laid out at holds
/// while one of the tree's own constraints breaks, as in UIKit. The expected frames are worked out by hand
/// from the constraints in each test.
@Suite struct SizeFloorTests {
    @Test func insetsWiderThanTheSuperviewBreakAConstraintInsteadOfANegativeWidth() throws {
        // 8 + width + 8 in a root 10 wide needs a width of -6: a conflict, as UIKit reports
        // `H:|-(8)-[view]-(8)-|` in a superview 0 wide. The root keeps its 10 and one inset breaks, kept as
        // near as it can be: the view is 0 wide, 8 from one edge and 2 from the other.
        let root = View(name: "root")
        root.frame = Rect(x: 0, y: 0, width: 10, height: 30)
        let a = View(name: "a")
        root.addSubview(a)
        let leading = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
        let trailing = root.trailingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8)
        LayoutConstraint.activate([leading, trailing, a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 10)])
        try root.layoutIfNeeded()
        #expect(root.frame.size == Size(width: 10, height: 30))
        let reports = root.layoutDiagnostics.compactMap(\.unsatisfiable)
        #expect(reports.count == 1)
        let broken = try #require(reports.first?.broken.constraint)
        #expect(broken === leading || broken === trailing)
        #expect(a.frame == Rect(x: broken === leading ? 2 : 8, y: 0, width: 0, height: 10))
        #expect(reports.first?.conflicting.contains { $0.description == "<View 'a'.width >= 0 (size floor)>" } == true)
    }

    @Test func theRowHeightHoldsAndTheStrongerLabelIsSqueezedBeforeTheWeakerGoesNegative() throws {
        // A cell drawn at a fixed height: title 19 from the top, subtitle 8 below it and 19 above the bottom,
        // in 60 points. The title (20 tall, compression resistance 1000) and the subtitle (15 tall, 999)
        // need 19 + 20 + 8 + 15 + 19 = 81. Neither may go below 0, so the required resistance of the title
        // conflicts and breaks, and the two share the 60 - 46 = 14 points left by priority: the title, still
        // above 999, takes them all, the subtitle none (Xcode's canvas draws FirebaseUI's sample cell so).
        let root = View(name: "contentView")
        root.frame = Rect(x: 0, y: 0, width: 200, height: 60)
        let title = FixedSizeView(name: "title", contentSize: Size(width: 50, height: 20))
        let subtitle = FixedSizeView(name: "subtitle", contentSize: Size(width: 50, height: 15))
        title.setContentCompressionResistancePriority(.required, for: .vertical)
        subtitle.setContentCompressionResistancePriority(LayoutPriority(999), for: .vertical)
        root.addSubview(title); root.addSubview(subtitle)
        LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: root.topAnchor, constant: 19),
            subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            root.bottomAnchor.constraint(equalTo: subtitle.bottomAnchor, constant: 19),
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor), subtitle.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        ])
        try root.layoutIfNeeded()
        #expect(root.frame.height == 60)
        #expect(title.frame == Rect(x: 0, y: 19, width: 50, height: 14))
        #expect(subtitle.frame == Rect(x: 0, y: 41, width: 50, height: 0))
        #expect(root.layoutDiagnostics.compactMap(\.unsatisfiable).count == 1)
    }

    @Test func aViewWithoutContentPinnedOnAllSidesFitsAtItsInsets() throws {
        // Nothing gives the box a height, so the compressed fitting height is its 8 + 0 + 8; it used to
        // reach 0 with the box at -16. The height is still not decided by content, and the check says so.
        let content = View(name: "contentView")
        let box = View(name: "box")
        content.addSubview(box)
        try box.makeConstraints { $0.edges.equalToSuperview().inset(8) }
        #expect(try content.fittingHeight(forWidth: 100) == 16)
        #expect(box.frame.height == 0)
        let report = try content.selfSizingCheck(width: 100)
        #expect(report.problems.contains(.heightNotDetermined(compressed: 16, expanded: Size.expandedFittingSize.height)))
    }

    @Test func aLiveSystemThatMeetsAConflictAnswersAsANewOneWould() throws {
        // The same tree laid out at 60 after 100 (a live system whose new height conflicts) and laid out at 60
        // at once must agree: the conflict starts the system over with the root's size first.
        func tree() -> (View, View) {
            let root = View(name: "root")
            let a = FixedSizeView(name: "a", contentSize: Size(width: 10, height: 50))
            a.setContentCompressionResistancePriority(.required, for: .vertical)
            root.addSubview(a)
            LayoutConstraint.activate([a.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                                       root.bottomAnchor.constraint(equalTo: a.bottomAnchor, constant: 20),
                                       a.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
            return (root, a)
        }
        let (live, liveA) = tree()
        live.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        try live.layoutIfNeeded()
        #expect(liveA.frame == Rect(x: 0, y: 20, width: 10, height: 60))
        live.frame = Rect(x: 0, y: 0, width: 100, height: 60)
        try live.layoutIfNeeded()
        let (fresh, freshA) = tree()
        fresh.frame = Rect(x: 0, y: 0, width: 100, height: 60)
        try fresh.layoutIfNeeded()
        // 60 - 40 = 20 left for a view that resists below 50: its resistance breaks, the root stays 60.
        #expect(freshA.frame == Rect(x: 0, y: 20, width: 10, height: 20))
        #expect(liveA.frame == freshA.frame && live.frame.height == 60)
    }
}
