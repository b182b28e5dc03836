import Foundation
import LayoutTestSupport
import Testing

/// A golden table recorded for several settings can be checked with some of them: the others' rows are
/// neither compared nor missing, and the check says which were left out.
@Suite struct GoldenSubsetTests {
    static func table(_ folder: URL, _ extra: [String]) throws -> CLIRunner.Result {
        try CLIRunner.run(["table", "--template", folder.appendingPathComponent("body.yaml").path,
                           "--feed", folder.appendingPathComponent("feed.jsonl").path, "--scale", "2",
                           "--check", folder.appendingPathComponent("golden.csv").path, "--quiet"] + extra)
    }

    @Test func oneWidthOfTwoIsChecked() throws {
        let template = try CLIRunner.temporaryFile(Data(SampleTemplates.issue.utf8), name: "body.yaml")
        let folder = template.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("{\"id\": 1, \"text\": \"a\"}\n{\"id\": 2, \"text\": \"b\"}\n".utf8).write(to: folder.appendingPathComponent("feed.jsonl"))
        #expect(try Self.table(folder, ["--record", "--width", "375", "--width", "320"]).status == ExitStatus.success)
        let subset = try Self.table(folder, ["--width", "320"])
        #expect(subset.status == ExitStatus.success, "\(subset.stderr)")
        #expect(subset.stderr.contains("golden.csv: no differences in 2 rows"), "\(subset.stderr)")
        // A new table has a scale column, so the setting is its width and scale.
        #expect(subset.stderr.contains("note: rows at width 375 @2x (iphone-se) not checked"), "\(subset.stderr)")
        #expect(subset.stderr.contains("not checked: this check measures some of the golden table's settings"))
        // A width the table has no rows at is still an error saying how to fix it.
        let other = try Self.table(folder, ["--width", "414"])
        #expect(other.status == ExitStatus.usage)
        #expect(other.stderr.contains("this check measures width 414 @2x (iphone-11), which the table has no rows at"), "\(other.stderr)")
        // So is another scale: the table says which one it was recorded at (a table without a scale column
        // compared the @2x rows with heights measured at @3x, and passed those within a tolerance).
        let scale = try CLIRunner.run(["table", "--template", folder.appendingPathComponent("body.yaml").path,
                                       "--feed", folder.appendingPathComponent("feed.jsonl").path, "--scale", "3", "--width", "320",
                                       "--check", folder.appendingPathComponent("golden.csv").path, "--tolerance", "0.5", "--quiet"])
        #expect(scale.status == ExitStatus.usage)
        #expect(scale.stderr.contains("this check measures width 320 @3x, which the table has no rows at"), "\(scale.stderr)")
    }
}
