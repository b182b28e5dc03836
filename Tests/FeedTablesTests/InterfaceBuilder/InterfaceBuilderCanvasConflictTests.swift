import CellTemplates
import FeedTables
import LayoutTestSupport
import Testing

/// A canvas height below what required constraints need (`CanvasConflict.xib`: 10 + 60 + 10 in a row stored
/// 50 tall) breaks one of them to lay the canvas out, and which one is the engine's choice: the frames say so.
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
    }
}
