import CellTemplates
import FeedTables
import Foundation
import HeightCache
import Render
import SnapshotTesting

extension Snapshotting where Value == CellFile, Format == String {
    /// The cell's height for every item of `feed` at every device and width: the CSV `cellheight table`
    /// writes (`__Snapshots__/TEST/NAME.csv`), compared line by line, so a failure lists the rows that moved.
    /// `feed` is relative to the test file, and named so in the snapshot's lines of bad items. A template or
    /// feed that cannot be read fails the test at the line that made the strategy, saying why, on every run
    /// (`SnapshotIssues`); what the template or the run warns of is a warning there, not part of the snapshot.
    ///
    /// ```swift
    /// @Test func statusCell() {
    ///     assertSnapshot(of: CellFile("Cells/status.yaml"), as: .heights(feed: "Fixtures/feed.jsonl", devices: ["iphone-16"]))
    /// }
    /// ```
    public static func heights(feed: String, devices: [String] = [], widths: [Double] = [], scale: Double = 3,
                               contentSizes: [ContentSizeCategory] = [.default], filePath: StaticString = #filePath,
                               fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Snapshotting {
        let issues = SnapshotIssues(location: .init(fileID: fileID, filePath: filePath, line: line, column: column))
        let feedPath = TestFilePath.resolve(feed, besides: filePath)
        var strategy = SimplySnapshotting<String>.lines.pullback { (cell: CellFile) -> String in
            do {
                let settings = try HeightSnapshot.settings(devices: devices, widths: widths, scale: scale, contentSizes: contentSizes)
                let snapshot = try HeightSnapshot(cell)
                let table = try snapshot.table(feed: feedPath, named: feed, settings: settings)
                issues.report(snapshot.warnings + table.warnings)
                return table.text
            } catch {
                issues.fail(error)
                return "# error: \(error)\n"
            }
        }
        strategy.pathExtension = "csv"
        return strategy
    }
}

extension Snapshotting where Value == CellFile, Format == Data {
    /// A PNG of the feed item `id` laid out at `width` and `scale`, with the overlay (frames, names, line
    /// boxes, the height) unless `overlay` is false. Compared byte for byte; a difference attaches the new
    /// picture (`now.png`), and swift-snapshot-testing writes it to its artifacts folder. A picture that
    /// cannot be drawn (no item has the id, the item is bad, the template cannot be read) fails the test at
    /// the line that made the strategy, saying why.
    public static func picture(id: String, feed: String, width: Double, scale: Double = 2, overlay: Bool = true,
                               filePath: StaticString = #filePath, fileID: String = #fileID, line: Int = #line,
                               column: Int = #column) -> Snapshotting {
        let issues = SnapshotIssues(location: .init(fileID: fileID, filePath: filePath, line: line, column: column))
        let feedPath = TestFilePath.resolve(feed, besides: filePath)
        let diffing = Diffing<Data>.diff(toData: { $0 }, fromData: { $0 }) { old, new in
            guard old != new else { return nil }
            return ("the picture changed (\(old.count) bytes before, \(new.count) now)", [.data(new, name: "now.png")])
        }
        return Snapshotting(pathExtension: "png", diffing: diffing) { (cell: CellFile) -> Data in
            do {
                let snapshot = try HeightSnapshot(cell)
                issues.report(snapshot.warnings)
                let item = try HeightSnapshot.item(id: id, feed: feedPath, named: feed)
                let setting = MeasureSetting(width: width, scale: scale)
                let pictures = ItemPictures(template: snapshot.template, textCache: snapshot.textCache, settings: [setting], overlay: overlay)
                return Data(try pictures.picture(of: item, feedName: feed, at: setting).pngData())
            } catch {
                issues.fail(error)
                return Data("error: \(error)\n".utf8)
            }
        }
    }
}
