import CHarfBuzz

/// A face's character-to-glyph map and glyph advances, read from HarfBuzz once into tables. Reading a run
/// of context-free glyphs (see `ContextFreeGlyphs`) asks for the nominal glyph and advance of every
/// character; through HarfBuzz's font functions that is a cmap search per character, the larger part of
/// measuring Chinese once shaping is skipped, where a table answers in a few loads.
///
/// The map is kept per 256 code points, for the blocks the cmap uses; glyphs are 16-bit in OpenType.
/// Immutable once made, so shared between threads freely.
final class NominalGlyphs: Sendable {
    /// Per block of 256 code points: where its glyphs start in `glyphs`, or -1 when the cmap has none.
    private let blocks: [Int32]
    /// Glyph 0 (.notdef) stands for "not in the cmap".
    private let glyphs: [UInt16]
    /// Horizontal advance of every glyph, in design units (the font's scale).
    private let advances: [Int32]

    init(face: OpaquePointer, font: OpaquePointer) {
        let characters = hb_set_create()
        defer { hb_set_destroy(characters) }
        hb_face_collect_unicodes(face, characters)
        var blocks = [Int32](repeating: -1, count: 0x110000 >> 8)
        var glyphs: [UInt16] = []
        // Code points in batches, each looked up in one call.
        let batchSize = 4_096
        var scalars = [UInt32](repeating: 0, count: batchSize), found = [UInt32](repeating: 0, count: batchSize)
        let stride = UInt32(MemoryLayout<UInt32>.stride)
        var next = hb_codepoint_t.max   // HB_SET_VALUE_INVALID: from the start
        while true {
            let count = Int(scalars.withUnsafeMutableBufferPointer {
                hb_set_next_many(characters, next, $0.baseAddress, UInt32(batchSize))
            })
            guard count > 0 else { break }
            next = scalars[count - 1]
            found.withUnsafeMutableBufferPointer { found in
                // HarfBuzz stops at the first character it cannot map: those after it stay 0.
                found.update(repeating: 0)
                _ = hb_font_get_nominal_glyphs(font, UInt32(count), scalars, stride, found.baseAddress, stride)
            }
            for index in 0..<count where scalars[index] < 0x110000 {
                let block = Int(scalars[index] >> 8)
                if blocks[block] < 0 {
                    blocks[block] = Int32(glyphs.count)
                    glyphs.append(contentsOf: repeatElement(0, count: 256))
                }
                glyphs[Int(blocks[block]) + Int(scalars[index] & 0xFF)] = UInt16(truncatingIfNeeded: found[index])
            }
        }

        let glyphCount = Int(hb_face_get_glyph_count(face))
        let ids = Array(0..<UInt32(glyphCount))
        var advances = [Int32](repeating: 0, count: glyphCount)
        advances.withUnsafeMutableBufferPointer { advances in
            hb_font_get_glyph_h_advances(font, UInt32(glyphCount), ids, stride, advances.baseAddress,
                                         UInt32(MemoryLayout<Int32>.stride))
        }
        self.blocks = blocks
        self.glyphs = glyphs
        self.advances = advances
    }

    /// The glyph the cmap maps `scalar` to; 0 when it maps none.
    func glyph(of scalar: UInt32) -> UInt32 {
        let block = Int(scalar >> 8)
        guard block < blocks.count, blocks[block] >= 0 else { return 0 }
        return UInt32(glyphs[Int(blocks[block]) + Int(scalar & 0xFF)])
    }

    /// The advance of `glyph` in design units, as HarfBuzz gives it unshaped.
    func advance(of glyph: UInt32) -> Int32 { Int(glyph) < advances.count ? advances[Int(glyph)] : 0 }
}
