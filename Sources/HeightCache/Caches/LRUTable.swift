import HashIndex

/// A dictionary that keeps its entries in order of use: a read marks the entry as most recently used, and
/// the caller bounds it by removing the least recently used (`removeLeastRecent`), by whatever measure it
/// counts. Entries live in arrays linked by index, so nothing is allocated per entry and every operation
/// is O(1).
///
/// Keys are found through a `HashIndex` under their hash, taken once per operation and kept with each
/// entry: a full table drops an entry for every one it adds, and `Dictionary`'s removal hashed again the
/// keys it shifted back (a server's cache keys are strings of some 20 bytes), where the index shifts
/// the words it holds.
struct LRUTable<Key: Hashable, Value> {
    private var index = HashIndex()
    private var keys: [Key?] = []
    /// Each slot's key's hash, so that dropping it never hashes the key again.
    private var words: [UInt64] = []
    private var values: [Value?] = []
    private var newer: [Int] = []   // towards the most recent
    private var older: [Int] = []   // towards the least recent
    private var mostRecent = -1
    private var leastRecent = -1
    private var free: [Int] = []

    var count: Int { index.count }

    private static func word(_ key: Key) -> UInt64 { UInt64(UInt(bitPattern: key.hashValue)) }

    /// The slot of `key`, whose hash is `word`.
    private func slot(of key: Key, word: UInt64) -> Int? {
        index.find(word) { keys[Int($0)] == key }.map(Int.init)
    }

    /// The value for `key`; marks it most recently used.
    mutating func value(for key: Key) -> Value? {
        guard let slot = slot(of: key, word: Self.word(key)) else { return nil }
        moveToFront(slot)
        return values[slot]
    }

    /// Changes the value for `key` in place (one look-up, no copy of the value) and marks it most recently
    /// used; nil, calling nothing, when there is none.
    mutating func update<Result>(_ key: Key, _ body: (inout Value) -> Result) -> Result? {
        guard let slot = slot(of: key, word: Self.word(key)) else { return nil }
        moveToFront(slot)
        return body(&values[slot]!)
    }

    /// Changes the value for `key` in place and marks it most recently used, as `update` does; when there is
    /// none, sets `make()` instead and returns nil. One hash of the key serves both.
    mutating func update<Result>(_ key: Key, orSet make: () -> Value, _ body: (inout Value) -> Result) -> Result? {
        let word = Self.word(key)
        if let slot = slot(of: key, word: word) {
            moveToFront(slot)
            return body(&values[slot]!)
        }
        add(make(), for: key, word: word)
        return nil
    }

    /// Adds an entry for `key`, which has none, as the most recently used.
    private mutating func add(_ value: Value, for key: Key, word: UInt64) {
        let slot: Int
        if let reused = free.popLast() {
            slot = reused
            keys[slot] = key; words[slot] = word; values[slot] = value
        } else {
            slot = keys.count
            keys.append(key); words.append(word); values.append(value); newer.append(-1); older.append(-1)
        }
        index.insert(word, entry: Int32(slot))
        linkAtFront(slot)
    }

    @discardableResult
    mutating func remove(_ key: Key) -> Value? {
        guard let slot = slot(of: key, word: Self.word(key)) else { return nil }
        return remove(slot: slot)
    }

    /// Removes the least recently used entry unless its key is `kept`, and returns its value (nil when the
    /// table is empty or that entry is `kept`'s).
    mutating func removeLeastRecent(unless kept: Key) -> Value? {
        guard leastRecent >= 0, keys[leastRecent] != kept else { return nil }
        return remove(slot: leastRecent)
    }

    private mutating func remove(slot: Int) -> Value? {
        index.remove(words[slot]) { $0 == Int32(slot) }
        unlink(slot)
        let value = values[slot]
        keys[slot] = nil; values[slot] = nil
        free.append(slot)
        return value
    }

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
