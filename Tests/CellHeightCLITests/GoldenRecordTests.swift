import Foundation
import Testing

/// `table --check` with `--tolerance`, `--record` / `CELLHEIGHT_RECORD=1`, and golden tables that cannot
/// pin the check. Expected tables are the checked-in example (`Examples/golden/settings.csv`, written
/// by `make golden`), edited by hand.
@Suite struct GoldenRecordTests {
    static let golden = TableCommandTests.example("golden/settings.csv")
    static let arguments = ["table", "--template", TableCommandTests.example("settings.yaml"), "--feed", TableCommandTests.example("settings.jsonl"),
                            "--width", "320", "--width", "375", "--width", "430", "--scale", "2", "--scale", "3", "--quiet"]

    /// The example's golden table with the height of its first row moved by `delta`, and the row itself.
    static func goldenCopy(delta: Double, dropLastRow: Bool = false) throws -> (URL, String) {
        var lines = try String(contentsOfFile: golden, encoding: .utf8).split(separator: "\n").map(String.init)
        var fields = lines[1].split(separator: ",").map(String.init)
        fields[2] = "\(Double(fields[2])! + delta)"
        lines[1] = fields.joined(separator: ",")
        if dropLastRow { lines.removeLast() }
        return (try CLIRunner.temporaryFile(Data((lines.joined(separator: "\n") + "\n").utf8), name: "golden.csv"), fields[0])
    }

    @Test func differencesWithinTheTolerancePassAndAreCounted() throws {
        let (copy, id) = try Self.goldenCopy(delta: 0.25)
        defer { CLIRunner.discard(copy) }
        let exact = try CLIRunner.run(Self.arguments + ["--check", copy.path])
        #expect(exact.status == ExitStatus.failure)
        #expect(exact.stdout.contains("\(id) at width 320 @2x: golden"))
        let tolerant = try CLIRunner.run(Self.arguments + ["--check", copy.path, "--tolerance", "0.5"])
        #expect(tolerant.status == ExitStatus.success, "\(tolerant.stderr)")
        #expect(tolerant.stdout.isEmpty)
        #expect(tolerant.stderr.contains("no differences in 1800 rows; 1 within the tolerance"))
        let tight = try CLIRunner.run(Self.arguments + ["--check", copy.path, "--tolerance", "0.2"])
        #expect(tight.status == ExitStatus.failure)
    }

    /// A recording with `--junit` and `--report`: the row it changed is no failure (a CI step showing the
    /// JUnit file would go red on a green job), and the page is titled as a recording, the change listed.
    @Test func aRecordingsJUnitFilePassesAndItsReportSaysItRecorded() throws {
        let (copy, id) = try Self.goldenCopy(delta: -1)
        defer { CLIRunner.discard(copy) }
        let folder = copy.deletingLastPathComponent()
        let junit = folder.appendingPathComponent("rec.xml"), report = folder.appendingPathComponent("rec-report")
        let result = try CLIRunner.run(Self.arguments + ["--check", copy.path, "--record", "--junit", junit.path, "--report", report.path])
        #expect(result.status == ExitStatus.success, "\(result.stderr)")
        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.contains(#"failures="0" errors="0""#) && !xml.contains("<failure"), "\(xml)")
        let page = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("Heights recorded: ") && page.contains(id), "\(page)")
        try? FileManager.default.removeItem(at: report)
    }

