import CHarfBuzz

/// The characters a face's cmap maps to glyphs, read once when the face loads: itemizing asks, for every
/// grapheme cluster, which face of the cascade has it, and a bit test is far cheaper than a cmap search
/// through HarfBuzz's font functions (most Han characters ask Inter first and miss).
///
/// One bit per code point up to the highest one the face maps (at most U+10FFFF, 136 KB), so the cost is
/// bounded whatever the font covers. Immutable after `init`, so shared between threads freely.
final class CharacterCoverage: Sendable {
    private let bits: [UInt64]

    init(face: OpaquePointer) {
        let set = hb_set_create()
        defer { hb_set_destroy(set) }
        hb_face_collect_unicodes(face, set)
        let highest = hb_set_get_max(set)
        guard highest != hb_codepoint_t.max else { bits = []; return }   // HB_SET_VALUE_INVALID: an empty set
        var bits = [UInt64](repeating: 0, count: Int(min(highest, 0x10FFFF)) / 64 + 1)
        var first = hb_codepoint_t.max   // HB_SET_VALUE_INVALID: start from the beginning
        var last = hb_codepoint_t.max
        while hb_set_next_range(set, &first, &last) != 0 {
            guard first <= 0x10FFFF else { break }
            for scalar in first...min(last, 0x10FFFF) { bits[Int(scalar >> 6)] |= 1 << UInt64(scalar & 63) }
        }
        self.bits = bits
    }

    func contains(_ scalar: UInt32) -> Bool {
        let word = Int(scalar >> 6)
        return word < bits.count && bits[word] & (1 << UInt64(scalar & 63)) != 0
    }
}
