import HashIndex

/// The heights of a bounded `KeyedHeightCache`, by key and then by geometry, keys in order of use.
/// As in `KeyedHeights`, a key's heights at every width share one key, one hash and one entry, so a
/// server's look-up of an item at three widths, and its store after a layout, each hash the key once.
///
/// The bound is on room for heights: every key has a row with room for one height per column, a column
/// per geometry held (at most `maximumColumns`), and rows times columns never exceed the capacity. So memory
/// stays within the bound however many geometries callers ask for: a server asked for a thousand widths
/// keeps its 64 most recently used ones, and fewer keys with room for each (a row grows with a geometry,
/// the least recently used keys going to make room). A key is used as a whole: reading any of its heights
/// makes all of them the most recent, and the least recently used key's heights are dropped together. A
/// key stored at more geometries at once than there are columns keeps its newest heights.
///
/// Nothing is allocated per key: keys are bytes in one buffer (`KeyBytes`), heights rows of one array
/// (`width` to a key, NaN where there is none), and the order of use two arrays of slot numbers, found
/// through a `HashIndex` under each key's hash, taken once per operation and kept with the key (a full
/// table drops a key for every one it adds, and dropping never hashes a key again).
struct RecentKeyedHeights: Sendable {
    /// The most geometries held at once: a row's room, and so the number of keys, stays useful.
    static let maximumColumns = 64

    private var index = HashIndex()
    private var keys = KeyBytes()
    /// Each slot's key's hash.
    private var words: [UInt64] = []
    /// Heights by slot, `width` to a slot (slot `s`'s column `c` at `s * width + c`).
    private var heights: [Double] = []
    /// Columns in a row: one per geometry held.
    private var width = 0
    /// The column of each geometry (by the cache's geometry slot; -1 for none).
    private var columnOfGeometry: [Int32] = []
    /// The geometry slot of each column, and when it was last read or written (`clock`): a geometry that
    /// needs a column when all are taken gets the least recently used one, whose heights go.
    private var geometryOfColumn: [Int32] = []
    private var columnUse: [UInt64] = []
    private var clock: UInt64 = 0
    private var newer: [Int32] = []   // towards the most recent; -1 at the end
    private var older: [Int32] = []   // towards the least recent
    private var mostRecent: Int32 = -1
    private var leastRecent: Int32 = -1
    private var free: [Int32] = []
    private var keyCount = 0

    /// Room for heights, in heights: rows times columns, dropped keys' rows included (at most `capacity`).
    var room: Int { heights.count }

    /// Heights held, over all keys and geometries (at most `capacity`).
    private(set) var count = 0
    /// The most heights held, and the most room for them (at least 1).
    let capacity: Int

    init(capacity: Int) { self.capacity = max(1, capacity) }

    /// The most columns: one height per key must fit too.
    private var columnLimit: Int { min(Self.maximumColumns, capacity) }
    /// The most keys: rows of `width` within the capacity.
    private var keyLimit: Int { max(1, capacity / max(1, width)) }

    private static func word(_ key: String) -> UInt64 { UInt64(UInt(bitPattern: key.hashValue)) }

    private func slot(of key: String, word: UInt64) -> Int? {
        index.find(word) { keys.holds(key, at: Int($0)) }.map(Int.init)
    }

    /// The key's heights at `geometries` (nil where a geometry is nil or holds no height), marking the key
    /// most recently used; nil when the key has none.
    mutating func values(_ key: String, _ geometries: [Int32?]) -> [Double?]? {
        guard let slot = slot(of: key, word: Self.word(key)) else { return nil }
        moveToFront(slot)
        return geometries.map { geometry in geometry.flatMap { readColumn($0) }.flatMap { height(slot, $0) } }
    }

    mutating func value(_ key: String, _ geometry: Int32) -> Double? {
        guard let slot = slot(of: key, word: Self.word(key)) else { return nil }
        moveToFront(slot)
        return readColumn(geometry).flatMap { height(slot, $0) }
    }

    private func height(_ slot: Int, _ column: Int) -> Double? {
        let height = heights[slot * width + column]
        return height.isNaN ? nil : height
    }

    /// The column of `geometry`, marked used; nil when it has none.
    private mutating func readColumn(_ geometry: Int32) -> Int? {
        guard Int(geometry) < columnOfGeometry.count else { return nil }
        let column = Int(columnOfGeometry[Int(geometry)])
        guard column >= 0 else { return nil }
        clock &+= 1
        columnUse[column] = clock
        return column
    }

