import Foundation
import HeightService
import LayoutTestSupport
import Testing

/// A served template's other files (here its asset catalog) as they change under a running server: a set
/// added to the catalog is served, a release for another iOS is never made from files the version serving
/// did not read, and an image that became a link out of the folder is not drawn.
@Suite struct TemplateFilesTests {
    /// A folder with `photo.yaml` (`SampleTemplates.catalogPhoto`) and a copy of the fixture catalog.
    static func photoFolder() throws -> String {
        let folder = try templateFolder([])
        try FileManager.default.copyItem(atPath: tinyCatalogPath, toPath: folder + "/Tiny.xcassets")
        try SampleTemplates.catalogPhoto.write(toFile: folder + "/photo.yaml", atomically: true, encoding: .utf8)
        return folder
    }

    static func heights(_ service: HeightService, picture: String, ios: String? = nil) throws -> [String: Any] {
        let release = ios.map { #", "ios": "\#($0)""# } ?? ""
        return try json(try service.heights(body: Array(#"{"template": "photo", "items": [{"id": 1, "picture": "\#(picture)"}], "widths": [375], "scales": [1]\#(release)}"#.utf8)))
    }

    static func height(_ answer: [String: Any]) -> Double? { (answer["rows"] as? [[String: Any]])?.first?["height"] as? Double }

    /// A set added to the catalog changes the catalog folder's stamp: the next reload reads it, and an item
    /// naming it has the height of an item naming the set it was copied from (23 x 34 points at 1x).
    @Test func aSetAddedToTheCatalogIsServedAfterTheNextReload() throws {
        let folder = try Self.photoFolder()
        let service = try service(folder)
        let icon = try #require(Self.height(try Self.heights(service, picture: "icon")))
        let before = try Self.heights(service, picture: "copy")
        #expect(Self.height(before) == nil && "\(before["errors"] ?? "")".contains("no image named"), "\(before)")
        try FileManager.default.copyItem(atPath: folder + "/Tiny.xcassets/icon.imageset", toPath: folder + "/Tiny.xcassets/copy.imageset")
        #expect(service.store.reload() == ["photo"])
        #expect(Self.height(try Self.heights(service, picture: "copy")) == icon)
    }

    /// While an edit that does not load keeps the previous version serving, a release not made before is
    /// refused (409, naming the load error), not made from the previous text and the files as they are now.
    @Test func anotherIOSIsNotMadeFromFilesTheServingVersionDidNotRead() throws {
        let folder = try Self.photoFolder()
        let service = try service(folder)
        let served = try #require(Self.height(try Self.heights(service, picture: "icon", ios: "17")))
        try (SampleTemplates.catalogPhoto + "\nviews: [").write(toFile: folder + "/photo.yaml", atomically: true, encoding: .utf8)
        // The image changes, 16 x 16 pixels where it was 23 x 34: a release made from the catalog now would be another height.
        try FileManager.default.copyItem(atPath: folder + "/Tiny.xcassets/Badges/star.imageset/star.png", toPath: folder + "/star.png")
        try FileManager.default.removeItem(atPath: folder + "/Tiny.xcassets/icon.imageset/图标.png")
        try FileManager.default.moveItem(atPath: folder + "/star.png", toPath: folder + "/Tiny.xcassets/icon.imageset/图标.png")
        #expect(service.store.reload().isEmpty)
        #expect(Self.height(try Self.heights(service, picture: "icon", ios: "17")) == served)
        #expect(performing: { _ = try Self.heights(service, picture: "icon", ios: "16") }, throws: { error in
            guard let error = error as? ServiceError else { return false }
            return error.status == 409 && error.message.contains("files changed since the version serving was loaded")
                && error.message.contains("photo.yaml")
        })
    }

    /// A template naming a document that is not in the folder says the file is missing, as `lint` does; it
    /// said the file was outside the folder. A document outside it still is. An Interface Builder document no
    /// template reads is listed for the note `serve` gives at start; one a template reads is not.
    @Test func aMissingDocumentIsSaidMissingNotOutside() throws {
        let folder = try templateFolder([])
        try "interfaceBuilder: {file: Missing.xib, cell: cel-La-001}\n".write(toFile: folder + "/missing.yaml", atomically: true, encoding: .utf8)
        try "interfaceBuilder: {file: ../Outside.xib, cell: cel-La-001}\n".write(toFile: folder + "/outside.yaml", atomically: true, encoding: .utf8)
        // In a folder that is not there either: missing too. A link whose target is missing: refused, as its
        // target could be made outside the folder.
        try "interfaceBuilder: {file: sub/deeper/Missing.xib, cell: cel-La-001}\n".write(toFile: folder + "/nested.yaml", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/Dangling.xib", withDestinationPath: "/nonexistent-cellheight/Dangling.xib")
        try "interfaceBuilder: {file: Dangling.xib, cell: cel-La-001}\n".write(toFile: folder + "/dangling.yaml", atomically: true, encoding: .utf8)
        let document = repositoryRoot.appendingPathComponent("Tests/FeedTablesTests/Fixtures/InterfaceBuilder/LabelsCell.xib").path
        try FileManager.default.copyItem(atPath: document, toPath: folder + "/LabelsCell.xib")
        try FileManager.default.copyItem(atPath: document, toPath: folder + "/Unnamed.xib")
        try "interfaceBuilder: {file: LabelsCell.xib, cell: cel-La-001}\n".write(toFile: folder + "/labels.yaml", atomically: true, encoding: .utf8)
        let service = try service(folder)
        let errors = Dictionary(uniqueKeysWithValues: service.store.loadErrors.map { ($0.name, $0.error) })
        #expect(errors["missing"]?.contains("Missing.xib") == true && errors["missing"]?.contains("outside") == false, "\(errors)")
        #expect(errors["outside"]?.contains("is not read: outside --templates") == true, "\(errors)")
        #expect(errors["nested"]?.contains("Missing.xib") == true && errors["nested"]?.contains("outside") == false, "\(errors)")
        #expect(errors["dangling"]?.contains("is not read: outside --templates") == true, "\(errors)")
        // The link was refused before it was read: no template reads it either.
        #expect(service.store.interfaceBuilderFiles() == ["Dangling.xib", "Unnamed.xib"])
    }

    /// A YAML template naming an Interface Builder cell in a subfolder (`ib/LabelsCell.xib`): another iOS
    /// release's version is read again from the YAML file's own folder, as the serving version was. It was
    /// read as if the YAML file sat beside the document (`ib/ib/LabelsCell.xib`, refused as outside the
    /// folder, or another file where one stood there). Heights as those of the same YAML beside the document.
    @Test func anotherIOSOfAWrapperInAnotherFolderReadsTheSameDocument() throws {
        let document = repositoryRoot.appendingPathComponent("Tests/FeedTablesTests/Fixtures/InterfaceBuilder/LabelsCell.xib").path
        let nested = try templateFolder([]), beside = try templateFolder([])
        try FileManager.default.createDirectory(atPath: nested + "/ib", withIntermediateDirectories: false)
        try FileManager.default.copyItem(atPath: document, toPath: nested + "/ib/LabelsCell.xib")
        try FileManager.default.copyItem(atPath: document, toPath: beside + "/LabelsCell.xib")
        try "interfaceBuilder: {file: ib/LabelsCell.xib, cell: cel-La-001}\n".write(toFile: nested + "/labels.yaml", atomically: true, encoding: .utf8)
        try "interfaceBuilder: {file: LabelsCell.xib, cell: cel-La-001}\n".write(toFile: beside + "/labels.yaml", atomically: true, encoding: .utf8)
        func height(_ folder: String, ios: String) throws -> Double? {
            let body = #"{"template": "labels", "items": [{"id": 1, "titleLabel": "Title", "bodyLabel": "一二三四五"}], "widths": [375], "scales": [2], "ios": "\#(ios)"}"#
            return Self.height(try json(try service(folder).heights(body: Array(body.utf8))))
        }
        for ios in ["17", "26"] {
            let expected = try #require(try height(beside, ios: ios))
            #expect(try height(nested, ios: ios) == expected, "iOS \(ios)")
        }
    }

    /// An image file that became a link out of the folder after the template loaded is not read when drawn:
    /// the picture's error says so (the version serving stays, as the reload that saw the link failed).
    @Test func anImageLinkedOutOfTheFolderIsNotDrawn() throws {
        let folder = try Self.photoFolder()
        let outside = try templateFolder([])
        try FileManager.default.copyItem(atPath: folder + "/Tiny.xcassets/icon.imageset/图标@3x.png", toPath: outside + "/secret.png")
        let service = try service(folder)
        let body = Array(#"{"template": "photo", "widths": [375], "scales": [1], "item": {"id": 1, "picture": "icon"}}"#.utf8)
        let drawn = try json(try service.preview(body: body))
        #expect((drawn["pictures"] as? [Any])?.count == 1 && (drawn["errors"] as? [Any])?.isEmpty == true, "\(drawn["errors"] ?? "")")
        // The file drawn: the set's highest scale.
        let image = folder + "/Tiny.xcassets/icon.imageset/图标@3x.png"
        try FileManager.default.removeItem(atPath: image)
        try FileManager.default.createSymbolicLink(atPath: image, withDestinationPath: outside + "/secret.png")
        service.store.reload()
        let refused = try json(try service.preview(body: body))
        #expect((refused["pictures"] as? [Any])?.isEmpty == true, "\(refused)")
        #expect("\(refused["errors"] ?? "")".contains("not read: outside --templates"), "\(refused["errors"] ?? "")")
    }

    /// A file changed that no reload has read yet: another release waits for the reload (503, Retry-After 1),
    /// and is made once it has read the change.
    @Test func anotherIOSWaitsForTheReloadOfAChange() throws {
        let folder = try Self.photoFolder()
        let service = try service(folder)
        _ = try Self.heights(service, picture: "icon")
        try FileManager.default.removeItem(atPath: folder + "/Tiny.xcassets/icon.imageset/图标.png")
        try FileManager.default.copyItem(atPath: folder + "/Tiny.xcassets/Badges/star.imageset/star.png",
                                         toPath: folder + "/Tiny.xcassets/icon.imageset/图标.png")
        #expect(performing: { _ = try Self.heights(service, picture: "icon", ios: "16") }, throws: { error in
            guard let error = error as? ServiceError else { return false }
            return error.status == 503 && error.retryAfter == 1 && error.message.contains("made once the next reload has read them")
        })
        #expect(service.store.reload() == ["photo"])
        let star = try #require(Self.height(try Self.heights(service, picture: "Badges/star", ios: "16")))
        #expect(Self.height(try Self.heights(service, picture: "icon", ios: "16")) == star)
    }
}
