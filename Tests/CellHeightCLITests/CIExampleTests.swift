import Foundation
import LayoutTestSupport
import Testing
import Yams

/// The CI examples under Examples/ci: both call Examples/ci/cell-heights.sh (so their steps cannot drift
/// apart), in images that have what the script needs (GitHub's ubuntu-24.04 runner; a slim Debian image
/// where the script installs curl), keep the JUnit file, the report and a recorded table where the script
/// writes them, and give the JUnit action the permission it needs. The script's steps run here: recording,
/// then checking, in a copy of a repository laid out as the examples expect.
@Suite struct CIExampleTests {
    static let root = TableCommandTests.root
    static let script = "sh ci/cell-heights.sh"
    static let kept = ["build/heights.xml", "build/heights-report", "build/recorded"]

    static func load(_ name: String) throws -> [String: Any] {
        let text = try String(contentsOf: root.appendingPathComponent("Examples/ci/\(name)"), encoding: .utf8)
        return try #require(try Yams.load(yaml: text) as? [String: Any], "\(name) is not a YAML mapping")
    }

    @Test func theGitHubWorkflowRunsTheScriptAndKeepsItsFiles() throws {
        let workflow = try Self.load("github-actions.yml")
        #expect((workflow["permissions"] as? [String: Any])?["checks"] as? String == "write")
        let jobs = try #require(workflow["jobs"] as? [String: Any])
        let job = try #require(jobs["heights"] as? [String: Any])
        #expect(job["container"] == nil && job["runs-on"] as? String == "ubuntu-24.04")
        let steps = try #require(job["steps"] as? [[String: Any]])
        #expect(steps.compactMap { $0["run"] as? String } == [Self.script])
        let upload = try #require(steps.first { ($0["uses"] as? String)?.hasPrefix("actions/upload-artifact@") == true })
        #expect(upload["if"] as? String == "always()")
        let paths = ((upload["with"] as? [String: Any])?["path"] as? String)?.split(separator: "\n").map(String.init)
        #expect(paths == Self.kept)
        #expect(steps.contains { ($0["uses"] as? String)?.hasPrefix("actions/cache@") == true })
        // `on: [push, pull_request]`: YAML 1.1 would read the key `on` as true; Yams reads YAML 1.2.
        #expect(workflow["on"] as? [String] == ["push", "pull_request"])
    }

    @Test func theGitLabJobRunsTheScriptAndKeepsItsFiles() throws {
        let pipeline = try Self.load("gitlab-ci.yml")
        let job = try #require(pipeline["cell-heights"] as? [String: Any])
        #expect(job["image"] as? String == "debian:bookworm-slim")
        #expect(job["script"] as? [String] == [Self.script])
        let artifacts = try #require(job["artifacts"] as? [String: Any])
        #expect(artifacts["when"] as? String == "always")
        #expect((artifacts["reports"] as? [String: Any])?["junit"] as? String == Self.kept[0])
        #expect(artifacts["paths"] as? [String] == Self.kept)
    }

    /// A repository as the examples expect it: the script, a template, a feed and (after recording) its table.
    static func repository() throws -> URL {
        let folder = Scratch.folder.appendingPathComponent("ci-example-\(UUID().uuidString)")
        let manager = FileManager.default
        for sub in ["ci", "Cells", "Fixtures"] { try manager.createDirectory(at: folder.appendingPathComponent(sub), withIntermediateDirectories: true) }
        try manager.copyItem(at: root.appendingPathComponent("Examples/ci/cell-heights.sh"), to: folder.appendingPathComponent("ci/cell-heights.sh"))
        try manager.copyItem(at: root.appendingPathComponent("Examples/status.yaml"), to: folder.appendingPathComponent("Cells/status.yaml"))
        let feed = try String(contentsOf: root.appendingPathComponent("Examples/status.jsonl"), encoding: .utf8)
        try Data((feed.split(separator: "\n").prefix(20).joined(separator: "\n") + "\n").utf8)
            .write(to: folder.appendingPathComponent("Fixtures/feed.jsonl"))
        return folder
    }

