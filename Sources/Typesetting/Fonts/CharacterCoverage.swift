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
/// thread; the bits are published once through an atomic word holding a retained reference (two threads
/// asking first may both read the cmap; the first to publish is kept, the other's equal copy released). A
/// word rather than `AtomicLazyReference`, whose generic `load()` is not specialized across the module
/// boundary (asked per cluster, it cost a fifth more instructions in a cold table run).
final class CharacterCoverage: @unchecked Sendable {
    private final class Bits {
        let bits: HarfBuzzBits
        init(_ bits: HarfBuzzBits) { self.bits = bits }
    }

    private let face: OpaquePointer
    /// `Unmanaged<Bits>` of the published bits, retained by this object; 0 until the cmap is read.
    private let published = Atomic<UInt>(0)

    init(face: OpaquePointer) {
        self.face = hb_face_reference(face)
    }

    deinit {
        hb_face_destroy(face)
        if let bits = Self.bits(published.load(ordering: .acquiring)) { bits.release() }
    }

    /// The bits, read from the cmap the first time. Itemizing keeps them per face of a cascade, which is
    /// made once per font request, so the test per cluster reads the bits directly.
    var bits: HarfBuzzBits {
        (Self.bits(published.load(ordering: .acquiring)) ?? readCmap()).takeUnretainedValue().bits
    }

    func contains(_ scalar: UInt32) -> Bool { bits.contains(scalar) }

    private static func bits(_ word: UInt) -> Unmanaged<Bits>? {
        guard let pointer = UnsafeRawPointer(bitPattern: word) else { return nil }
        return Unmanaged<Bits>.fromOpaque(pointer)
    }

    private func readCmap() -> Unmanaged<Bits> {
        let set = hb_set_create()
        defer { hb_set_destroy(set) }
        hb_face_collect_unicodes(face, set)
        let made = Unmanaged.passRetained(Bits(HarfBuzzBits(set, upTo: 0x10FFFF)))
        let word = UInt(bitPattern: made.toOpaque())
        let (exchanged, original) = published.compareExchange(expected: 0, desired: word, ordering: .acquiringAndReleasing)
        if exchanged { return made }
        made.release()
        return Self.bits(original)!
    }
}
