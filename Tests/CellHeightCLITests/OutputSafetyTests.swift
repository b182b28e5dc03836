import Foundation
import Testing

/// Files a command writes never replace a file it reads, and appear whole or not at all: a run that fails
/// or is interrupted leaves the previous file byte for byte.
@Suite struct OutputSafetyTests {
    static let template = TableCommandTests.example("status.yaml")
    static let feed = TableCommandTests.example("status.jsonl")
    static let font = TableCommandTests.root.appendingPathComponent("Fonts/Inter-Regular.otf")

    /// A copy of a bundled font alone in a new folder, removed by the caller's `discard`.
    static func fontCopy(named name: String = "F.otf") throws -> URL {
        try CLIRunner.temporaryFile(try Data(contentsOf: font), name: name)
    }

    static func entries(of folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func outNamingARegisteredFontFileIsRefused() throws {
        let font = try Self.fontCopy()
        defer { CLIRunner.discard(font) }
        let before = try Data(contentsOf: font)
        let result = try CLIRunner.run(["table", "--template", Self.template, "--feed", Self.feed, "--width", "375",
                                        "--font-file", font.path, "--out", font.path, "--quiet"])
        #expect(result.status == ExitStatus.usage)
        #expect(result.stderr.contains("--out \(font.path) is the same file as the font \(font.path)"), "\(result.stderr)")
        #expect(try Data(contentsOf: font) == before)
    }

    @Test func outNamingAFontUnderAFontsFolderIsRefused() throws {
        let font = try Self.fontCopy(named: "G.otf")
        defer { CLIRunner.discard(font) }
        let folder = font.deletingLastPathComponent().path
        let before = try Data(contentsOf: font)
        let existing = try CLIRunner.run(["render", "--template", Self.template, "--feed", Self.feed, "--width", "375",
                                          "--fonts", folder, "--out", font.path])
        #expect(existing.status == ExitStatus.usage && existing.stderr.contains("is the same file as the font"), "\(existing.stderr)")
        #expect(try Data(contentsOf: font) == before)
        // A new font file name in that folder would be registered by the next run.
        let new = folder + "/table.ttf"
        let fresh = try CLIRunner.run(["table", "--template", Self.template, "--feed", Self.feed, "--width", "375",
                                       "--fonts", folder, "--out", new, "--quiet"])
        #expect(fresh.status == ExitStatus.usage && fresh.stderr.contains("font file name in the --fonts folder"), "\(fresh.stderr)")
        #expect(try Self.entries(of: font.deletingLastPathComponent()) == ["G.otf"])
    }

    @Test func measurePNGNamingAFontIsRefused() throws {
        let font = try Self.fontCopy()
        defer { CLIRunner.discard(font) }
        let before = try Data(contentsOf: font)
        let result = try CLIRunner.run(["measure", "--size", "17", "--width", "100", "--font-file", font.path, "--png", font.path, "hello"])
        #expect(result.status == ExitStatus.usage && result.stderr.contains("--png \(font.path) is the same file as the font"), "\(result.stderr)")
        #expect(result.stdout.isEmpty, "nothing is measured before the picture's file is known to be writable")
        #expect(try Data(contentsOf: font) == before)
    }

    @Test func outAndCacheNamingOneNewFileAreRefused() throws {
        let feed = try CLIRunner.temporaryFile(try Data(contentsOf: URL(fileURLWithPath: Self.feed)))
        defer { CLIRunner.discard(feed) }
        let shared = feed.deletingLastPathComponent().appendingPathComponent("x").path
        let result = try CLIRunner.run(["table", "--template", Self.template, "--feed", feed.path, "--width", "375",
                                        "--out", shared, "--cache", shared, "--quiet"])
        #expect(result.status == ExitStatus.usage && result.stderr.contains("is the same file as the --cache"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: shared))
        // The same file through another spelling of its path.
        let spelled = feed.deletingLastPathComponent().path + "/./../" + feed.deletingLastPathComponent().lastPathComponent + "/x"
        let again = try CLIRunner.run(["table", "--template", Self.template, "--feed", feed.path, "--width", "375",
                                       "--out", spelled, "--cache", shared, "--quiet"])
        #expect(again.status == ExitStatus.usage, "\(again.stderr)")
        #expect(!FileManager.default.fileExists(atPath: shared))
    }

    /// An output that names an existing cache is refused before the cache is read: no warning about the
    /// cache's heights (this one was written with another font registered, so reading it would discard
    /// them), the usage status for `--junit` as for `--out`, and the cache byte for byte.
    @Test func anOutputNamingTheCacheIsRefusedBeforeTheCacheIsRead() throws {
        let cache = try CLIRunner.temporaryFile(Data(), name: "heights.cache")
        defer { CLIRunner.discard(cache) }
        try FileManager.default.removeItem(at: cache)
        let written = try CLIRunner.run(["table", "--template", Self.template, "--feed", Self.feed, "--width", "375", "--quiet",
                                         "--cache", cache.path, "--font-file", TableCommandTests.root.appendingPathComponent("Fonts/Inter-Light.otf").path])
        #expect(written.status == ExitStatus.success, "\(written.stderr)")
        let before = try Data(contentsOf: cache)
        let golden = cache.deletingLastPathComponent().appendingPathComponent("g.csv").path
        for output in [["--out", cache.path], ["--check", golden, "--junit", cache.path]] {
            let result = try CLIRunner.run(["table", "--template", Self.template, "--feed", Self.feed, "--width", "375", "--quiet",
                                            "--cache", cache.path] + output)
            #expect(result.status == ExitStatus.usage, "\(output): \(result.stderr)")
            #expect(result.stderr.contains("is the same file as the --cache") && !result.stderr.contains("discarded"), "\(output): \(result.stderr)")
            #expect(try Data(contentsOf: cache) == before)
        }
    }

    /// A recording rewrites the golden table and its frames file, and nothing else: a feed named as the
    /// frames file is refused (it was written over), and so is a cache named as the golden table.
    @Test func aRecordingNeverWritesOverTheFeedOrTheCache() throws {
        let lines = try String(contentsOfFile: Self.feed, encoding: .utf8).split(separator: "\n").prefix(3).joined(separator: "\n") + "\n"
        let feed = try CLIRunner.temporaryFile(Data(lines.utf8), name: "data.frames.jsonl")
        defer { CLIRunner.discard(feed) }
        let folder = feed.deletingLastPathComponent().path
        let before = try Data(contentsOf: feed)
        let overFeed = try CLIRunner.run(["table", "--template", Self.template, "--feed", feed.path, "--width", "375",
                                          "--check", folder + "/data.csv", "--record", "--quiet"])
        #expect(overFeed.status == ExitStatus.usage, "\(overFeed.stderr)")
        #expect(overFeed.stderr.contains("is the same file as the --feed \(feed.path)"), "\(overFeed.stderr)")
        #expect(try Data(contentsOf: feed) == before)
        // A golden table and a cache of one new name: one would replace the other.
        let golden = folder + "/heights.csv"
        let overCache = try CLIRunner.run(["table", "--template", Self.template, "--feed", feed.path, "--width", "375",
                                           "--check", golden, "--record", "--cache", golden, "--quiet"])
        #expect(overCache.status == ExitStatus.usage, "\(overCache.stderr)")
        #expect(overCache.stderr.contains("--check \(golden) and --cache \(golden) are the same file"), "\(overCache.stderr)")
        #expect(!FileManager.default.fileExists(atPath: golden))
    }

    @Test func aFeedThatFailsLeavesThePreviousTable() throws {
        let feed = try CLIRunner.temporaryFile(Data("[{\"id\": 1, \"text\": \"a\"},\n{\"id\": 2 \"text\": \"b\"}]\n".utf8), name: "feed.json")
        defer { CLIRunner.discard(feed) }
        let out = feed.deletingLastPathComponent().appendingPathComponent("table.json")
        let previous = Data("an earlier table\n".utf8)
        try previous.write(to: out)
        let result = try CLIRunner.run(["table", "--template", Self.template, "--feed", feed.path, "--width", "375",
                                        "--format", "json", "--out", out.path, "--quiet"])
        #expect(result.status == ExitStatus.failure && result.stderr.contains("feed.json:2: invalid JSON"), "\(result.stderr)")
        #expect(try Data(contentsOf: out) == previous)
        #expect(try Self.entries(of: feed.deletingLastPathComponent()) == ["feed.json", "table.json"])
    }

    @Test func stopOnErrorLeavesThePreviousTable() throws {
        let feed = try CLIRunner.temporaryFile(Data("{\"id\": 1, \"text\": \"a\"}\nnot json\n".utf8))
        defer { CLIRunner.discard(feed) }
        let out = feed.deletingLastPathComponent().appendingPathComponent("table.csv")
        let previous = Data("id,width,height\n9,375,40\n".utf8)
        try previous.write(to: out)
        let result = try CLIRunner.run(["table", "--template", Self.template, "--feed", feed.path, "--width", "375",
                                        "--stop-on-error", "--out", out.path, "--quiet"])
        #expect(result.status == ExitStatus.failure)
        #expect(try Data(contentsOf: out) == previous)
    }

    /// The run is killed while it waits for the rest of its feed, its table begun: the earlier table stays,
    /// and no temporary file is left in the folder.
    @Test func aKilledRunLeavesThePreviousTable() throws {
        let folder = try CLIRunner.temporaryFile(Data(), name: "placeholder").deletingLastPathComponent()
        defer { CLIRunner.discard(folder.appendingPathComponent("placeholder")) }
        let out = folder.appendingPathComponent("table.csv")
        let previous = Data("id,width,height\n9,375,40\n".utf8)
        try previous.write(to: out)
        let process = Process()
        process.executableURL = try CLIRunner.executable()
        process.arguments = ["table", "--template", Self.template, "--feed", "-", "--width", "375", "--out", out.path, "--quiet"]
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let lines = try String(contentsOfFile: Self.feed, encoding: .utf8).split(separator: "\n").prefix(20)
        input.fileHandleForWriting.write(Data((lines.joined(separator: "\n") + "\n").utf8))
        Thread.sleep(forTimeInterval: 1)
        // SIGKILL, which nothing can catch, ignore or block: a test runner may ignore or block SIGINT and
        // SIGTERM, and its children inherit that.
        kill(process.processIdentifier, SIGKILL)
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL)
        #expect(try Data(contentsOf: out) == previous)
        #expect(try Self.entries(of: folder) == ["placeholder", "table.csv"])
    }

