import Foundation
import LayoutTestSupport
import Testing

/// Errors that say what to do, found before any work is wasted.
@Suite struct ErrorAdviceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static func example(_ name: String) -> String { root.appendingPathComponent("Examples/\(name)").path }
    static let settings = ["table", "--template", example("settings.yaml"), "--feed", example("settings.jsonl")]

    @Test func aCacheThatIsAFolderIsRefusedBeforeMeasuring() throws {
        let folder = Scratch.folder.appendingPathComponent("cache-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLIRunner.run(Self.settings + ["--width", "375", "--cache", folder.path])
        #expect(result.status == ExitStatus.failure)
        #expect(result.stderr.contains("--cache \(folder.path) is a folder, not a file; give the path of a file"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(!result.stderr.contains("NSCocoaErrorDomain"))
        let missing = try CLIRunner.run(Self.settings + ["--width", "375", "--cache", "/nonexistent-folder/cache"])
        #expect(missing.status == ExitStatus.failure && missing.stdout.isEmpty)
        #expect(missing.stderr.contains("the folder /nonexistent-folder does not exist"), "\(missing.stderr)")
    }

    @Test func aUsageErrorFoundWhileRunningShowsTheSubcommandsUsage() throws {
        // A golden table without a scale column cannot check two scales: found after parsing.
        let golden = try CLIRunner.temporaryFile(Data("id,width,height\n1,375,44\n".utf8), name: "golden.csv")
        defer { CLIRunner.discard(golden) }
        let result = try CLIRunner.run(Self.settings + ["--width", "375", "--scale", "2", "--scale", "3", "--check", golden.path])
        #expect(result.status == ExitStatus.usage)
        #expect(result.stderr.contains("has no scale column"), "\(result.stderr)")
        #expect(result.stderr.contains("Usage: cellheight table "), "\(result.stderr)")
        #expect(!result.stderr.contains("<subcommand>"))
    }

    /// A message quoting an id or a file name shows what a terminal would obey in it escaped: an escape
    /// sequence (ESC, U+001B), a carriage return (U+000D) and a right-to-left override (U+202E) reached the
    /// terminal as they were, recolouring it, writing over the line and turning the rest of it around.
    @Test func messagesEscapeWhatATerminalWouldObey() throws {
        let feed = try CLIRunner.temporaryFile(Data(#"{"id": "a\u001b[31m\r\u202e", "title": {"not": "text"}}"#.utf8), name: "feed.jsonl")
        defer { CLIRunner.discard(feed) }
        let result = try CLIRunner.run(Self.settings.prefix(3) + ["--feed", feed.path, "--width", "375"])
        #expect(result.status == ExitStatus.failure)
        #expect(result.stderr.contains("\(feed.path):1: id a\\u{1B}[31m\\u{D}\\u{202E}: field "), "\(result.stderr)")
        #expect(!result.stderr.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\r" || $0 == "\u{202E}" })
        // A file's name in an error ArgumentParser's path reports (not found) likewise.
        let missing = try CLIRunner.run(Self.settings.prefix(3) + ["--feed", "/nonexistent\u{1B}[2J.jsonl", "--width", "375"])
        #expect(missing.status == ExitStatus.failure)
        #expect(missing.stderr.contains("/nonexistent\\u{1B}[2J.jsonl"), "\(missing.stderr)")
    }

    @Test func aTemplateWithoutViewsIsToldToAddViews() throws {
        let template = try CLIRunner.temporaryFile(Data("views: []\n".utf8), name: "empty.yaml")
        defer { CLIRunner.discard(template) }
        let result = try CLIRunner.run(["table", "--template", template.path, "--feed", "-", "--width", "375"], stdin: Data(#"{"id": 1}"#.utf8))
        #expect(result.status == ExitStatus.failure)
        #expect(result.stderr.contains("the content view has no views"), "\(result.stderr)")
        #expect(!result.stderr.contains("override sizeThatFits"))
        // The template is an Auto Layout one (the default): the message does not call it frame layout.
        #expect(!result.stderr.contains("frame layout"), "\(result.stderr)")
    }

    @Test func anInvalidArrayFeedLeavesNoLoneBracket() throws {
        let feed = try CLIRunner.temporaryFile(Data("[{\"id\": 1},\n{\"id\": 2".utf8), name: "feed.json")
        defer { CLIRunner.discard(feed) }
        let result = try CLIRunner.run(Self.settings.prefix(3) + ["--feed", feed.path, "--width", "375", "--format", "json"])
        #expect(result.status == ExitStatus.failure)
        #expect(result.stdout.isEmpty, "\(result.stdout)")
        #expect(result.stderr.contains("\(feed.path):2: invalid JSON"), "\(result.stderr)")
    }

    @Test func measureDashHIsHelpButADashHTextIsNot() throws {
        let help = try CLIRunner.run(["measure", "-h"])
        #expect(help.status == ExitStatus.success && help.stdout.contains("OVERVIEW: Measures the size and lines of text"))
        let text = try CLIRunner.run(["measure", "--size", "17", "--width", "100", "--json", "--", "-h"])
        #expect(text.status == ExitStatus.success && text.stdout.hasPrefix("{"), "\(text.stdout)")
    }

    @Test func helpForATopicThatIsNoSubcommandIsAUsageError() throws {
        let misspelt = try CLIRunner.run(["help", "tabel"])
        #expect(misspelt.status == ExitStatus.usage)
        #expect(misspelt.stdout.isEmpty, "\(misspelt.stdout)")
        #expect(misspelt.stderr.contains("'cellheight' has no subcommand named 'tabel'; its subcommands are table, render, lint, measure, serve, devices"), "\(misspelt.stderr)")
        let nested = try CLIRunner.run(["help", "table", "rows"])
        #expect(nested.status == ExitStatus.usage)
        #expect(nested.stderr.contains("'cellheight table' has no subcommands, so there is no help for 'rows'"), "\(nested.stderr)")
        let known = try CLIRunner.run(["help", "table"])
        #expect(known.status == ExitStatus.success && known.stdout.contains("USAGE: cellheight table"), "\(known.stdout)")
    }
}
