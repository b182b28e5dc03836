import Foundation
import LayoutTestSupport
import Testing

/// `cellheight render` and `measure --png`, run as a user runs them. Picture sizes are read from the PNG
/// header (IHDR: width and height, big-endian, at bytes 16-23), not through the code that wrote them.
@Suite struct RenderCommandTests {
    static func example(_ name: String) -> String { TableCommandTests.example(name) }
    static let status = ["--template", example("status.yaml"), "--feed", example("status.jsonl")]

    static func pngSize(_ path: String) throws -> (width: Int, height: Int) {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        try #require(bytes.count > 24 && bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "not a PNG")
        func word(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    static func outputPath(_ name: String) -> String {
        Scratch.folder.appendingPathComponent("cellheight-render-\(UUID().uuidString)-\(name)").path
    }

    /// The picture of item 10001 at 375 @2x is its row of Examples/golden/status.csv in pixels.
    @Test func oneCellIsTheGoldenRowInPixels() throws {
        let golden = try String(contentsOfFile: Self.example("golden/status.csv"), encoding: .utf8)
        let row = try #require(golden.split(separator: "\n").first { $0.hasPrefix("10001,375,") && $0.hasSuffix(",2") })
        let height = try #require(Double(row.split(separator: ",")[2]))
        let out = Self.outputPath("cell.png")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try CLIRunner.run(["render"] + Self.status + ["--id", "10001", "--width", "375", "--scale", "2", "--out", out])
        #expect(result.status == ExitStatus.success, "\(result.stderr)")
        let size = try Self.pngSize(out)
        let pixels = Int((height * 2).rounded())
        #expect(size.width == 750 && size.height == pixels, "golden \(height) pt")
        #expect(result.stderr.contains("750 x \(pixels) pixels"))
    }

    @Test func overlayAndDeviceAndSheet() throws {
        let overlay = Self.outputPath("overlay.png"), sheet = Self.outputPath("sheet.png")
        defer { for path in [overlay, sheet] { try? FileManager.default.removeItem(atPath: path) } }
        let first = try CLIRunner.run(["render"] + Self.status + ["--id", "10001", "--device", "iphone-16", "--overlay", "--out", overlay])
        #expect(first.status == ExitStatus.success, "\(first.stderr)")
        // iPhone 16: 393 points @3x; the overlay's strip adds rows below the cell, whose height is the one
        // `cellheight table` gives at that device.
        let table = try CLIRunner.run(["table"] + Self.status + ["--device", "iphone-16"])
        let row = try #require(table.stdout.split(separator: "\n").first { $0.hasPrefix("10001,") })
        let height = try #require(Double(row.split(separator: ",")[2]))
        let size = try Self.pngSize(overlay)
        #expect(size.width == 1179 && size.height > Int((height * 3).rounded()))

        let second = try CLIRunner.run(["render"] + Self.status + ["--sheet", "--first", "4", "--width", "320", "--width", "375",
                                                                    "--scale", "1", "--out", sheet])
        #expect(second.status == ExitStatus.success, "\(second.stderr)")
        #expect(try Self.pngSize(sheet).width >= 320 + 375)
    }

    /// An item with none of the fields the template binds (which a height table refuses) is drawn, empty,
    /// and the warning names the bindings; an item with one of them draws without it.
    @Test func anItemWithNoBoundFieldIsDrawnWithAWarning() throws {
        let out = Self.outputPath("empty.png")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let empty = try CLIRunner.run(["render", "--template", Self.example("status.yaml"), "--feed", "-", "--width", "375", "--out", out],
                                      stdin: Data(#"{"id": 1, "txet": "misspelt"}"#.utf8 + [10]))
        #expect(empty.status == ExitStatus.success, "\(empty.stderr)")
        #expect(empty.stderr.hasPrefix("warning: <stdin>: none of the 1 item(s) drawn has a field the template binds (name: user, "), "\(empty.stderr)")
        #expect(empty.stderr.contains("so the picture is of empty views"), "\(empty.stderr)")
        let bound = try CLIRunner.run(["render", "--template", Self.example("status.yaml"), "--feed", "-", "--width", "375", "--out", out],
                                      stdin: Data(#"{"id": 1, "text": "spelt"}"#.utf8 + [10]))
        #expect(bound.status == ExitStatus.success && !bound.stderr.contains("warning"), "\(bound.stderr)")
    }

    @Test func anIdNotInTheFeedIsNamed() throws {
        let out = Self.outputPath("none.png")
        let result = try CLIRunner.run(["render"] + Self.status + ["--id", "nope", "--width", "375", "--out", out])
        #expect(result.status == ExitStatus.failure)
        #expect(result.stderr.contains("no item with id nope") && result.stderr.contains("status.jsonl"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    /// A picture is PNG: a file named for another format is refused before anything is drawn.
    @Test func anOutputNamedForAnotherFormatIsRefused() throws {
        let out = Self.outputPath("cell.jpg")
        let result = try CLIRunner.run(["render"] + Self.status + ["--id", "10001", "--width", "375", "--out", out])
        #expect(result.status == ExitStatus.usage && result.stderr.contains("render writes PNG pictures; name the file .png (not .jpg)"), "\(result)")
        #expect(!FileManager.default.fileExists(atPath: out))
        // A name of no picture format is the caller's to choose.
        let other = Self.outputPath("cell.v2")
        let written = try CLIRunner.run(["render"] + Self.status + ["--id", "10001", "--width", "375", "--out", other])
        #expect(written.status == ExitStatus.success && FileManager.default.fileExists(atPath: other), "\(written)")
    }

    @Test func usageMistakesExit64() throws {
        let out = Self.outputPath("x.png")
        for arguments in [["--id", "10001", "--width", "320", "--width", "375", "--out", out],
                          ["--sheet", "--id", "10001", "--ids", "10002", "--width", "320", "--out", out],
                          ["--id", "10001", "--id", "10002", "--width", "320", "--out", out],
                          ["--sheet", "--ids", "10001,,10002", "--width", "320", "--out", out],
                          ["--sheet", "--first", "0", "--width", "320", "--out", out],
                          ["--ids", "10001", "--width", "320", "--out", out]] {
            let result = try CLIRunner.run(["render"] + Self.status + arguments)
            #expect(result.status == ExitStatus.usage, "\(arguments): \(result.stderr)")
        }
    }

    /// A sheet takes --id again and again, for ids with a comma in them (which --ids would cut in two).
    @Test func aSheetTakesIdsWithACommaOneByOne() throws {
        let lines = try String(contentsOfFile: TableCommandTests.example("status.jsonl"), encoding: .utf8).split(separator: "\n").prefix(2)
        var items: [String] = []
        for (line, id) in zip(lines, ["x,y", "z"]) {
            var object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            object["id"] = id
            items.append(String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self))
        }
        let feed = try CLIRunner.temporaryFile(Data((items.joined(separator: "\n") + "\n").utf8))
        defer { CLIRunner.discard(feed) }
        let out = feed.deletingLastPathComponent().appendingPathComponent("sheet.png").path
        let result = try CLIRunner.run(["render", "--template", TableCommandTests.example("status.yaml"), "--feed", feed.path,
                                        "--sheet", "--id", "x,y", "--id", "z", "--width", "320", "--out", out])
        #expect(result.status == ExitStatus.success, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: out))
    }

    @Test func anUnwritableOutputIsAnError() throws {
        let result = try CLIRunner.run(["render"] + Self.status + ["--width", "375", "--out", "/nonexistent-folder/cell.png"])
        #expect(result.status == ExitStatus.failure)
        #expect(result.stderr.contains("/nonexistent-folder/cell.png"))
    }

    /// `measure --png`: the text's size plus an 8-point border and a caption strip below. The text wraps in
    /// three lines ("The quick ", "brown fox ", "jumps") of the system font 17, SF Pro's line: at @2x
    /// ceil(3 x 20.287 x 2) = 122 pixels of text, so the picture is taller than that and the border.
    @Test func measureDrawsTheText() throws {
        let out = Self.outputPath("text.png")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try CLIRunner.run(["measure", "--size", "17", "--width", "120", "--scale", "2", "--png", out,
                                        "The quick brown fox jumps"])
        #expect(result.status == ExitStatus.success, "\(result.stderr)")
        let size = try Self.pngSize(out)
        #expect(size.width == (120 + 16) * 2)
        #expect(size.height > 122 + 32)
        let misuse = try CLIRunner.run(["measure", "--jsonl", "-", "--png", out], stdin: Data())
        #expect(misuse.status == ExitStatus.usage)
    }

    /// A picture wider than a canvas can be (6,000 points and the 8-point borders at @3x: 18,048 pixels, above
    /// `Canvas.maximumSide`) fails before the report is written, naming --png and its file.
    @Test func aTextTooWideToDrawFailsBeforeItsReport() throws {
        let out = Self.outputPath("wide.png")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try CLIRunner.run(["measure", "--size", "17", "--width", "6000", "--png", out, "hello"])
        #expect(result.status == ExitStatus.failure)
        #expect(result.stdout.isEmpty, "\(result.stdout)")
        #expect(result.stderr.hasPrefix("Error: --png \(out): cannot draw 6016 x "), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}