    static func runScript(in folder: URL, _ environment: String) throws -> CLIRunner.Result {
        try CLIRunner.shell("cd '\(folder.path)' && HOME='\(folder.path)' \(environment) \(Self.script)")
    }

    @Test func theScriptRecordsThenChecks() throws {
        let folder = try Self.repository()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tool = try CLIRunner.executable().path
        // Spaced and capitalised, as the tool still reads it as record mode.
        let recorded = try Self.runScript(in: folder, "CELLHEIGHT_BIN='\(tool)' CELLHEIGHT_RECORD=' True '")
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("build/recorded/status-heights.csv").path))
        let checked = try Self.runScript(in: folder, "CELLHEIGHT_BIN='\(tool)'")
        #expect(checked.status == 0, "\(checked.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("build/heights.xml").path))
        // An edited template fails the check, with the report of what moved.
        let template = folder.appendingPathComponent("Cells/status.yaml")
        let original = try String(contentsOf: template, encoding: .utf8)
        let edited = original.replacingOccurrences(of: "margins: {top: 12,", with: "margins: {top: 15,")
        #expect(edited != original)
        try Data(edited.utf8).write(to: template)
        let failed = try Self.runScript(in: folder, "CELLHEIGHT_BIN='\(tool)'")
        #expect(failed.status != 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("build/heights-report/index.html").path))
        // The job's log lists what moved (3 more points at the top: every row, +3), not only how many did,
        // and says where the report is and how to record the change.
        #expect(failed.stdout.contains("golden") && failed.stdout.contains("(+3)"), "\(failed.stdout)")
        #expect(failed.stderr.contains("build/heights-report/index.html") && failed.stderr.contains("CELLHEIGHT_RECORD=1"), "\(failed.stderr)")
        // Recording the change: the log lists what it changed, and the golden pictures' frames, recorded
        // beside the table, are kept with it.
        let pictures = try CLIRunner.shell("cd '\(folder.path)' && '\(tool)' table --template Cells/status.yaml --feed Fixtures/feed.jsonl "
                                           + "--device iphone-se --device iphone-16 --check Fixtures/status-heights.csv --record --record-pictures --quiet")
        #expect(pictures.status == 0, "\(pictures.stderr)")
        try Data(original.utf8).write(to: template)
        let rerecorded = try Self.runScript(in: folder, "CELLHEIGHT_BIN='\(tool)' CELLHEIGHT_RECORD=1")
        #expect(rerecorded.status == 0, "\(rerecorded.stderr)")
        #expect(rerecorded.stdout.contains("(-3)"), "\(rerecorded.stdout)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("build/recorded/status-heights.frames.jsonl").path))
    }

    @Test func withoutATarballOrToolTheScriptSaysWhatToSet() throws {
        let folder = try Self.repository()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.runScript(in: folder, "")
        #expect(result.status != 0)
        #expect(result.stderr.contains("CELLHEIGHT_URL"), "\(result.stderr)")
    }

    /// With a tarball made by `make dist` in this checkout, the script installs it from a URL (file://),
    /// checks its SHA-256, and runs the check with it.
    static let tarball: String? = {
        let dist = root.appendingPathComponent("dist")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dist.path)) ?? []
        return names.first { $0.hasSuffix(".tar.gz") }.map { dist.appendingPathComponent($0).path }
    }()

    @Test(.enabled(if: tarball != nil, "needs a tarball from `make dist`"))
    func theScriptInstallsTheTarball() throws {
        let folder = try Self.repository()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tarball = try #require(Self.tarball)
        let sum = try CLIRunner.shell("sha256sum '\(tarball)' | cut -d' ' -f1").stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let recorded = try Self.runScript(in: folder, "CELLHEIGHT_URL='file://\(tarball)' CELLHEIGHT_SHA256=\(sum) CELLHEIGHT_RECORD=1")
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let bad = try Self.runScript(in: folder, "CELLHEIGHT_HOME='\(folder.path)/other' CELLHEIGHT_URL='file://\(tarball)' CELLHEIGHT_SHA256=\(String(repeating: "0", count: 64))")
        #expect(bad.status != 0)
    }
}
