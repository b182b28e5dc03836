import Foundation
import LayoutTestSupport
import Testing

/// `table --check --report FOLDER`: a static page with the summary and a picture of every changed item
/// at every width checked; no picture without a change; a folder holding anything but an earlier report
/// is refused; nothing is written outside the folder. Opened in headless Chromium by
/// `scripts/check-report` when Chromium is installed (`make check-reports` installs it).
@Suite struct ReportOutputTests {
    /// Item 1 is 45.5 points at 375 @2x and 320 @2x (one line of Inter 17: 21 on the 2x grid, 12 above
    /// and below, the separator 0.5); the golden table says 46.5 at 375 and 45.5 at 320. Item 9 is
    /// missing from the feed, item 3 new.
    static func folder(golden: String = "id,width,height\n1,375,46.5\n1,320,45.5\n9,375,45.5\n9,320,45.5\n") throws -> URL {
        let template = try CLIRunner.temporaryFile(Data(SampleTemplates.issue.utf8), name: "body.yaml")
        let folder = template.deletingLastPathComponent()
        try Data("{\"id\": 1, \"text\": \"a\"}\n{\"id\": 3, \"text\": \"b\"}\n".utf8).write(to: folder.appendingPathComponent("feed.jsonl"))
        try Data(golden.utf8).write(to: folder.appendingPathComponent("golden.csv"))
        return folder
    }

    static func run(_ folder: URL, report: String = "report", extra: [String] = []) throws -> CLIRunner.Result {
        try CLIRunner.run(["table", "--template", folder.appendingPathComponent("body.yaml").path,
                           "--feed", folder.appendingPathComponent("feed.jsonl").path, "--width", "375", "--width", "320",
                           "--scale", "2", "--check", folder.appendingPathComponent("golden.csv").path,
                           "--report", folder.appendingPathComponent(report).path, "--quiet"] + extra)
    }

    static func files(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    /// The width and height in pixels from a PNG's header.
    static func pngSize(_ url: URL) throws -> (Int, Int) {
        let bytes = [UInt8](try Data(contentsOf: url))
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    static let chromiumPresent = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].contains { FileManager.default.isExecutableFile(atPath: $0) }

    /// A run that stops before its check begins (a feed that is not there, a golden table of other
    /// settings, a template that does not load) replaces an earlier run's passing JUnit file and report
    /// with ones that say why, rather than leave them to read as this run's.
    @Test(arguments: ["missing feed", "other settings", "broken template"])
    func aRunThatStopsBeforeItsCheckReplacesAnEarlierPassingReport(how: String) throws {
        let folder = try Self.folder(golden: "id,width,height\n1,375,45.5\n1,320,45.5\n3,375,45.5\n3,320,45.5\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let junit = folder.appendingPathComponent("junit.xml")
        #expect(try Self.run(folder, extra: ["--junit", junit.path]).status == ExitStatus.success)
        #expect(try String(contentsOf: junit, encoding: .utf8).contains(#"failures="0" errors="0""#))
        var extra = ["--junit", junit.path]
        switch how {
        case "missing feed": try FileManager.default.removeItem(at: folder.appendingPathComponent("feed.jsonl"))
        case "other settings": extra += ["--width", "414"]
        default: try Data("views: [".utf8).write(to: folder.appendingPathComponent("body.yaml"))
        }
        let result = try Self.run(folder, extra: extra)
        #expect(result.status != ExitStatus.success)
        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.contains(#"<error type="check not started""#), "\(xml)")
        let page = try String(contentsOf: folder.appendingPathComponent("report/index.html"), encoding: .utf8)
        // Said as a check that did not run: no counts of nothing, no "No height changed" to skim as a pass.
        #expect(page.contains("The check did not run") && !page.contains("No height changed") && !page.contains("rows checked"), "\(page)")
        #expect(try Self.files(folder.appendingPathComponent("report")) == [".cellheight-report", "index.html"])
    }

    /// A run whose template does not load still knows the files its options name: a `--junit` that names its
    /// `--font-file` is refused, the font left byte for byte, rather than written with the not-started report.
    @Test func theNotStartedReportNeverWritesOverAFontTheRunNames() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("views: [\n".utf8).write(to: folder.appendingPathComponent("body.yaml"))
        let font = folder.appendingPathComponent("mine.otf")
        try FileManager.default.copyItem(atPath: TableCommandTests.root.appendingPathComponent("Fonts/Inter-Regular.otf").path, toPath: font.path)
        let before = try Data(contentsOf: font)
        let result = try Self.run(folder, extra: ["--font-file", font.path, "--junit", font.path])
        #expect(result.status != ExitStatus.success)
        #expect(try Data(contentsOf: font) == before)
    }

    /// An item grown too tall for a picture (500 lines of Inter 17, over 10,000 points: past 16,384 pixels
    /// at 2x) keeps its place on the page with the reason; the report is still written, with the other items.
    @Test func aRowTooTallToDrawIsListedAndTheReportWritten() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tall = String(repeating: "x\\n", count: 500)
        try Data("{\"id\": 1, \"text\": \"a\"}\n{\"id\": 9, \"text\": \"\(tall)\"}\n".utf8).write(to: folder.appendingPathComponent("feed.jsonl"))
        let result = try Self.run(folder)
        #expect(result.status == ExitStatus.failure)
        let report = folder.appendingPathComponent("report")
        // Item 9 changed most (first), drawn at neither width; item 1 drawn at both.
        #expect(try Self.files(report) == [".cellheight-report", "index.html", "row-2-1.png", "row-2-2.png"], "\(result.stderr)")
        let page = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("not drawn: cannot draw 375 x "), "\(page)")
        #expect(page.contains("not drawn: cannot draw 320 x "))
    }

