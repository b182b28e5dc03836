import CellTemplates
import FeedTables
import Foundation
import GoldenReport
import LayoutTestSupport
import Render
import Testing
import ViewLayout

/// Golden frames: their file's name and lines, the views a report names as changed, and what the
/// recorder stores for a row.
@Suite struct GoldenFrameTests {
    @Test func theFileSitsBesideTheGoldenTable() {
        #expect(GoldenFrame.path(forGolden: "Examples/golden/status.csv") == "Examples/golden/status.frames.jsonl")
        #expect(GoldenFrame.path(forGolden: "golden") == "golden.frames.jsonl")
    }

    @Test func aLineReadsBackAsWritten() throws {
        let frame = GoldenFrame(key: GoldenFrame.Key(id: "a \"quoted\"\nid", width: 375, scale: 3, contentSize: "accessibilityLarge"),
                                height: 88.33333333333333,
                                views: [GoldenFrame.View(name: "title", frame: Rect(x: 16, y: 11.333333333333334, width: 343, height: 20.333333333333332)),
                                        GoldenFrame.View(name: "ünïcode", frame: Rect(x: 0, y: 0, width: 0, height: 0))],
                                png: [0x89, 0x50, 0x4E, 0x47, 0, 255])
        let line = frame.jsonLine
        #expect(line.hasSuffix("\n") && line.filter { $0 == "\n" }.count == 1)
        #expect(GoldenFrame(jsonLine: Array(line.dropLast().utf8)) == frame)
        // Not a frame: no crash, nothing read.
        for bad in ["", "{}", "[1]", "{\"id\": 1}", String(line.dropLast(30))] { #expect(GoldenFrame(jsonLine: Array(bad.utf8)) == nil, "\(bad)") }
    }

    @Test func changedViewsAreTheOnesWhoseFramesDiffer() {
        func view(_ name: String, _ y: Double, _ height: Double) -> GoldenFrame.View {
            GoldenFrame.View(name: name, frame: Rect(x: 16, y: y, width: 343, height: height))
        }
        let golden = [view("title", 12, 21), view("body", 37, 42), view("gone", 83, 20)]
        let now = [view("title", 12, 21), view("body", 37, 63), view("badge", 104, 20)]
        #expect(FrameChange.between(golden: golden, now: now) == [
            FrameChange(name: "body", golden: Rect(x: 16, y: 37, width: 343, height: 42), now: Rect(x: 16, y: 37, width: 343, height: 63)),
            FrameChange(name: "badge", golden: nil, now: Rect(x: 16, y: 104, width: 343, height: 20)),
            FrameChange(name: "gone", golden: Rect(x: 16, y: 83, width: 343, height: 20), now: nil),
        ])
        #expect(FrameChange.between(golden: golden, now: golden).isEmpty)
        #expect(FrameChange(name: "b", golden: Rect(x: 16, y: 37, width: 343, height: 42), now: nil).summary == "x 16, y 37, 343 × 42 → not shown")
    }

    /// SampleTemplates.issue, one line of Inter 17 at 375 @2x: the body at (16, 12), 343 x 21 (see
    /// GoldenPicturesTests), in a row of 45.5 drawn at 1x: 375 x 46 pixels.
    @Test func theRecorderStoresTheRowsLayout() throws {
        let template = try CellTemplate.parse(SampleTemplates.issue, file: "issue.yaml", textCache: Shared.cache)
        let item = try FeedItem(.object([(key: "id", value: .number("7")), (key: "text", value: .string("a"))]), line: 1, file: "feed.jsonl")
        let row = HeightRow(id: .number("7"), width: 375, scale: 2, contentSize: .large, height: 45.5, labels: nil)
        let frames = try ReportPictures.goldenFrames([(item, [row, row])], template: template, textCache: Shared.cache, jobs: 2)
        #expect(frames.count == 1 && frames[0].count == 2)
        let frame = try #require(frames.first?.first)
        #expect(frame.key == GoldenFrame.Key(id: "7", width: 375, scale: 2, contentSize: "large"))
        #expect(frame.height == 45.5)
        #expect(frame.views == [GoldenFrame.View(name: "body", frame: Rect(x: 16, y: 12, width: 343, height: 21))])
        let bytes = frame.png
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect((word(16), word(20)) == (375, 46))
        // Greyscale of sixteen levels (bit depth 4, colour type 0), which cairo reads back: a white cell
        // with the dark pixels of its one letter.
        #expect((bytes[24], bytes[25]) == (4, 0))
        let file = Scratch.folder.appendingPathComponent("golden-frame-\(UUID()).png")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(bytes).write(to: file)
        let bitmap = try Bitmap(pngFile: file.path)
        #expect(bitmap.width == 375 && bitmap.height == 46 && bitmap[0, 0] == 0xFFFF_FFFF)
        #expect(bitmap.pixels.contains { $0 & 0xFF < 0x80 })
    }
}
