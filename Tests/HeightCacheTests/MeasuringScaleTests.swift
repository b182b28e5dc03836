import HeightCache
import LayoutTestSupport
import Testing
import ViewLayout

/// Measuring is a query: it rounds at the scale it is asked for without writing the owner's
/// `displayScale`, and a later layout of the same view rounds as it was measured.
@Suite struct MeasuringScaleTests {
    /// A cell whose content is one line of five 16-point ideographs, edge to edge: its height is one
    /// line height, (1160 + 288) / 1000 × 16 = 23.168, rounded up to the pixel grid of the scale:
    /// 24 at 1x, 47 / 2 = 23.5 at 2x, 70 / 3 = 23.333 at 3x.
    final class OneLineCell: TableViewCell {
        let text = cjkLabel("text", count: 5, size: 16)
        init() {
            super.init(reuseIdentifier: "one-line")
            contentView.addSubview(text)
            try! text.makeConstraints { $0.edges.equalToSuperview() }
        }
    }

    @Test func fittingHeightLeavesDisplayScaleAlone() throws {
        let cell = OneLineCell()
        #expect(try cell.fittingHeight(in: TableGeometry(width: 375, scale: 2, separatorStyle: .none)) == 23.5)
        #expect(cell.displayScale == nil)
        #expect(cell.contentView.displayScale == nil)
        // Laid out afterwards (to draw it), the cell rounds at the scale it was measured at.
        #expect(cell.text.effectiveDisplayScale == 2)
        // The scale of each query is its geometry's.
        #expect(try cell.fittingHeight(in: TableGeometry(width: 375, scale: 3, separatorStyle: .none)) == 70.0 / 3)
        #expect(cell.text.effectiveDisplayScale == 3)
        #expect(cell.displayScale == nil)
    }

    @Test func selfSizingCheckLeavesDisplayScaleAlone() throws {
        let cell = OneLineCell()
        let report = try cell.selfSizingCheck(in: TableGeometry(width: 375, scale: 2, separatorStyle: .none))
        #expect(report.isSelfSizing)
        #expect(report.compressedHeight == 23.5)
        #expect(cell.displayScale == nil)
    }

    @Test func heightForWidthLeavesDisplayScaleAlone() throws {
        let view = View(name: "box")
        let text = cjkLabel("text", count: 5, size: 16)
        view.addSubview(text)
        try text.makeConstraints { $0.edges.equalToSuperview() }
        // 23.168 → 24 pixels at 1x = 24 points.
        #expect(try view.height(forWidth: 200, scale: 1) == 24)
        #expect(view.displayScale == nil)
        #expect(text.effectiveDisplayScale == 1)
    }

    /// A scale the owner set is theirs: measuring in a table of another scale would round at one scale and
    /// keep the height under the other, so it is an error naming both, and the owner's scale is untouched.
    /// At the owner's own scale the height is measured: 24 points at 1x.
    @Test func anOwnersOtherDisplayScaleIsAConflict() throws {
        let cell = OneLineCell()
        cell.displayScale = 1
        #expect {
            try cell.fittingHeight(in: TableGeometry(width: 375, scale: 3, separatorStyle: .none))
        } throws: { error in
            guard case HeightCacheError.scaleConflict(_, let own, let requested) = error else { return false }
            return own == 1 && requested == 3 && "\(error)".contains("displayScale is 1") && "\(error)".contains("scale 3")
        }
        #expect(cell.displayScale == 1)
        #expect(try cell.fittingHeight(in: TableGeometry(width: 375, scale: 1, separatorStyle: .none)) == 24)
    }

    /// The host's scale counts only outside a view tree: a measured cell put into a tree of another
    /// scale rounds at the tree's.
    @Test func aTreeScaleWinsOverTheHostScale() throws {
        let cell = OneLineCell()
        _ = try cell.fittingHeight(in: TableGeometry(width: 375, scale: 3, separatorStyle: .none))
        #expect(cell.text.effectiveDisplayScale == 3)
        let window = View(name: "window")
        window.displayScale = 2
        window.addSubview(cell)
        #expect(cell.text.effectiveDisplayScale == 2)
    }
}
