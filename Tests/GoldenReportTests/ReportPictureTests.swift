import CellTemplates
import FeedTables
import Foundation
import GoldenReport
import LayoutTestSupport
import Render
import Testing

/// The report's pictures and the order of its items.
@Suite struct ReportPictureTests {
    static let setting = MeasureSetting(width: 375, scale: 2)

    static func item(_ id: Int, text: String) throws -> FeedItem {
        try FeedItem(.object([(key: "id", value: .number("\(id)")), (key: "text", value: .string(text))]), line: id, file: "feed.jsonl")
    }

    static func changed(_ id: Int, now: [Double], golden: [Int: Double]) throws -> ChangedRows.Item {
        var item = ChangedRows.Item(item: try Self.item(id, text: "a"),
                                    rows: now.map { HeightRow(id: .number("\(id)"), width: 375, scale: 2, contentSize: .large, height: $0, labels: nil) })
        item.golden = golden
        return item
    }

    @Test func itemsWithTheLargestChangeComeFirstTiesInFeedOrder() throws {
        let items = [try Self.changed(1, now: [50, 60], golden: [0: 49]),       // 1
                     try Self.changed(2, now: [50], golden: [0: 53]),           // 3
                     try Self.changed(3, now: [50, 60], golden: [1: 57, 0: 51]), // 3 (tie with 2, later)
                     try Self.changed(4, now: [50], golden: [0: 50.5])]         // 0.5
        #expect(ReportPage.order(items).map(\.item.idText) == ["2", "3", "1", "4"])
    }

    @Test func theGoldenHeightIsALineAcrossThePicture() throws {
        let template = try CellTemplate.parse(SampleTemplates.issue, file: "issue.yaml", textCache: Shared.cache)
        let pictures = ReportPictures(template: template, textCache: Shared.cache)
        // One line: 45.5 points now (see JUnitOutputTests); golden 60, so the line lies below the row.
        var changed = ChangedRows.Item(item: try Self.item(1, text: "a"),
                                       rows: [HeightRow(id: .number("1"), width: 375, scale: 2, contentSize: .large, height: 45.5, labels: nil)])
        changed.golden = [0: 60]
        let canvas = try #require(try pictures.draw(changed).first?.canvas)
        #expect(canvas.pixelWidth == 750)
        // The line is 2 pixels wide, centred on y = 60 points = 120 pixels: rows 119 and 120, at the left edge
        // (the caption sits at the right).
        let bitmap = canvas.bitmap()
        for row in [119, 120] {
            #expect(bitmap[4, row] == 0xFFFF2D55, "row \(row): \(String(bitmap[4, row], radix: 16))")
        }
    }
    /// A row too tall for a picture (16,384 pixels a side: over 8,192 points at 2x) is not drawn, and says
    /// why; the item's other rows are drawn. A label of 500 lines, each over 17 points, is over 8,500 points
    /// tall: too tall at 2x, not at 1x.
    @Test func aRowTooTallToDrawIsNamedNotFatal() throws {
        let template = try CellTemplate.parse(SampleTemplates.issue, file: "issue.yaml", textCache: Shared.cache)
        let pictures = ReportPictures(template: template, textCache: Shared.cache)
        let item = try Self.item(1, text: String(repeating: "x\n", count: 500))
        let rows = [HeightRow(id: .number("1"), width: 375, scale: 2, contentSize: .large, height: 9_000, labels: nil),
                    HeightRow(id: .number("1"), width: 375, scale: 1, contentSize: .large, height: 9_000, labels: nil)]
        var changed = ChangedRows.Item(item: item, rows: rows)
        changed.golden = [0: 60, 1: 60]
        let drawn = try pictures.draw(changed)
        #expect(drawn.count == 2)
        #expect(drawn[0].canvas == nil)
        let why = try #require(drawn[0].notDrawn)
        #expect(why.contains(" at @2x with the overlay's ") && why.hasSuffix("pixels tall): each side must be 1 to 16384 pixels"), "\(why)")
        #expect(drawn[1].canvas != nil && drawn[1].notDrawn == nil)
    }
}
