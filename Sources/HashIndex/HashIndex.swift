/// An open-addressing index from 64-bit key words to entry numbers: the bucket array behind the solver's
/// identity tables, the typesetter's segment cache and the bounded height cache's table, whose entries
/// live in the caller's own storage.
///
/// A key word is whatever identifies a key in 64 bits: an object's address (exact, so the caller's test
/// of an entry can always answer yes) or a hash the caller has computed once (then the caller compares
/// the keys of the entries whose word matches). `Dictionary` would hash that word again with a keyed
/// SipHash at every look-up, insertion and removal; here a multiplicative (Fibonacci) hash of the word
/// picks the home bucket, probing is linear, the table stays at most half full, and a removal shifts the
/// later buckets of its probe run back instead of leaving a tombstone.
///
/// A value type with a copy-on-write array, so a snapshot of its owner stays O(1) to take. The methods
/// are inlinable: the solver calls them on every constraint it adds.
public struct HashIndex: Sendable {
    @usableFromInline
    struct Bucket: Sendable {
        @usableFromInline var word: UInt64
        /// The caller's entry; -1 marks an empty bucket.
        @usableFromInline var entry: Int32

        @inlinable init(word: UInt64, entry: Int32) {
            self.word = word
            self.entry = entry
        }

        @usableFromInline static let empty = Bucket(word: 0, entry: -1)
    }

    @usableFromInline var buckets: [Bucket] = []
    /// `64 - log2(buckets.count)`: the multiplicative hash keeps the top bits.
    @usableFromInline var shift: UInt64 = 64
    @usableFromInline var entryCount = 0
    /// The number of entries.
    @inlinable public var count: Int { entryCount }

    /// An empty index; it allocates no buckets until the first insertion.
    @inlinable public init() {}

    /// Where `word` starts probing: the top bits of its product with 2^64 divided by the golden ratio,
    /// which sends consecutive addresses far apart.
    @inlinable
    static func home(of word: UInt64, shift: UInt64) -> Int {
        Int(truncatingIfNeeded: (word &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The bucket holding an entry under `word` for which `matches` holds, or the empty bucket where such an
    /// entry would go. The one probe loop of the index.
    @inlinable
    static func probe(_ buckets: UnsafeBufferPointer<Bucket>, shift: UInt64, for word: UInt64,
                      where matches: (Int32) -> Bool) -> (found: Bool, index: Int) {
        let mask = buckets.count &- 1
        var index = home(of: word, shift: shift)
        while buckets[index].entry >= 0 {
            if buckets[index].word == word, matches(buckets[index].entry) { return (true, index) }
            index = (index &+ 1) & mask
        }
        return (false, index)
    }

    @inlinable
    func probe(for word: UInt64, where matches: (Int32) -> Bool) -> (found: Bool, index: Int) {
        buckets.withUnsafeBufferPointer { Self.probe($0, shift: shift, for: word, where: matches) }
    }

    /// The first entry stored under `word` for which `matches` holds.
    @inlinable
    public func find(_ word: UInt64, where matches: (Int32) -> Bool) -> Int32? {
        guard count > 0 else { return nil }
        let (found, index) = probe(for: word, where: matches)
        return found ? buckets[index].entry : nil
    }

    /// The entry under `word` for which `matches` holds; when there is none, adds `entry` under `word`
    /// and returns nil. One probe serves both the look-up and the insertion.
    @inlinable
    public mutating func findOrInsert(_ word: UInt64, entry: Int32, where matches: (Int32) -> Bool) -> Int32? {
        if (count + 1) * 2 > buckets.count { grow() }
        let (found, index) = probe(for: word, where: matches)
        if found { return buckets[index].entry }
        buckets[index] = Bucket(word: word, entry: entry)
        entryCount += 1
        return nil
    }

    /// Adds `entry` under `word`, where the caller knows no entry of the same key is.
    @inlinable
    public mutating func insert(_ word: UInt64, entry: Int32) {
        _ = findOrInsert(word, entry: entry) { _ in false }
    }

    /// Removes the first entry under `word` for which `matches` holds, and returns it (nil if none).
    @inlinable @discardableResult
    public mutating func remove(_ word: UInt64, where matches: (Int32) -> Bool) -> Int32? {
        guard count > 0 else { return nil }
        let (found, index) = probe(for: word, where: matches)
        guard found else { return nil }
        let removed = buckets[index].entry
        let shift = shift
        buckets.withUnsafeMutableBufferPointer { buckets in
            let mask = buckets.count &- 1
            var hole = index
            var next = (hole &+ 1) & mask
            while buckets[next].entry >= 0 {
                // The bucket at `next` may move to `hole` if `hole` lies on its probe path, from its home
                // bucket up to `next`: no look-up may meet a gap before its key.
                if (next &- Self.home(of: buckets[next].word, shift: shift)) & mask >= (next &- hole) & mask {
                    buckets[hole] = buckets[next]
                    hole = next
                }
                next = (next &+ 1) & mask
            }
            buckets[hole] = .empty
        }
        entryCount -= 1
        return removed
    }

    /// Gives the bucket of `entry` under `word` a new entry number (the caller moved the entry).
    @inlinable
    public mutating func renumber(_ word: UInt64, from entry: Int32, to newEntry: Int32) {
        let (found, index) = probe(for: word) { $0 == entry }
        if found { buckets[index].entry = newEntry }
    }

    @inlinable
    mutating func grow() {
        let capacity = Swift.max(32, buckets.count * 2)
        let shift = UInt64(64 - capacity.trailingZeroBitCount)
        var grown = Array(repeating: Bucket.empty, count: capacity)
        grown.withUnsafeMutableBufferPointer { grown in
            for bucket in buckets where bucket.entry >= 0 {
                grown[Self.probe(UnsafeBufferPointer(grown), shift: shift, for: bucket.word) { _ in false }.index] = bucket
            }
        }
        buckets = grown
        self.shift = shift
    }
}
