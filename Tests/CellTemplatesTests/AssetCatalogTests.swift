import CellTemplates
import Foundation
import LayoutTestSupport
import Testing
import ViewLayout

/// The asset catalog reader, on the fixture catalog (sizes as `scripts/make-asset-fixtures` wrote them)
/// and on broken copies made in a temporary folder.
@Suite(.timeLimit(.minutes(5))) struct AssetCatalogTests {
    static func error(_ path: String) -> AssetCatalogError? {
        do { _ = try AssetCatalog.load(path); return nil } catch { return error }
    }

    /// Why the catalog at `path`, which loads, cannot measure the image `name`: a file that is no image it
    /// can measure fails only the cells that show it.
    static func unmeasurable(_ path: String, _ name: String) -> String? {
        (try? AssetCatalog.load(path))?.unreadable[name]?.description
    }

    @Test func imageSizesArePixelsOverTheScaleOfTheHighestScaleFile() throws {
        let catalog = try AssetCatalog.load(tinyCatalogPath)
        // 图标@3x.png is 66 x 99 pixels at 3x; the 1x file (23 x 34) is not the one chosen.
        #expect(catalog.image(named: "icon")?.size == Size(width: 22, height: 33))
        #expect(catalog.image(named: "icon")?.scale == 3)
        #expect(catalog.image(named: "icon")?.file.hasSuffix("icon.imageset/图标@3x.png") == true)
    }

    @Test func aJPEGNamedPNGIsReadAsAJPEG() throws {
        // wide@2x.png holds a JPEG of 200 x 100 pixels (after JFIF, Exif and comment segments).
        let catalog = try AssetCatalog.load(tinyCatalogPath)
        #expect(catalog.image(named: "wide")?.size == Size(width: 100, height: 50))
    }

    @Test func aPDFIsItsMediaBoxInPoints() throws {
        let catalog = try AssetCatalog.load(tinyCatalogPath)
        #expect(catalog.image(named: "vector")?.size == Size(width: 24, height: 36))
        #expect(catalog.image(named: "vector")?.scale == 1)
    }

    @Test func groupsThatProvideANamespacePrefixTheirNames() throws {
        let catalog = try AssetCatalog.load(tinyCatalogPath)
        #expect(catalog.image(named: "Badges/star")?.size == Size(width: 16, height: 16))
        #expect(catalog.image(named: "star") == nil)
    }

    @Test func iconSetsAndSetsWithoutFilesAreNotImages() throws {
        let catalog = try AssetCatalog.load(tinyCatalogPath)
        #expect(Set(catalog.images.keys) == ["icon", "wide", "vector", "Badges/star"])
    }

    @Test func aDamagedImageIsNamedWithWhatIsWrong() throws {
        let copy = try temporaryCatalogCopy()
        defer { try? FileManager.default.removeItem(atPath: (copy as NSString).deletingLastPathComponent) }
        let file = copy + "/wide.imageset/wide@2x.png"
        try Data("GIF89a......".utf8).write(to: URL(fileURLWithPath: file))
        #expect(Self.unmeasurable(copy, "wide") == AssetCatalogError(file: file, "a GIF image, not a PNG, JPEG or PDF file").description)
        // A PNG cut short inside its header.
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]).write(to: URL(fileURLWithPath: file))
        #expect(Self.unmeasurable(copy, "wide") == AssetCatalogError(file: file, "a PNG file without its IHDR header (truncated or damaged)").description)
        // A JPEG whose scan starts before any frame header.
        try Data([0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x02]).write(to: URL(fileURLWithPath: file))
        #expect(Self.unmeasurable(copy, "wide") == AssetCatalogError(file: file, "a JPEG file with no frame header before its scan data").description)
        // The catalog's other images are as before; the damaged one is no image.
        let loaded = try AssetCatalog.load(copy)
        #expect(loaded.image(named: "wide") == nil && loaded.image(named: "icon") != nil)
    }

    @Test func contentsJSONMustBeJSONWithAnImagesArray() throws {
        let copy = try temporaryCatalogCopy()
        defer { try? FileManager.default.removeItem(atPath: (copy as NSString).deletingLastPathComponent) }
        let file = copy + "/icon.imageset/Contents.json"
        try Data("{\"images\": [".utf8).write(to: URL(fileURLWithPath: file))
        #expect(Self.error(copy)?.file == file)
        #expect(Self.error(copy)?.message.hasPrefix("invalid JSON: ") == true)
        try Data("{\"images\": {}}".utf8).write(to: URL(fileURLWithPath: file))
        #expect(Self.error(copy) == AssetCatalogError(file: file, "expected an \"images\" array, got an object"))
        try Data("{\"images\": [{\"filename\": \"../x.png\", \"scale\": \"2x\"}]}".utf8).write(to: URL(fileURLWithPath: file))
        #expect(Self.error(copy) == AssetCatalogError(file: file, "images[0].filename: expected a file name in the set's folder, got \"../x.png\""))
    }

    @Test func onlyRegularFilesAreReadAndLargeOnesAreRefusedUnread() throws {
        let copy = try temporaryCatalogCopy()
        defer { try? FileManager.default.removeItem(atPath: (copy as NSString).deletingLastPathComponent) }
        let file = copy + "/wide.imageset/wide@2x.png"
        try FileManager.default.removeItem(atPath: file)
        #expect(mkfifo(file, 0o600) == 0)
        #expect(Self.error(copy) == AssetCatalogError(file: file, "cannot read it: it is a FIFO (named pipe), not a file"))
        try FileManager.default.removeItem(atPath: file)
        _ = FileManager.default.createFile(atPath: file, contents: nil)
        #expect(truncate(file, off_t(AssetCatalog.maximumImageBytes + 1)) == 0)   // sparse: nothing is stored or read
        #expect(Self.error(copy) == AssetCatalogError(file: file, "the file is 67108865 bytes; at most 67108864 are read"))
    }

    @Test func aCatalogIsAFolder() {
        #expect(Self.error("/nonexistent/Images.xcassets") == AssetCatalogError(file: "/nonexistent/Images.xcassets", "no such asset catalog"))
        let file = tinyCatalogPath + "/Contents.json"
        #expect(Self.error(file) == AssetCatalogError(file: file, "an asset catalog is a folder (Images.xcassets), and this is a file"))
    }
}
