import Foundation
import Testing

/// The files a template reaches are inputs like the template itself: an Interface Builder document named
/// with its cell (`Cell.xib#NoteCell`), the document a YAML template names, and the asset catalog's
/// `Contents.json` files and images. No output of a run replaces one of them.
@Suite struct TemplateInputSafetyTests {
    /// A folder holding NoteCell.xib (one label bound by its outlet `noteLabel`) and a one-item feed.
    static func cellFolder() throws -> (xib: URL, feed: URL) {
        let xib = try CLIRunner.temporaryFile(Data(InterfaceBuilderCommandTests.xib.utf8), name: "NoteCell.xib")
        let feed = xib.deletingLastPathComponent().appendingPathComponent("feed.jsonl")
        try Data(#"{"id": 1, "noteLabel": "One line"}"#.utf8 + [10]).write(to: feed)
        return (xib, feed)
    }

    @Test func outNamingTheDocumentOfACellReferenceIsRefused() throws {
        let (xib, feed) = try Self.cellFolder()
        defer { CLIRunner.discard(xib) }
        let before = try Data(contentsOf: xib)
        let result = try CLIRunner.run(["table", "--template", xib.path + "#NoteCell", "--feed", feed.path, "--width", "375",
                                        "--out", xib.path, "--quiet"])
        #expect(result.status == ExitStatus.usage, "\(result.stderr)")
        #expect(result.stderr.contains("--out \(xib.path) is the same file as the --template \(xib.path)"), "\(result.stderr)")
        #expect(try Data(contentsOf: xib) == before)
    }

    @Test func renderOutNamingTheDocumentOfACellReferenceIsRefused() throws {
        let (xib, feed) = try Self.cellFolder()
        defer { CLIRunner.discard(xib) }
        let before = try Data(contentsOf: xib)
        let result = try CLIRunner.run(["render", "--template", xib.path + "#NoteCell", "--feed", feed.path, "--width", "375",
                                        "--out", xib.path])
        #expect(result.status == ExitStatus.usage, "\(result.stderr)")
        #expect(result.stderr.contains("--out \(xib.path) is the same file as the --template \(xib.path)"), "\(result.stderr)")
        #expect(try Data(contentsOf: xib) == before)
    }

    @Test func junitNamingTheDocumentOfACellReferenceIsRefused() throws {
        let (xib, feed) = try Self.cellFolder()
        defer { CLIRunner.discard(xib) }
        let golden = xib.deletingLastPathComponent().appendingPathComponent("golden.csv")
        try Data("id,width,height\n1,375,44\n".utf8).write(to: golden)
        let before = try Data(contentsOf: xib)
        let result = try CLIRunner.run(["table", "--template", xib.path + "#NoteCell", "--feed", feed.path, "--width", "375",
                                        "--check", golden.path, "--junit", xib.path, "--quiet"])
        #expect(result.status == ExitStatus.usage, "\(result.stderr)")
        #expect(result.stderr.contains("--junit \(xib.path) is the same file as the --template \(xib.path)"), "\(result.stderr)")
        #expect(try Data(contentsOf: xib) == before)
    }
}