    @Test func theChangedItemIsDrawnAtEveryWidthWithTheSummary() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.run(folder)
        #expect(result.status == ExitStatus.failure)
        let report = folder.appendingPathComponent("report")
        #expect(try Self.files(report) == [".cellheight-report", "index.html", "row-1-1.png", "row-1-2.png"])
        #expect(try String(contentsOf: report.appendingPathComponent(".cellheight-report"), encoding: .utf8)
                == "This folder holds a cellheight table --report; the next report written here replaces its files.\n")
        // 375 and 320 points at 2x.
        #expect(try Self.pngSize(report.appendingPathComponent("row-1-1.png")).0 == 750)
        #expect(try Self.pngSize(report.appendingPathComponent("row-1-2.png")).0 == 640)
        let page = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("<tr><th>rows checked</th><td class=\"number\">6</td></tr>"))   // 4 measured + 2 missing
        #expect(page.contains("<tr><th>changed</th><td class=\"number\">1</td></tr>"))
        #expect(page.contains("<tr><th>missing</th><td class=\"number\">2</td></tr>"))
        #expect(page.contains("<tr><th>new</th><td class=\"number\">2</td></tr>"))
        #expect(page.contains("375 @2x: golden 46.5, now 45.5 (-1)"))
        #expect(page.contains("320 @2x: 45.5, unchanged"))
        #expect(!page.contains("<script") && !page.contains("http"))
        #expect(!page.contains("<h2>Warnings</h2>"))
        // Nothing beside the folder but the run's own inputs.
        #expect(try Self.files(folder) == ["body.yaml", "feed.jsonl", "golden.csv", "report"])
    }

    /// The template's warning (a weight the system font's file lacks, at the label's line 3) is on the page,
    /// under the summary.
    @Test func thePageListsTheTemplatesWarnings() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(JUnitOutputTests.warnedTemplate.utf8).write(to: folder.appendingPathComponent("body.yaml"))
        _ = try Self.run(folder)
        let page = try String(contentsOf: folder.appendingPathComponent("report/index.html"), encoding: .utf8)
        let warnings = try #require(page.range(of: "<h2>Warnings</h2>\n<ul class=\"warnings\">\n<li>\(folder.path)/body.yaml:3:"), "\(page)")
        #expect(page[warnings.upperBound...].hasPrefix("12: views[0].label: the system font&apos;s file (Noto Sans CJK SC) has no 500 face"), "\(page)")
        #expect(page.range(of: "<table class=\"summary\">")!.lowerBound < warnings.lowerBound)
    }

    @Test func withoutAChangeNoPictureIsDrawnAndAnEarlierReportsPicturesGo() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try Self.run(folder)
        try Data("id,width,height\n1,375,45.5\n1,320,45.5\n3,375,45.5\n3,320,45.5\n".utf8).write(to: folder.appendingPathComponent("golden.csv"))
        let result = try Self.run(folder)
        #expect(result.status == ExitStatus.success, "\(result.stderr)")
        let report = folder.appendingPathComponent("report")
        #expect(try Self.files(report) == [".cellheight-report", "index.html"])
        #expect(try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8).contains("No height changed."))
    }

    @Test func aFolderHoldingAnythingButAReportIsRefused() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The run's own folder holds its template, feed and golden table: a usage error, before the run.
        let result = try Self.run(folder, report: ".")
        #expect(result.status == ExitStatus.usage)
        #expect(result.stderr.contains("body.yaml, which the run reads; a report folder holds the report alone"), "\(result.stderr)")
        #expect(try Self.files(folder) == ["body.yaml", "feed.jsonl", "golden.csv"])
        // An index.html that is not a report's.
        let other = folder.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: false)
        try Data("<html>mine</html>".utf8).write(to: other.appendingPathComponent("index.html"))
        #expect(try Self.run(folder, report: "site").status != ExitStatus.success)
        #expect(try String(contentsOf: other.appendingPathComponent("index.html"), encoding: .utf8) == "<html>mine</html>")
    }

    /// A file outside the report's folder, beside the run's inputs, and its content.
    static func outsideFile(_ folder: URL) throws -> (URL, Data) {
        let outside = folder.appendingPathComponent("outside.txt")
        let content = Data("not the report's\n".utf8)
        try content.write(to: outside)
        return (outside, content)
    }

    @Test func aLinkNamedLikeAReportFileIsRefusedAndWhereItPointsIsKept() throws {
        for name in ["row-1-1.png", "index.html"] {
            let folder = try Self.folder()
            defer { try? FileManager.default.removeItem(at: folder) }
            #expect(try Self.run(folder).status == ExitStatus.failure)   // an earlier report, with row-1-1.png
            let (outside, content) = try Self.outsideFile(folder)
            let link = folder.appendingPathComponent("report/" + name)
            try FileManager.default.removeItem(at: link)
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../outside.txt")
            let result = try Self.run(folder)
            #expect(result.status == ExitStatus.failure)
            #expect(result.stderr.contains("report holds \(name), a link, which is not part of an earlier report"), "\(result.stderr)")
            #expect(try Data(contentsOf: outside) == content, "\(name)")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "../outside.txt")
        }
    }

    @Test func aFolderOfPicturesWithoutTheMarkerIsNotAnEarlierReport() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pictures = folder.appendingPathComponent("report")
        try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: false)
        for name in ["row-1-1.png", "row-2-1.png"] { try Data(name.utf8).write(to: pictures.appendingPathComponent(name)) }
        let result = try Self.run(folder)
        #expect(result.status == ExitStatus.failure)
        #expect(result.stderr.contains("report holds row-1-1.png, which is not part of an earlier report"), "\(result.stderr)")
        #expect(try Self.files(pictures) == ["row-1-1.png", "row-2-1.png"])
        #expect(try Data(contentsOf: pictures.appendingPathComponent("row-2-1.png")) == Data("row-2-1.png".utf8))
        // A marker with other words does not make it a report either.
        try Data("cellheight\n".utf8).write(to: pictures.appendingPathComponent(".cellheight-report"))
        let marked = try Self.run(folder)
        #expect(marked.stderr.contains("report holds .cellheight-report, which is not part of an earlier report"), "\(marked.stderr)")
        #expect(try Self.files(pictures) == [".cellheight-report", "row-1-1.png", "row-2-1.png"])
    }

    @Test func aFolderNamedLikeAPictureInAnEarlierReportIsRefusedAndKept() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try Self.run(folder).status == ExitStatus.failure)
        let inner = folder.appendingPathComponent("report/row-9-9.png")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: false)
        try Data("kept\n".utf8).write(to: inner.appendingPathComponent("notes.txt"))
        let result = try Self.run(folder)
        #expect(result.status == ExitStatus.failure)
        #expect(result.stderr.contains("report holds row-9-9.png, a folder, which is not part of an earlier report"), "\(result.stderr)")
        #expect(try Data(contentsOf: inner.appendingPathComponent("notes.txt")) == Data("kept\n".utf8))
    }

    @Test func outputsInsideTheReportFolderOrNamingOneFileAreRefusedBeforeAnythingIsWritten() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("report").path
        let page = try Self.run(folder, extra: ["--out", report + "/index.html"])
        #expect(page.status == ExitStatus.usage)
        #expect(page.stderr.contains("--out \(report)/index.html is inside the --report folder \(report)"), "\(page.stderr)")
        // (--junit naming the folder itself is the same path as --report: CheckMessageTests.)
        let junit = try Self.run(folder, extra: ["--junit", report + "/results.xml"])
        #expect(junit.status == ExitStatus.usage && junit.stderr.contains("--junit \(report)/results.xml is inside the --report folder"), "\(junit.stderr)")
        let cache = try Self.run(folder, extra: ["--cache", report + "/heights.cache"])
        #expect(cache.status == ExitStatus.usage)
        #expect(cache.stderr.contains("--cache \(report)/heights.cache is inside the --report folder \(report), which holds the report alone"), "\(cache.stderr)")
        let shared = folder.appendingPathComponent("x.xml").path
        let same = try Self.run(folder, extra: ["--junit", shared, "--out", shared])
        #expect(same.status == ExitStatus.usage)
        #expect(same.stderr.contains("--out \(shared) and --junit \(shared) are the same file"), "\(same.stderr)")
        #expect(try Self.files(folder) == ["body.yaml", "feed.jsonl", "golden.csv"])
    }

    /// Whether a folder is an earlier report is decided without reading its page whole: an earlier report's
    /// page grown to 1 GiB (a sparse file: no disk) is replaced by a run limited to 800 MB of address space,
    /// where reading it whole (1 GiB of bytes, and as much again for its text) cannot be done.
    @Test(.enabled(if: !CLIRunner.isSanitized, "a sanitizer reserves more address space than the limit"))
    func anEarlierReportsPageIsNotReadWhole() throws {
        let folder = try Self.folder(golden: "id,width,height\n1,375,45.5\n1,320,45.5\n3,375,45.5\n3,320,45.5\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try Self.run(folder).status == ExitStatus.success)
        let page = folder.appendingPathComponent("report/index.html")
        #expect(truncate(page.path, 1 << 30) == 0)
        let arguments = ["table", "--template", folder.appendingPathComponent("body.yaml").path,
                         "--feed", folder.appendingPathComponent("feed.jsonl").path, "--width", "375", "--width", "320",
                         "--scale", "2", "--check", folder.appendingPathComponent("golden.csv").path,
                         "--report", folder.appendingPathComponent("report").path, "--quiet"]
        let command = "ulimit -v 800000; exec '\(try CLIRunner.executable().path)' " + arguments.map { "'\($0)'" }.joined(separator: " ")
        let result = try CLIRunner.shell(command)
        #expect(result.status == ExitStatus.success, "\(result.stderr)")
        let size = try FileManager.default.attributesOfItem(atPath: page.path)[.size] as? Int
        #expect((size ?? 0) < 1 << 20, "the page was replaced")
    }

    @Test(.enabled(if: chromiumPresent, "needs chromium (Debian); `make check-reports` installs it"))
    func everyPictureLoadsInChromium() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try Self.run(folder)
        let check = try CLIRunner.shell("'\(TableCommandTests.root.path)/scripts/check-report' '\(folder.path)/report'")
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("all 2 pictures loaded"))
    }
}