    /// Sets heights of one key (`values[i]` at `geometries[i]`, each a number > 0): columns for the
    /// geometries first (a new one may take room from the least recently used keys or geometries), then the
    /// key's row, the least recently used keys going while there are more than the room allows.
    mutating func set(_ values: some Collection<Double>, _ key: String, slots geometries: some Collection<Int32>) {
        guard !geometries.isEmpty else { return }
        let start = clock
        for geometry in geometries { claimColumn(geometry, keepingUsedAfter: start) }
        let word = Self.word(key)
        let slot: Int
        if let held = self.slot(of: key, word: word) {
            slot = held
        } else {
            while keyCount >= keyLimit, leastRecent >= 0 { remove(slot: Int(leastRecent)) }
            slot = add(key, word: word)
        }
        moveToFront(slot)
        let base = slot * width
        for (value, geometry) in zip(values, geometries) {
            // A geometry whose column a later one of this call took (more geometries than columns) keeps none.
            let column = Int(columnOfGeometry[Int(geometry)])
            guard column >= 0 else { continue }
            if heights[base + column].isNaN { count += 1 }
            heights[base + column] = value
        }
    }

    /// Marks the column of `geometry` used, making one when it has none: a new column while there are fewer
    /// than `columnLimit`, else the least recently used one (not one used since `start`, while another
    /// is), whose heights are dropped.
    private mutating func claimColumn(_ geometry: Int32, keepingUsedAfter start: UInt64) {
        if Int(geometry) >= columnOfGeometry.count {
            columnOfGeometry.append(contentsOf: repeatElement(-1, count: Int(geometry) + 1 - columnOfGeometry.count))
        }
        clock &+= 1
        let held = Int(columnOfGeometry[Int(geometry)])
        if held >= 0 {
            columnUse[held] = clock
            return
        }
        let column: Int
        if width < columnLimit {
            widen()
            column = width - 1
            geometryOfColumn.append(geometry)
            columnUse.append(clock)
        } else {
            let unused = columnUse.indices.filter { columnUse[$0] <= start }
            column = (unused.isEmpty ? Array(columnUse.indices) : unused).min { columnUse[$0] < columnUse[$1] }!
            drop(column: column)
            geometryOfColumn[column] = geometry
            columnUse[column] = clock
        }
        columnOfGeometry[Int(geometry)] = Int32(column)
    }

    /// Forgets every key's height in `column`, and the column's geometry.
    private mutating func drop(column: Int) {
        columnOfGeometry[Int(geometryOfColumn[column])] = -1
        for slot in 0..<keys.slotCount where !heights[slot * width + column].isNaN {
            heights[slot * width + column] = .nan
            count -= 1
        }
    }

    /// Adds a column to every row. The rows are rebuilt, the most recently used keys that fit the room of
    /// the wider rows kept in their order of use (a row's slot numbers change), so the table never holds
    /// more than the capacity, dropped keys' slots included.
    private mutating func widen() {
        let wider = width + 1
        var rebuilt = RecentKeyedHeights(capacity: capacity)
        (rebuilt.width, rebuilt.clock) = (wider, clock)
        (rebuilt.columnOfGeometry, rebuilt.geometryOfColumn, rebuilt.columnUse) = (columnOfGeometry, geometryOfColumn, columnUse)
        let kept = min(keyCount, rebuilt.keyLimit)
        var slot = mostRecent
        for _ in 1..<max(1, kept) where slot >= 0 { slot = older[Int(slot)] }
        if kept == 0 { slot = -1 }
        // From the least recent kept key to the most recent, each linked in front of the one before.
        while slot >= 0 {
            let row = rebuilt.add(keys.key(at: Int(slot)), word: words[Int(slot)])
            for column in 0..<width {
                let height = heights[Int(slot) * width + column]
                if !height.isNaN { rebuilt.heights[row * wider + column] = height; rebuilt.count += 1 }
            }
            slot = newer[Int(slot)]
        }
        self = rebuilt
    }

    mutating func remove(_ key: String) {
        if let slot = slot(of: key, word: Self.word(key)) { remove(slot: slot) }
    }

    mutating func removeAll() { self = RecentKeyedHeights(capacity: capacity) }

    /// Calls `body` with every height (key, geometry slot, height), least recently used key first (loading
    /// them in this order restores the order).
    func forEach(_ body: (String, Int32, Double) -> Void) {
        var slot = leastRecent
        while slot >= 0 {
            let key = keys.key(at: Int(slot))
            for column in 0..<width {
                let height = heights[Int(slot) * width + column]
                if !height.isNaN { body(key, geometryOfColumn[column], height) }
            }
            slot = newer[Int(slot)]
        }
    }

    /// A slot for `key`, which has none, with no heights, linked as the most recent.
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
        keyCount += 1
        return slot
    }

    private mutating func remove(slot: Int) {
        index.remove(words[slot]) { $0 == Int32(slot) }
        unlink(slot)
        keys.remove(at: slot)
        let base = slot * width
        for column in 0..<width where !heights[base + column].isNaN {
            heights[base + column] = .nan
            count -= 1
        }
        free.append(Int32(slot))
        keyCount -= 1
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
