import Foundation
import Testing

/// `--cache` names a regular file or a new path: a FIFO or a device is refused and left as it was, a
/// link is followed to the file it names, and a run killed while saving leaves no temporary file.
@Suite struct CacheFileTests {
    /// A one-label template and `count` one-line items in a new folder; returns the folder.
    static func inputs(items count: Int) throws -> URL {
        let feed = try CLIRunner.temporaryFile(Data((1...count).map { "{\"id\": \($0), \"text\": \"item \($0)\"}\n" }.joined().utf8))
        let folder = feed.deletingLastPathComponent()
        try Data(TableCommandTests.body.utf8).write(to: folder.appendingPathComponent("body.yaml"))
        return folder
    }

    static func arguments(_ folder: URL, cache: String) -> [String] {
        ["table", "--template", folder.appendingPathComponent("body.yaml").path, "--feed", folder.appendingPathComponent("feed.jsonl").path,
         "--width", "375", "--quiet", "--cache", cache]
    }

    static func kind(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    @Test(.timeLimit(.minutes(5))) func aFIFOIsRefusedAndLeftAsItWas() throws {
        let folder = try Self.inputs(items: 2)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("heights.cache").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let result = try CLIRunner.run(Self.arguments(folder, cache: fifo))
        #expect(result.status == ExitStatus.failure)
        #expect(result.stderr.contains("--cache \(fifo) is a FIFO (named pipe), not a file"), "\(result.stderr)")
        #expect(result.stdout.isEmpty, "refused before any row")
        #expect(Self.kind(fifo) == S_IFIFO)
    }

    @Test func aLinkToADeviceIsRefusedAndLeftAsItWas() throws {
        let folder = try Self.inputs(items: 2)
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("heights.cache").path
        #expect(symlink("/dev/null", link) == 0)
        let result = try CLIRunner.run(Self.arguments(folder, cache: link))
        #expect(result.status == ExitStatus.failure)
        #expect(result.stderr.contains("--cache \(link) is a link to /dev/null, a character device, not a file"), "\(result.stderr)")
        #expect(Self.kind(link) == S_IFLNK)
        #expect(Self.kind("/dev/null") == S_IFCHR)
    }

    @Test func aLinkIsFollowedToTheFileItNames() throws {
        let folder = try Self.inputs(items: 2)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("shared"), withIntermediateDirectories: false)
        let link = folder.appendingPathComponent("heights.cache").path
        let target = folder.appendingPathComponent("shared/heights.cache").path
        // A relative link to a file that does not exist yet: the first run makes it.
        #expect(symlink("shared/heights.cache", link) == 0)
        let first = try CLIRunner.run(Self.arguments(folder, cache: link))
        #expect(first.status == ExitStatus.success, "\(first.stderr)")
        #expect(Self.kind(link) == S_IFLNK && Self.kind(target) == S_IFREG)
        #expect(try Data(contentsOf: URL(fileURLWithPath: target)).prefix(4) == Data("CHHS".utf8))
        // The second run reads the heights through the link: rows from the cache carry no label details.
        let second = try CLIRunner.run(Self.arguments(folder, cache: link) + ["--format", "jsonl"])
        #expect(second.status == ExitStatus.success && !second.stdout.contains("labels") && second.stdout.contains("\"height\":45"))
        #expect(Self.kind(link) == S_IFLNK)
    }

    /// `ulimit -f` makes the kernel kill the run (SIGXFSZ) in the middle of writing the cache: 1,000
    /// items give a cache of about 37 KB, past the 16 blocks of 1 KiB allowed, while the rows go to
    /// /dev/null. The folder must hold nothing but what it held before. (3,000 items under 64 blocks took
    /// close to the time limit under the thread sanitizer, and once past it.)
    @Test(.timeLimit(.minutes(5))) func aRunKilledWhileSavingTheCacheLeavesNoTemporaryFile() throws {
        let folder = try Self.inputs(items: 1000)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = folder.appendingPathComponent("heights.cache").path
        let command = ([try CLIRunner.executable().path] + Self.arguments(folder, cache: cache) + ["--out", "/dev/null"])
            .map { "'\($0)'" }.joined(separator: " ")
        let result = try CLIRunner.shell("ulimit -f 16; \(command)")
        // Under a sanitizer its runtime takes the signal and ends the run with an exit code of its own.
        let sanitized = ProcessInfo.processInfo.environment["CELLHEIGHT_SANITIZER"] != nil
        #expect(result.status == 128 + SIGXFSZ || (sanitized && result.status != 0), "killed while saving: \(result.status) \(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["body.yaml", "feed.jsonl"])
    }
}
