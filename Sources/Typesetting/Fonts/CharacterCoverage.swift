import CHarfBuzz
import Synchronization

/// The characters a face's cmap maps to glyphs, read the first time anything asks: itemizing asks, for
/// every grapheme cluster, which face of the cascade has it, and a bit test is far cheaper than a cmap
/// search through HarfBuzz's font functions (most Han characters ask Inter first and miss). Read on first
/// use rather than when the face loads, since most runs ask only a face or two of the collection (a run of
/// Latin text never asks the CJK and emoji faces, whose cmaps are the largest), and a table answered from
/// its cache asks none.
///
/// One bit per code point up to the highest one the face maps (at most U+10FFFF, 136 KB), so the cost is
/// bounded whatever the font covers.
///
/// `@unchecked Sendable`: the HarfBuzz face is immutable and HarfBuzz reads its tables safely from any
/// thread; the bits are published once (two threads asking first may both read the cmap; the first to
/// publish is kept, and the two are equal). Asked once per cascade (`FontCollection.IdentifiedFace` keeps
/// the bits), not per cluster: the reference's `load()` is not specialized across the module boundary.
final class CharacterCoverage: @unchecked Sendable {
    private final class Bits: Sendable {
        let bits: HarfBuzzBits
        init(_ bits: HarfBuzzBits) { self.bits = bits }
    }

    private let face: OpaquePointer
    private let read = AtomicLazyReference<Bits>()

    init(face: OpaquePointer) {
        self.face = hb_face_reference(face)
    }

    deinit { hb_face_destroy(face) }

    /// The bits, read from the cmap the first time.
    var bits: HarfBuzzBits { (read.load() ?? readCmap()).bits }

    func contains(_ scalar: UInt32) -> Bool { bits.contains(scalar) }

    private func readCmap() -> Bits {
        let set = hb_set_create()
        defer { hb_set_destroy(set) }
        hb_face_collect_unicodes(face, set)
        return read.storeIfNil(Bits(HarfBuzzBits(set, upTo: 0x10FFFF)))
    }
}
