import Foundation
import Testing

/// `table --check` and its options given something they cannot use: each a message that names the
/// option or file and what is wrong, with a non-zero exit, before anything is written.
@Suite struct CheckMessageTests {
    static func run(_ extra: [String]) throws -> (CLIRunner.Result, URL) {
        let feed = try CLIRunner.temporaryFile(Data("{\"id\": 1, \"text\": \"a\"}\n".utf8))
        let folder = feed.deletingLastPathComponent()
        try Data(TableCommandTests.body.utf8).write(to: folder.appendingPathComponent("body.yaml"))
        let result = try CLIRunner.run(["table", "--template", folder.appendingPathComponent("body.yaml").path, "--feed", feed.path,
                                        "--width", "375", "--quiet"] + extra.map { $0.replacingOccurrences(of: "FOLDER", with: folder.path) })
        return (result, folder)
    }

    @Test func aGoldenTableThatIsAFolder() throws {
        let (result, folder) = try Self.run(["--check", "FOLDER"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == ExitStatus.failure)
        #expect(result.stderr.contains("\(folder.path): cannot read the golden table: it is a folder, not a file"), "\(result.stderr)")
    }

    @Test(.timeLimit(.minutes(5))) func aGoldenTableThatIsAFIFOOrADevice() throws {
        let (unused, folder) = try Self.run([])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(unused.status == ExitStatus.success)
        let fifo = folder.appendingPathComponent("golden.csv").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let (piped, other) = try Self.run(["--check", fifo])
        try? FileManager.default.removeItem(at: other)
        #expect(piped.status == ExitStatus.failure)
        #expect(piped.stderr.contains("\(fifo): cannot read the golden table: it is a FIFO (named pipe), not a file"), "\(piped.stderr)")
        let (device, third) = try Self.run(["--check", "/dev/zero"])
        try? FileManager.default.removeItem(at: third)
        #expect(device.status == ExitStatus.failure)
        #expect(device.stderr.contains("/dev/zero: cannot read the golden table: it is a character device, not a file"), "\(device.stderr)")
    }

    @Test func aNegativeTolerance() throws {
        let (result, folder) = try Self.run(["--check", "FOLDER/golden.csv", "--tolerance", "-1"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == ExitStatus.usage)
        #expect(result.stderr.contains("--tolerance must be a number of points from 0 to 10000, got -1"), "\(result.stderr)")
    }

    @Test func anEmptyOutName() throws {
        let (result, folder) = try Self.run(["--out", ""])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == ExitStatus.usage)
        #expect(result.stderr.contains("--out is an empty path; give a file name"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func aJUnitFileAndAReportFolderOfOneName() throws {
        let (recorded, folder) = try Self.run(["--check", "FOLDER/golden.csv", "--record"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(recorded.status == ExitStatus.success, "\(recorded.stderr)")
        let shared = folder.appendingPathComponent("rr").path
        let (result, other) = try Self.run(["--check", folder.appendingPathComponent("golden.csv").path, "--junit", shared, "--report", shared])
        try? FileManager.default.removeItem(at: other)
        #expect(result.status == ExitStatus.usage)
        #expect(result.stderr.contains("--junit \(shared) and --report \(shared) name the same path"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: shared), "nothing written")
    }
}
