/// A dictionary that keeps its entries in order of use: a read marks the entry as most recently used, and
/// the caller bounds it by removing the least recently used (`leastRecentKey`), by whatever measure it
/// counts. Entries live in arrays linked by index, so nothing is allocated per entry and every operation
/// is O(1).
struct LRUTable<Key: Hashable, Value> {
    private var index: [Key: Int] = [:]
    private var keys: [Key?] = []
    private var values: [Value?] = []
    private var newer: [Int] = []   // towards the most recent
    private var older: [Int] = []   // towards the least recent
    private var mostRecent = -1
    private var leastRecent = -1
    private var free: [Int] = []

    var count: Int { index.count }

    /// The value for `key`; marks it most recently used.
    mutating func value(for key: Key) -> Value? {
        guard let slot = index[key] else { return nil }
        moveToFront(slot)
        return values[slot]
    }

    /// Changes the value for `key` in place (one look-up, no copy of the value) and marks it most recently
    /// used; nil, calling nothing, when there is none.
    mutating func update<Result>(_ key: Key, _ body: (inout Value) -> Result) -> Result? {
        guard let slot = index[key] else { return nil }
        moveToFront(slot)
        return body(&values[slot]!)
    }

    /// Sets a value and marks it most recently used.
    mutating func set(_ value: Value, for key: Key) {
        if let slot = index[key] {
            values[slot] = value
            moveToFront(slot)
            return
        }
        let slot: Int
        if let reused = free.popLast() {
            slot = reused
            keys[slot] = key; values[slot] = value
        } else {
            slot = keys.count
            keys.append(key); values.append(value); newer.append(-1); older.append(-1)
        }
        index[key] = slot
        linkAtFront(slot)
    }

    @discardableResult
    mutating func remove(_ key: Key) -> Value? {
        guard let slot = index.removeValue(forKey: key) else { return nil }
        unlink(slot)
        let value = values[slot]
        keys[slot] = nil; values[slot] = nil
        free.append(slot)
        return value
    }

    /// The least recently used key, if any.
    var leastRecentKey: Key? { leastRecent >= 0 ? keys[leastRecent] : nil }

    mutating func removeAll() { self = LRUTable() }

    /// Entries from the least to the most recently used (loading them in this order restores the order).
    func forEachFromLeastRecent(_ body: (Key, Value) throws -> Void) rethrows {
        var slot = leastRecent
        while slot >= 0 {
            if let key = keys[slot], let value = values[slot] { try body(key, value) }
            slot = newer[slot]
        }
    }

    private mutating func moveToFront(_ slot: Int) {
        guard slot != mostRecent else { return }
        unlink(slot)
        linkAtFront(slot)
    }

    private mutating func linkAtFront(_ slot: Int) {
        older[slot] = mostRecent
        newer[slot] = -1
        if mostRecent >= 0 { newer[mostRecent] = slot }
        mostRecent = slot
        if leastRecent < 0 { leastRecent = slot }
    }

    private mutating func unlink(_ slot: Int) {
        let (n, o) = (newer[slot], older[slot])
        if n >= 0 { older[n] = o } else { mostRecent = o }
        if o >= 0 { newer[o] = n } else { leastRecent = n }
        newer[slot] = -1; older[slot] = -1
    }
}
extension LRUTable: Sendable where Key: Sendable, Value: Sendable {}
