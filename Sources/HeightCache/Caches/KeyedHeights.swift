/// The heights of an unbounded `KeyedHeightCache`, by key and then by geometry slot: a key's heights at
/// every width share one string and one hash, so a warm run's look-up of an item at three widths hashes
/// its key once, and a loaded cache allocates a key once, not once per width. A height may be marked
/// used (`KeyedHeightCache.usedHeights`), so a run can tell what of a loaded cache it read.
struct KeyedHeights: Sendable {
    /// Each key's heights by slot: NaN where there is none, and negated once marked used (a height is
    /// a number > 0, so the sign is free to carry the mark).
    private var table: [String: [Double]] = [:]
    /// Heights held, over all keys and slots.
    private(set) var count = 0
    /// Heights marked used.
    private(set) var usedCount = 0

    mutating func reserveCapacity(keys: Int) { table.reserveCapacity(keys) }

    func value(_ key: String, _ slot: Int32) -> Double? {
        guard let row = table[key], Int(slot) < row.count, !row[Int(slot)].isNaN else { return nil }
        return abs(row[Int(slot)])
    }

    /// The height, marked used.
    mutating func usedValue(_ key: String, _ slot: Int32) -> Double? {
        guard let index = table.index(forKey: key) else { return nil }
        return markUsed(at: index, slot: Int(slot))
    }

    /// The heights of `key` in all of `slots`, marked used; nil, marking none, when one is missing.
    mutating func usedValues(_ key: String, slots: [Int32]) -> [Double]? {
        guard let index = table.index(forKey: key) else { return nil }
        let row = table.values[index]
        guard slots.allSatisfy({ Int($0) < row.count && !row[Int($0)].isNaN }) else { return nil }
        return slots.map { markUsed(at: index, slot: Int($0))! }
    }

    private mutating func markUsed(at index: Dictionary<String, [Double]>.Index, slot: Int) -> Double? {
        guard slot < table.values[index].count else { return nil }
        let stored = table.values[index][slot]
        if stored.isNaN { return nil }
        if stored > 0 {
            table.values[index][slot] = -stored
            usedCount += 1
        }
        return abs(stored)
    }

    /// Sets heights of one key (`values[i]` at `slots[i]`, each a number > 0) with one look-up of the key;
    /// one already there keeps its mark.
    mutating func set(_ values: some Collection<Double>, _ key: String, slots: some Collection<Int32>) {
        guard let last = slots.max() else { return }
        var added = 0
        func update(_ row: inout [Double]) {
            if row.count <= Int(last) { row.append(contentsOf: repeatElement(.nan, count: Int(last) + 1 - row.count)) }
            for (value, slot) in zip(values, slots) {
                let old = row[Int(slot)]
                if old.isNaN { added += 1 }
                row[Int(slot)] = old < 0 ? -value : value
            }
        }
        update(&table[key, default: []])
        count += added
    }

    /// Sets a height (a number > 0); one already there keeps its mark.
    mutating func set(_ value: Double, _ key: String, _ slot: Int32) {
        let slot = Int(slot)
        guard let index = table.index(forKey: key) else {
            var row = [Double](repeating: .nan, count: slot + 1)
            row[slot] = value
            table[key] = row
            count += 1
            return
        }
        if table.values[index].count <= slot {
            table.values[index].append(contentsOf: repeatElement(.nan, count: slot + 1 - table.values[index].count))
        }
        let old = table.values[index][slot]
        if old.isNaN { count += 1 }
        table.values[index][slot] = old < 0 ? -value : value
    }

    mutating func remove(_ key: String, _ slot: Int32) {
        guard let index = table.index(forKey: key), Int(slot) < table.values[index].count else { return }
        let old = table.values[index][Int(slot)]
        guard !old.isNaN else { return }
        count -= 1
        if old < 0 { usedCount -= 1 }
        table.values[index][Int(slot)] = .nan
        if table.values[index].allSatisfy(\.isNaN) { table.remove(at: index) }
    }

    mutating func removeAll() {
        table.removeAll()
        count = 0
        usedCount = 0
    }

    /// Calls `body` with every height (key, slot, height, whether marked used), in no set order.
    func forEach(_ body: (String, Int32, Double, Bool) -> Void) {
        for (key, row) in table {
            for (slot, stored) in row.enumerated() where !stored.isNaN { body(key, Int32(slot), abs(stored), stored < 0) }
        }
    }
}
