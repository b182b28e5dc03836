import CellTemplates
import FeedTables
import Foundation
import JSONLines
import HeightCache
import LayoutTestSupport
@testable import Render
import Testing
import ViewLayout

/// Pictures draw the asset catalog's images: the fixture catalog's PNG (icon, 22 x 33 points) and JPEG
/// (wide, 100 x 50 points) are flat mid-grey (`scripts/make-asset-fixtures` writes grey 0x80 pixels and a
/// JPEG whose every block is DC 0, which decodes to 128), so every pixel inside the image view is 0x808080
/// (to a unit where scaling rounds);
/// a PDF (vector) is still a placeholder; a damaged file is an error naming it.
@Suite struct CatalogImageTests {
    static let template = SampleTemplates.catalogPhoto

    static func picture(_ name: String, catalogFolder: String = tinyCatalogPath) throws -> (Bitmap, Rect) {
        let folder = (catalogFolder as NSString).deletingLastPathComponent
        let template = try CellTemplate.parse(Self.template, file: folder + "/photo.yaml", textCache: Shared.cache)
        let cell = try TemplateCell(template: template, textCache: Shared.cache, category: .large)
        try cell.bind(try JSONParser.parse(#"{"id": 1, "picture": "\#(name)"}"#))
        let geometry = TableGeometry(width: 320, scale: 2, separatorStyle: template.separator)
        let height = try cell.fittingHeight(in: geometry)
        let canvas = try CellRenderer(typesetter: Shared.cache.typesetter).render(cell, height: height, geometry: geometry)
        let frame = try #require(CellRenderer.namedFrames(in: cell).first { $0.name == "photo" }).frame
        return (canvas.bitmap(), frame)
    }

    /// Every pixel whose centre lies inside `frame` (at 2x), as ARGB.
    static func pixels(_ bitmap: Bitmap, in frame: Rect) -> Set<UInt32> {
        var found: Set<UInt32> = []
        for y in Int(frame.minY * 2)..<Int(frame.maxY * 2) { for x in Int(frame.minX * 2)..<Int(frame.maxX * 2) { found.insert(bitmap[x, y]) } }
        return found
    }

    @Test(arguments: [("icon", 22.0, 33.0), ("wide", 100.0, 50.0)])
    func pngAndJPEGAreDrawnFromTheirPixels(name: String, width: Double, height: Double) throws {
        let (bitmap, frame) = try Self.picture(name)
        #expect(frame == Rect(x: 10, y: 10, width: width, height: height))
        // Scaling the 3x icon to 2x may leave a channel a unit off in places (the filter's rounding).
        let pixels = Self.pixels(bitmap, in: frame)
        #expect(pixels.contains(0xFF80_8080) && pixels.allSatisfy { Bitmap.channelDifference($0, 0xFF80_8080) <= 1 }, "\(pixels.map { String($0, radix: 16) })")
    }

    @Test func aPDFIsStillAPlaceholder() throws {
        let (bitmap, frame) = try Self.picture("vector")
        #expect(bitmap[Int(frame.minX * 2) + 1, Int(frame.minY * 2) + 1] == 0xFFE5_E5EA)   // Color.placeholder, UIColor.systemGray5
    }

    @Test func aDamagedImageIsAnErrorNamingTheFile() throws {
        let copy = try temporaryCatalogCopy()
        defer { try? FileManager.default.removeItem(atPath: (copy as NSString).deletingLastPathComponent) }
        let star = copy + "/Badges/star.imageset/star.png"
        // The signature and the IHDR chunk stay (the catalog reads the size from them); the pixels go.
        let bytes = try Data(contentsOf: URL(fileURLWithPath: star))
        try bytes.prefix(33).write(to: URL(fileURLWithPath: star))
        #expect {
            _ = try Self.picture("Badges/star", catalogFolder: copy)
        } throws: { error in
            guard case .image(let path, let why) = error as? RenderError else { return false }
            return path.hasSuffix("Badges/star.imageset/star.png") && why.hasPrefix("a damaged PNG")
        }
        // A byte of the compressed pixels changed (the IDAT chunk's data starts at byte 41 of the 72): its
        // checksum fails, which cairo reports as no memory; the message says what it is.
        var changed = [UInt8](bytes)
        changed[43] ^= 0xFF
        try Data(changed).write(to: URL(fileURLWithPath: star))
        #expect {
            _ = try Self.picture("Badges/star", catalogFolder: copy)
        } throws: { error in
            guard case .image(_, let why) = error as? RenderError else { return false }
            return why == "a damaged PNG (libpng could not decode its pixels: a checksum, its data or a filter byte is wrong)"
        }
    }
}
