import CCairo

/// Pixels read back from a canvas: 0xAARRGGBB, straight alpha, rows top to bottom.
public struct Bitmap: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width` pixels per row, rows from the top.
    public let pixels: [UInt32]

    /// Pixels given directly (a test's expected picture, say): `width * height` of them.
    public init(width: Int, height: Int, pixels: [UInt32]) {
        self.width = width; self.height = height; self.pixels = pixels
    }

    /// The pixel at column `x` of row `y`, counted from the top left.
    public subscript(x: Int, y: Int) -> UInt32 { pixels[y * width + x] }

    /// cairo stores premultiplied alpha; this undoes it for one pixel.
    static func unpremultiplied(_ pixel: UInt32) -> UInt32 {
        let alpha = pixel >> 24
        guard alpha != 0 && alpha != 255 else { return alpha == 0 ? 0 : pixel }
        func channel(_ shift: UInt32) -> UInt32 { min(255, (((pixel >> shift) & 0xFF) * 255 + alpha / 2) / alpha) << shift }
        return alpha << 24 | channel(16) | channel(8) | channel(0)
    }

    /// The largest difference of one channel between two pixels.
    public static func channelDifference(_ a: UInt32, _ b: UInt32) -> Int {
        var largest = 0
        for shift in stride(from: 0, through: 24, by: 8) {
            largest = max(largest, abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)))
        }
        return largest
    }
}

extension Bitmap {
    /// The pixels of a PNG file (for comparing a picture with a golden one).
    public init(pngFile path: String) throws(RenderError) {
        guard let surface = cairo_image_surface_create_from_png(path) else {
            throw .cairo(operation: "image_surface_create_from_png", status: "no surface")
        }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .cairo(operation: "reading \(path)", status: Canvas.describe(status))
        }
        self.init(surface: surface)
    }

    /// The pixels of a cairo image surface (ARGB32, premultiplied), unpremultiplied.
    init(surface: OpaquePointer) {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels = [UInt32](repeating: 0, count: width * height)
        if let data = cairo_image_surface_get_data(surface) {
            for row in 0..<height {
                let line = UnsafeRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
                for column in 0..<width { pixels[row * width + column] = Bitmap.unpremultiplied(line[column]) }
            }
        }
        self.init(width: width, height: height, pixels: pixels)
    }
}
