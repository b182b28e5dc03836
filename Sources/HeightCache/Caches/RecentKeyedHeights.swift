/// The heights of a bounded `KeyedHeightCache`, by key and then by geometry slot, keys in order of use.
/// As in `KeyedHeights`, a key's heights at every width share one string, one hash and one entry, so a
/// server's look-up of an item at three widths, and its store after a layout, each hash the key once.
///
/// The bound counts heights, not keys. A key is used as a whole: reading any of its heights makes all of
/// them the most recent, and the least recently used key's heights are dropped together. A key stored at
/// more geometries than the bound allows keeps its newest height and as many others as fit.
struct RecentKeyedHeights: Sendable {
    /// Each key's heights by slot, NaN where there is none.
    private var table = LRUTable<String, [Double]>()
    /// Heights held, over all keys and slots.
    private(set) var count = 0
    /// The most heights held (at least 1).
    let capacity: Int

    init(capacity: Int) { self.capacity = max(1, capacity) }

    /// The key's heights by slot (NaN where there is none), marking the key most recently used.
    mutating func row(_ key: String) -> [Double]? { table.value(for: key) }

    mutating func value(_ key: String, _ slot: Int32) -> Double? {
        guard let row = table.value(for: key), Int(slot) < row.count, !row[Int(slot)].isNaN else { return nil }
        return row[Int(slot)]
    }

    /// Sets heights of one key (`values[i]` at `slots[i]`, each a number > 0), then drops the least
    /// recently used keys until the bound holds.
    mutating func set(_ values: some Collection<Double>, _ key: String, slots: some Collection<Int32>) {
        guard let last = slots.max() else { return }
        var made = 0
        let added = table.update(key, orSet: {
            var row = [Double](repeating: .nan, count: Int(last) + 1)
            for (value, slot) in zip(values, slots) { row[Int(slot)] = value }
            made = row.count { !$0.isNaN }
            return row
        }) { row -> Int in
            if row.count <= Int(last) { row.append(contentsOf: repeatElement(.nan, count: Int(last) + 1 - row.count)) }
            var added = 0
            for (value, slot) in zip(values, slots) {
                if row[Int(slot)].isNaN { added += 1 }
                row[Int(slot)] = value
            }
            return added
        }
        count += added ?? made
        guard count > capacity else { return }
        while count > capacity, let oldest = table.removeLeastRecent(unless: key) {
            count -= oldest.count { !$0.isNaN }
        }
        guard count > capacity else { return }
        // This key alone is over the bound: keep its height at the slot set last and drop others.
        var newest = last
        for slot in slots { newest = slot }
        table.update(key) { row in
            for slot in row.indices where Int32(slot) != newest && !row[slot].isNaN && count > capacity {
                row[slot] = .nan
                count -= 1
            }
        }
    }

    mutating func remove(_ key: String) {
        count -= table.remove(key)?.count { !$0.isNaN } ?? 0
    }

    mutating func removeAll() {
        table.removeAll()
        count = 0
    }

    /// Calls `body` with every height (key, slot, height), least recently used key first.
    func forEach(_ body: (String, Int32, Double) -> Void) {
        table.forEachFromLeastRecent { key, row in
            for (slot, height) in row.enumerated() where !height.isNaN { body(key, Int32(slot), height) }
        }
    }
}
