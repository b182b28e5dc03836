import Foundation
import LayoutTestSupport
import Testing

/// `cellheight serve` as a person starts it: it says where it listens, answers, and on SIGTERM finishes
/// and exits 0; bad options are usage errors (64).
@Suite struct ServeCommandTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples").path

    @Test func startsAnswersAndStopsOnSIGTERM() async throws {
        let process = Process()
        process.executableURL = try CLIRunner.executable()
        process.arguments = ["serve", "--templates", Self.examples, "--port", "0"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // "cellheight serve: listening on http://127.0.0.1:PORT (...)" on standard error.
        var said = ""
        let deadline = Date().addingTimeInterval(120)
        while !said.contains("listening on"), Date() < deadline {
            let data = errors.fileHandleForReading.availableData
            if data.isEmpty { break }
            said += String(decoding: data, as: UTF8.self)
        }
        let port = try #require(said.firstMatch(of: /127\.0\.0\.1:(\d+)/).flatMap { Int($0.1) })
        let health = await RawHTTP(port: port).get("/health")
        #expect(health?.status == 200 && health?.body.contains("\"status\":\"ok\"") == true)
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        // The fd-feed example reads a storyboard outside the folder (or, in a checkout without it beside
        // the project, a file that is not there): said, and the others still served.
        #expect(said.contains("warning: template fd-feed:"))
    }

    @Test(arguments: [["--port", "70000"], ["--timeout", "0"], ["--max-items", "0"], ["--concurrency", "0"]])
    func badOptionsAreUsageErrors(options: [String]) throws {
        let result = try CLIRunner.run(["serve", "--templates", Self.examples] + options)
        #expect(result.status == 64)
        #expect(result.stderr.contains(options[0]))
    }

    @Test func aMissingFolderIsAnError() throws {
        let result = try CLIRunner.run(["serve", "--templates", "/nonexistent/templates", "--port", "0"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("--templates /nonexistent/templates: not a folder"))
    }
}
