import LayoutTestSupport
import Testing
@testable import ViewLayout

/// `layoutAsLastSolved()` writes the frames a fitting just solved, as a layout at that size would, without
/// solving again; where the views changed since, or nothing was solved, it does nothing. Frames worked out by
/// hand from the constraints.
@Suite struct LastSolvedLayoutTests {
    /// A 20-point box 10 from the top, a 30-point one 5 below it and 15 above the bottom, both 16 in from
    /// each side: at width 200 the fitting height is 10 + 20 + 5 + 30 + 15 = 80.
    private static func tree() -> (root: View, top: FixedSizeView, bottom: FixedSizeView) {
        let root = View(name: "contentView")
        let top = FixedSizeView(name: "top", contentSize: Size(width: 40, height: 20))
        let bottom = FixedSizeView(name: "bottom", contentSize: Size(width: 40, height: 30))
        root.addSubview(top); root.addSubview(bottom)
        LayoutConstraint.activate([
            top.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            bottom.topAnchor.constraint(equalTo: top.bottomAnchor, constant: 5),
            root.bottomAnchor.constraint(equalTo: bottom.bottomAnchor, constant: 15),
            top.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            root.trailingAnchor.constraint(equalTo: top.trailingAnchor, constant: 16),
            bottom.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            root.trailingAnchor.constraint(equalTo: bottom.trailingAnchor, constant: 16),
        ])
        return (root, top, bottom)
    }

    @Test func theFittingsFramesAreWrittenWithoutASecondSolve() throws {
        let (root, top, bottom) = Self.tree()
        #expect(try root.layoutAsLastSolved() == false)   // nothing solved yet
        #expect(try root.fittingHeight(forWidth: 200) == 80)
        #expect(try root.layoutAsLastSolved())
        #expect(top.frame == Rect(x: 16, y: 10, width: 168, height: 20))
        #expect(bottom.frame == Rect(x: 16, y: 35, width: 168, height: 30))
        // The same frames as a layout at the fitted size.
        root.frame = Rect(x: 0, y: 0, width: 200, height: 80)
        try root.layoutIfNeeded()
        #expect(top.frame == Rect(x: 16, y: 10, width: 168, height: 20))
        #expect(bottom.frame == Rect(x: 16, y: 35, width: 168, height: 30))
    }

    @Test func aChangeSinceTheSolveIsNotWrittenAsIfSolved() throws {
        let (root, top, _) = Self.tree()
        _ = try root.fittingHeight(forWidth: 200)
        top.contentSize = Size(width: 40, height: 50)
        #expect(try root.layoutAsLastSolved() == false)
        #expect(try root.fittingHeight(forWidth: 200) == 110)
        #expect(try root.layoutAsLastSolved())
        #expect(top.frame == Rect(x: 16, y: 10, width: 168, height: 50))
    }
}
