import CHarfBuzz

/// The characters a face's cmap maps to glyphs, read once when the face loads: itemizing asks, for every
/// grapheme cluster, which face of the cascade has it, and a bit test is far cheaper than a cmap search
/// through HarfBuzz's font functions (most Han characters ask Inter first and miss).
///
/// Immutable after `init`, so shared between threads freely.
final class CharacterCoverage: Sendable {
    /// One bit per Basic Multilingual Plane code point.
    private let basic: [UInt64]
    /// Covered code points above U+FFFF (emoji, CJK extensions); few in most fonts.
    private let supplementary: Set<UInt32>

    init(face: OpaquePointer) {
        var basic = [UInt64](repeating: 0, count: 0x10000 / 64)
        var supplementary: Set<UInt32> = []
        let set = hb_set_create()
        defer { hb_set_destroy(set) }
        hb_face_collect_unicodes(face, set)
        var first = hb_codepoint_t.max   // HB_SET_VALUE_INVALID: start from the beginning
        var last = hb_codepoint_t.max
        while hb_set_next_range(set, &first, &last) != 0 {
            for scalar in first...last {
                if scalar < 0x10000 {
                    basic[Int(scalar >> 6)] |= 1 << UInt64(scalar & 63)
                } else {
                    supplementary.insert(scalar)
                }
            }
        }
        self.basic = basic
        self.supplementary = supplementary
    }

    func contains(_ scalar: UInt32) -> Bool {
        if scalar < 0x10000 { return basic[Int(scalar >> 6)] & (1 << UInt64(scalar & 63)) != 0 }
        return supplementary.contains(scalar)
    }
}
