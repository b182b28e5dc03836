import HeightCache
import CellTemplates
import LayoutTestSupport
@testable import Render
import Testing
import ViewLayout

/// The overlay's name tags never cover a label's text or each other, and a tag with no room is named in
/// the strip instead of drawn over text.
@Suite struct OverlayTagTests {
    let renderer = CellRenderer(typesetter: Shared.cache.typesetter)

    static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// A tag 20 x 9 for a view at (10, 30) of 100 x 20 whose text fills its top-left: above the frame when
    /// there is room; to the inside top-right when the view touches the picture's top; not at all when text
    /// and the picture's edges leave no place.
    @Test func placesAreTriedInOrderAndTextIsNeverCovered() {
        let size = Size(width: 20, height: 9)
        let frame = Rect(x: 10, y: 30, width: 100, height: 20)
        let text = Rect(x: 10, y: 30, width: 60, height: 20)
        var roomy = TagPlacement(bounds: Rect(x: 0, y: 0, width: 200, height: 100), text: [text])
        #expect(roomy.place(size, for: frame) == Rect(x: 10, y: 21, width: 20, height: 9))
        // A second tag for the same frame does not cover the first: above, right-aligned.
        #expect(roomy.place(size, for: frame) == Rect(x: 90, y: 21, width: 20, height: 9))

        let atTop = Rect(x: 10, y: 0, width: 100, height: 20)
        var tight = TagPlacement(bounds: Rect(x: 0, y: 0, width: 110, height: 20), text: [Rect(x: 10, y: 0, width: 60, height: 20)])
        #expect(tight.place(size, for: atTop) == Rect(x: 90, y: 0, width: 20, height: 9))

        var full = TagPlacement(bounds: Rect(x: 0, y: 0, width: 110, height: 20), text: [Rect(x: 0, y: 0, width: 110, height: 20)])
        #expect(full.place(size, for: atTop) == nil)
    }

    /// The status example at 375 @2x: every tag drawn lies in the cell, clear of every line of text and of
    /// the other tags, and every named view is either tagged or named in the strip. The frames' top-left
    /// corners (where tags used to go) hold text for several of them, so the test has something to avoid.
    @Test func statusCellTagsCoverNoText() throws {
        let cell = try exampleCell("status", id: "10001")
        let geometry = TableGeometry(width: 375, scale: 2, separatorStyle: cell.template.separator)
        let height = try cell.fittingHeight(in: geometry)
        cell.frame = Rect(x: 0, y: 0, width: geometry.width, height: height)
        try cell.layoutIfNeeded()
        let views = cell.shownDescendants()
        var texts: [ObjectIdentifier: LabelDrawing] = [:]
        for (view, _, _) in views { if let label = view as? Label { texts[ObjectIdentifier(label)] = try label.drawing() } }
        let overlay = try Overlay(cell: cell, height: height, geometry: geometry, views: views, texts: texts, captions: renderer.captions)
        let boxes = Overlay.textBoxes(views, texts: texts)
        let named = views.filter { $0.view !== cell.contentView && !$0.view.identifier.isEmpty }
        let cornersOnText = named.filter { view in boxes.contains { Self.overlaps($0, Rect(x: view.frame.minX, y: view.frame.minY, width: 4, height: 4)) } }
        #expect(cornersOnText.count >= 3)
        #expect(!overlay.tags.isEmpty)
        for tag in overlay.tags {
            #expect(tag.box.minX >= 0 && tag.box.minY >= 0 && tag.box.maxX <= geometry.width && tag.box.maxY <= height, "\(tag.name)")
            #expect(!boxes.contains { Self.overlaps($0, tag.box) }, "\(tag.name) covers text")
            #expect(overlay.tags.filter { Self.overlaps($0.box, tag.box) }.count == 1, "\(tag.name) covers another tag")
        }
        #expect(overlay.tags.map(\.name) + overlay.untagged == named.map(\.view.identifier)
                || Set(overlay.tags.map(\.name) + overlay.untagged) == Set(named.map(\.view.identifier)))
        let strip = Overlay.stripText(cell, lowest: overlay.lowest, untagged: ["a", "b"], height: height, geometry: geometry)
        #expect(strip.hasSuffix(" · not tagged (no room clear of text): a, b"))
    }
}
