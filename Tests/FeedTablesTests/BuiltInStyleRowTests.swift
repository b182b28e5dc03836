import CellTemplates
import FeedTables
import JSONLines
import LayoutTestSupport
import Testing

/// A table's rows of an Interface Builder cell that does not size itself (a built-in style, no
/// constraints) are the table's fixed row height, item after item.
@Suite struct BuiltInStyleRowTests {
    /// `BuiltInStyle.storyboard`'s Value1 cell in a table whose rows are 44 points (a fixed row's height
    /// holds its separator): every item is 44 at 2x and 3x, with label lines (a table's `--format jsonl`)
    /// and without. The label lines lay the cell out at its row's frame; the next item's fitting is not
    /// to read that frame (it made 44.5: 44 and the 2x separator).
    @Test(arguments: [true, false]) func everyRowIsTheTablesRowHeight(details: Bool) throws {
        let template = try CellTemplate.load(file: IBFixture.path("BuiltInStyle.storyboard") + "#RightDetailCell", textCache: Shared.cache)
        let settings = [MeasureSetting(width: 320, scale: 2), MeasureSetting(width: 320, scale: 3)]
        let runner = HeightTableRunner(template: template, textCache: Shared.cache, settings: settings, jobs: 1, details: details)
        let items = try (0..<4).map { try FeedItem(JSONParser.parse(#"{"id": \#($0)}"#), line: $0 + 1, file: "feed") }
        let rows = try runner.measure(items, feed: "feed").flatMap { try $0.get() }
        #expect(rows.count == 8)
        #expect(rows.allSatisfy { $0.height == 44 }, "\(rows.map(\.height))")
    }
}
