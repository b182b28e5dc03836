import Foundation
import LayoutTestSupport
import Testing

/// `--junit build/junit.xml` and `--report build/report` in a fresh checkout, where build/ does not exist:
/// the folders are made, as `mkdir -p`; a golden table not recorded yet says how to record it.
@Suite struct MissingFoldersTests {
    static func setUp() throws -> (template: URL, feed: URL, golden: URL, folder: URL) {
        let template = try CLIRunner.temporaryFile(Data(SampleTemplates.issue.utf8), name: "body.yaml")
        let folder = template.deletingLastPathComponent()
        let feed = folder.appendingPathComponent("feed.jsonl")
        try Data("{\"id\": 1, \"text\": \"a\"}\n".utf8).write(to: feed)
        // SampleTemplates.issue names Inter at 17 pt: one line is (2728 + 680) / 2816 x 17 = 20.574 points,
        // 21 on the 2x grid, with 12 above and below and the 0.5-point separator: 45.5.
        let golden = folder.appendingPathComponent("golden.csv")
        try Data("id,width,height\n1,375,45.5\n".utf8).write(to: golden)
        return (template, feed, golden, folder)
    }

    @Test func junitAndReportMakeTheirFolders() throws {
        let (template, feed, golden, folder) = try Self.setUp()
        defer { try? FileManager.default.removeItem(at: folder) }
        let junit = folder.appendingPathComponent("build/results/junit.xml").path
        let report = folder.appendingPathComponent("build/reports/status").path
        let result = try CLIRunner.run(["table", "--template", template.path, "--feed", feed.path, "--width", "375", "--scale", "2",
                                        "--check", golden.path, "--junit", junit, "--report", report, "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: junit))
        #expect(FileManager.default.fileExists(atPath: report + "/.cellheight-report"))
    }

    @Test func aMissingGoldenTableNamesRecord() throws {
        let (template, feed, _, folder) = try Self.setUp()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("none.csv").path
        let result = try CLIRunner.run(["table", "--template", template.path, "--feed", feed.path, "--width", "375",
                                        "--check", missing, "--quiet"])
        #expect(result.status == ExitStatus.failure)
        #expect(result.stderr.contains("\(missing): no golden table there yet") && result.stderr.contains("--record"), "\(result.stderr)")
    }
}
