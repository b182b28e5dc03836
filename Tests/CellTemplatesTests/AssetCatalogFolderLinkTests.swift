import CellTemplates
import Foundation
import LayoutTestSupport
import Testing

/// Folder links inside an asset catalog: each folder is read once, however many links lead to it, so a
/// chain of folders with two links each to the next costs one visit per folder, not 2^n. Trees are built
/// in a temporary folder (no links are committed).
@Suite struct AssetCatalogFolderLinkTests {
    /// A PNG's signature and IHDR chunk of `width` x `height` pixels: all the reader looks at.
    static func pngHeader(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        return Data(bytes + [8, 0, 0, 0, 0, 0, 0, 0, 0])
    }

    /// A new, empty catalog folder in a temporary folder of its own (removed by the caller).
    static func emptyCatalog() throws -> String {
        let folder = Scratch.folder.appendingPathComponent("catalog-links-\(UUID())").path
        let catalog = folder + "/Links.xcassets"
        try FileManager.default.createDirectory(atPath: catalog, withIntermediateDirectories: true)
        return catalog
    }

    /// `folder/NAME.imageset` holding one 1x PNG of `width` x `height` pixels.
    static func addImageSet(_ name: String, in folder: String, width: UInt32 = 4, height: UInt32 = 2) throws {
        let set = folder + "/" + name + ".imageset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        try Data(#"{"images": [{"filename": "i.png", "idiom": "universal", "scale": "1x"}]}"#.utf8)
            .write(to: URL(fileURLWithPath: set + "/Contents.json"))
        try pngHeader(width: width, height: height).write(to: URL(fileURLWithPath: set + "/i.png"))
    }

    /// Folders d0 ... d(n-1) at the catalog's top, each with links `a` and `b` to the next one. With
    /// `namespaces`, each is a group that provides a namespace and holds `x.imageset`, so every visit of
    /// a folder adds an image named by the path it was reached by.
    static func chain(_ count: Int, in catalog: String, namespaces: Bool) throws {
        for index in 0..<count {
            let folder = catalog + "/d\(index)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            if namespaces {
                try Data(#"{"properties": {"provides-namespace": true}}"#.utf8).write(to: URL(fileURLWithPath: folder + "/Contents.json"))
                try addImageSet("x", in: folder)
            }
            if index + 1 < count {
                for link in ["a", "b"] {
                    try FileManager.default.createSymbolicLink(atPath: folder + "/" + link, withDestinationPath: "../d\(index + 1)")
                }
            }
        }
    }

    @Test func eachFolderOfALinkedChainIsReadOnceByItsOwnPath() throws {
        let catalog = try Self.emptyCatalog()
        defer { try? FileManager.default.removeItem(atPath: (catalog as NSString).deletingLastPathComponent) }
        try Self.chain(5, in: catalog, namespaces: true)
        let loaded = try AssetCatalog.load(catalog)
        // One visit per folder: five images, named by the folders' own paths. Following every link would
        // reach d(k) by 2^(k+1) - 1 paths: 1 + 3 + 7 + 15 + 31 = 57 images under names such as "d0/a/b/x".
        #expect(loaded.images.count == 5)
        #expect(Set(loaded.images.keys) == ["d0/x", "d1/x", "d2/x", "d3/x", "d4/x"])
    }

    @Test(.timeLimit(.minutes(5))) func aChainOfThirtyFoldersWithTwoLinksEachEnds() throws {
        let catalog = try Self.emptyCatalog()
        defer { try? FileManager.default.removeItem(atPath: (catalog as NSString).deletingLastPathComponent) }
        try Self.chain(30, in: catalog, namespaces: false)
        // Following every link would visit d29 2^30 - 1 times; read once each, the 30 folders hold no image.
        #expect(try AssetCatalog.load(catalog).images.isEmpty)
    }

    @Test func aLinkToAnEnclosingFolderIsNotFollowedAgain() throws {
        let catalog = try Self.emptyCatalog()
        defer { try? FileManager.default.removeItem(atPath: (catalog as NSString).deletingLastPathComponent) }
        try FileManager.default.createDirectory(atPath: catalog + "/Group", withIntermediateDirectories: true)
        try Self.addImageSet("star", in: catalog + "/Group")
        try FileManager.default.createSymbolicLink(atPath: catalog + "/Group/up", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: catalog + "/Group/self", withDestinationPath: ".")
        // Without the link: one image, "star", 4 x 2 points; a loop would name it twice or nest too deep.
        let loaded = try AssetCatalog.load(catalog)
        #expect(Set(loaded.images.keys) == ["star"])
    }

    @Test func aLinkToAFolderTheCatalogDoesNotOtherwiseReachIsRead() throws {
        let catalog = try Self.emptyCatalog()
        defer { try? FileManager.default.removeItem(atPath: (catalog as NSString).deletingLastPathComponent) }
        // ".Shared" is hidden (names starting with a dot are not read), so the link is its only way in.
        try Self.addImageSet("logo", in: catalog + "/.Shared", width: 30, height: 10)
        try FileManager.default.createSymbolicLink(atPath: catalog + "/Shared", withDestinationPath: ".Shared")
        let loaded = try AssetCatalog.load(catalog)
        #expect(Set(loaded.images.keys) == ["logo"])
        #expect(loaded.image(named: "logo")?.size.width == 30)
    }
}
