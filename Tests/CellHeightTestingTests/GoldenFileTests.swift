import CellHeightTesting
import Foundation
import Testing

/// Where `checkHeights` writes a golden table, and the settings it refuses before measuring: a check
/// that could pass without comparing a row, or a recording that leaves the table it was meant to
/// replace as it was, is worse than an error.
@Suite struct GoldenFileTests {
    static let quiet = HeightIssueReporter { _, _ in }

    func record(_ fixture: Fixture, golden: String) throws -> HeightCheckResult {
        try checkHeights(template: fixture.template, feed: fixture.feed, widths: [375], scale: 2, golden: golden, record: true,
                         reporter: Self.quiet, environment: fixture.environment)
    }

    /// A golden table shared through a link (two test targets reading one file) is recorded into the file
    /// the link names, and the link stays a link.
    @Test func recordingFollowsALinkAndKeepsIt() throws {
        let fixture = try Fixture(items: 2)
        defer { fixture.remove() }
        try fixture.writeGolden(items: 2, height: 50)
        let link = fixture.folder.appendingPathComponent("linked.csv").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "heights.csv")
        #expect(try record(fixture, golden: link).recorded)
        let type = try FileManager.default.attributesOfItem(atPath: link)[.type] as? FileAttributeType
        #expect(type == .typeSymbolicLink)
        // Every item is one line of 45.5 points at 375 @2x (`Fixture.oneLine`), the table's scale column kept out.
        #expect(try String(contentsOfFile: fixture.golden, encoding: .utf8) == "id,width,height\n1,375,45.5\n2,375,45.5\n")
    }

    /// A test's first run writes its table into a folder that does not exist yet, as the failure artifact's is made.
    @Test func aFirstRunMakesTheTablesFolder() throws {
        let fixture = try Fixture(items: 1)
        defer { fixture.remove() }
        let golden = fixture.folder.appendingPathComponent("Fixtures/new/heights.csv").path
        let result = try checkHeights(template: fixture.template, feed: fixture.feed, widths: [375], scale: 2, golden: golden,
                                      reporter: Self.quiet, environment: fixture.environment)
        #expect(result.recorded)
        #expect(try String(contentsOfFile: golden, encoding: .utf8).hasPrefix("id,width,height,scale\n1,375,45.5,2\n"))
    }

    /// A reporter of a team's own (forwarding to its logger) is handed the failed check's table to keep.
    @Test func aReportersOwnAttachGetsTheFailedChecksTable() throws {
        let fixture = try Fixture(items: 1)
        defer { fixture.remove() }
        try fixture.writeGolden(items: 1, height: 30)
        let attached = Collected()
        let reporter = HeightIssueReporter({ _, _ in }, attach: { attached.add($0) })
        let result = try checkHeights(template: fixture.template, feed: fixture.feed, widths: [375], scale: 2, golden: fixture.golden,
                                      reporter: reporter, environment: fixture.environment)
        #expect(!result.passed && attached.messages == [fixture.artifact])
    }

    @Test func noContentSizeIsRefused() throws {
        let fixture = try Fixture(items: 1)
        defer { fixture.remove() }
        #expect {
            try checkHeights(template: fixture.template, feed: fixture.feed, widths: [375], contentSizes: [], golden: fixture.golden,
                             reporter: Self.quiet, environment: fixture.environment)
        } throws: { error in
            "\(error)" == "give at least one content size (contentSizes is empty)"
        }
        #expect(!FileManager.default.fileExists(atPath: fixture.golden))
    }

    /// A feed with no items would record a table of no rows, which passes every check after it.
    @Test func anEmptyFeedRecordsNothing() throws {
        let fixture = try Fixture(items: 1)
        defer { fixture.remove() }
        try Data().write(to: URL(fileURLWithPath: fixture.feed))
        #expect {
            try checkHeights(template: fixture.template, feed: fixture.feed, widths: [375], scale: 2, golden: fixture.golden,
                             reporter: Self.quiet, environment: fixture.environment)
        } throws: { error in
            "\(error)".hasPrefix("the feed \(fixture.feed) holds no items: a golden table of no rows would pass every check after it")
        }
        #expect(!FileManager.default.fileExists(atPath: fixture.golden))
    }

    /// A check that passes measuring some of the golden table's settings warns which rows it left, as
    /// `table --check` notes; it passed without a word.
    @Test func aPassingCheckOfSomeSettingsWarnsOfTheRest() throws {
        let fixture = try Fixture(items: 1)
        defer { fixture.remove() }
        _ = try checkHeights(template: fixture.template, feed: fixture.feed, widths: [375, 320], scale: 2, golden: fixture.golden, record: true,
                             reporter: Self.quiet, environment: fixture.environment)
        let warned = Collected()
        let reporter = HeightIssueReporter({ message, _ in Issue.record("\(message)") }, warn: { message, _ in warned.add(message) })
        let result = try checkHeights(template: fixture.template, feed: fixture.feed, widths: [375], scale: 2, golden: fixture.golden,
                                      reporter: reporter, environment: fixture.environment)
        #expect(result.passed && warned.messages == ["Rows at width 320 @2x not checked: this check measures some of the golden table's settings."],
                "\(warned.messages)")
    }

    /// A relative artifacts folder is the test process's working directory's: the path a failure names is whole.
    @Test func aRelativeArtifactsFolderIsNamedWhole() throws {
        let fixture = try Fixture(items: 1)
        defer { fixture.remove() }
        try fixture.writeGolden(items: 1, height: 1)
        let result = try checkHeights(template: fixture.template, feed: fixture.feed, widths: [375], scale: 2, golden: fixture.golden,
                                      reporter: Self.quiet, environment: ["CELLHEIGHT_ARTIFACTS": "relative-artifacts"])
        let artifact = try #require(result.artifact)
        defer { try? FileManager.default.removeItem(atPath: FileManager.default.currentDirectoryPath + "/relative-artifacts") }
        #expect(artifact.hasPrefix(FileManager.default.currentDirectoryPath + "/relative-artifacts/") && FileManager.default.fileExists(atPath: artifact))
    }

    @Test(arguments: [-1, Double.nan, Double.infinity, 10_000.5])
    func aToleranceTheCommandRefusesIsRefused(tolerance: Double) throws {
        let fixture = try Fixture(items: 1)
        defer { fixture.remove() }
        try fixture.writeGolden(items: 1, height: 30)
        #expect {
            try checkHeights(template: fixture.template, feed: fixture.feed, widths: [375], scale: 2, golden: fixture.golden,
                             tolerance: tolerance, reporter: Self.quiet, environment: fixture.environment)
        } throws: { error in
            "\(error)".hasPrefix("tolerance must be a number of points from 0 to 10000, got ")
        }
    }

    /// A table left with a merge's conflict markers is said to be one, at the marker's line; record mode
    /// does not write over it (nor over any file that is not a height table), and says what to do.
    @Test func aTableWithConflictMarkersIsSaidToBeOne() throws {
        let fixture = try Fixture(items: 1)
        defer { fixture.remove() }
        let text = "id,width,height\n<<<<<<< HEAD\n1,375,45.5\n=======\n1,375,44\n>>>>>>> feature\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: fixture.golden))
        let expected = "\(fixture.golden):2: not a height table: it holds a merge conflict's markers (<<<<<<<): resolve the conflict, "
            + "or delete the file and record the table again"
        for record in [false, true] {
            #expect {
                try checkHeights(template: fixture.template, feed: fixture.feed, widths: [375], scale: 2, golden: fixture.golden,
                                 record: record, reporter: Self.quiet, environment: fixture.environment)
            } throws: { error in "\(error)" == expected }
        }
        #expect(try String(contentsOfFile: fixture.golden, encoding: .utf8) == text)
        // Another file that is no height table: record mode says it replaces height tables only.
        try Data("# notes\n".utf8).write(to: URL(fileURLWithPath: fixture.golden))
        #expect { try record(fixture, golden: fixture.golden) } throws: { error in
            "\(error)".hasSuffix("; record mode replaces only a height table: fix the file, or delete it and record again")
        }
        #expect(try String(contentsOfFile: fixture.golden, encoding: .utf8) == "# notes\n")
    }
}
