import Foundation
import Testing
import Yams

/// The CI examples under Examples/ci are valid YAML of their systems' shapes, run the commands the
/// README's "Golden heights in CI" shows (no more, no fewer), and keep the JUnit file and the report.
@Suite struct CIExampleTests {
    static let junit = "build/heights.xml"
    static let report = "build/heights-report"

    /// The README's command block of the section: its lines that are not comments.
    static func readmeCommands() throws -> [String] {
        let readme = try String(contentsOf: TableCommandTests.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "### Golden heights in CI").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```sh\n").dropFirst().first?.components(separatedBy: "```").first)
        return block.split(separator: "\n").map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    static func load(_ name: String) throws -> [String: Any] {
        let text = try String(contentsOf: TableCommandTests.root.appendingPathComponent("Examples/ci/\(name)"), encoding: .utf8)
        return try #require(try Yams.load(yaml: text) as? [String: Any], "\(name) is not a YAML mapping")
    }

    @Test func theGitHubWorkflowRunsTheReadmesCommandsAndUploadsBothFiles() throws {
        let workflow = try Self.load("github-actions.yml")
        let jobs = try #require(workflow["jobs"] as? [String: Any])
        let job = try #require(jobs["heights"] as? [String: Any])
        let steps = try #require(job["steps"] as? [[String: Any]])
        let commands = steps.compactMap { $0["run"] as? String }.flatMap { $0.split(separator: "\n").map(String.init) }
        #expect(commands == (try Self.readmeCommands()))
        let upload = try #require(steps.first { ($0["uses"] as? String)?.hasPrefix("actions/upload-artifact@") == true })
        #expect(upload["if"] as? String == "always()")
        let paths = ((upload["with"] as? [String: Any])?["path"] as? String)?.split(separator: "\n").map(String.init)
        #expect(paths == [Self.junit, Self.report])
        // `on: [push, pull_request]`: YAML 1.1 would read the key `on` as true; Yams reads YAML 1.2.
        #expect(workflow["on"] as? [String] == ["push", "pull_request"])
    }

    @Test func theGitLabJobRunsTheReadmesCommandsAndKeepsBothFiles() throws {
        let pipeline = try Self.load("gitlab-ci.yml")
        let job = try #require(pipeline["cell-heights"] as? [String: Any])
        #expect(job["script"] as? [String] == (try Self.readmeCommands()))
        let artifacts = try #require(job["artifacts"] as? [String: Any])
        #expect(artifacts["when"] as? String == "always")
        #expect((artifacts["reports"] as? [String: Any])?["junit"] as? String == Self.junit)
        let paths = try #require(artifacts["paths"] as? [String])
        #expect(paths.contains(Self.junit) && paths.contains(Self.report))
    }

    @Test func theCheckCommandIsOneTheToolAccepts() throws {
        let check = try #require(try Self.readmeCommands().first { $0.hasPrefix("cellheight table") })
        let arguments = check.split(separator: " ").dropFirst().map(String.init)
        // The options parse (a missing template is a file error, exit 1, not a usage error, 64).
        let result = try CLIRunner.run(arguments)
        #expect(result.status == ExitStatus.failure, "\(result.stderr)")
        #expect(result.stderr.contains("Cells/status.yaml"))
    }
}
