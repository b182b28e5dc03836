import HashIndex

/// A hash table keyed by object identity, for the solver's variable → symbol and constraint → record
/// maps.
///
/// `Dictionary` hashes an `ObjectIdentifier` with SipHash through `Hasher`, and a cell-sized system
/// pays that on every addition (two look-ups and two stores) and again for every entry each time a
/// map grows. Object addresses need no keyed hash: a ``HashIndex`` keyed by the address finds them. The
/// entries live densely in insertion order (removal moves the last one into the gap); the index holds
/// only an address and an entry number, so probing and growing never touch the keys' reference counts.
///
/// A value type with copy-on-write arrays, so ``SolverCore`` snapshots stay O(1) to take.
struct IdentityTable<Key: AnyObject, Value> {
    /// An entry's position, valid until the next removal.
    typealias Slot = Int

    private var index = HashIndex()
    /// The keys (the table owns them) and their values, in insertion order but for removals.
    private var keys: [Key] = []
    private var values: [Value] = []

    init() {}

    var count: Int { keys.count }

    @inline(__always)
    private static func address(of key: Key) -> UInt64 {
        UInt64(UInt(bitPattern: ObjectIdentifier(key)))
    }

    /// The slot of `key`'s entry, or nil. An address is the key itself, so an entry under it is the key's.
    @inline(__always)
    func slot(of key: Key) -> Slot? {
        index.find(Self.address(of: key)) { _ in true }.map(Int.init)
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

    /// The key at a slot found with ``slot(of:)``.
    func key(at slot: Slot) -> Key {
        keys[slot]
    }

    /// The value at a slot found with ``slot(of:)``.
    subscript(slot slot: Slot) -> Value {
        get { values[slot] }
        set { values[slot] = newValue }
    }

    /// Stores `value` for `key`, replacing any value it had.
    mutating func insert(_ value: Value, for key: Key) {
        if let slot = index.findOrInsert(Self.address(of: key), entry: Int32(keys.count), where: { _ in true }) {
            values[Int(slot)] = value
            return
        }
        keys.append(key)
        values.append(value)
    }

    /// Removes the value for `key` and returns it, if there was one.
    @discardableResult
    mutating func removeValue(for key: Key) -> Value? {
        guard let removed = index.remove(Self.address(of: key), where: { _ in true }) else { return nil }
        let slot = Int(removed)
        // The last entry fills the gap; its bucket learns its new place.
        let last = keys.count - 1
        if slot != last {
            index.renumber(Self.address(of: keys[last]), from: Int32(last), to: Int32(slot))
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
