import Foundation
import LayoutTestSupport
import Testing

/// `--record --record-pictures` keeps each row's picture and its views' frames beside the golden table,
/// and a later `--report` shows the golden picture beside the new one with the views that moved named.
@Suite struct GoldenPicturesTests {
    /// SampleTemplates.issue at 375 @2x: a line of Inter 17 is (2728 + 680) / 2816 x 17 = 20.574 points, 21
    /// on the 2x grid; the body sits 12 below the top, 16 from each side (343 wide); the row is 45.5 with
    /// the separator. At 34 points the line is 41.148, 41.5 on the grid, and the row 66.
    static let body = (x: 16.0, y: 12.0, width: 343.0, small: 21.0, large: 41.5)

    static func folder() throws -> URL {
        let template = try CLIRunner.temporaryFile(Data(SampleTemplates.issue.utf8), name: "body.yaml")
        let folder = template.deletingLastPathComponent()
        try Data("{\"id\": 1, \"text\": \"a\"}\n".utf8).write(to: folder.appendingPathComponent("feed.jsonl"))
        return folder
    }

    static func table(_ folder: URL, _ extra: [String], environment: [String: String] = [:]) throws -> CLIRunner.Result {
        try CLIRunner.run(["table", "--template", folder.appendingPathComponent("body.yaml").path,
                           "--feed", folder.appendingPathComponent("feed.jsonl").path, "--width", "375", "--scale", "2",
                           "--check", folder.appendingPathComponent("golden.csv").path, "--quiet"] + extra, environment: environment)
    }

    static func enlargeFont(_ folder: URL) throws {
        let template = SampleTemplates.issue.replacingOccurrences(of: "size: 17", with: "size: 34")
        #expect(template != SampleTemplates.issue)
        try Data(template.utf8).write(to: folder.appendingPathComponent("body.yaml"))
    }

    /// A row too tall to draw (600 lines of 21 points at 2x: 12,600 points, past the 16,384 pixels a side a
    /// picture may have) has no golden picture; the recording is made, with the other row's picture. It
    /// failed the whole recording.
    @Test func aRowTooTallToDrawIsRecordedWithoutItsPicture() throws {
        let folder = try Self.folder()
        defer { CLIRunner.discard(folder.appendingPathComponent("body.yaml")) }
        let tall = String(repeating: "word\\n", count: 600)
        try Data("{\"id\": 1, \"text\": \"a\"}\n{\"id\": 2, \"text\": \"\(tall)\"}\n".utf8).write(to: folder.appendingPathComponent("feed.jsonl"))
        let recorded = try Self.table(folder, ["--record", "--record-pictures"])
        #expect(recorded.status == ExitStatus.success, "\(recorded.stderr)")
        let golden = try String(contentsOf: folder.appendingPathComponent("golden.csv"), encoding: .utf8)
        #expect(golden.split(separator: "\n").count == 3, "\(golden)")
        let frames = try String(contentsOf: folder.appendingPathComponent("golden.frames.jsonl"), encoding: .utf8).split(separator: "\n")
        #expect(frames.count == 1 && frames[0].contains("\"id\":\"1\""), "\(frames.map { $0.prefix(80) })")
    }

