import CellHeightTesting
import CellTemplates
import FeedTables
import Foundation
import Testing

/// `checkHeights` from Swift Testing: passing, failing (reported to a collecting reporter, and once
/// through Swift Testing itself as a known issue), record mode and the failure artifact.
@Suite struct SwiftTestingCheckTests {
    static func collecting(_ collected: Collected) -> HeightIssueReporter { HeightIssueReporter { message, _ in collected.add(message) } }

    @Test func aMatchingTableRecordsNoIssue() throws {
        let fixture = try Fixture(items: 3)
        defer { fixture.remove() }
        try fixture.writeGolden(items: 3, height: Fixture.oneLine)
        let result = try checkHeights(template: fixture.template, feed: fixture.feed, widths: [375], scale: 2, golden: fixture.golden, environment: fixture.environment)
        #expect(result.passed && result.rows == 3 && !result.recorded && result.artifact == nil)
        #expect(!FileManager.default.fileExists(atPath: fixture.artifact))
    }

    @Test func differencesAreListedTwentyAtMostAndTheNewTableIsLeftBeside() throws {
        let fixture = try Fixture(items: 25)
        defer { fixture.remove() }
        try fixture.writeGolden(items: 25, height: 44)
        let collected = Collected()
        let result = try checkHeights(template: fixture.template, feed: fixture.feed, widths: [375], scale: 2, golden: fixture.golden,
                                      reporter: Self.collecting(collected), environment: fixture.environment)
        #expect(!result.passed && result.differences.count == 25)
        let message = try #require(collected.messages.first)
        #expect(collected.messages.count == 1)
        let lines = message.split(separator: "\n").map(String.init)
        #expect(lines[0] == "25 row(s) differ from \(fixture.golden) (25 measured):")
        #expect(lines[1] == "  1 at width 375 @2x: golden 44, now 45.5 (+1.5)")
        #expect(lines[20] == "  20 at width 375 @2x: golden 44, now 45.5 (+1.5)")
        #expect(lines[21] == "  and 5 more")
        #expect(lines[22].hasPrefix("This run's table: \(fixture.artifact)"))
        // The artifact is this run's table; the golden one is as it was.
        let expected = "id,width,height\n" + (1...25).map { "\($0),375,45.5\n" }.joined()
        #expect(try String(contentsOfFile: fixture.artifact, encoding: .utf8) == expected)
        #expect(try String(contentsOfFile: fixture.golden, encoding: .utf8).contains("1,375,44.0\n"))
    }

