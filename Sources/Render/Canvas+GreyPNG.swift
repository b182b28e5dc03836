import CZlib

extension Canvas {
    /// The canvas as a greyscale PNG of sixteen levels (luma, ITU-R BT.601 weights, over the canvas's
    /// opaque background), deflated at zlib's best level: the smallest file that still shows a cell's text
    /// and layout, for reference pictures kept beside a golden table.
    public func greyPNGData() throws(RenderError) -> [UInt8] {
        let (data, stride) = try pixelData()
        let width = pixelWidth, height = pixelHeight
        // Sixteen grey levels, two pixels a byte (PNG bit depth 4): antialiased text keeps its shape, and
        // half the levels' noise is gone, which deflate cannot remove.
        let rowBytes = (width + 1) / 2
        var filtered = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
        for row in 0..<height {
            let line = UnsafeRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            let start = row * (rowBytes + 1)
            filtered[start] = 0   // no filter: packed nibbles gain little from Sub or Up
            for column in 0..<width {
                // Opaque pixels (a canvas is filled with its background first): premultiplied is plain.
                let pixel = line[column]
                let red = UInt32((pixel >> 16) & 0xFF), green = UInt32((pixel >> 8) & 0xFF), blue = UInt32(pixel & 0xFF)
                let level = UInt8(((299 * red + 587 * green + 114 * blue + 500) / 1000 + 8) / 17)
                filtered[start + 1 + column / 2] |= column % 2 == 0 ? level << 4 : level
            }
        }
        let compressed = [UInt8](unsafeUninitializedCapacity: czlib_bound(filtered.count)) { output, count in
            count = filtered.withUnsafeBufferPointer { input in
                czlib_compress_best(input.baseAddress, input.count, output.baseAddress, output.count)
            }
        }
        guard !compressed.isEmpty else { throw .cairo(operation: "deflate", status: "zlib could not compress the picture") }
        // 4 bits a pixel, greyscale.
        return Self.png(width: width, height: height, bitDepth: 4, colorType: 0, deflated: compressed)
    }
}
