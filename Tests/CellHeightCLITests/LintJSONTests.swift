import Foundation
import Testing

/// `lint --format json` without --frames: one object whose issues carry their severity, kind and place, in
/// the order lint says them as text; `--format github`: the same issues as GitHub Actions workflow commands.
/// The exit status as the text's.
@Suite struct LintJSONTests {
    static func object(_ result: CLIRunner.Result) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result)")
    }

    static func issues(_ object: [String: Any]) -> [[String: Any]] { object["issues"] as? [[String: Any]] ?? [] }

    @Test func aCleanTemplateIsOKWithNoIssues() throws {
        let result = try CLIRunner.run(["lint", TableCommandTests.example("status.yaml"), "--format", "json"])
        #expect(result.status == ExitStatus.success, "\(result)")
        let object = try Self.object(result)
        #expect(object["ok"] as? Bool == true && Self.issues(object).isEmpty && object["items"] as? Int == 1 && object["width"] as? Double == 375)
        // The status example's 12 views and 18 constraint lines, as the text's "ok" line counts them.
        let text = try CLIRunner.run(["lint", TableCommandTests.example("status.yaml")])
        #expect(text.stdout.contains("ok (\(object["views"] as? Int ?? -1) views, \(object["constraintLines"] as? Int ?? -1) constraint lines"), "\(text.stdout)")
    }

    /// FixedRowCell (a label and a view tied to no common edge, in a table whose rows are 60 points): the fixed
    /// row's warning at the table's line 8, then the self-sizing check's finding on the empty sample, a
    /// problem (its rows take the table's 60 points; it does not size itself).
    @Test func anInterfaceBuilderCellsWarningAndItsLayoutProblem() throws {
        let path = InterfaceBuilderCanvasCommandTests.fixture("UnsizedRows.storyboard")
        let result = try CLIRunner.run(["lint", path, "--cell", "FixedRowCell", "--format", "json"])
        #expect(result.status == ExitStatus.failure, "\(result)")
        let object = try Self.object(result)
        #expect(object["ok"] as? Bool == false)
        let issues = Self.issues(object)
        let kinds = issues.map { "\($0["severity"] as? String ?? "-") \($0["kind"] as? String ?? "-")" }
        #expect(kinds.contains("warning fixedRowHeight") && kinds.last == "problem notSelfSizing", "\(kinds)")
        let fixed = try #require(issues.first { $0["kind"] as? String == "fixedRowHeight" })
        #expect(fixed["file"] as? String == path && fixed["line"] as? Int == 8 && fixed["column"] is NSNull)
        #expect((fixed["message"] as? String)?.contains("its table view gives every row 60 points") == true)
        // Named as FILE#CELL: the object says the template as given, each issue the document it is in.
        let named = try Self.object(try CLIRunner.run(["lint", path + "#FixedRowCell", "--format", "json"]))
        #expect(named["template"] as? String == path + "#FixedRowCell")
        #expect(Self.issues(named).allSatisfy { $0["file"] as? String == path }, "\(Self.issues(named))")
    }

    /// A feed that cannot be read is an error issue, still in one object on standard output.
    @Test func aFeedThatCannotBeReadIsAnError() throws {
        let result = try CLIRunner.run(["lint", TableCommandTests.example("chat.yaml"), "--feed", "/nonexistent/feed.jsonl", "--format", "json"])
        #expect(result.status == ExitStatus.failure, "\(result)")
        let object = try Self.object(result)
        let error = try #require(Self.issues(object).last)
        #expect(object["ok"] as? Bool == false && error["severity"] as? String == "error" && error["kind"] as? String == "feed", "\(object)")
        #expect((error["message"] as? String)?.isEmpty == false && object["items"] as? Int == 0)
    }

    /// A template that cannot be loaded is one issue, an error at its line, column and field (a line count
    /// of -3 at line 2, column 29: `  - label: {name: t, lines: -3}`).
    @Test func aTemplateThatCannotBeLoadedIsOneError() throws {
        let template = try CLIRunner.temporaryFile(Data("views:\n  - label: {name: t, lines: -3}\n".utf8), name: "bad.yaml")
        defer { CLIRunner.discard(template) }
        let result = try CLIRunner.run(["lint", template.path, "--format", "json"])
        #expect(result.status == ExitStatus.failure && result.stderr.isEmpty, "\(result)")
        let object = try Self.object(result)
        let issues = Self.issues(object)
        #expect(object["ok"] as? Bool == false && issues.count == 1)
        let error = try #require(issues.first)
        #expect(error["severity"] as? String == "error" && error["kind"] as? String == "template")
        #expect(error["line"] as? Int == 2 && error["column"] as? Int == 29 && error["path"] as? String == "views[0].label.lines", "\(error)")
    }

    /// A feed line that is not JSON is a problem of kind "feed" at its line; the good line is laid out.
    @Test func aBadFeedLineIsAProblemAtItsLine() throws {
        let feed = try CLIRunner.temporaryFile(Data("{\"id\": 1, \"text\": \"hi\", \"user\": \"a\"}\nnot json\n".utf8))
        defer { CLIRunner.discard(feed) }
        let result = try CLIRunner.run(["lint", TableCommandTests.example("chat.yaml"), "--feed", feed.path, "--format", "json"])
        #expect(result.status == ExitStatus.failure, "\(result)")
        let object = try Self.object(result)
        let bad = try #require(Self.issues(object).first { $0["kind"] as? String == "feed" })
        #expect(bad["severity"] as? String == "problem" && bad["file"] as? String == feed.path && bad["line"] as? Int == 2, "\(bad)")
        #expect((bad["message"] as? String)?.contains("invalid JSON") == true && object["items"] as? Int == 1)
    }

    /// The fixed-row warning at the table's line 8 and the self-sizing check's two findings (at no line) as
    /// annotations; --frames has no annotations to give.
    @Test func githubAnnotationsAtTheirPlaces() throws {
        let path = InterfaceBuilderCanvasCommandTests.fixture("UnsizedRows.storyboard")
        let result = try CLIRunner.run(["lint", path, "--cell", "FixedRowCell", "--format", "github"])
        #expect(result.status == ExitStatus.failure, "\(result)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(result.stdout)")
        #expect(lines.first?.hasPrefix("::warning file=\(path),line=8,title=cellheight lint%3A fixedRowHeight::the cell does not decide its height (") == true,
                "\(result.stdout)")
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("::error file=\(path),title=cellheight lint%3A notSelfSizing::an empty item: ") }
                && lines.last?.hasSuffix("not chained vertically: View 'ib_fx1_Ur_0bt'") == true, "\(result.stdout)")
        let frames = try CLIRunner.run(["lint", path, "--cell", "FixedRowCell", "--frames", "--format", "github"])
        #expect(frames.status == ExitStatus.usage && frames.stderr.contains("--format github"), "\(frames)")
    }

    /// A property's `:` and `,` are escaped as GitHub's toolkit escapes them (a file named `a,b:c.yaml`); the
    /// field's path leads the message, at the refusal's line and column.
    @Test func githubEscapesAFileName() throws {
        let folder = try CLIRunner.temporaryFile(Data(), name: "placeholder").deletingLastPathComponent()
        let template = folder.appendingPathComponent("a,b:c.yaml")
        try Data("views:\n  - label: {name: t, lines: -3}\n".utf8).write(to: template)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLIRunner.run(["lint", template.path, "--format", "github"])
        #expect(result.status == ExitStatus.failure, "\(result)")
        let escaped = template.path.replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
        #expect(result.stdout == "::error file=\(escaped),line=2,col=29,title=cellheight lint%3A template::views[0].label.lines: "
                + "expected a whole number from 0 to 10000, got the number -3\n", "\(result.stdout)")
    }
}