    @Test func aFailingCheckIsAnIssueOfTheRunningTest() throws {
        let fixture = try Fixture(items: 2)
        defer { fixture.remove() }
        try fixture.writeGolden(items: 2, height: 50)
        try withKnownIssue("the golden table says 50, the cells are 45.5") {
            try checkHeights(template: fixture.template, feed: fixture.feed, widths: [375], scale: 2, golden: fixture.golden, environment: fixture.environment)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("2 row(s) differ") }
        }
    }

    /// Record mode rewrites the table and fails the test saying so, as swift-snapshot-testing's does: a
    /// recorded run is never taken for a passing one. The usual truthy values turn it on.
    @Test(arguments: ["1", "true", "YES", "on"])
    func recordModeFromTheEnvironmentRewritesTheTableAndSaysSo(value: String) throws {
        let fixture = try Fixture(items: 2)
        defer { fixture.remove() }
        try fixture.writeGolden(items: 2, height: 50)
        let collected = Collected()
        let result = try checkHeights(template: fixture.template, feed: fixture.feed, widths: [375], scale: 2, golden: fixture.golden,
                                      reporter: Self.collecting(collected), environment: fixture.environment.merging(["CELLHEIGHT_RECORD": value]) { $1 })
        // The recording changed both rows (50 -> 45.5), and says so; a recording never passes.
        #expect(result.recorded && !result.passed && result.differences.count == 2)
        #expect(collected.messages.count == 1)
        #expect(collected.messages.first?.hasPrefix("2 row(s) differ from \(fixture.golden) (2 measured):\n") == true)
        #expect(collected.messages.first?.hasSuffix("\nRecord mode: wrote 2 rows to \(fixture.golden). Turn record mode off (CELLHEIGHT_RECORD, record:) and run again to check them.") == true)
        #expect(try String(contentsOfFile: fixture.golden, encoding: .utf8) == "id,width,height\n1,375,45.5\n2,375,45.5\n")
    }

    @Test func aMissingGoldenTableIsRecordedAndReportedOnce() throws {
        let fixture = try Fixture(items: 1)
        defer { fixture.remove() }
        let collected = Collected()
        let result = try checkHeights(template: fixture.template, feed: fixture.feed, devices: ["iphone-se"], golden: fixture.golden,
                                      reporter: Self.collecting(collected), environment: fixture.environment)
        #expect(result.recorded)
        #expect(collected.messages == ["\(fixture.golden) did not exist: recorded 1 rows. Check it in; the next run compares with it."])
        // iPhone SE is 375 points @2x; a new table has a scale column.
        #expect(try String(contentsOfFile: fixture.golden, encoding: .utf8) == "id,width,height,scale\n1,375,45.5,2\n")
    }

    @Test func aGoldenTableOfOtherDevicesIsAnError() throws {
        let fixture = try Fixture(items: 1)
        defer { fixture.remove() }
        try fixture.writeGolden(items: 1, height: 45.5)
        // The golden table was written at 375 points, the check measures 320: the golden table's settings.
        let error = #expect(throws: HeightCheckError.self) {
            try checkHeights(template: fixture.template, feed: fixture.feed, widths: [320], scale: 2, golden: fixture.golden, environment: fixture.environment)
        }
        guard case .golden(.otherSettings(_, let mismatch))? = error else { Issue.record("expected other settings, got \(String(describing: error))"); return }
        #expect(mismatch.onlyInGolden.map(\.width) == [375] && mismatch.onlyInCheck.map(\.width) == [320])
        // Said in the test's own words: its arguments and record mode, not the command's options.
        let said = "\(error.map { "\($0)" } ?? "")"
        #expect(said.hasSuffix("give the same widths:, scale:, devices: and contentSizes: as the check that wrote it, or record it again (record: true, or CELLHEIGHT_RECORD=1)")
                && !said.contains("--width"), "\(said)")
    }

    /// A recording (record mode, or a first run without a table) refuses a feed that repeats an id: one
    /// golden row could not pin both items, and the next check of the same feed would fail.
    @Test func recordingRefusesARepeatedIdAndWritesNothing() throws {
        let fixture = try Fixture(items: 1)
        defer { fixture.remove() }
        try Data(#"{"id": 7, "text": "a"}\#n{"id": 7, "text": "a\nb\nc"}\#n"#.utf8).write(to: URL(fileURLWithPath: fixture.feed))
        for environment in [["CELLHEIGHT_RECORD": "1"], [:]] {
            do {
                try checkHeights(template: fixture.template, feed: fixture.feed, widths: [375], scale: 2, golden: fixture.golden,
                                 reporter: Self.collecting(Collected()), environment: environment)
                Issue.record("recorded a feed that repeats id 7 (\(environment))")
            } catch {
                guard case .feed(let feedError) = error else { Issue.record("expected a feed error, got \(error)"); continue }
                #expect(feedError.file == fixture.feed && feedError.line == 2 && feedError.id == "7")
                #expect(feedError.description.hasPrefix("\(fixture.feed):2: id 7: repeats the id of line 1"))
            }
            #expect(!FileManager.default.fileExists(atPath: fixture.golden))
        }
    }
}

/// Paths relative to the test file, and the artifacts folder a failing check writes to and a passing one
/// clears.
@Suite struct TestFileRelativeCheckTests {
    /// Fixtures/note.yaml says how its rows are 45.5 (Inter's line, 21 on the 2x grid, 12 + 21 + 12 + 0.5).
    @Test func pathsAreRelativeToTheTestFile() throws {
        let result = try checkHeights(template: "Fixtures/note.yaml", feed: "Fixtures/notes.jsonl", widths: [375], scale: 2,
                                      golden: "Fixtures/note-heights.csv", environment: [:])
        #expect(result.passed && result.rows == 2)
    }

    @Test func aPassingCheckRemovesAnEarlierFailuresTable() throws {
        let fixture = try Fixture(items: 2)
        defer { fixture.remove() }
        try fixture.writeGolden(items: 2, height: 50)
        _ = try checkHeights(template: fixture.template, feed: fixture.feed, widths: [375], scale: 2, golden: fixture.golden,
                             reporter: HeightIssueReporter { _, _ in }, environment: fixture.environment)
        #expect(FileManager.default.fileExists(atPath: fixture.artifact))
        // Not in the source tree: beside the golden table there is nothing new.
        #expect(!FileManager.default.fileExists(atPath: fixture.folder.appendingPathComponent("heights.new.csv").path))
        try fixture.writeGolden(items: 2, height: Fixture.oneLine)
        let passed = try checkHeights(template: fixture.template, feed: fixture.feed, widths: [375], scale: 2, golden: fixture.golden,
                                      environment: fixture.environment)
        #expect(passed.passed)
        #expect(!FileManager.default.fileExists(atPath: fixture.artifact))
    }
}
