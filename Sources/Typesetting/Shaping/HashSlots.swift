/// An open-addressing index from hashes that the caller has already computed to small integers (slots of
/// the caller's own storage), with linear probing and backward-shift deletion.
///
/// The segment cache keys carry a hash computed once, when the text is read. A `Dictionary` would hash
/// that hash again (a seeded SipHash round) at every look-up, insertion and removal: several times a word
/// when a text is prepared. Here a look-up compares 32 bits of the hash in the table and calls `matches`
/// only on equal ones, so the caller decides what equal keys are and where they live.
struct HashSlots: Sendable {
    private struct Bucket: Sendable {
        /// The caller's slot, or -1 when the bucket is empty.
        var value: Int32
        /// The low 32 bits of the hash: the home bucket comes from them, as long as tables stay below
        /// 2^32 buckets.
        var tag: UInt32
    }

    private var buckets: [Bucket] = []
    private(set) var count = 0

    /// The largest share of buckets in use: probe sequences stay short (about 1.5 buckets a hit, 2.5 a
    /// miss at this load).
    private static let maximumLoad = 0.5

    @inline(__always)
    private static func tag(_ hash: Int) -> UInt32 { UInt32(truncatingIfNeeded: hash) }

    /// The value stored with `hash` for which `matches` holds, if any.
    @inline(__always)
    func find(_ hash: Int, where matches: (Int32) -> Bool) -> Int32? {
        guard count > 0 else { return nil }
        let tag = Self.tag(hash)
        return buckets.withUnsafeBufferPointer { buckets in
            let mask = buckets.count - 1
            var index = Int(tag) & mask
            while buckets[index].value >= 0 {
                if buckets[index].tag == tag, matches(buckets[index].value) { return buckets[index].value }
                index = (index &+ 1) & mask
            }
            return nil
        }
    }

    /// Adds an entry; the caller makes sure no equal key is present.
    mutating func insert(_ hash: Int, value: Int32) {
        if Double(count + 1) > Double(buckets.count) * Self.maximumLoad { grow() }
        place(Bucket(value: value, tag: Self.tag(hash)))
        count += 1
    }

    /// Removes the entry holding `value` under `hash`, if present.
    mutating func remove(_ hash: Int, value: Int32) {
        guard count > 0 else { return }
        let tag = Self.tag(hash)
        let removed = buckets.withUnsafeMutableBufferPointer { buckets -> Bool in
            let mask = buckets.count - 1
            var hole = Int(tag) & mask
            while buckets[hole].value != value || buckets[hole].tag != tag {
                if buckets[hole].value < 0 { return false }
                hole = (hole &+ 1) & mask
            }
            // Backward shift: later entries of the same cluster move into the hole unless that would put
            // them before their home bucket, so no look-up ever meets a gap before its key.
            var next = hole
            while true {
                next = (next &+ 1) & mask
                guard buckets[next].value >= 0 else { break }
                let home = Int(buckets[next].tag) & mask
                let staysPut = hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
                if !staysPut {
                    buckets[hole] = buckets[next]
                    hole = next
                }
            }
            buckets[hole] = Bucket(value: -1, tag: 0)
            return true
        }
        if removed { count -= 1 }
    }

    private mutating func place(_ bucket: Bucket) {
        buckets.withUnsafeMutableBufferPointer { buckets in
            let mask = buckets.count - 1
            var index = Int(bucket.tag) & mask
            while buckets[index].value >= 0 { index = (index &+ 1) & mask }
            buckets[index] = bucket
        }
    }

    private mutating func grow() {
        let old = buckets
        buckets = Array(repeating: Bucket(value: -1, tag: 0), count: max(16, old.count * 2))
        for bucket in old where bucket.value >= 0 { place(bucket) }
    }
}
