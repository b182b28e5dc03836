import HashIndex

/// The heights of a bounded `KeyedHeightCache`, by key and then by geometry slot, keys in order of use.
/// As in `KeyedHeights`, a key's heights at every width share one key, one hash and one entry, so a
/// server's look-up of an item at three widths, and its store after a layout, each hash the key once.
///
/// The bound counts heights, not keys. A key is used as a whole: reading any of its heights makes all of
/// them the most recent, and the least recently used key's heights are dropped together. A key stored at
/// more geometries than the bound allows keeps its newest height and as many others as fit.
///
/// Nothing is allocated per key: keys are bytes in one buffer (`KeyBytes`), heights rows of one array
/// (`width` to a key, NaN where there is none), and the order of use two arrays of slot numbers, found
/// through a `HashIndex` under each key's hash, taken once per operation and kept with the key (a full
/// table drops a key for every one it adds, and dropping never hashes a key again).
struct RecentKeyedHeights: Sendable {
    private var index = HashIndex()
    private var keys = KeyBytes()
    /// Each slot's key's hash.
    private var words: [UInt64] = []
    /// Heights by slot, `width` to a slot (slot `s`'s geometry slot `g` at `s * width + g`).
    private var heights: [Double] = []
    /// Heights per key: one more than the largest geometry slot stored, or more.
    private var width = 0
    private var newer: [Int32] = []   // towards the most recent; -1 at the end
    private var older: [Int32] = []   // towards the least recent
    private var mostRecent: Int32 = -1
    private var leastRecent: Int32 = -1
    private var free: [Int32] = []

    /// Heights held, over all keys and slots.
    private(set) var count = 0
    /// The most heights held (at least 1).
    let capacity: Int

    init(capacity: Int) { self.capacity = max(1, capacity) }

    private static func word(_ key: String) -> UInt64 { UInt64(UInt(bitPattern: key.hashValue)) }

    private func slot(of key: String, word: UInt64) -> Int? {
        index.find(word) { keys.holds(key, at: Int($0)) }.map(Int.init)
    }

    /// The key's heights at `slots` (nil where a slot is nil or holds no height), marking the key most
    /// recently used; nil when the key has none.
    mutating func values(_ key: String, _ slots: [Int32?]) -> [Double?]? {
        guard let slot = slot(of: key, word: Self.word(key)) else { return nil }
        moveToFront(slot)
        return slots.map { geometry in geometry.flatMap { height(slot, Int($0)) } }
    }

    mutating func value(_ key: String, _ geometry: Int32) -> Double? {
        guard let slot = slot(of: key, word: Self.word(key)) else { return nil }
        moveToFront(slot)
        return height(slot, Int(geometry))
    }

    private func height(_ slot: Int, _ geometry: Int) -> Double? {
        guard geometry < width else { return nil }
        let height = heights[slot * width + geometry]
        return height.isNaN ? nil : height
    }

    /// Sets heights of one key (`values[i]` at `slots[i]`, each a number > 0), then drops the least
    /// recently used keys until the bound holds.
    mutating func set(_ values: some Collection<Double>, _ key: String, slots: some Collection<Int32>) {
        guard let last = slots.max() else { return }
        if Int(last) >= width { widen(to: Int(last) + 1) }
        let word = Self.word(key)
        let slot = slot(of: key, word: word) ?? add(key, word: word)
        moveToFront(slot)
        let base = slot * width
        for (value, geometry) in zip(values, slots) {
            if heights[base + Int(geometry)].isNaN { count += 1 }
            heights[base + Int(geometry)] = value
        }
        while count > capacity, leastRecent >= 0, Int(leastRecent) != slot {
            remove(slot: Int(leastRecent))
        }
        guard count > capacity else { return }
        // This key alone is over the bound: keep its height at the slot set last and drop others.
        var newest = last
        for geometry in slots { newest = geometry }
        for geometry in 0..<width where Int32(geometry) != newest && !heights[base + geometry].isNaN && count > capacity {
            heights[base + geometry] = .nan
            count -= 1
        }
    }

    mutating func remove(_ key: String) {
        if let slot = slot(of: key, word: Self.word(key)) { remove(slot: slot) }
    }

    mutating func removeAll() { self = RecentKeyedHeights(capacity: capacity) }

    /// Calls `body` with every height (key, slot, height), least recently used key first (loading them in
    /// this order restores the order).
    func forEach(_ body: (String, Int32, Double) -> Void) {
        var slot = leastRecent
        while slot >= 0 {
            let key = keys.key(at: Int(slot))
            for geometry in 0..<width {
                let height = heights[Int(slot) * width + geometry]
                if !height.isNaN { body(key, Int32(geometry), height) }
            }
            slot = newer[Int(slot)]
        }
    }

    /// A slot for `key`, which has none, with no heights, linked as the most recent by `moveToFront`.
    private mutating func add(_ key: String, word: UInt64) -> Int {
        let slot: Int
        if let reused = free.popLast() {
            slot = Int(reused)
            words[slot] = word
        } else {
            slot = keys.slotCount
            words.append(word); newer.append(-1); older.append(-1)
            heights.append(contentsOf: repeatElement(.nan, count: width))
        }
        keys.set(key, at: slot)
        index.insert(word, entry: Int32(slot))
        linkAtFront(slot)
        return slot
    }

    private mutating func remove(slot: Int) {
        index.remove(words[slot]) { $0 == Int32(slot) }
        unlink(slot)
        keys.remove(at: slot)
        let base = slot * width
        for geometry in 0..<width where !heights[base + geometry].isNaN {
            heights[base + geometry] = .nan
            count -= 1
        }
        free.append(Int32(slot))
    }

    /// Gives every key room for `needed` heights (doubling, so that geometries added one at a time do not
    /// copy the table each time).
    private mutating func widen(to needed: Int) {
        let wider = max(needed, width * 2)
        var grown = [Double](repeating: .nan, count: keys.slotCount * wider)
        for slot in 0..<keys.slotCount {
            for geometry in 0..<width { grown[slot * wider + geometry] = heights[slot * width + geometry] }
        }
        heights = grown
        width = wider
    }

    private mutating func moveToFront(_ slot: Int) {
        guard Int32(slot) != mostRecent else { return }
        unlink(slot)
        linkAtFront(slot)
    }

    private mutating func linkAtFront(_ slot: Int) {
        older[slot] = mostRecent
        newer[slot] = -1
        if mostRecent >= 0 { newer[Int(mostRecent)] = Int32(slot) }
        mostRecent = Int32(slot)
        if leastRecent < 0 { leastRecent = Int32(slot) }
    }

    private mutating func unlink(_ slot: Int) {
        let (n, o) = (newer[slot], older[slot])
        if n >= 0 { older[Int(n)] = o } else if mostRecent == Int32(slot) { mostRecent = o }
        if o >= 0 { newer[Int(o)] = n } else if leastRecent == Int32(slot) { leastRecent = n }
        newer[slot] = -1; older[slot] = -1
    }
}
