import Foundation
import Testing

/// `table --check --shard K/N`: the shards of a check, run apart, fail when an item left the feed.
@Suite struct ShardCheckTests {
    @Test func exactlyOneShardReportsARowTheFeedNoLongerHas() throws {
        // Six one-line items (45 points at 375 @3x: 12 + 62/3 + 12 + 1/3); the golden table also pins item 99.
        let feed = try CLIRunner.temporaryFile(Data((1...6).map { "{\"id\": \($0), \"text\": \"a\"}\n" }.joined().utf8))
        defer { CLIRunner.discard(feed) }
        let template = feed.deletingLastPathComponent().appendingPathComponent("body.yaml")
        try Data(TableCommandTests.body.utf8).write(to: template)
        let golden = feed.deletingLastPathComponent().appendingPathComponent("golden.csv")
        try Data(("id,width,height\n" + (1...6).map { "\($0),375,45\n" }.joined() + "99,375,45\n").utf8).write(to: golden)
        let results = try (0..<3).map { k in
            try CLIRunner.run(["table", "--template", template.path, "--feed", feed.path, "--width", "375", "--quiet",
                               "--check", golden.path, "--shard", "\(k)/3"])
        }
        let reporting = results.filter { $0.stdout.contains("99 at width 375: golden 45, missing now") }
        #expect(reporting.count == 1, "\(results.map(\.stdout))")
        #expect(reporting.first?.status == ExitStatus.failure)
        #expect(results.filter { $0.status == ExitStatus.success }.count == 2, "\(results.map(\.stderr))")
    }

    /// A negative shard is the option's value, refused for what it is ("Missing value" before).
    @Test func aNegativeShardIsRefusedForWhatItIs() throws {
        let result = try CLIRunner.run(["table", "--template", TableCommandTests.example("status.yaml"), "--feed",
                                        TableCommandTests.example("status.jsonl"), "--width", "375", "--shard", "-1/2"])
        #expect(result.status == ExitStatus.usage && result.stderr.contains("--shard must be K/N with 0 <= K < N, got '-1/2'"), "\(result.stderr)")
    }
}
