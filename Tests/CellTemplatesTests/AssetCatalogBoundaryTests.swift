import CellTemplates
import Foundation
import Testing

/// An asset catalog is read within its own folder: a link that leads outside it is an error naming the
/// link, and no message shows a file's bytes (a link to /etc/hostname once printed the host name in hex).
@Suite struct AssetCatalogBoundaryTests {
    typealias Trees = AssetCatalogFolderLinkTests

    static func error(_ path: String) -> AssetCatalogError? {
        do { _ = try AssetCatalog.load(path); return nil } catch { return error }
    }

    /// Why the catalog at `path`, which loads, cannot measure the image `name`: a file that is no image it
    /// can measure fails only the cells that show it.
    static func unmeasurable(_ path: String, _ name: String) -> String? {
        (try? AssetCatalog.load(path))?.unreadable[name]?.description
    }

    /// A file outside the catalog, beside it, whose bytes no message may show.
    static func secret(beside catalog: String) throws -> String {
        let file = (catalog as NSString).deletingLastPathComponent + "/hostname"
        try Data("secret-host\n".utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    @Test func aLinkToAFolderOutsideTheCatalogIsAnErrorNamingTheLink() throws {
        let catalog = try Trees.emptyCatalog()
        let outside = (catalog as NSString).deletingLastPathComponent
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try Trees.addImageSet("elsewhere", in: outside + "/Shared")
        try FileManager.default.createSymbolicLink(atPath: catalog + "/Shared", withDestinationPath: outside + "/Shared")
        #expect(Self.error(catalog) == AssetCatalogError(file: catalog + "/Shared",
            "a link that leads outside the catalog; links are followed only within the catalog's folder"))
        // A relative link that climbs out is the same.
        try FileManager.default.removeItem(atPath: catalog + "/Shared")
        try FileManager.default.createSymbolicLink(atPath: catalog + "/Shared", withDestinationPath: "../Shared")
        #expect(Self.error(catalog)?.file == catalog + "/Shared")
    }

    @Test func anImageFileLinkedFromOutsideIsRefusedUnread() throws {
        let catalog = try Trees.emptyCatalog()
        defer { try? FileManager.default.removeItem(atPath: (catalog as NSString).deletingLastPathComponent) }
        let secret = try Self.secret(beside: catalog)
        try Trees.addImageSet("host", in: catalog)
        let link = catalog + "/host.imageset/i.png"
        try FileManager.default.removeItem(atPath: link)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: secret)
        let error = Self.error(catalog)
        #expect(error == AssetCatalogError(file: link,
            "a link that leads outside the catalog; links are followed only within the catalog's folder"))
        // "secret-host" in hex, as the first bytes were shown: 73 65 63 72 65 74 2D 68.
        #expect(error?.description.contains("73 65 63") == false)
    }

    @Test func aContentsFileLinkedFromOutsideIsRefusedUnread() throws {
        let catalog = try Trees.emptyCatalog()
        defer { try? FileManager.default.removeItem(atPath: (catalog as NSString).deletingLastPathComponent) }
        let secret = try Self.secret(beside: catalog)
        try Trees.addImageSet("host", in: catalog)
        let link = catalog + "/host.imageset/Contents.json"
        try FileManager.default.removeItem(atPath: link)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: secret)
        let error = Self.error(catalog)
        #expect(error == AssetCatalogError(file: link,
            "a link that leads outside the catalog; links are followed only within the catalog's folder"))
        #expect(error?.description.contains("secret") == false)
    }

    @Test func aFileLinkWithinTheCatalogIsRead() throws {
        let catalog = try Trees.emptyCatalog()
        defer { try? FileManager.default.removeItem(atPath: (catalog as NSString).deletingLastPathComponent) }
        try Trees.addImageSet("one", in: catalog, width: 8, height: 6)
        try Trees.addImageSet("two", in: catalog)
        try FileManager.default.removeItem(atPath: catalog + "/two.imageset/i.png")
        try FileManager.default.createSymbolicLink(atPath: catalog + "/two.imageset/i.png", withDestinationPath: "../one.imageset/i.png")
        // The PNG written for "one" is 8 x 6 pixels at 1x.
        #expect(try AssetCatalog.load(catalog).image(named: "two")?.size.height == 6)
    }

    @Test func aFileThatIsNoImageIsDescribedWithoutItsBytes() throws {
        let catalog = try Trees.emptyCatalog()
        defer { try? FileManager.default.removeItem(atPath: (catalog as NSString).deletingLastPathComponent) }
        try Trees.addImageSet("x", in: catalog)
        let file = catalog + "/x.imageset/i.png"
        func write(_ bytes: [UInt8]) throws { try Data(bytes).write(to: URL(fileURLWithPath: file)) }
        try write(Array("secret-host\n".utf8))
        #expect(Self.unmeasurable(catalog, "x") == AssetCatalogError(file: file, "not a PNG, JPEG or PDF file (its first bytes are none of theirs)").description)
        try write(Array("GIF89a".utf8) + [1, 0, 1, 0])
        #expect(Self.unmeasurable(catalog, "x") == AssetCatalogError(file: file, "a GIF image, not a PNG, JPEG or PDF file").description)
        try write([])
        #expect(Self.unmeasurable(catalog, "x") == AssetCatalogError(file: file, "not a PNG, JPEG or PDF file: it is empty").description)
        // A JPEG whose APP0 segment (4 bytes long) is followed by 0x41 where a marker belongs, at byte 8.
        try write([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00, 0x41, 0x42])
        #expect(Self.unmeasurable(catalog, "x") == AssetCatalogError(file: file, "a JPEG file damaged at byte 8: expected a marker (0xFF)").description)
    }
}