    @Test func aFinishedRunReplacesTheFileAndKeepsItsPermissions() throws {
        let folder = try CLIRunner.temporaryFile(Data(), name: "placeholder").deletingLastPathComponent()
        defer { CLIRunner.discard(folder.appendingPathComponent("placeholder")) }
        let out = folder.appendingPathComponent("table.csv")
        try Data("old\n".utf8).write(to: out)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: out.path)
        let result = try CLIRunner.run(["table", "--template", Self.template, "--feed", Self.feed, "--width", "375", "--out", out.path, "--quiet"])
        #expect(result.status == ExitStatus.success, "\(result.stderr)")
        let table = try String(contentsOf: out, encoding: .utf8)
        // One row per line of the feed, after the header.
        let items = try String(contentsOfFile: Self.feed, encoding: .utf8).split(separator: "\n").count
        #expect(table.split(separator: "\n").count == items + 1)
        let permissions = try FileManager.default.attributesOfItem(atPath: out.path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
        #expect(try Self.entries(of: folder) == ["placeholder", "table.csv"])
    }

    /// Through a link to /dev/null in a folder of the test's own: the device is written as it is, so the link
    /// stays a link to it and no temporary file is left beside it.
    @Test func aDeviceIsWrittenAsItIs() throws {
        let folder = try CLIRunner.temporaryFile(Data(), name: "placeholder").deletingLastPathComponent()
        defer { CLIRunner.discard(folder.appendingPathComponent("placeholder")) }
        try FileManager.default.removeItem(at: folder.appendingPathComponent("placeholder"))
        let link = folder.appendingPathComponent("null")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/dev/null")
        let result = try CLIRunner.run(["table", "--template", Self.template, "--feed", Self.feed, "--width", "375", "--out", link.path, "--quiet"])
        #expect(result.status == ExitStatus.success, "\(result.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "/dev/null")
        #expect(try Self.entries(of: folder) == ["null"])
    }

