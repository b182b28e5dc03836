/// The digest the height cache keys an item's bytes (and a template's text) by: SipHash-2-4 (Aumasson and
/// Bernstein, "SipHash: a fast short-input PRF", 2012) under a fixed key.
///
/// `StoreChecksum` detects damage, not intent: each of its steps can be undone, so an input with any chosen
/// sum is found in moments, and a client of the height service could send an item with another item's id
/// and sum, and have its heights stored as that item's. SipHash's steps cannot be undone that way: no way of
/// finding a second input with a given digest is known short of trying about 2^64, though the key is public
/// here, so this rests on SipHash's design, not on its keyed guarantee. (Two inputs of one digest, both made
/// by one sender, take about 2^32 tries; they share a cache entry with each other only, no one else's item.) It costs a
/// warm run 5% more instructions an item than `StoreChecksum` (BENCHMARKS.md).
enum ContentDigest {
    /// "cellheight-items" as two little-endian words.
    static let key: (UInt64, UInt64) = (0x6769_6568_6c6c_6563, 0x736d_6574_692d_7468)

    /// SipHash-2-4 of `bytes` under `key` (two little-endian words, as the paper reads its 16 bytes).
    static func of(_ bytes: UnsafeRawBufferPointer, key: (UInt64, UInt64) = key) -> UInt64 {
        let (k0, k1) = key
        var v0 = k0 ^ 0x736f_6d65_7073_6575, v1 = k1 ^ 0x646f_7261_6e64_6f6d
        var v2 = k0 ^ 0x6c79_6765_6e65_7261, v3 = k1 ^ 0x7465_6462_7974_6573
        @inline(__always) func round() {
            v0 &+= v1; v1 = rotate(v1, 13); v1 ^= v0; v0 = rotate(v0, 32)
            v2 &+= v3; v3 = rotate(v3, 16); v3 ^= v2
            v0 &+= v3; v3 = rotate(v3, 21); v3 ^= v0
            v2 &+= v1; v1 = rotate(v1, 17); v1 ^= v2; v2 = rotate(v2, 32)
        }
        let count = bytes.count
        let whole = count & ~7
        var offset = 0
        while offset < whole {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            v3 ^= word
            round(); round()
            v0 ^= word
            offset += 8
        }
        // The last block: the bytes left, and the length's low byte on top.
        var last = UInt64(truncatingIfNeeded: count) << 56
        for index in 0..<(count - whole) { last |= UInt64(bytes[whole + index]) << (8 * UInt64(index)) }
        v3 ^= last
        round(); round()
        v0 ^= last
        v2 ^= 0xff
        round(); round(); round(); round()
        return v0 ^ v1 ^ v2 ^ v3
    }

    @inline(__always) private static func rotate(_ value: UInt64, _ bits: UInt64) -> UInt64 {
        (value << bits) | (value >> (64 - bits))
    }
}
