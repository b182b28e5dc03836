import Foundation
import Testing

/// Runs that said nothing where something was wrong: `lint` of an empty feed passed any template, `render`
/// drew a broken layout without a word, `--check --out -` cut the table with its differences, and a cache
/// that could not be saved cost the run its finished table (or, as an empty feed, was written over).
@Suite struct QuietRunsTests {
    /// Two required heights on one view: lint of the empty stand-in item breaks one of them.
    static let conflicting = """
        views:
          - view: {name: box}
        constraints:
          - "H:|-[box]-|"
          - "V:|-[box]-|"
          - "box.height == 20"
          - "box.height == 40"
        """

    /// The status example's table at 375 points, for options refused before anything is read.
    static let statusTable = ["table", "--template", TableCommandTests.example("status.yaml"), "--feed", TableCommandTests.example("status.jsonl"),
                              "--width", "375"]

    @Test func lintOfAnEmptyFeedLaysOutAnEmptyItem() throws {
        let template = try CLIRunner.temporaryFile(Data(Self.conflicting.utf8), name: "conflict.yaml")
        defer { CLIRunner.discard(template) }
        let feed = template.deletingLastPathComponent().appendingPathComponent("empty.jsonl")
        try Data("\n".utf8).write(to: feed)
        let result = try CLIRunner.run(["lint", template.path, "--feed", feed.path])
        #expect(result.status == ExitStatus.failure, "\(result)")
        #expect(result.stdout.contains("warning: \(feed.path): holds no items: an empty item is laid out instead"), "\(result.stdout)")
        #expect(result.stdout.contains("an empty item: Unable to simultaneously satisfy constraints"), "\(result.stdout)")
        #expect(!result.stdout.contains(": ok ("), "\(result.stdout)")
        let json = try CLIRunner.run(["lint", template.path, "--feed", feed.path, "--format", "json"])
        let object = try LintJSONTests.object(json)
        let kinds = LintJSONTests.issues(object).map { "\($0["severity"] as? String ?? "-") \($0["kind"] as? String ?? "-")" }
        #expect(object["ok"] as? Bool == false && object["items"] as? Int == 1 && kinds.first == "warning feed", "\(kinds)")
    }

    /// `--scale` without a width was checked and then dropped: samples were laid out at 3x.
    @Test func lintTakesAScaleWithoutAWidth() throws {
        let result = try CLIRunner.run(["lint", TableCommandTests.example("status.yaml"), "--scale", "2"])
        #expect(result.status == ExitStatus.success && result.stdout.contains("laid out at width 375 @2x)"), "\(result)")
    }

    /// A second `--assets` took the place of the first, and the images of the first were "not in" the second.
    @Test func assetsGivenTwiceIsRefused() throws {
        let result = try CLIRunner.run(Self.statusTable + ["--assets", "A.xcassets", "--assets", "B.xcassets"])
        #expect(result.status == ExitStatus.usage && result.stdout.isEmpty, "\(result)")
        #expect(result.stderr.contains("--assets is given 2 times (A.xcassets, B.xcassets); a run reads one asset catalog"), "\(result.stderr)")
    }

    @Test func renderSaysWhatTheTableWouldWarnOf() throws {
        let template = try CLIRunner.temporaryFile(Data(Self.conflicting.utf8), name: "conflict.yaml")
        defer { CLIRunner.discard(template) }
        let folder = template.deletingLastPathComponent()
        let feed = folder.appendingPathComponent("feed.jsonl")
        try Data("{\"id\": 1}\n".utf8).write(to: feed)
        let out = folder.appendingPathComponent("cell.png").path
        let result = try CLIRunner.run(["render", "--template", template.path, "--feed", feed.path, "--width", "375", "--out", out])
        #expect(result.status == ExitStatus.success, "\(result)")
        #expect(result.stderr.contains("warning: \(feed.path):1: id 1: at width 375 @3x: Unable to simultaneously satisfy constraints: broke "),
                "\(result.stderr)")
        // As many warnings as the cell has problems: drawing it does not say it twice.
        #expect(result.stderr.components(separatedBy: "Unable to simultaneously").count == 2, "\(result.stderr)")
    }

    @Test func aCheckWithTheTableOnStandardOutputIsRefused() throws {
        let result = try CLIRunner.run(Self.statusTable + ["--check", "golden.csv", "--out", "-"])
        #expect(result.status == ExitStatus.usage && result.stdout.isEmpty, "\(result)")
        #expect(result.stderr.contains("--out - writes the table to standard output, where --check prints its differences; give --out a file."), "\(result.stderr)")
    }

    /// An empty feed looks like no cache yet: named as the cache too, it would have been replaced by one.
    @Test func theFeedIsNeverTheCache() throws {
        let folder = try CacheFileTests.inputs(items: 1)
        defer { try? FileManager.default.removeItem(at: folder) }
        let feed = folder.appendingPathComponent("feed.jsonl")
        try Data().write(to: feed)
        let result = try CLIRunner.run(["table", "--template", folder.appendingPathComponent("body.yaml").path, "--feed", feed.path,
                                        "--width", "375", "--cache", feed.path])
        #expect(result.status == ExitStatus.usage, "\(result)")
        #expect(result.stderr.contains("--cache \(feed.path) is the same file as the --feed \(feed.path)"), "\(result.stderr)")
        #expect(try Data(contentsOf: feed).isEmpty)
    }

    /// Under a file size limit of 30 blocks (its signal ignored, so a write past it fails as a full disk does:
    /// 15 KiB in dash's blocks of 512 bytes, 30 KiB in bash's of 1 KiB) the table of 1,000 items at 2x (12.9 KB)
    /// is written and the cache (37 KB) is not: the run warns, keeps its table and exits 0, and leaves the
    /// cache it read (of the feed's first 10 items) as it was, and no temporary file behind.
    @Test(.timeLimit(.minutes(5))) func aCacheThatCannotBeSavedCostsNotTheTable() throws {
        let folder = try CacheFileTests.inputs(items: 1000)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = folder.appendingPathComponent("heights.cache").path
        let out = folder.appendingPathComponent("heights.csv").path
        // A cache of the first 10 items, from a run without the limit: the limited run must leave it as it was.
        let feed = folder.appendingPathComponent("feed.jsonl")
        let whole = try Data(contentsOf: feed)
        let first = try String(contentsOf: feed, encoding: .utf8).split(separator: "\n").prefix(10).joined(separator: "\n") + "\n"
        try Data(first.utf8).write(to: feed)
        let warm = try CLIRunner.run(CacheFileTests.arguments(folder, cache: cache) + ["--scale", "2", "--out", "/dev/null"])
        #expect(warm.status == 0, "\(warm.stderr)")
        try whole.write(to: feed)
        let before = try Data(contentsOf: URL(fileURLWithPath: cache))
        let command = ([try CLIRunner.executable().path] + CacheFileTests.arguments(folder, cache: cache) + ["--scale", "2", "--out", out])
            .map { "'\($0)'" }.joined(separator: " ")
        let result = try CLIRunner.shell("trap '' XFSZ; ulimit -f 30; \(command)")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("warning: --cache \(cache): ") && result.stderr.contains("not saved, and left as it was; the table is whole"),
                "\(result.stderr)")
        let rows = try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n")
        #expect(rows.count == 1001 && rows.last == "1000,375,45.5")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["body.yaml", "feed.jsonl", "heights.cache", "heights.csv"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: cache)) == before)
    }
}
