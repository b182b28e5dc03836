/// String keys kept as their UTF-8 bytes in one buffer, by slot. A server's bounded cache holds hundreds of
/// thousands of keys of some 20 bytes each; as `String`s each was an allocation of its own, kept for as long
/// as the key, between the short-lived allocations of the requests around it, which left the allocator's
/// heap fragmented and its free lists long. Here a key costs no allocation, and the space of removed keys
/// is taken back by compacting the buffer once it is more than half garbage.
struct KeyBytes: Sendable {
    private var bytes: [UInt8] = []
    /// Where each slot's key starts in `bytes`; -1 for a free slot.
    private var starts: [Int] = []
    private var lengths: [Int32] = []
    /// Bytes of removed keys not yet compacted away.
    private var garbage = 0

    /// Keeps `key` at `slot`: a free slot, or `slotCount` to add one.
    mutating func set(_ key: String, at slot: Int) {
        let start = bytes.count
        bytes.append(contentsOf: key.utf8)
        let length = Int32(bytes.count - start)
        if slot == starts.count {
            starts.append(start); lengths.append(length)
        } else {
            precondition(starts[slot] < 0, "slot \(slot) already holds a key")
            starts[slot] = start; lengths[slot] = length
        }
    }

    var slotCount: Int { starts.count }

    /// Whether the key at `slot` is `key`, as `String`'s `==` says: equal bytes are the same key, and keys
    /// whose bytes differ are compared as strings (canonically equivalent spellings are one key, as they
    /// were as `String`s). The caller asks only where the keys' hashes agree, so that comparison is rare.
    func holds(_ key: String, at slot: Int) -> Bool {
        let start = starts[slot], length = Int(lengths[slot])
        guard start >= 0 else { return false }
        let equalBytes = key.utf8.withContiguousStorageIfAvailable { utf8 in
            utf8.count == length && bytes.withUnsafeBufferPointer { stored in
                utf8.elementsEqual(UnsafeBufferPointer(rebasing: stored[start..<(start + length)]))
            }
        } ?? false
        return equalBytes || self.key(at: slot) == key
    }

    /// The key at `slot`, which holds one.
    func key(at slot: Int) -> String {
        let start = starts[slot]
        return String(decoding: bytes[start..<(start + Int(lengths[slot]))], as: UTF8.self)
    }

    /// Frees `slot`; compacts the buffer when removed keys are more than half of it.
    mutating func remove(at slot: Int) {
        guard starts[slot] >= 0 else { return }
        garbage += Int(lengths[slot])
        starts[slot] = -1; lengths[slot] = 0
        if garbage > 4096, garbage * 2 > bytes.count { compact() }
    }

    mutating func removeAll() { self = KeyBytes() }

    private mutating func compact() {
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count - garbage)
        for slot in starts.indices where starts[slot] >= 0 {
            let start = starts[slot]
            starts[slot] = kept.count
            kept.append(contentsOf: bytes[start..<(start + Int(lengths[slot]))])
        }
        bytes = kept
        garbage = 0
    }
}
