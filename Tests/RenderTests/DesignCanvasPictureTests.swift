import CellTemplates
import Foundation
import HeightCache
import LayoutTestSupport
@testable import Render
import Testing
import ViewLayout

/// `render --design` draws the layout `lint --frames` lists as the canvas: the cell fitted first, so its
/// content view has the table's margins, then laid out at the height the file stores.
@Suite struct DesignCanvasPictureTests {
    /// Canvas.xib (a 375-point cell stored 100 tall) with its centred 40 x 21 view pinned to the content
    /// view's trailing margin rather than 16 from its edge: in a 375-point table UIKit's cell margin is 16,
    /// so the view's x is 375 - 16 - 40 = 319 (UIView's default margin, 8, would give 327).
    @Test func theCanvasPictureHasTheTablesMargins() throws {
        let fixture = Paths.root + "/Tests/FeedTablesTests/Fixtures/InterfaceBuilder/Canvas.xib"
        let text = try String(contentsOfFile: fixture, encoding: .utf8)
        let pinned = #"<constraint firstAttribute="trailing" secondItem="ctr-Cv-001" secondAttribute="trailing" constant="16" id="c06-Cv-001"/>"#
        try #require(text.contains(pinned))
        let margin = #"<constraint firstAttribute="trailingMargin" secondItem="ctr-Cv-001" secondAttribute="trailing" id="c06-Cv-001"/>"#
        let folder = Scratch.folder.appendingPathComponent("design-canvas-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Margins.xib").path
        try text.replacingOccurrences(of: pinned, with: margin).write(toFile: file, atomically: true, encoding: .utf8)

        let read = try CellTemplate.loadInterfaceBuilder(file: file, cell: nil, textCache: Shared.cache)
        let cell = try TemplateCell(template: read.designTemplate, textCache: Shared.cache, category: .default)
        cell.contentWidthOverride = read.storedContentWidth
        let geometry = read.designGeometry
        let canvas = read.prepareCanvas(cell, in: geometry)
        #expect(canvas.height == 100 && canvas.source == .stored)
        _ = try CellRenderer(typesetter: Shared.cache.typesetter).render(cell, height: canvas.height, geometry: geometry)
        let drawn = try #require(CellRenderer.namedFrames(in: cell).first { $0.name == "ib_ctr_Cv_001" }?.frame)
        #expect(drawn.minX == 319 && drawn.width == 40)
        // The same frame lint --frames gives the canvas (the view is the content view's own, which sits at 0, 0).
        let listed = try #require(read.designFrames(textCache: Shared.cache).views.first { $0.id == "ctr-Cv-001" }?.canvas)
        #expect(drawn == listed)
    }
}
