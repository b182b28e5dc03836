import CellTemplates
import FeedTables
import Foundation
import HeightCache
import Render
import SnapshotTesting

extension Snapshotting where Value == CellFile, Format == String {
    /// The cell's height for every item of `feed` at every device and width: the CSV `cellheight table`
    /// writes (`__Snapshots__/TEST/NAME.csv`), compared line by line, so a failure lists the rows that moved.
    /// `feed` is relative to the test file. A template or feed that cannot be read gives a snapshot holding
    /// the error, so the test fails saying why; what the template or the run warns of is a warning of the
    /// test at the line that made the strategy (`SnapshotWarnings`), not part of the snapshot.
    ///
    /// ```swift
    /// @Test func statusCell() {
    ///     assertSnapshot(of: CellFile("Cells/status.yaml"), as: .heights(feed: "Fixtures/feed.jsonl", devices: ["iphone-16"]))
    /// }
    /// ```
    public static func heights(feed: String, devices: [String] = [], widths: [Double] = [], scale: Double = 3,
                               contentSizes: [ContentSizeCategory] = [.default], filePath: StaticString = #filePath,
                               fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Snapshotting {
        let warnings = SnapshotWarnings(location: .init(fileID: fileID, filePath: filePath, line: line, column: column))
        let feedPath = TestFilePath.resolve(feed, besides: filePath)
        var strategy = SimplySnapshotting<String>.lines.pullback { (cell: CellFile) -> String in
            do {
                let settings = try HeightSnapshot.settings(devices: devices, widths: widths, scale: scale, contentSizes: contentSizes)
                let snapshot = try HeightSnapshot(cell)
                let table = try snapshot.table(feed: feedPath, settings: settings)
                warnings.report(snapshot.warnings + table.warnings)
                return table.text
            } catch {
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
    /// picture (`now.png`), and swift-snapshot-testing writes it to its artifacts folder.
    public static func picture(id: String, feed: String, width: Double, scale: Double = 2, overlay: Bool = true,
                               filePath: StaticString = #filePath, fileID: String = #fileID, line: Int = #line,
                               column: Int = #column) -> Snapshotting {
        let warnings = SnapshotWarnings(location: .init(fileID: fileID, filePath: filePath, line: line, column: column))
        let feedPath = TestFilePath.resolve(feed, besides: filePath)
        let diffing = Diffing<Data>.diff(toData: { $0 }, fromData: { $0 }) { old, new in
            guard old != new else { return nil }
            return ("the picture changed (\(old.count) bytes before, \(new.count) now)", [.data(new, name: "now.png")])
        }
        return Snapshotting(pathExtension: "png", diffing: diffing) { (cell: CellFile) -> Data in
            do {
                let snapshot = try HeightSnapshot(cell)
                warnings.report(snapshot.warnings)
                let items = try FeedReader(path: feedPath).next(Int.max).compactMap { try? $0.get() }
                guard let item = items.first(where: { $0.idText == id }) else {
                    throw SnapshotSetupError("\(feedPath): no item has the id \(id)")
                }
                let setting = MeasureSetting(width: width, scale: scale)
                let pictures = ItemPictures(template: snapshot.template, textCache: snapshot.textCache, settings: [setting], overlay: overlay)
                return Data(try pictures.picture(of: item, feedName: feedPath, at: setting).pngData())
            } catch {
                return Data("error: \(error)\n".utf8)
            }
        }
    }
}
