import CellTemplates
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
    static let yaml = """
    views:
      - label: {name: left, lines: 0}
      - label: {name: right, lines: 0}
    constraints:
      - "H:|-[left]-8-[right]-|"
      - "V:|-[left]-|"
      - "V:|-[right]-|"
    bindings: {left: a, right: b}
    """

    @Test(arguments: [
        #"{"id": 1, "a": "some words on the left side that wrap a lot", "b": "and some words on the right that also wrap"}"#,
        #"{"id": 2, "a": "short", "b": "and some words on the right that also wrap around quite a bit more than the left"}"#,
    ])
    func eachLabelIsDrawnWideEnoughForTheLinesMeasured(item: String) throws {
        let template = try CellTemplate.parse(Self.yaml, file: "side-by-side.yaml", textCache: Shared.cache)
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
}