    /// `--feed -` reads a file the shell opened: an output naming that file, or standard output appended to
    /// it, would write over the feed while it is read. Both are refused and the feed stays byte for byte.
    @Test func aFeedOnStandardInputIsNeverWrittenOver() throws {
        let lines = try String(contentsOfFile: Self.feed, encoding: .utf8).split(separator: "\n").prefix(3).joined(separator: "\n") + "\n"
        let feed = try CLIRunner.temporaryFile(Data(lines.utf8))
        defer { CLIRunner.discard(feed) }
        let binary = try CLIRunner.executable().path
        let table = "\"$0\" table --template \"$1\" --feed - --width 375 --quiet"
        for script in [table + " --out \"$2\" < \"$2\"", table + " < \"$2\" >> \"$2\"",
                       "\"$0\" render --template \"$1\" --feed - --width 375 --out \"$2\" < \"$2\"",
                       "\"$0\" table --template \"$1\" --feed \"$2\" --width 375 --out - >> \"$2\""] {
            let result = try CLIRunner.runThroughShell(script, arguments: [binary, Self.template, feed.path])
            #expect(result.status == ExitStatus.usage, "\(script): \(result.stderr)")
            #expect(result.stderr.contains("the run reads it, so it is never written over"), "\(script): \(result.stderr)")
            #expect(try String(contentsOf: feed, encoding: .utf8) == lines, "\(script)")
        }
    }

