@testable import CellTemplates
import HeightCache
import JSONLines
import LayoutTestSupport
import Render
import Testing
import ViewLayout

/// Two wrapping labels side by side at one priority leave the row's split open: the picture of a row is drawn
/// as its height was measured, each label wide enough for the lines its height holds, where a second solve
/// at the row's height could split the row the other way (a 4-point label drawn with its word in 5 lines in
/// a row measured for 1).
@Suite struct OpenLayoutPictureTests {
    @Test(arguments: [
        #"{"id": 1, "a": "some words on the left side that wrap a lot", "b": "and some words on the right that also wrap"}"#,
        #"{"id": 2, "a": "short", "b": "and some words on the right that also wrap around quite a bit more than the left"}"#,
    ])
    func eachLabelIsDrawnWideEnoughForTheLinesMeasured(item: String) throws {
        let template = try CellTemplate.parse(openSplitTemplate, file: "side-by-side.yaml", textCache: Shared.cache)
        let cell = try TemplateCell(template: template, textCache: Shared.cache, category: .default)
        try cell.bind(JSONParser.parse(item))
        let geometry = TableGeometry(width: 375, scale: 1, separatorStyle: template.separator)
        let height = try cell.fittingHeight(in: geometry)
        _ = try CellRenderer(typesetter: Shared.cache.typesetter).render(cell, height: height, geometry: geometry)
        for name in ["left", "right"] {
            let label = try #require(cell.named[name])
            // The label's text at its drawn width takes no more than its drawn height: nothing measured was cut.
            let needed = try label.intrinsicContentSize(forWidth: label.frame.width).height
            #expect(needed <= label.frame.height + 1e-6, "\(name): \(label.frame) needs \(needed)")
        }
    }

    /// A cell whose constraints allow no height at all (the labels tied to the top, a dot to the bottom, nothing
    /// between) given a table's fixed row height, 60: its picture is laid out at 60, the dot 8 above the
    /// bottom edge, not as the checks that explain the collapse left the solver (an expanded fitting,
    /// ten million points tall).
    @Test func aCollapsedRowIsDrawnAtItsRowHeight() throws {
        let template = try CellTemplate.parse("""
        views:
          - label: {name: left, lines: 0}
          - label: {name: right, lines: 0}
          - view: {name: dot}
        constraints:
          - "H:|-[left]-8-[right]-|"
          - "left.top == contentView.topMargin"
          - "right.top == contentView.topMargin"
          - "H:|-[dot(10)]"
          - "V:[dot(10)]-8-|"
        bindings: {left: a, right: b}
        """, file: "collapsed.yaml", textCache: Shared.cache)
        // As an Interface Builder prototype in a table with rowHeight 60 has it (its cells and the open-layout
        // probe's alike).
        var fixedRows = template
        fixedRows.collapsedRowHeight = 60
        let cell = try TemplateCell(template: fixedRows, textCache: Shared.cache, category: .default)
        try cell.bind(JSONParser.parse(#"{"id": 1, "a": "some words on the left", "b": "and some on the right"}"#))
        let geometry = TableGeometry(width: 375, scale: 1, separatorStyle: .none)
        let height = try cell.fittingHeight(in: geometry)
        #expect(height == 60)
        _ = try CellRenderer(typesetter: Shared.cache.typesetter).render(cell, height: height, geometry: geometry)
        let dot = try #require(cell.named["dot"])
        // 8 above the content view's bottom edge (a number in the format is from the edge): 60 - 8 - 10 = 42; and
        // at the leading margin, 16.
        #expect(dot.frame == Rect(x: 16, y: 42, width: 10, height: 10), "\(dot.frame)")
    }
}
