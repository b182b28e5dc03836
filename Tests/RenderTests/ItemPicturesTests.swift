import CellTemplates
import FeedTables
import Foundation
import HeightCache
import LayoutTestSupport
import Render
import Testing
import ViewLayout

/// Pictures of feed items through the library, as `render` draws them: a cell's picture is its golden row in
/// pixels, a sheet has a tile per item and setting, and each failure keeps its cause and the item's place.
@Suite struct ItemPicturesTests {
    static func template() throws -> CellTemplate {
        try CellTemplate.load(file: Paths.example("status.yaml"), textCache: Shared.cache)
    }

    static func feed(_ lines: [String]) throws -> String {
        let path = Scratch.folder.path + "/item-pictures-\(UUID().uuidString).jsonl"
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Item 10001 at 375 points @2x is 366.5 points tall in the checked-in golden table (`status.csv`, made by
    /// `cellheight table`): 750 x 733 pixels. By hand: 12 + the name (16 pt semibold, SF Pro's line 19.094 ->
    /// 19.5) + 6 + the content (6 lines of body, 20.287 each and 22 from one baseline to the next: 130.287 ->
    /// 130.5) + 8 + the quote (2 lines of subheadline, 17.900 + 20 = 37.900 -> 38, and its 16 of margins) + 8 +
    /// the grid (90) + 10 + the actions (13 pt: 15.514 -> 16) + 12 + the 0.5 separator.
    @Test func aCellsPictureIsItsGoldenRowInPixels() throws {
        let (items, feedName) = try FeedSelection.ids(["10001"]).items(in: Paths.example("status.jsonl"))
        let setting = MeasureSetting(width: 375, scale: 2)
        let pictures = ItemPictures(template: try Self.template(), textCache: Shared.cache, settings: [setting])
        let picture = try pictures.picture(of: items[0], feedName: feedName, at: setting)
        #expect(picture.pixelWidth == 750)
        #expect(picture.pixelHeight == 733)
    }

    /// Two items at 320 and 375 points @2x: the sheet is as wide as the two columns and as tall as the two
    /// rows that SheetLayout places from the golden heights (10001: 388.5 and 366.5 points; 10002 from the table).
    /// At 320 the content wraps in 7 lines (the 375 picture's 6 and one more English line of 22): 152.287 -> 152.5
    /// against 130.5, so 366.5 + 22.
    @Test func aSheetHasATilePerItemAndSetting() throws {
        let (items, feedName) = try FeedSelection.ids(["10001", "10002"]).items(in: Paths.example("status.jsonl"))
        let settings = [MeasureSetting(width: 320, scale: 2), MeasureSetting(width: 375, scale: 2)]
        var golden = try GoldenTable.load(path: Paths.example("golden/status.csv"))
        func height(_ id: String, _ width: Double) throws -> Double {
            let row = HeightRow(id: .string(id), width: width, scale: 2, contentSize: .default, height: -1, labels: nil)
            return try #require(golden.check([row]).first?.golden)
        }
        #expect(try height("10001", 320) == 388.5)
        let sizes = try ["10001", "10002"].map { id in try [320.0, 375].map { Size(width: $0, height: try height(id, $0)) } }
        let expected = try SheetLayout(sizes: sizes, scale: 2)
        let sheet = try ItemPictures(template: try Self.template(), textCache: Shared.cache, settings: settings)
            .sheet(of: items, feedName: feedName)
        #expect(sheet.pixelWidth == Canvas.pixels(expected.width, scale: 2))
        #expect(sheet.pixelHeight == Canvas.pixels(expected.height, scale: 2))
    }

    /// 12,000 points @3x is 36,000 pixels, past the 16,384 a picture may have: refused from the heights.
    @Test func aSheetTooLargeIsRefusedWithItsCause() throws {
        let (items, feedName) = try FeedSelection.first(1).items(in: Paths.example("status.jsonl"))
        let pictures = ItemPictures(template: try Self.template(), textCache: Shared.cache,
                                    settings: [MeasureSetting(width: 12_000, scale: 3)])
        #expect {
            try pictures.sheet(of: items, feedName: feedName)
        } throws: { error in
            guard case .sheetTooLarge(.invalidSize(let width, _, let scale, let limit, _)) = error as? ItemPictureError else { return false }
            return width > 12_000 && scale == 3 && limit == 16_384
        }
    }

    /// A text field that holds a boolean: the binding's error, with the item's line and id.
    @Test func aBadFieldIsTheBindingsErrorAtTheItem() throws {
        let path = try Self.feed([#"{"id": 1, "user": "a", "time": "1m", "text": "x"}"#, #"{"id": 2, "user": true, "time": "1m", "text": "y"}"#])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (items, feedName) = try FeedSelection.ids(["2"]).items(in: path)
        let setting = MeasureSetting(width: 375, scale: 2)
        let pictures = ItemPictures(template: try Self.template(), textCache: Shared.cache, settings: [setting])
        do {
            _ = try pictures.picture(of: items[0], feedName: feedName, at: setting)
            Issue.record("a boolean bound as a user name")
        } catch {
            guard case .binding(let place, let binding) = error else { Issue.record("\(error)"); return }
            #expect(place == "\(feedName):2: id 2")
            #expect(binding.field == ["user"])
        }
    }
}
