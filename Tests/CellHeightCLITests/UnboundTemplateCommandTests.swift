import Foundation
import LayoutTestSupport
import Testing

/// `table` with a template whose bindings the feed cannot fill: refused with the fields named (exit 1,
/// no row); one binding no item fills is a warning, and fails the run under --strict.
@Suite struct UnboundTemplateCommandTests {
    static let twoBindings = """
    views:
      - label: {name: title, font: {family: Inter, size: 17}}
      - label: {name: body, font: {family: Inter, size: 17}, lines: 0}
    constraints:
      - "H:|-16-[title]-16-|"
      - "H:|-16-[body]-16-|"
      - "V:|-12-[title]-4-[body]-12-|"
    bindings:
      title: headline
      body: text
    """

    static func run(_ feedText: String, strict: Bool = false, template text: String = SampleTemplates.issue) throws -> CLIRunner.Result {
        let template = try CLIRunner.temporaryFile(Data(text.utf8), name: "body.yaml")
        let folder = template.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: folder) }
        let feed = folder.appendingPathComponent("feed.jsonl")
        try Data(feedText.utf8).write(to: feed)
        return try CLIRunner.run(["table", "--template", template.path, "--feed", feed.path, "--width", "375", "--quiet"]
                                 + (strict ? ["--strict"] : []))
    }

    @Test func noItemWithTheBoundFieldIsAnError() throws {
        let result = try Self.run("{\"id\": 1, \"body\": \"a\"}\n{\"id\": 2, \"title\": \"b\"}\n")
        #expect(result.status == ExitStatus.failure)
        #expect(result.stderr.contains("none of the first 2 item(s) has a field the template binds (body: text)"), "\(result.stderr)")
        #expect(result.stdout == "id,width,height\n")
    }

    /// The same items on standard input (a stream, a Spark partition holding only deleted items) are
    /// measured, and the run's end warns of the field no item had: a shard of a feed cannot fail where the
    /// whole feed passes.
    @Test func aStreamWithoutTheBoundFieldGoesOnAndWarns() throws {
        let template = try CLIRunner.temporaryFile(Data(SampleTemplates.issue.utf8), name: "body.yaml")
        defer { try? FileManager.default.removeItem(at: template.deletingLastPathComponent()) }
        let feed = Data("{\"id\": \"deleted-1\", \"deleted\": true}\n{\"id\": \"deleted-2\", \"deleted\": true}\n".utf8)
        let result = try CLIRunner.run(["table", "--template", template.path, "--feed", "-", "--width", "375", "--quiet"], stdin: feed)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").count == 3, "\(result.stdout)")
        #expect(result.stderr.contains("no item has the field of the binding body: text"), "\(result.stderr)")
    }

    /// SampleTemplates.issue binds one field; a second template binding is not needed to see the warning
    /// path: an item stream where the field appears passes with and without --strict.
    @Test func aFilledBindingPassesStrict() throws {
        let result = try Self.run("{\"id\": 1, \"text\": \"a\"}\n{\"id\": 2}\n", strict: true)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("no item has the field"))
    }

    @Test func aBindingNoItemFillsWarnsAndFailsStrict() throws {
        let feed = "{\"id\": 1, \"text\": \"a\"}\n"
        let plain = try Self.run(feed, template: Self.twoBindings)
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(plain.stderr.contains("warning:") && plain.stderr.contains("no item has the field of the binding title: headline"), "\(plain.stderr)")
        let strict = try Self.run(feed, strict: true, template: Self.twoBindings)
        #expect(strict.status == ExitStatus.failure)
        #expect(strict.stderr.contains("--strict: 1 binding(s) had no field in any item"), "\(strict.stderr)")
    }
}
