import CellTemplates
import FeedTables
import JSONLines
import LayoutTestSupport
import Testing

/// A table's rows of an inset grouped template are measured and described at the row's width.
@Suite struct InsetGroupedRowTests {
    /// A frame-layout cell's label lines (a table's `--format jsonl`) are those of the row it was measured
    /// in: the text 340.2 points wide wraps in an inset grouped row of 375 - 32 = 343 points less 16-point
    /// padding on each side (311), as its height says, not in a row as wide as the table (343).
    @Test func aFrameLayoutRowsLabelLinesAreThoseOfItsRow() throws {
        let loaded = try CellTemplate.parse("""
        tableStyle: insetGrouped
        layout: frame
        margins: {left: 16, right: 16}
        views:
          - label: {name: text, font: {size: 17}, lines: 0}
        bindings: {text: text}
        """, file: "inset.yaml", textCache: Shared.cache)
        let runner = HeightTableRunner(template: loaded, textCache: Shared.cache, settings: [MeasureSetting(width: 375, scale: 3)],
                                       jobs: 1, details: true)
        let item = try FeedItem(JSONParser.parse(#"{"id": 1, "text": "Rows of an inset grouped table are narrower."}"#), line: 1, file: "feed")
        let row = try #require(try runner.measure([item], feed: "feed")[0].get().first)
        #expect(row.labels == [HeightRow.LabelLines(name: "text", lines: 2, truncated: false)])
        // Two lines of SF Pro's 20.287 (40.574, 40.667 on the 3x grid) and the 1/3-point separator.
        #expect(abs(row.height - 41) < 0.001, "\(row.height)")
    }

}
