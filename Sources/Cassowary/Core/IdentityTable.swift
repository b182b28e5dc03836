/// A hash table keyed by object identity, for the solver's variable → symbol and constraint → record
/// maps.
///
/// `Dictionary` hashes an `ObjectIdentifier` with SipHash through `Hasher`, and a cell-sized system
/// pays that on every addition (two look-ups and two stores) and again for every entry each time a
/// map grows. Object addresses need no keyed hash: a multiplicative (Fibonacci) hash of the address
/// spreads them over the buckets. The entries live densely in insertion order (removal moves the last
/// one into the gap); the buckets hold only an address and an entry index, so probing and growing
/// never touch the keys' reference counts, and removal shifts later buckets back instead of leaving
/// tombstones.
///
/// A value type with copy-on-write arrays, so ``SolverCore`` snapshots stay O(1) to take.
struct IdentityTable<Key: AnyObject, Value> {
    /// An entry's position, valid until the next removal.
    typealias Slot = Int

    private struct Bucket {
        /// The key's address; 0 marks an empty bucket.
        var address: UInt
        var entry: Int32
    }

    private var buckets: [Bucket] = []
    /// The keys (the table owns them) and their values, in insertion order but for removals.
    private var keys: [Key] = []
    private var values: [Value] = []
    /// `64 - log2(buckets.count)`: the multiplicative hash keeps the top bits.
    private var shift: UInt = 64

    init() {}

    var count: Int { keys.count }

    @inline(__always)
    private static func address(of key: Key) -> UInt {
        UInt(bitPattern: ObjectIdentifier(key))
    }

    /// Where `address` starts probing among `2^(64 - shift)` buckets: the top bits of its product with
    /// 2^64 divided by the golden ratio, which sends consecutive addresses far apart.
    @inline(__always)
    private static func home(of address: UInt, shift: UInt) -> Int {
        Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The bucket holding `address`, or the empty bucket where it would go.
    @inline(__always)
    private static func probe(_ buckets: UnsafeBufferPointer<Bucket>, shift: UInt, for address: UInt) -> (found: Bool, index: Int) {
        let mask = buckets.count &- 1
        var index = home(of: address, shift: shift)
        while true {
            let held = buckets[index].address
            if held == address { return (true, index) }
            if held == 0 { return (false, index) }
            index = (index &+ 1) & mask
        }
    }

    @inline(__always)
    private func bucket(of address: UInt) -> (found: Bool, index: Int) {
        buckets.withUnsafeBufferPointer { Self.probe($0, shift: shift, for: address) }
    }

    /// The slot of `key`'s entry, or nil.
    @inline(__always)
    func slot(of key: Key) -> Slot? {
        guard !keys.isEmpty else { return nil }
        let (found, index) = bucket(of: Self.address(of: key))
        return found ? Int(buckets[index].entry) : nil
    }

    subscript(key: Key) -> Value? {
        get { slot(of: key).map { values[$0] } }
        set {
            if let newValue {
                insert(newValue, for: key)
            } else {
                removeValue(for: key)
            }
        }
    }

    /// The value at a slot found with ``slot(of:)``.
    subscript(slot slot: Slot) -> Value {
        get { values[slot] }
        set { values[slot] = newValue }
    }

    /// Stores `value` for `key`, replacing any value it had.
    mutating func insert(_ value: Value, for key: Key) {
        // At most half full: probes stay short.
        if (keys.count + 1) * 2 > buckets.count {
            grow()
        }
        let address = Self.address(of: key)
        let (found, index) = bucket(of: address)
        if found {
            values[Int(buckets[index].entry)] = value
            return
        }
        buckets[index] = Bucket(address: address, entry: Int32(keys.count))
        keys.append(key)
        values.append(value)
    }

    /// Removes the value for `key` and returns it, if there was one.
    @discardableResult
    mutating func removeValue(for key: Key) -> Value? {
        guard !keys.isEmpty else { return nil }
        let (found, index) = bucket(of: Self.address(of: key))
        guard found else { return nil }
        let slot = Int(buckets[index].entry)
        vacate(bucket: index)
        // The last entry fills the gap; its bucket learns its new place.
        let last = keys.count - 1
        if slot != last {
            let (_, moved) = bucket(of: Self.address(of: keys[last]))
            buckets[moved].entry = Int32(slot)
            keys.swapAt(slot, last)
            values.swapAt(slot, last)
        }
        keys.removeLast()
        return values.removeLast()
    }

    /// Removes the entries after the first `count` (those inserted since the table held `count`
    /// entries, when nothing was removed in between).
    mutating func truncate(to count: Int) {
        while keys.count > count {
            removeValue(for: keys[keys.count - 1])
        }
    }

    /// Empties a bucket and moves back the buckets of its probe run that may fill the hole, so every
    /// remaining address stays reachable from its home bucket.
    private mutating func vacate(bucket: Int) {
        let mask = buckets.count - 1
        var hole = bucket
        var next = (hole &+ 1) & mask
        while buckets[next].address != 0 {
            // The bucket at `next` may move to `hole` if `hole` lies on its probe path, from its home
            // bucket up to `next`.
            if (next &- Self.home(of: buckets[next].address, shift: shift)) & mask >= (next &- hole) & mask {
                buckets[hole] = buckets[next]
                hole = next
            }
            next = (next &+ 1) & mask
        }
        buckets[hole] = Bucket(address: 0, entry: 0)
    }

    private mutating func grow() {
        let capacity = Swift.max(32, buckets.count * 2)
        let shift = UInt(64 - capacity.trailingZeroBitCount)
        let old = buckets
        buckets = Array(repeating: Bucket(address: 0, entry: 0), count: capacity)
        buckets.withUnsafeMutableBufferPointer { buckets in
            for bucket in old where bucket.address != 0 {
                buckets[Self.probe(UnsafeBufferPointer(buckets), shift: shift, for: bucket.address).index] = bucket
            }
        }
        self.shift = shift
    }
}

extension IdentityTable: Sequence {
    struct Iterator: IteratorProtocol {
        fileprivate let table: IdentityTable
        fileprivate var index = 0

        mutating func next() -> (key: Key, value: Value)? {
            guard index < table.keys.count else { return nil }
            defer { index += 1 }
            return (table.keys[index], table.values[index])
        }
    }

    func makeIterator() -> Iterator {
        Iterator(table: self)
    }

    var underestimatedCount: Int { count }
}

extension IdentityTable: Sendable where Key: Sendable, Value: Sendable {}