    /// A recording whose feed has a bad line does not replace the golden table, and its report must not say
    /// it did.
    @Test func aRecordingThatDoesNotRecordSaysSoInItsReport() throws {
        let folder = try CacheFileTests.inputs(items: 3)
        defer { try? FileManager.default.removeItem(at: folder) }
        let feed = folder.appendingPathComponent("feed.jsonl")
        try Data((try String(contentsOf: feed, encoding: .utf8) + "{not json\n").utf8).write(to: feed)
        let golden = folder.appendingPathComponent("golden.csv"), report = folder.appendingPathComponent("report")
        try Data("id,width,height,scale\n".utf8).write(to: golden)
        let result = try CLIRunner.run(["table", "--template", folder.appendingPathComponent("body.yaml").path, "--feed", feed.path,
                                        "--width", "375", "--quiet", "--check", golden.path, "--record", "--report", report.path])
        #expect(result.status == ExitStatus.failure && result.stderr.contains("\(golden.path): not recorded"), "\(result.stderr)")
        let page = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("Heights not recorded: ") && !page.contains("Heights recorded: "), "\(page)")
        #expect(try String(contentsOf: golden, encoding: .utf8) == "id,width,height,scale\n")
    }

    /// An id that begins with a merge conflict's marker is quoted in the golden table, which reading would
    /// otherwise refuse as a file left mid-merge: recorded, it checks.
    @Test func anIdLikeAConflictMarkerRecordsAndChecks() throws {
        // The second id starts a line of its own with the marker, inside its quotes.
        let feed = try CLIRunner.temporaryFile(Data((#"{"id": "<<<<<<< HEAD", "text": "a"}"# + "\n" + #"{"id": "a\n<<<<<<< b", "text": "b"}"# + "\n").utf8))
        defer { CLIRunner.discard(feed) }
        let folder = feed.deletingLastPathComponent()
        try Data(TableCommandTests.body.utf8).write(to: folder.appendingPathComponent("body.yaml"))
        let golden = folder.appendingPathComponent("golden.csv").path
        let arguments = ["table", "--template", folder.appendingPathComponent("body.yaml").path, "--feed", feed.path, "--width", "375", "--quiet",
                         "--check", golden]
        let recorded = try CLIRunner.run(arguments + ["--record"])
        #expect(recorded.status == ExitStatus.success, "\(recorded.stderr)")
        #expect(try String(contentsOfFile: golden, encoding: .utf8).split(separator: "\n")[1].hasPrefix(#""<<<<<<< HEAD",375,"#))
        let checked = try CLIRunner.run(arguments)
        #expect(checked.status == ExitStatus.success && checked.stderr.contains("no differences in 2 rows"), "\(checked.stderr)")
    }

    /// A table written by `table --out` at one scale has no scale column: checked at another scale its rows
    /// differ by fractions of a point, and the run says the table's scale is not known.
    @Test func aGoldenTableWithoutAScaleColumnIsSaidToBeReadAtTheChecksScale() throws {
        let lines = try String(contentsOfFile: TableCommandTests.example("status.jsonl"), encoding: .utf8).split(separator: "\n").prefix(20)
        let feed = try CLIRunner.temporaryFile(Data((lines.joined(separator: "\n") + "\n").utf8))
        defer { CLIRunner.discard(feed) }
        let golden = feed.deletingLastPathComponent().appendingPathComponent("golden.csv").path
        let base = ["table", "--template", TableCommandTests.example("status.yaml"), "--feed", feed.path, "--quiet"]
        let written = try CLIRunner.run(base + ["--device", "iphone-se", "--out", golden])
        let header = try String(contentsOfFile: golden, encoding: .utf8).hasPrefix("id,width,height\n")
        #expect(written.status == ExitStatus.success && header)
        let checked = try CLIRunner.run(base + ["--device", "iphone-13-mini", "--check", golden])
        #expect(checked.status == ExitStatus.failure, "\(checked)")
        #expect(checked.stderr.contains("note: \(golden) has no scale column, so its rows are compared as measured at @3x, this check's scale"), "\(checked.stderr)")
        // At its own scale the table passes, and nothing is said of its columns.
        let same = try CLIRunner.run(base + ["--device", "iphone-se", "--check", golden])
        #expect(same.status == ExitStatus.success && !same.stderr.contains("no scale column"), "\(same.stderr)")
    }

    @Test func aGoldenTableOfOtherDevicesIsOneErrorThatSaysWhich() throws {
        let result = try CLIRunner.run(["table", "--template", TableCommandTests.example("settings.yaml"), "--feed",
                                        TableCommandTests.example("settings.jsonl"), "--device", "iphone-16", "--check", Self.golden, "--quiet"])
        #expect(result.status == ExitStatus.usage)
        #expect(result.stdout.isEmpty, "no run of missing rows")
        #expect(result.stderr.contains("written at width 320 @2x; width 320 @3x; width 375 @2x (iphone-se); width 375 @3x (iphone-13-mini); width 430 @2x; width 430 @3x"))
        #expect(result.stderr.contains("this check measures width 393 @3x (iphone-15, iphone-16)"))
    }

    @Test func recordRewritesTheGoldenTableAndPrintsWhatChanged() throws {
        let (copy, id) = try Self.goldenCopy(delta: 2, dropLastRow: true)
        defer { CLIRunner.discard(copy) }
        let result = try CLIRunner.run(Self.arguments + ["--check", copy.path, "--record"])
        #expect(result.status == ExitStatus.success, "\(result.stderr)")
        #expect(result.stdout.contains("\(id) at width 320 @2x: golden"))
        #expect(result.stdout.contains("not in the golden table"))
        #expect(result.stderr.contains("recorded 1800 rows"))
        #expect(try String(contentsOf: copy, encoding: .utf8) == String(contentsOfFile: Self.golden, encoding: .utf8))
        // Nothing is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: copy.deletingLastPathComponent().path) == ["golden.csv"])
    }

    /// As `checkHeights` reads it: 1, true, yes or on, in any case (CI systems write flags all ways).
    @Test(arguments: ["1", "true", "YES", " on"])
    func theEnvironmentTurnsACheckIntoARecording(value: String) throws {
        let (copy, _) = try Self.goldenCopy(delta: -1)
        defer { CLIRunner.discard(copy) }
        let result = try CLIRunner.run(Self.arguments + ["--check", copy.path], environment: ["CELLHEIGHT_RECORD": value])
        #expect(result.status == ExitStatus.success, "\(result.stderr)")
        #expect(try String(contentsOf: copy, encoding: .utf8) == String(contentsOfFile: Self.golden, encoding: .utf8))
    }

    /// A value that says neither yes nor no is a usage error, the golden table untouched: "2" or "record"
    /// was read as no, so a run meant to record checked instead. Only spaces and tabs around a value are
    /// ignored, as the CI example script trims it: a no-break space before "yes" was read as yes by the
    /// tool and as neither by the script, whose check branch then recorded over the table and passed.
    @Test(arguments: [("2", "2"), ("record", "record"), ("maybe", "maybe"), ("\u{00A0}yes", "\u{00A0}yes"), ("yes\u{2003}", "yes\u{2003}"),
                      // Saved with Windows line endings: the carriage return is shown, not obeyed by the terminal.
                      ("yes\r", "yes\\r")])
    func anUnclearValueIsAnError(value: String, shown: String) throws {
        let (copy, _) = try Self.goldenCopy(delta: -1)
        defer { CLIRunner.discard(copy) }
        let before = try String(contentsOf: copy, encoding: .utf8)
        let result = try CLIRunner.run(Self.arguments + ["--check", copy.path], environment: ["CELLHEIGHT_RECORD": value])
        #expect(result.status == ExitStatus.usage)
        #expect(result.stderr.contains("CELLHEIGHT_RECORD=\"\(shown)\" is neither yes (1, true, yes, on) nor no (0, false, no, off, empty)"), "\(result.stderr)")
        #expect(try String(contentsOf: copy, encoding: .utf8) == before)
        for plainNo in ["0", "off", ""] {
            let check = try CLIRunner.run(Self.arguments + ["--check", copy.path], environment: ["CELLHEIGHT_RECORD": plainNo])
            #expect(check.status == ExitStatus.failure, "\(check.stderr)")   // a check that finds the changed row
        }
    }

    @Test func recordingANewTableWritesTheColumnsTheSettingsNeed() throws {
        let folder = try CLIRunner.temporaryFile(Data(), name: "placeholder")
        defer { CLIRunner.discard(folder) }
        let path = folder.deletingLastPathComponent().appendingPathComponent("new.csv").path
        let result = try CLIRunner.run(Self.arguments + ["--check", path, "--record"])
        #expect(result.status == ExitStatus.success, "\(result.stderr)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == String(contentsOfFile: Self.golden, encoding: .utf8))
    }

    @Test func recordRefusesAShard() throws {
        let result = try CLIRunner.run(Self.arguments + ["--check", Self.golden, "--record", "--shard", "0/2"])
        #expect(result.status == ExitStatus.usage)
        let fromTheEnvironment = try CLIRunner.run(Self.arguments + ["--check", Self.golden, "--shard", "0/2"],
                                                   environment: ["CELLHEIGHT_RECORD": "1"])
        #expect(fromTheEnvironment.status == ExitStatus.usage)
        #expect(fromTheEnvironment.stderr.contains("CELLHEIGHT_RECORD=1 rewrites the whole golden table"))
    }

    @Test func aGoldenTableWithADuplicateRowIsAnErrorWithItsLine() throws {
        var text = try String(contentsOfFile: Self.golden, encoding: .utf8)
        let second = text.split(separator: "\n")[1]
        text += second + "\n"
        let copy = try CLIRunner.temporaryFile(Data(text.utf8), name: "golden.csv")
        defer { CLIRunner.discard(copy) }
        let result = try CLIRunner.run(Self.arguments + ["--check", copy.path])
        #expect(result.status == ExitStatus.failure)
        #expect(result.stderr.contains("\(copy.path):1802: "), "\(result.stderr)")
        #expect(result.stderr.contains("is already the row of line 2"))
    }

    /// One golden row per id and width cannot pin two items of one id, so a recording refuses the feed at
    /// the repeat and writes nothing (before, it kept the first item's row and the next check failed).
    @Test func recordRefusesARepeatedIdWithItsPlaceAndWritesNothing() throws {
        let lines = [#"{"id": 7, "text": "a"}"#, #"{"id": 8, "text": "b"}"#, #"{"id": 7, "text": "a\nb\nc"}"#]
        let feed = try CLIRunner.temporaryFile(Data((lines.joined(separator: "\n") + "\n").utf8))
        defer { CLIRunner.discard(feed) }
        let template = feed.deletingLastPathComponent().appendingPathComponent("body.yaml")
        try Data(TableCommandTests.body.utf8).write(to: template)
        let golden = feed.deletingLastPathComponent().appendingPathComponent("golden.csv").path
        let arguments = ["table", "--template", template.path, "--feed", feed.path, "--width", "375", "--quiet", "--check", golden]
        let recorded = try CLIRunner.run(arguments + ["--record"])
        #expect(recorded.status == ExitStatus.failure)
        #expect(recorded.stderr.contains("\(feed.path):3: id 7: repeats the id of line 1"), "\(recorded.stderr)")
        #expect(!FileManager.default.fileExists(atPath: golden))
        // Without the repeat, record then check of the same inputs passes.
        try Data((lines.dropLast().joined(separator: "\n") + "\n").utf8).write(to: feed)
        #expect(try CLIRunner.run(arguments + ["--record"]).status == ExitStatus.success)
        let checked = try CLIRunner.run(arguments)
        #expect(checked.status == ExitStatus.success, "\(checked.stdout)\(checked.stderr)")
    }
}
