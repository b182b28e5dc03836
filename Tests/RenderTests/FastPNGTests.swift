import Foundation
import LayoutTestSupport
import Render
import Testing
import ViewLayout

/// The report's fast PNG encoder: files that libpng (through cairo) reads back to the canvas's pixels.
@Suite struct FastPNGTests {
    static func roundTrip(_ canvas: Canvas) throws -> Bitmap {
        let path = Scratch.folder.appendingPathComponent("fast-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(canvas.fastPNGData()).write(to: URL(fileURLWithPath: path))
        return try Bitmap(pngFile: path)
    }

    @Test func anOpaqueCanvasReadsBackPixelForPixel() throws {
        let canvas = try Canvas(width: 37, height: 11, scale: 2)
        canvas.fill(Rect(x: 3, y: 2, width: 20, height: 5), Color(hex: 0xFF2D55))
        canvas.line(from: (0, 9), to: (37, 3), Color(hex: 0x007AFF), lineWidth: 3)   // anti-aliased edges
        #expect(try Self.roundTrip(canvas) == canvas.bitmap())
    }

    @Test func aTranslucentCanvasKeepsItsAlpha() throws {
        let canvas = try Canvas(width: 10, height: 4, scale: 1, background: Color(hex: 0xFFFFFF, alpha: 0))
        canvas.fill(Rect(x: 2, y: 1, width: 5, height: 2), Color(hex: 0x34C759, alpha: 1))
        canvas.fill(Rect(x: 0, y: 0, width: 1, height: 1), Color(hex: 0x000000, alpha: 0.5))
        let back = try Self.roundTrip(canvas)
        #expect(back == canvas.bitmap())
        #expect(back[3, 2] == 0xFF34C759 && back[9, 3] >> 24 == 0)
    }
}
