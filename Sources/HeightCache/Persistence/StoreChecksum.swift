/// A 64-bit checksum over 8-byte words. Each step, `state = rotl((state ^ word) * odd, 29)`, is a
/// bijection of the state for a fixed word and of the word for a fixed state, so two inputs of the same
/// length that differ in one word (any single flipped byte or bit) always give different sums; other
/// damage goes unnoticed with probability about 2^-64. The length is mixed in last, so truncation shows too.
struct StoreChecksum {
    private var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    private var length: UInt64 = 0
    private var pending: UInt64 = 0
    private var pendingBytes = 0

    private static let multiplier: UInt64 = 0xFF51_AFD7_ED55_8CCD   // odd

    private mutating func mix(_ word: UInt64) {
        let x = (state ^ word) &* Self.multiplier
        state = (x << 29) | (x >> 35)
    }

    /// Adds one 8-byte word (counted as 8 bytes of length); only between whole words.
    mutating func updateWord(_ word: UInt64) {
        length &+= 8
        mix(word)
    }

    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        var offset = 0
        let count = bytes.count
        length &+= UInt64(count)
        // Finish a partial word first.
        while pendingBytes > 0 && offset < count {
            pending |= UInt64(bytes[offset]) << (8 * UInt64(pendingBytes))
            pendingBytes += 1; offset += 1
            if pendingBytes == 8 { mix(pending); pending = 0; pendingBytes = 0 }
        }
        while offset + 8 <= count {
            mix(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        while offset < count {
            pending |= UInt64(bytes[offset]) << (8 * UInt64(pendingBytes))
            pendingBytes += 1; offset += 1
        }
    }

    func finalize() -> UInt64 {
        var copy = self
        if copy.pendingBytes > 0 { copy.mix(copy.pending) }
        copy.mix(copy.length)
        return copy.state
    }

    static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var sum = StoreChecksum()
        sum.update(bytes)
        return sum.finalize()
    }
}
