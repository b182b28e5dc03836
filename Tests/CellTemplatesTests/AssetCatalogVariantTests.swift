import CellTemplates
import Foundation
import Testing
import ViewLayout

/// Which file of an image set gives its size on an iPhone in portrait (a compact width, a regular height),
/// and a PDF's page box where its page tree gives another.
@Suite struct AssetCatalogVariantTests {
    /// A set of `entries` (Contents.json's objects, as JSON text) with each named file a PNG of the size given.
    static func catalog(_ entries: [String], files: [String: (UInt32, UInt32)]) throws -> AssetCatalog {
        let catalog = try AssetCatalogFolderLinkTests.emptyCatalog()
        let set = catalog + "/pic.imageset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        try Data(#"{"images": [\#(entries.joined(separator: ", "))]}"#.utf8).write(to: URL(fileURLWithPath: set + "/Contents.json"))
        for (name, size) in files {
            try AssetCatalogFolderLinkTests.pngHeader(width: size.0, height: size.1).write(to: URL(fileURLWithPath: set + "/" + name))
        }
        return try AssetCatalog.load(catalog)
    }

    /// A regular-width 3x file is an iPad's or a landscape Plus's, and a Japanese one Japan's: the default
    /// 2x file (44 px, 22 points) is the iPhone's, where the highest scale alone took the 300-pixel one.
    @Test func sizeClassesAndLocalesAnIPhoneDoesNotHaveAreLeftOut() throws {
        let catalog = try Self.catalog([
            #"{"filename": "regular.png", "idiom": "universal", "scale": "3x", "width-class": "regular"}"#,
            #"{"filename": "ja.png", "idiom": "universal", "scale": "3x", "locale": "ja"}"#,
            #"{"filename": "any.png", "idiom": "universal", "scale": "2x"}"#,
        ], files: ["regular.png": (300, 300), "ja.png": (90, 90), "any.png": (44, 44)])
        #expect(catalog.image(named: "pic")?.size == Size(width: 22, height: 22))
    }

    /// A compact-width file is the portrait iPhone's own, before the one for any width: an iPhone in portrait
    /// has a compact width (Apple's Human Interface Guidelines, "Layout": size classes by device), and an
    /// asset catalog gives a trait collection the image of the most specific variant that matches it (Apple's
    /// Asset Catalog Format Reference, "Image Set Type": width-class).
    @Test func aPortraitSizeClassIsTakenFirst() throws {
        let catalog = try Self.catalog([
            #"{"filename": "any.png", "idiom": "universal", "scale": "3x"}"#,
            #"{"filename": "compact.png", "idiom": "universal", "scale": "2x", "width-class": "compact"}"#,
        ], files: ["any.png": (66, 66), "compact.png": (80, 80)])
        #expect(catalog.image(named: "pic")?.size == Size(width: 40, height: 40))
    }

    /// The page tree's box (100 x 100, written first) is inherited only by a page without its own: the page's
    /// 24 x 36 is the image's.
    @Test func aPagesOwnBoxWinsOverItsTreesWrittenFirst() throws {
        let catalog = try AssetCatalogFolderLinkTests.emptyCatalog()
        let set = catalog + "/vector.imageset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        try Data(#"{"images": [{"filename": "v.pdf", "idiom": "universal"}], "properties": {"preserves-vector-representation": true}}"#.utf8)
            .write(to: URL(fileURLWithPath: set + "/Contents.json"))
        try Data("""
            %PDF-1.4
            1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
            2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [0 0 100 100] >> endobj
            3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 24 36] >> endobj
            %%EOF
            """.utf8).write(to: URL(fileURLWithPath: set + "/v.pdf"))
        #expect(try AssetCatalog.load(catalog).image(named: "vector")?.size == Size(width: 24, height: 36))
    }

    /// A set's files seldom agree to the point: each screen scale takes its own file (65 pixels at 2x, 32.5
    /// points; 98 at 3x, 32.67), and a 1x screen, without a file of its own, the 2x one above it.
    @Test func eachScreenScaleTakesItsOwnFile() throws {
        let catalog = try Self.catalog([
            #"{"filename": "two.png", "idiom": "universal", "scale": "2x"}"#,
            #"{"filename": "three.png", "idiom": "universal", "scale": "3x"}"#,
        ], files: ["two.png": (65, 65), "three.png": (98, 98)])
        let image = try #require(catalog.image(named: "pic"))
        #expect(image.sizes == [1: Size(width: 32.5, height: 32.5), 2: Size(width: 32.5, height: 32.5), 3: Size(width: 98.0 / 3, height: 98.0 / 3)])
        #expect(image.size == Size(width: 98.0 / 3, height: 98.0 / 3) && image.size(atScale: 2).height == 32.5)
    }
}
