import CHarfBuzz

/// The characters a face's cmap maps to glyphs, read once when the face loads: itemizing asks, for every
/// grapheme cluster, which face of the cascade has it, and a bit test is far cheaper than a cmap search
/// through HarfBuzz's font functions (most Han characters ask Inter first and miss).
///
/// One bit per code point up to the highest one the face maps (at most U+10FFFF, 136 KB), so the cost is
/// bounded whatever the font covers. Immutable after `init`, so shared between threads freely.
final class CharacterCoverage: Sendable {
    private let bits: HarfBuzzBits

    init(face: OpaquePointer) {
        let set = hb_set_create()
        defer { hb_set_destroy(set) }
        hb_face_collect_unicodes(face, set)
        bits = HarfBuzzBits(set, upTo: 0x10FFFF)
    }

    func contains(_ scalar: UInt32) -> Bool { bits.contains(scalar) }
}