    /// Standard output redirected onto a file the command reads: `measure --jsonl`'s feed (which it would
    /// read its own lines back from, or overwrite), `lint`'s feed, and the golden table a check prints its
    /// differences after. Each is refused before anything is written, and the file stays byte for byte.
    @Test func standardOutputIsNeverAFileTheCommandReads() throws {
        let binary = try CLIRunner.executable().path
        let measureLines = try String(contentsOfFile: TableCommandTests.example("measure-demo.jsonl"), encoding: .utf8)
        let lines = try String(contentsOfFile: Self.feed, encoding: .utf8).split(separator: "\n").prefix(3).joined(separator: "\n") + "\n"
        let measureFeed = try CLIRunner.temporaryFile(Data(measureLines.utf8))
        let feed = try CLIRunner.temporaryFile(Data(lines.utf8))
        let golden = try CLIRunner.temporaryFile(Data(), name: "golden.csv")
        defer { CLIRunner.discard(measureFeed); CLIRunner.discard(feed); CLIRunner.discard(golden) }
        let record = try CLIRunner.run(["table", "--template", Self.template, "--feed", feed.path, "--width", "375", "--check", golden.path,
                                        "--record", "--quiet"])
        #expect(record.status == ExitStatus.success, "\(record.stderr)")
        let goldenText = try String(contentsOf: golden, encoding: .utf8)
        let cases: [(String, URL, String)] = [
            ("\"$0\" measure --jsonl \"$2\" >> \"$2\"", measureFeed, measureLines),
            ("\"$0\" measure --jsonl \"$2\" 1<> \"$2\"", measureFeed, measureLines),
            ("\"$0\" lint \"$1\" --feed \"$2\" >> \"$2\"", feed, lines),
            ("\"$0\" table --template \"$1\" --feed \"$3\" --width 375 --check \"$2\" --quiet >> \"$2\"", golden, goldenText),
        ]
        for (script, file, text) in cases {
            let result = try CLIRunner.runThroughShell(script, arguments: [binary, Self.template, file.path, feed.path])
            #expect(result.status == ExitStatus.usage, "\(script): \(result.stderr)")
            #expect(result.stderr.contains("standard output (") && result.stderr.contains(") is the --"), "\(script): \(result.stderr)")
            #expect(try String(contentsOf: file, encoding: .utf8) == text, "\(script)")
        }
    }

