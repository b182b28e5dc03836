import CellTemplates
import FeedTables
import LayoutTestSupport
import Testing

/// Canvas layouts with a choice the file does not make (`CanvasConflict.xib`): a height below what required
/// constraints need (10 + 60 + 10 in a row stored 50 tall) breaks one of them, and two labels at one
/// compression resistance squeezed into a row 2.5 points short share the squeeze either way; which, is the
/// engine's pick, and the frames say so.
@Suite struct InterfaceBuilderCanvasConflictTests {
    @Test func aCanvasTooShortForItsRequiredConstraintsNamesTheOneItBreaks() throws {
        let frames = try IBFixture.cell("CanvasConflict.xib", "ShortCanvasCell").designFrames(textCache: Shared.cache)
        // The content needs 80, and the 1/2-point separator of the file's 2x device.
        #expect(frames.computedHeight == 80.5 && frames.canvas.height == 50)
        #expect(frames.canvasConflicts.count == 1, "\(frames.canvasConflicts)")
        guard case .unsatisfiable(_, _, let line)? = frames.canvasConflicts.first else {
            Issue.record("no conflict: \(frames.canvasConflicts)"); return
        }
        // One of the three vertical constraints, at its own line.
        let vertical = try ["k01-Cc-001", "k02-Cc-001", "k05-Cc-001"].map { try IBFixture.line("CanvasConflict.xib", containing: "id=\"\($0)\"") }
        #expect(line.map { vertical.contains($0) } == true, "\(String(describing: line)) not in \(vertical)")
    }

    /// A canvas that holds the content breaks nothing: a cell of Xcode 15 stored 90 tall, whose content view
    /// spans the separator on the canvas, and needs 90.
    @Test func aCanvasThatHoldsTheContentBreaksNothing() throws {
        let frames = try IBFixture.cell("Guides.xib", "AccessoryCentreCell").designFrames(textCache: Shared.cache)
        #expect(frames.canvasConflicts.isEmpty, "\(frames.canvasConflicts)")
        #expect(frames.canvasOpenViews.isEmpty, "\(frames.canvasOpenViews)")
    }

    /// 8 + 20.5 + 20.5 + 8 = 57 (and the 2x separator) stored 55 tall: the two labels, both at 750, are named
    /// open; the row whose required constraints conflict is not open, only broken.
    @Test func labelsAtOneCompressionResistanceSqueezedOnTheCanvasAreOpen() throws {
        let frames = try IBFixture.cell("CanvasConflict.xib", "SqueezedLabelsCell").designFrames(textCache: Shared.cache)
        #expect(frames.computedHeight == 57.5 && frames.canvas.height == 55)
        #expect(frames.canvasOpenViews == ["ib_ttl_Cc_002 (ttl-Cc-002)", "ib_bdy_Cc_002 (bdy-Cc-002)"], "\(frames.canvasOpenViews)")
        #expect(frames.canvasConflicts.isEmpty)
        let conflicting = try IBFixture.cell("CanvasConflict.xib", "ShortCanvasCell").designFrames(textCache: Shared.cache)
        #expect(conflicting.canvasOpenViews.isEmpty, "\(conflicting.canvasOpenViews)")
    }
}
