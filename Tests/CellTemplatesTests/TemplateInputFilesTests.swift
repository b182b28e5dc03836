import CellTemplates
import Foundation
import LayoutTestSupport
import Testing

/// `CellTemplate.inputFiles`: every file loading a template read, so that a program writing files can
/// refuse to write over one. The fixture catalog's files are listed by hand from its folders: a group's
/// `Contents.json` (Badges), every image set's `Contents.json`, and the one file chosen per image (the
/// highest iPhone scale); the app icon set is skipped, and the root `Contents.json` is never read.
@Suite struct TemplateInputFilesTests {
    static let fixtures = repositoryRoot.appendingPathComponent("Tests/FeedTablesTests/Fixtures").path

    static var catalogFiles: Set<TemplateInputFile> {
        let catalog = tinyCatalogPath
        // The group folders listed too (the catalog's own and Badges): a set added to one changes its stamp.
        let folders = [catalog, catalog + "/Badges"].map { TemplateInputFile(path: $0, kind: .assetCatalog) }
        return Set(folders + [
            "Badges/Contents.json", "Badges/star.imageset/Contents.json", "Badges/star.imageset/star.png",
            "empty.imageset/Contents.json",
            // Both of the icon's files: a 1x screen shows the 1x one, a 3x screen the 3x one.
            "icon.imageset/Contents.json", "icon.imageset/图标.png", "icon.imageset/图标@3x.png",
            "vector.imageset/Contents.json", "vector.imageset/vector.pdf",
            "wide.imageset/Contents.json", "wide.imageset/wide@2x.png",
        ].map { TemplateInputFile(path: catalog + "/" + $0, kind: .assetCatalog) })
    }

    @Test func aYAMLTemplateListsItselfTheDocumentItNamesAndTheCatalogsFiles() throws {
        let yaml = try TemporaryTemplateFile.write("""
            interfaceBuilder: {file: \(photoCellPath), cell: PhotoCell}
            assets: \(tinyCatalogPath)
            bindings:
              photoView: {image: avatar}
            """, name: "photo-ib.yaml")
        defer { try? FileManager.default.removeItem(atPath: (yaml as NSString).deletingLastPathComponent) }
        let cell = try CellTemplate.load(file: yaml, textCache: Shared.cache)
        #expect(cell.inputFiles.first == TemplateInputFile(path: yaml, kind: .template))
        #expect(cell.inputFiles.count == 2 + Self.catalogFiles.count)
        #expect(Set(cell.inputFiles) == Set([TemplateInputFile(path: yaml, kind: .template),
                                              TemplateInputFile(path: photoCellPath, kind: .interfaceBuilderDocument)])
                .union(Self.catalogFiles))
    }

    @Test func anInterfaceBuilderCellWithItsSuffixListsTheDocument() throws {
        let cell = try CellTemplate.load(file: photoCellPath + "#PhotoCell", textCache: Shared.cache, assets: tinyCatalogPath)
        #expect(cell.inputFiles.first == TemplateInputFile(path: photoCellPath, kind: .template))
        #expect(Set(cell.inputFiles) == Set([TemplateInputFile(path: photoCellPath, kind: .template)]).union(Self.catalogFiles))
    }

    @Test func aTemplateWithoutOtherFilesListsItselfAlone() throws {
        let cell = try CellTemplate.load(file: examplePath("status.yaml"), textCache: Shared.cache)
        #expect(cell.inputFiles == [TemplateInputFile(path: examplePath("status.yaml"), kind: .template)])
        // Parsed from text, nothing was read from a file.
        let parsed = try template("views:\n  - label: {name: a}\nconstraints:\n  - \"V:|-[a]-|\"\n  - \"H:|-[a]-|\"\n")
        #expect(parsed.inputFiles.isEmpty)
    }
}

/// A file in a new temporary folder, for a template whose own path a test needs.
enum TemporaryTemplateFile {
    static func write(_ text: String, name: String) throws -> String {
        let folder = Scratch.folder.appendingPathComponent("cellheight-template-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }
}
