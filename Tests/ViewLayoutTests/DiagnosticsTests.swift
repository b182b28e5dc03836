import LayoutTestSupport
import Testing
import Typesetting
@testable import ViewLayout

@Suite struct DiagnosticsTests {
    @Test func unsatisfiableConstraintsAreReportedAndTheLaterOneIsBroken() throws {
        let root = View(name: "root")
        root.frame = Rect(x: 0, y: 0, width: 320, height: 100)
        let a = View(name: "a")
        root.addSubview(a)
        let first = a.widthAnchor.constraint(equalToConstant: 100)
        let second = a.widthAnchor.constraint(equalToConstant: 200).withIdentifier("too-wide")
        LayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
                                   a.heightAnchor.constraint(equalToConstant: 10), first, second])
        try root.layoutIfNeeded()
        // The broken constraint is kept at 999: the required one wins.
        #expect(a.frame.width == 100)
        let reports = root.layoutDiagnostics.compactMap(\.unsatisfiable)
        #expect(reports.count == 1)
        #expect(reports.first?.broken.constraint === second)
        #expect(reports.first?.conflicting.contains { $0.constraint === first } == true)
        let log = reports.first?.description ?? ""
        #expect(log.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(log.contains("\"<LayoutConstraint View 'a'.width == 100>\""))
        #expect(log.hasSuffix("Will attempt to recover by breaking constraint \n<LayoutConstraint 'too-wide' View 'a'.width == 200>"))
        // Removing the conflict restores a clean state on the live system.
        second.isActive = false
        first.constant = 120
        try root.layoutIfNeeded()
        #expect(a.frame.width == 120)
    }

    /// Seven views of 10 points chained from the top of a 50-point root to its bottom cannot all fit: any six of
    /// them are 60 points, so the conflict holds at least six views' top links and height bounds and the root's
    /// height, 13 constraints or more, more than a line should name. The summary names the first 8, in the order
    /// the report gives them, and counts the rest; the console report names every one.
    @Test func aLongConflictIsSummarisedAndReportedInFull() throws {
        let root = View(name: "root")
        root.frame = Rect(x: 0, y: 0, width: 320, height: 50)
        var above = root.topAnchor
        var links: [LayoutConstraint] = []
        for index in 0..<7 {
            let view = View(name: "v\(index)")
            root.addSubview(view)
            links += [view.topAnchor.constraint(equalTo: above), view.heightAnchor.constraint(equalToConstant: 10),
                      view.leadingAnchor.constraint(equalTo: root.leadingAnchor), view.widthAnchor.constraint(equalToConstant: 10)]
            above = view.bottomAnchor
        }
        links.append(root.bottomAnchor.constraint(equalTo: above))
        LayoutConstraint.activate(links)
        try root.layoutIfNeeded()
        let report = try #require(root.layoutDiagnostics.compactMap(\.unsatisfiable).first)
        let others = report.conflicting.map(\.description).filter { $0 != report.broken.description }
        #expect(others.count >= 13)
        #expect(report.summary == "broke \(report.broken.description); it conflicts with "
                + others.prefix(8).joined(separator: ", ") + " and \(others.count - 8) more")
        #expect(report.description.components(separatedBy: "\n").filter { $0.hasPrefix("    \"") }.count == others.count + 1)
        #expect(ShortList.line(["a", "b"], limit: 2) == "a, b" && ShortList.line(["a", "b", "c"], limit: 2) == "a, b and 1 more")
        // The views a self-sizing check names are listed the same way: ten loose views, eight named.
        let loose = (0..<10).map { "View 'v\($0)'" }
        #expect(SelfSizingProblem.looseViews(loose).description
                == "not chained vertically: " + loose.prefix(8).joined(separator: ", ") + " and 2 more")
    }

    @Test func aFixedHeightFightingTheContentIsNamed() throws {
        let content = View(name: "contentView")
        let text = cjkLabel("text", count: 50, size: 15)
        content.addSubview(text)
        try text.makeConstraints { $0.edges.equalToSuperview().inset(10) }
        let fixed = try content.makeConstraints { $0.height.equalTo(44) }
        let report = try content.selfSizingCheck(width: 375)
        #expect(!report.isSelfSizing)
        #expect(report.problems.contains(.fixedHeight(fixed[0].description)))
        #expect(report.problems.contains { if case .compressedContent(let names) = $0 { names.first?.hasPrefix("Label 'text' (24 <") == true } else { false } })
        // 44 − 20 = 24 left for text that needs 3 lines.
        #expect(report.compressedHeight == 44)
    }

    @Test func aMissingBottomEdgeIsNamed() throws {
        let content = View(name: "contentView")
        let text = cjkLabel("text", count: 10, size: 15)
        content.addSubview(text)
        try text.makeConstraints { $0.top.leading.trailing.equalToSuperview().inset(10) }
        let report = try content.selfSizingCheck(width: 375)
        #expect(report.problems.contains(.bottomEdgeNotConnected(view: "View 'contentView'")))
        #expect(report.problems.contains(.heightNotDetermined(compressed: 0, expanded: Size.expandedFittingSize.height)))
        #expect(!report.problems.contains(.topEdgeNotConnected(view: "View 'contentView'")))
    }

    @Test func aGapInTheVerticalChainNamesTheLooseView() throws {
        let content = View(name: "contentView")
        let top = FixedSizeView(name: "top", contentSize: Size(width: 10, height: 20))
        let bottom = FixedSizeView(name: "bottom", contentSize: Size(width: 10, height: 20))
        content.addSubview(top); content.addSubview(bottom)
        try top.makeConstraints { $0.top.leading.equalToSuperview() }
        try bottom.makeConstraints { $0.bottom.leading.equalToSuperview(); $0.top.greaterThanOrEqualTo(top.bottom) }
        let report = try content.selfSizingCheck(width: 100)
        // Compressed: 20 + 20 = 40; expanded: the bottom view slides down with the bottom edge.
        #expect(report.compressedHeight == 40)
        #expect(report.problems.contains(.looseViews(["FixedSizeView 'bottom'"])))
    }

    @Test func unconstrainedSubviewsAndAGoodCell() throws {
        let content = View(name: "contentView")
        let text = cjkLabel("text", count: 10, size: 15)
        content.addSubview(text)
        try text.makeConstraints { $0.edges.equalToSuperview().inset(10) }
        let good = try content.selfSizingCheck(width: 375)
        #expect(good.isSelfSizing)
        #expect(good.description.hasPrefix("self-sizing: height"))
        let stray = View(name: "stray")
        content.addSubview(stray)
        let report = try content.selfSizingCheck(width: 375)
        #expect(report.problems == [.unconstrainedViews(["View 'stray'"])])
    }

    @Test func ambiguousViewsAndAttributesAreListed() throws {
        let root = View(name: "root")
        root.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        let a = View(name: "a")
        root.addSubview(a)
        try a.makeConstraints { $0.leading.top.equalToSuperview(); $0.width.equalTo(10) }
        try root.layoutIfNeeded()
        let ambiguous = root.ambiguousViews()
        #expect(ambiguous.count == 1 && ambiguous.first?.view === a && ambiguous.first?.attributes == ["height"])
        try a.updateConstraints { $0.height.equalTo(10) }
        try root.layoutIfNeeded()
        #expect(!root.hasAmbiguousLayout)
    }

    /// The check stops before the next view once its probes have done the work it may: with none allowed,
    /// the first view is checked and the others are not, which the check says; with no bound, all are.
    @Test func anAmbiguityCheckStopsAtItsBoundOfWorkAndSaysSo() throws {
        let root = View(name: "root")
        root.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        let views = (0..<3).map { View(name: "v\($0)") }
        for view in views {
            root.addSubview(view)
            try view.makeConstraints { $0.leading.top.equalToSuperview(); $0.width.equalTo(10) }
        }
        try root.layoutIfNeeded()
        let bounded = root.checkAmbiguity(workLimit: 0)
        #expect(!bounded.isComplete && bounded.checked == 1 && bounded.total > 1, "\(bounded.checked) of \(bounded.total)")
        let whole = root.checkAmbiguity(workLimit: .max)
        #expect(whole.isComplete && whole.views.map(\.view.layoutDebugName) == views.map(\.layoutDebugName))
    }

    @Test func constraintsToViewsOutsideTheTreeAreSkippedWithAReason() throws {
        let root = View(name: "root"), other = View(name: "other")
        root.frame.size = Size(width: 50, height: 50)
        let a = View(name: "a")
        root.addSubview(a)
        try a.makeConstraints { $0.edges.equalToSuperview() }
        a.topAnchor.constraint(equalTo: other.topAnchor).isActive = true
        try root.layoutIfNeeded()
        #expect(a.frame == Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(root.layoutDiagnostics.contains {
            if case .skippedConstraint(let info, let reason) = $0 { info.description.contains("View 'other'.top") && reason.contains("outside the tree") } else { false }
        })
    }
}