    /// The frames file is named after the golden table, not by the user: a recording replaces only a golden
    /// frames file there. A file of something else, a link to a file elsewhere and a FIFO (which hung the run)
    /// are refused by name and left as they were; a report does not wait on such a FIFO either. A golden
    /// table named with a trailing '/' names a folder, and is refused rather than written as the file.
    @Test func onlyAGoldenFramesFileIsReplaced() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try Self.table(folder, ["--record"]).status == ExitStatus.success)
        let frames = folder.appendingPathComponent("golden.frames.jsonl")
        try Data("my notes\n".utf8).write(to: frames)
        let notes = try Self.table(folder, ["--record", "--record-pictures"])
        #expect(notes.status == ExitStatus.failure && notes.stderr.contains("is not a golden frames file (its line 1 is no golden picture)"), "\(notes.stderr)")
        #expect(try String(contentsOf: frames, encoding: .utf8) == "my notes\n")
        try FileManager.default.removeItem(at: frames)
        let outside = folder.appendingPathComponent("outside.txt")
        try Data("precious".utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(at: frames, withDestinationURL: outside)
        let linked = try Self.table(folder, ["--record"])
        #expect(linked.status == ExitStatus.failure && linked.stderr.contains("golden.frames.jsonl is a link;"), "\(linked.stderr)")
        #expect(try String(contentsOf: outside, encoding: .utf8) == "precious")
        try FileManager.default.removeItem(at: frames)
        #expect(mkfifo(frames.path, 0o644) == 0)
        let fifo = try Self.table(folder, ["--record"])
        #expect(fifo.status == ExitStatus.failure && fifo.stderr.contains("golden.frames.jsonl is a FIFO (named pipe), not a golden frames file"), "\(fifo.stderr)")
        let golden = folder.appendingPathComponent("golden.csv").path
        let slash = try CLIRunner.run(["table", "--template", folder.appendingPathComponent("body.yaml").path,
                                       "--feed", folder.appendingPathComponent("feed.jsonl").path, "--width", "375",
                                       "--check", golden + "/", "--record"])
        #expect(slash.status == ExitStatus.usage && slash.stderr.contains("names a folder (it ends in '/', '.' or '..')"), "\(slash.stderr)")
        // Through the file ("golden.csv/."), the path names no file either, and the table is left as it was.
        let before = try Data(contentsOf: URL(fileURLWithPath: golden))
        let dot = try CLIRunner.run(["table", "--template", folder.appendingPathComponent("body.yaml").path,
                                     "--feed", folder.appendingPathComponent("feed.jsonl").path, "--width", "375",
                                     "--out", golden + "/x/.."])
        #expect(dot.status != ExitStatus.success && dot.stderr.contains("golden.csv/x/.."), "\(dot.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: golden)) == before)
    }

    @Test func recordedFramesAreTheLaidOutViews() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let recorded = try Self.table(folder, ["--record", "--record-pictures"])
        #expect(recorded.status == ExitStatus.success, "\(recorded.stderr)")
        #expect(recorded.stderr.contains("golden.frames.jsonl: recorded the pictures and frames of 1 rows"), "\(recorded.stderr)")
        let text = try String(contentsOf: folder.appendingPathComponent("golden.frames.jsonl"), encoding: .utf8)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(object["id"] as? String == "1" && object["width"] as? Double == 375 && object["scale"] as? Double == 2)
        #expect(object["height"] as? Double == 45.5)
        let views = try #require(object["views"] as? [[String: Any]])
        #expect(views.count == 1 && views.first?["name"] as? String == "body")
        #expect(views.first?["frame"] as? [Double] == [Self.body.x, Self.body.y, Self.body.width, Self.body.small])
        // The picture is the row at 1x: 375 x ceil(45.5) pixels.
        let encoded = try #require(object["png"] as? String)
        let png = try #require(Data(base64Encoded: encoded))
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let bytes = [UInt8](png)
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect((word(16), word(20)) == (375, 46))
    }

    @Test func theReportShowsGoldenBesideNowAndNamesTheViewThatGrew() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try Self.table(folder, ["--record", "--record-pictures"]).status == ExitStatus.success)
        try Self.enlargeFont(folder)
        let checked = try Self.table(folder, ["--report", folder.appendingPathComponent("report").path])
        #expect(checked.status == ExitStatus.failure)
        let report = folder.appendingPathComponent("report")
        #expect(try FileManager.default.contentsOfDirectory(atPath: report.path).sorted()
                == [".cellheight-report", "golden-1-1.png", "index.html", "row-1-1.png"])
        // The golden picture is the stored one, byte for byte.
        let stored = try String(contentsOf: folder.appendingPathComponent("golden.frames.jsonl"), encoding: .utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(stored.utf8)) as? [String: Any])
        #expect(try Data(contentsOf: report.appendingPathComponent("golden-1-1.png")) == Data(base64Encoded: object["png"] as? String ?? ""))
        let page = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("375 @2x: golden 45.5, now 66 (+20.5)"), "\(page)")
        #expect(page.contains("<b>body</b>: x 16, y 12, 343 × 21 → x 16, y 12, 343 × 41.5"), "\(page)")
        // Outlined on both pictures, at the frame each had.
        #expect(page.contains("<span class=\"moved\" style=\"left:16px;top:12px;width:343px;height:21px\"></span>"))
        #expect(page.contains("<span class=\"moved\" style=\"left:16px;top:12px;width:343px;height:41.5px\"></span>"))
        #expect(page.contains("<img src=\"golden-1-1.png\" width=\"375\" height=\"45.5\""))
    }

    /// A frames file cut short (here: its one line cut in the middle) loses its pictures, and the run says
    /// so, on standard error and on the page, with the line: it read as a row recorded without a picture.
    @Test func aFramesFileCutShortIsSaid() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try Self.table(folder, ["--record", "--record-pictures"]).status == ExitStatus.success)
        let frames = folder.appendingPathComponent("golden.frames.jsonl")
        let stored = try Data(contentsOf: frames)
        try stored.prefix(stored.count / 2).write(to: frames)
        try Self.enlargeFont(folder)
        let checked = try Self.table(folder, ["--report", folder.appendingPathComponent("report").path])
        #expect(checked.status == ExitStatus.failure)
        let said = "1 line(s) of \(frames.path) are not golden pictures (the first at line 1)"
        #expect(checked.stderr.contains("warning: " + said), "\(checked.stderr)")
        let page = try String(contentsOf: folder.appendingPathComponent("report/index.html"), encoding: .utf8)
        #expect(page.contains("has no readable picture of this row: " + said), "\(page)")
    }

    @Test func aRecordingKeepsExistingFramesInStepAndAReportWithoutThemSaysSo() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try Self.table(folder, ["--record"]).status == ExitStatus.success)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("golden.frames.jsonl").path))
        try Self.enlargeFont(folder)
        let plain = try Self.table(folder, ["--report", folder.appendingPathComponent("report").path])
        #expect(plain.status == ExitStatus.failure)
        let page = try String(contentsOf: folder.appendingPathComponent("report/index.html"), encoding: .utf8)
        #expect(page.contains("No golden pictures: \(folder.path)/golden.frames.jsonl does not exist (record with --record-pictures"), "\(page)")

        #expect(try Self.table(folder, ["--record", "--record-pictures"]).status == ExitStatus.success)
        // Re-recorded at 17 points without the flag: the frames file exists, so it follows the table.
        try Data(SampleTemplates.issue.utf8).write(to: folder.appendingPathComponent("body.yaml"))
        let again = try Self.table(folder, [], environment: ["CELLHEIGHT_RECORD": "1"])
        #expect(again.status == ExitStatus.success, "\(again.stderr)")
        let stored = try String(contentsOf: folder.appendingPathComponent("golden.frames.jsonl"), encoding: .utf8)
        #expect(stored.contains("\"height\":45.5") && !stored.contains("\"height\":66"), "\(stored.prefix(200))")
    }

    @Test func picturesGoWithARecording() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.table(folder, ["--record-pictures"])
        #expect(result.status == ExitStatus.usage)
        #expect(result.stderr.contains("--record-pictures goes with --record (or CELLHEIGHT_RECORD=1)"), "\(result.stderr)")
    }
}

extension GoldenPicturesTests {
    /// The page with golden and new pictures in headless Chromium: every picture loads and both outlines
    /// of the body lie on their pictures.
    @Test(.enabled(if: ReportOutputTests.chromiumPresent, "needs chromium (Debian); `make check-reports` installs it"))
    func goldenAndNowLoadInChromium() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try Self.table(folder, ["--record", "--record-pictures"]).status == ExitStatus.success)
        try Self.enlargeFont(folder)
        #expect(try Self.table(folder, ["--report", folder.appendingPathComponent("report").path]).status == ExitStatus.failure)
        let check = try CLIRunner.shell("'\(TableCommandTests.root.path)/scripts/check-report' '\(folder.path)/report'")
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("all 2 pictures loaded in Chromium, 2 outlines on their pictures"), "\(check.stdout)")
    }
}
