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

    /// A copy of the fixture catalog and PhotoCell.xib (one image view, outlet `photoView`) beside a YAML
    /// template that names both, and a one-item feed.
    static func photoFolder() throws -> URL {
        let fixtures = TableCommandTests.root.appendingPathComponent("Tests/FeedTablesTests/Fixtures")
        let yaml = try CLIRunner.temporaryFile(Data("""
            interfaceBuilder: {file: PhotoCell.xib, cell: PhotoCell}
            assets: Tiny.xcassets
            bindings:
              photoView: {image: avatar}
            """.utf8), name: "photo.yaml")
        let folder = yaml.deletingLastPathComponent()
        for name in ["PhotoCell.xib", "Tiny.xcassets"] {
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        try Data(#"{"id": 1, "avatar": "wide"}"#.utf8 + [10]).write(to: folder.appendingPathComponent("feed.jsonl"))
        return folder
    }

    /// `table --out FILE` with the YAML template of `photoFolder`.
    static func table(_ folder: URL, out: String) throws -> CLIRunner.Result {
        try CLIRunner.run(["table", "--template", folder.appendingPathComponent("photo.yaml").path,
                           "--feed", folder.appendingPathComponent("feed.jsonl").path, "--width", "375", "--out", out, "--quiet"])
    }

    @Test func outNamingTheDocumentAYAMLTemplateNamesIsRefused() throws {
        let folder = try Self.photoFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let xib = folder.appendingPathComponent("PhotoCell.xib")
        let before = try Data(contentsOf: xib)
        let result = try Self.table(folder, out: xib.path)
        #expect(result.status == ExitStatus.usage, "\(result.stderr)")
        #expect(result.stderr.contains("--out \(xib.path) is the same file as the Interface Builder document named in the --template, \(xib.path)"),
                "\(result.stderr)")
        #expect(try Data(contentsOf: xib) == before)
    }

    @Test func outNamingAnAssetCatalogsFilesIsRefused() throws {
        let folder = try Self.photoFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["wide.imageset/wide@2x.png", "wide.imageset/Contents.json", "Badges/Contents.json", "Badges/star.imageset/star.png"] {
            let file = folder.appendingPathComponent("Tiny.xcassets/" + name)
            let before = try Data(contentsOf: file)
            let result = try Self.table(folder, out: file.path)
            #expect(result.status == ExitStatus.usage, "\(name): \(result.stderr)")
            #expect(result.stderr.contains("--out \(file.path) is the same file as the asset catalog file \(file.path)"), "\(result.stderr)")
            #expect(try Data(contentsOf: file) == before, "\(name)")
        }
        // The same image through a link to it.
        let link = folder.appendingPathComponent("link.png")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "Tiny.xcassets/wide.imageset/wide@2x.png")
        let linked = try Self.table(folder, out: link.path)
        #expect(linked.status == ExitStatus.usage && linked.stderr.contains("is the same file as the asset catalog file"), "\(linked.stderr)")
    }

    @Test func renderOutNamingAnAssetCatalogsImageIsRefused() throws {
        let folder = try Self.photoFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = folder.appendingPathComponent("Tiny.xcassets/wide.imageset/wide@2x.png")
        let before = try Data(contentsOf: image)
        let result = try CLIRunner.run(["render", "--template", folder.appendingPathComponent("photo.yaml").path,
                                        "--feed", folder.appendingPathComponent("feed.jsonl").path, "--width", "375", "--out", image.path])
        #expect(result.status == ExitStatus.usage, "\(result.stderr)")
        #expect(try Data(contentsOf: image) == before)
    }
}