    /// `-` is standard output for `--out` (the same table as without it), and no file for `--junit`,
    /// `--cache` or `--check`: no file named `-` is made or read.
    @Test func aDashIsStandardOutputOrRefused() throws {
        let folder = try CLIRunner.temporaryFile(Data(), name: "placeholder").deletingLastPathComponent()
        defer { CLIRunner.discard(folder.appendingPathComponent("placeholder")) }
        let plain = try CLIRunner.run(["table", "--template", Self.template, "--feed", Self.feed, "--width", "375", "--quiet"])
        let dash = try CLIRunner.run(["table", "--template", Self.template, "--feed", Self.feed, "--width", "375", "--quiet", "--out", "-"])
        #expect(dash.status == ExitStatus.success && !plain.stdout.isEmpty && dash.stdout == plain.stdout, "\(dash.stderr)")
        let golden = folder.appendingPathComponent("g.csv").path
        // Whether or not the golden table is there: `--check -` without --record, and `--junit -` beside a table
        // not recorded yet, are refused as usage before any file is read.
        for options in [["--cache", "-"], ["--check", golden, "--record", "--junit", "-"], ["--check", "-"], ["--check", golden, "--junit", "-"]] {
            let result = try CLIRunner.run(["table", "--template", Self.template, "--feed", Self.feed, "--width", "375", "--quiet"] + options)
            #expect(result.status == ExitStatus.usage && result.stderr.contains("- names no file"), "\(options): \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: FileManager.default.currentDirectoryPath + "/-"))
        #expect(try Self.entries(of: folder) == ["placeholder"])
    }

    /// `/dev/stdout` names the file the shell sends standard output to: `--out /dev/stdout >> FILE` appends
    /// the table to FILE as `--out - >> FILE` does, where a replaced file lost its earlier lines. Where the
    /// command writes its own output to standard output (`measure --png`), or names standard error's file,
    /// it is refused and the file keeps its lines.
    @Test func devStdoutIsStandardOutput() throws {
        let binary = try CLIRunner.executable().path
        let log = try CLIRunner.temporaryFile(Data("earlier line\n".utf8), name: "log.txt")
        defer { CLIRunner.discard(log) }
        let plain = try CLIRunner.run(["table", "--template", Self.template, "--feed", Self.feed, "--width", "375", "--quiet"])
        let append = "\"$0\" table --template \"$1\" --feed \"$3\" --width 375 --quiet --out /dev/stdout >> \"$2\""
        let appended = try CLIRunner.runThroughShell(append, arguments: [binary, Self.template, log.path, Self.feed])
        #expect(appended.status == ExitStatus.success, "\(appended.stderr)")
        #expect(try String(contentsOf: log, encoding: .utf8) == "earlier line\n" + plain.stdout && !plain.stdout.isEmpty)
        let refusals = [
            ("\"$0\" measure --size 17 --width 100 --png /dev/stdout hello >> \"$2\"", "--png /dev/stdout names standard output"),
            ("\"$0\" table --template \"$1\" --feed \"$3\" --width 375 --quiet --out /dev/stderr 2>> \"$2\"",
             "--out /dev/stderr is the file standard error goes to"),
        ]
        for (script, message) in refusals {
            try Data("earlier line\n".utf8).write(to: log)
            let result = try CLIRunner.runThroughShell(script, arguments: [binary, Self.template, log.path, Self.feed])
            #expect(result.status == ExitStatus.usage, "\(script): \(result.stderr)")
            let text = try String(contentsOf: log, encoding: .utf8)
            #expect(text.hasPrefix("earlier line\n") && (text.contains(message) || result.stderr.contains(message)), "\(script): \(text) \(result.stderr)")
        }
    }

    /// A link at `--out` is followed, also to a file that does not exist yet: the file is made where the link
    /// points and the link stays (a rename would have replaced the link). Links in a loop name no file.
    @Test func aLinkToANewFileIsFollowed() throws {
        let folder = try CLIRunner.temporaryFile(Data(), name: "placeholder").deletingLastPathComponent()
        defer { CLIRunner.discard(folder.appendingPathComponent("placeholder")) }
        let link = folder.appendingPathComponent("latest.csv")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "table.csv")
        let result = try CLIRunner.run(["table", "--template", Self.template, "--feed", Self.feed, "--width", "375", "--out", link.path, "--quiet"])
        #expect(result.status == ExitStatus.success, "\(result.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "table.csv")
        #expect(try String(contentsOf: folder.appendingPathComponent("table.csv"), encoding: .utf8).hasPrefix("id,width,height\n"))
        let (first, second) = (folder.appendingPathComponent("a").path, folder.appendingPathComponent("b").path)
        try FileManager.default.createSymbolicLink(atPath: first, withDestinationPath: "b")
        try FileManager.default.createSymbolicLink(atPath: second, withDestinationPath: "a")
        let loop = try CLIRunner.run(["table", "--template", Self.template, "--feed", Self.feed, "--width", "375", "--out", first, "--quiet"])
        #expect(loop.status == ExitStatus.failure && loop.stderr.contains("cannot write \(first)"), "\(loop.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: first) == "b")
        #expect(try Self.entries(of: folder) == ["a", "b", "latest.csv", "placeholder", "table.csv"])
    }

    @Test func aPictureIsWrittenWhole() throws {
        let folder = try CLIRunner.temporaryFile(Data(), name: "placeholder").deletingLastPathComponent()
        defer { CLIRunner.discard(folder.appendingPathComponent("placeholder")) }
        let out = folder.appendingPathComponent("cell.png")
        let result = try CLIRunner.run(["render", "--template", Self.template, "--feed", Self.feed, "--width", "375", "--scale", "1", "--out", out.path])
        #expect(result.status == ExitStatus.success, "\(result.stderr)")
        let bytes = [UInt8](try Data(contentsOf: out))
        // A PNG starts with its 8-byte signature and ends with the IEND chunk (length 0, type, CRC AE426082).
        #expect(bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(bytes.suffix(12) == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
    }
}
