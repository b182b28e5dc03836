import CellTemplates
import HeightCache
import JSONLines
import LayoutTestSupport
import Testing
import ViewLayout

/// A template's cell is made for one content size: a table asking for its height at another is an error,
/// not the height of the other size's text kept under this one.
@Suite struct TemplateCellContentSizeTests {
    static let yaml = """
    margins: 16
    views:
      - label: {name: title, font: {style: body}, lines: 0}
    constraints:
      - "V:|-[title]-|"
      - "H:|-[title]-|"
    bindings:
      title: title
    """

    @Test func aCellMadeForAnotherContentSizeIsRefused() throws {
        let template = try CellTemplate.parse(Self.yaml, file: "body.yaml", textCache: Shared.cache)
        let table = TableView(geometry: TableGeometry(width: 375, scale: 3, contentSize: .accessibilityLarge))
        table.register({ try! TemplateCell(template: template, textCache: Shared.cache, category: .large) }, forCellReuseIdentifier: "large")
        table.register({ try! TemplateCell(template: template, textCache: Shared.cache, category: .accessibilityLarge) },
                       forCellReuseIdentifier: "ax2")
        let item = try JSONParser.parse(#"{"title": "A body text long enough to take more than one line of the row at any content size."}"#)
        #expect {
            _ = try table.height(forCellWithIdentifier: "large", cacheBy: "a") { (cell: TemplateCell) in try cell.bind(item) }
        } throws: { error in
            guard case .contentSizeConflict(_, .large, .accessibilityLarge)? = error as? HeightCacheError else { return false }
            return "\(error)".contains("its text is set up for content size large but the height is asked for at AX2")
        }
        // Made for the table's content size, it measures: taller than the same text at Large.
        let ax2 = try table.height(forCellWithIdentifier: "ax2", cacheBy: "a") { (cell: TemplateCell) in try cell.bind(item) }
        table.geometry.contentSize = .large
        let large = try table.height(forCellWithIdentifier: "large", cacheBy: "a") { (cell: TemplateCell) in try cell.bind(item) }
        #expect(ax2 > large, "\(ax2) \(large)")
    }
}
