import CellTemplates
import Foundation
import HeightCache
import JSONLines
import LayoutTestSupport
import Testing
import UIKitMetrics
import ViewLayout

/// An inset grouped table's rows are narrower than the table by its layout margin on each side, and keep
/// the table's margins: the 16 or 20 points of `TableGeometry.cellLayoutMargin`, chosen by the table's width,
/// not the row's. Expected frames are worked out by hand from those margins.
@Suite struct InsetGroupedTableTests {
    static let yaml = """
    tableStyle: insetGrouped
    views:
      - view: {name: box}
    constraints:
      - "box.leading == contentView.leadingMargin"
      - "box.trailing == contentView.trailingMargin"
      - "box.top == contentView.topMargin"
      - "box.bottom == contentView.bottomMargin"
      - "box.height == 20"
    """

    /// The box's frame in the content view, and the content view's width, laid out at the fitting height.
    func layout(_ loaded: CellTemplate, width: Double) throws -> (box: Rect, content: Double) {
        let cell = try TemplateCell(template: loaded, textCache: Shared.cache, category: .default)
        let geometry = loaded.geometry(at: MeasureSetting(width: width, scale: 3))
        let height = try cell.fittingHeight(in: geometry)
        cell.frame = Rect(x: 0, y: 0, width: geometry.rowWidth, height: height)
        try cell.layoutIfNeeded()
        return (try #require(cell.named["box"]).frame, cell.contentView.frame.width)
    }

    @Test func rowsAreInsetByTheTablesMargins() throws {
        let inset = try template(Self.yaml)
        #expect(inset.tableStyle == .insetGrouped)
        // iOS 26's 15-point margins above and below. 414 wide on a 414-point phone: 20-point margins at the sides, so a row of 414 - 40 = 374, the box 374 - 40 = 334,
        // 20 points in; the row's own 374 would have given 16-point margins.
        let wide = try layout(inset, width: 414)
        #expect(wide.content == 374)
        #expect(wide.box == Rect(x: 20, y: 15, width: 334, height: 20))
        // 375 wide: 16-point margins, a row of 343, the box 311 wide.
        let narrow = try layout(inset, width: 375)
        #expect(narrow.content == 343)
        #expect(narrow.box == Rect(x: 16, y: 15, width: 311, height: 20))
        // A plain table's row is the table: 414 - 40 = 374 for the box.
        let plain = try layout(try template(Self.yaml.replacingOccurrences(of: "insetGrouped", with: "plain")), width: 414)
        #expect(plain.content == 414)
        #expect(plain.box == Rect(x: 20, y: 15, width: 374, height: 20))
    }

    /// A row whose text wraps wraps at the inset row's width: 17-point text 340.2 points wide in the stand-in
    /// (`cellheight measure --size 17`), in a label as wide as the content view's margins allow: one line in a
    /// plain 375-point table (375 - 32 = 343 points), two in an inset grouped one (343 - 32 = 311). A line of
    /// the system font is SF Pro's, 17 x (1950 + 494) / 2048 = 20.287 points, so the label is 20.333 or
    /// 40.667 points tall on the 3x pixel grid.
    @Test func theRowsHeightFollowsItsWidth() throws {
        let yaml = """
        tableStyle: STYLE
        views:
          - label: {name: text, font: {size: 17}, lines: 0}
        constraints:
          - "H:|-[text]-|"
          - "V:|-[text]-|"
        bindings: {text: text}
        """
        func labelHeight(_ style: String) throws -> Double {
            let loaded = try template(yaml.replacingOccurrences(of: "STYLE", with: style))
            let cell = try TemplateCell(template: loaded, textCache: Shared.cache, category: .default)
            try cell.bind(JSONParser.parse(#"{"text": "Rows of an inset grouped table are narrower."}"#))
            let geometry = loaded.geometry(at: MeasureSetting(width: 375, scale: 3))
            cell.frame = Rect(x: 0, y: 0, width: geometry.rowWidth, height: try cell.fittingHeight(in: geometry))
            try cell.layoutIfNeeded()
            return try #require(cell.named["text"]).frame.height
        }
        #expect(abs(try labelHeight("plain") - 61.0 / 3) < 0.001)
        #expect(abs(try labelHeight("insetGrouped") - 122.0 / 3) < 0.001)
    }

    /// Inset grouped tables are iOS 13's: a template loaded for an earlier release is refused where it says so.
    @Test func insetGroupedBeforeIOS13IsRefused() throws {
        let error = templateError { _ = try CellTemplate.parse(Self.yaml, file: "test.yaml", textCache: Shared.cache, ios: IOSVersion(12)) }
        #expect(error?.description == "test.yaml:1:13: tableStyle: tableStyle insetGrouped is new in iOS 13; the template is loaded for iOS 12 (--ios)")
        #expect(try CellTemplate.parse(Self.yaml, file: "test.yaml", textCache: Shared.cache, ios: IOSVersion(13)).tableStyle == .insetGrouped)
    }

    @Test func anUnknownStyleIsRefusedWhereItIs() throws {
        let error = templateError { _ = try template(Self.yaml.replacingOccurrences(of: "insetGrouped", with: "inset")) }
        #expect(error?.description == "test.yaml:1:13: tableStyle: expected one of plain, grouped, insetGrouped, got inset")
    }
}
