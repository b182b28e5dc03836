import Locking

/// Heights by a key of the caller's choosing (an item's id and version, say) and by table geometry:
/// the same key measured at several widths keeps every width. Thread-safe. Optionally bounded: with a
/// capacity (a number of heights) it keeps the most recently used keys' heights (LRU, a key's heights at
/// every width kept or dropped together).
///
/// This is FDTemplateLayoutCell's `fd_keyedHeightCache` and MFViewHeightCache's height cache, without
/// their single width per key; it can be saved and loaded (`HeightStore`).
public final class KeyedHeightCache: Sendable {
    /// One height as a store holds it: its key, its geometry's slot in the store's list, the height.
    typealias StoredHeight = (key: String, geometry: Int32, height: Double)

    struct State: Sendable {
        /// Geometries by slot. Slots are never reused, so a slot number stays valid for the cache's life
        /// (unless `maximumGeometries` starts the cache afresh, which only a cache that hands out no slot
        /// numbers may do).
        var geometries: [TableGeometry] = []
        /// The slot of each geometry: a look-up costs one hash however many geometries there are.
        var slots: [TableGeometry: Int32] = [:]
        /// The most geometries held; at one more, the cache starts afresh.
        var maximumGeometries: Int?
        /// Heights of an unbounded cache: no bookkeeping on reads (`usedHeights` marks what it reads).
        var plain = KeyedHeights()
        /// Heights of a bounded cache, keys in order of use.
        var recent: RecentKeyedHeights?
        /// Counts invalidations, so that a height measured across one (of an item changed meanwhile) is
        /// not stored after it (`store(_:forKey:slot:ifNotInvalidatedSince:)`).
        var invalidations: UInt64 = 0

        init(capacity: Int?, maximumGeometries: Int?) {
            recent = capacity.map { RecentKeyedHeights(capacity: $0) }
            self.maximumGeometries = maximumGeometries
        }

        mutating func slot(for geometry: TableGeometry) -> Int32 {
            if let slot = existingSlot(for: geometry) { return slot }
            // Every geometry's heights go: a caller asking for ever new geometries (a server's clients asking
            // for any width) would otherwise grow the list without end.
            if let maximumGeometries, geometries.count >= maximumGeometries { startAfresh() }
            let slot = Int32(geometries.count)
            geometries.append(geometry)
            slots[geometry] = slot
            return slot
        }

        /// Forgets every height and geometry (slot numbers start again from 0).
        mutating func startAfresh() {
            (geometries, slots) = ([], [:])
            plain.removeAll()
            recent?.removeAll()
            invalidations &+= 1
        }

        /// The slots of `given` for adding heights at all of them, starting afresh first when they would take the
        /// cache over `maximumGeometries` (which then takes the first that fit): a slot found before the cache
        /// started afresh would name another geometry after it.
        mutating func slotsForAdding(_ given: [TableGeometry]) -> [Int32] {
            guard let maximumGeometries else { return given.map { slot(for: $0) } }
            // Counted without a set: a server's store passes here once per item.
            var unseen = 0
            for (index, geometry) in given.enumerated() where existingSlot(for: geometry) == nil && !given[..<index].contains(geometry) { unseen += 1 }
            if geometries.count + unseen > maximumGeometries { startAfresh() }
            return given.prefix(maximumGeometries).map { slot(for: $0) }
        }

        /// A few geometries (a run's widths) are compared one by one, cheaper than hashing a geometry; more
        /// (a server's clients' widths) are found by hash.
        func existingSlot(for geometry: TableGeometry) -> Int32? {
            guard geometries.count > Self.comparedGeometries else { return geometries.firstIndex(of: geometry).map { Int32($0) } }
            return slots[geometry]
        }

        static let comparedGeometries = 8

        /// The slot of every one of `geometries`, or nil when the cache has never held one of them.
        func existingSlots(for geometries: [TableGeometry]) -> [Int32]? {
            var slots: [Int32] = []
            slots.reserveCapacity(geometries.count)
            for geometry in geometries {
                guard let slot = existingSlot(for: geometry) else { return nil }
                slots.append(slot)
            }
            return slots
        }

        mutating func value(_ key: String, _ slot: Int32) -> Double? {
            if recent != nil { return recent!.value(key, slot) }
            return plain.value(key, slot)
        }

        /// The key's heights at `slots` (nil where a slot or a height is missing), with one look-up of
        /// the key; `used` marks them used (an unbounded cache's entries only).
        mutating func values(_ key: String, _ slots: [Int32?], used: Bool) -> [Double?] {
            guard slots.contains(where: { $0 != nil }) else { return slots.map { _ in nil } }
            if recent != nil { return recent!.values(key, slots) ?? slots.map { _ in nil } }
            return slots.map { slot in slot.flatMap { used ? plain.usedValue(key, $0) : plain.value(key, $0) } }
        }

        /// Sets the key's heights (`values[i]` at `slots[i]`, each a finite number > 0).
        mutating func set(_ values: [Double], _ key: String, slots: [Int32]) {
            if recent != nil { recent!.set(values, key, slots: slots) } else { plain.set(values, key, slots: slots) }
        }

        /// `set(_:_:slots:)`, skipping a height that is not a finite number > 0 (not a height).
        mutating func setHeights(_ heights: [Double], _ key: String, slots: [Int32]) {
            if heights.count == slots.count, heights.allSatisfy({ $0.isFinite && $0 > 0 }) { return set(heights, key, slots: slots) }
            let kept = zip(heights, slots).filter { $0.0.isFinite && $0.0 > 0 }
            if !kept.isEmpty { set(kept.map(\.0), key, slots: kept.map(\.1)) }
        }

        mutating func set(_ value: Double, _ key: String, _ slot: Int32) {
            if recent != nil { recent!.set(CollectionOfOne(value), key, slots: CollectionOfOne(slot)) } else { plain.set(value, key, slot) }
        }

        mutating func remove(_ key: String) {
            if recent != nil { recent!.remove(key) } else { for slot in geometries.indices { plain.remove(key, Int32(slot)) } }
        }

        var count: Int { recent?.count ?? plain.count }

        /// Calls `body` with every height (key, slot, height), least recently used first in a bounded cache.
        func forEachEntry(_ body: (String, Int32, Double) -> Void) {
            if let recent { recent.forEach(body) } else { plain.forEach { key, slot, height, _ in body(key, slot, height) } }
        }
    }

    let state: Locked<State>
    /// The most heights kept (at least 1), or nil for no bound.
    public let capacity: Int?

    /// An empty cache; a `capacity` (at least 1 height) keeps only the most recently used keys' heights, nil
    /// keeps all. A bounded cache keeps heights at its 64 most recently used geometries
    /// (`RecentKeyedHeights.maximumColumns`), and its capacity bounds the room for them: each key it holds
    /// has room for a height at every one of those geometries.
    ///
    /// `maximumGeometries` bounds the geometries the cache has ever seen: at one more, it forgets every
    /// height and geometry and starts afresh. A cache whose callers choose any geometry (a server's) so keeps
    /// its bookkeeping bounded too; nil keeps every geometry for the cache's life, as a table view's cache
    /// must (it holds geometries' slot numbers).
    public init(capacity: Int? = nil, maximumGeometries: Int? = nil) {
        let capacity = capacity.map { max(1, $0) }
        self.capacity = capacity
        self.maximumGeometries = maximumGeometries.map { max(1, $0) }
        state = Locked(State(capacity: capacity, maximumGeometries: self.maximumGeometries))
    }

    /// The most geometries held before the cache starts afresh, or nil for no bound.
    public let maximumGeometries: Int?

    /// The number of geometries the cache holds slots for.
    public var geometryCount: Int { state.withLock { $0.geometries.count } }

    /// The slot number of a geometry (made on first use); `height(forKey:slot:)` skips the geometry look-up.
    func slot(for geometry: TableGeometry) -> Int32 {
        precondition(maximumGeometries == nil, "a cache that may start afresh hands out no slot numbers")
        return state.withLock { $0.slot(for: geometry) }
    }

    func geometry(ofSlot slot: Int32) -> TableGeometry { state.withLock { $0.geometries[Int(slot)] } }

    /// The cached height for `key` in the geometry of `slot`.
    func height(forKey key: String, slot: Int32) -> Double? {
        state.withLock { $0.value(key, slot) }
    }

    /// The invalidations so far: read before measuring a height that `store(_:forKey:slot:ifNotInvalidatedSince:)`
    /// is to store.
    var invalidationCount: UInt64 { state.withLock { $0.invalidations } }

    /// Stores a height measured since `invalidationCount` was `count`, unless a key was invalidated since:
    /// the item may have changed while it was measured, and the height be of the item as it was.
    func store(_ height: Double, forKey key: String, slot: Int32, ifNotInvalidatedSince count: UInt64) {
        guard height.isFinite, height > 0 else { return }
        state.withLock { state in
            if state.invalidations == count { state.set(height, key, slot) }
        }
    }

    /// `store(_:forKey:slot:ifNotInvalidatedSince:)` in a geometry.
    func store(_ height: Double, forKey key: String, in geometry: TableGeometry, ifNotInvalidatedSince count: UInt64) {
        guard height.isFinite, height > 0 else { return }
        state.withLock { state in
            if state.invalidations == count { state.set(height, key, state.slot(for: geometry)) }
        }
    }

    /// The cached height for `key` in `geometry`, or nil.
    public func height(forKey key: String, in geometry: TableGeometry) -> Double? {
        state.withLock { state in
            guard let slot = state.existingSlot(for: geometry) else { return nil }
            return state.value(key, slot)
        }
    }

    /// The cached heights of `key` in several geometries, read under one lock (nil where there is none).
    public func heights(forKey key: String, in geometries: [TableGeometry]) -> [Double?] {
        state.withLock { state in state.values(key, geometries.map { state.existingSlot(for: $0) }, used: false) }
    }

    /// Stores heights of `key` in several geometries (`heights[i]` in `geometries[i]`) under one lock.
    public func store(_ heights: [Double], forKey key: String, in geometries: [TableGeometry]) {
        state.withLock { state in
            let slots = state.slotsForAdding(geometries)
            state.setHeights(heights, key, slots: slots)
        }
    }

    /// The cached heights of many keys in the same geometries, read under one lock: `result[k][g]` is the
    /// height of `keys[k]` in `geometries[g]`, or nil. A batch of items costs one lock, not one per item,
    /// so workers sharing the cache do not queue on it.
    public func heights(forKeys keys: [String], in geometries: [TableGeometry]) -> [[Double?]] {
        state.withLock { state in
            let slots = geometries.map { state.existingSlot(for: $0) }
            return keys.map { state.values($0, slots, used: false) }
        }
    }

    /// `heights(forKeys:in:)`, marking every height found as used: a run that reads a saved cache and
    /// saves back only what it used can tell, without a second cache, whether it used all of it
    /// (`isWhollyUsed`) and what to keep (`copyUsed(into:)`). A bounded cache keeps no marks.
    public func usedHeights(forKeys keys: [String], in geometries: [TableGeometry]) -> [[Double?]] {
        state.withLock { state in
            let slots = geometries.map { state.existingSlot(for: $0) }
            return keys.map { state.values($0, slots, used: true) }
        }
    }

    /// `heights(forKey:in:)`, marking every height found as used (see `usedHeights(forKeys:in:)`).
    public func usedHeights(forKey key: String, in geometries: [TableGeometry]) -> [Double?] {
        state.withLock { state in state.values(key, geometries.map { state.existingSlot(for: $0) }, used: true) }
    }

    /// The heights of `key` in every one of `geometries`, marked used, or nil (marking none) when one is
    /// missing: a warm run's look-up, in one pass.
    public func usedHeights(ifAllOf key: String, in geometries: [TableGeometry]) -> [Double]? {
        usedHeights(ifAllOf: [key], in: geometries)[0]
    }

    /// `usedHeights(ifAllOf:in:)` for many keys under one lock (a nil key gives nil): a batch of a warm
    /// run's lines looked up at once, so the threads that read them do not take turns at the lock line by
    /// line. A bounded cache keeps no marks and answers nil throughout.
    public func usedHeights(ifAllOf keys: [String?], in geometries: [TableGeometry]) -> [[Double]?] {
        state.withLock { state in
            guard state.recent == nil, let slots = state.existingSlots(for: geometries) else {
                return Array(repeating: nil, count: keys.count)
            }
            return keys.map { key in key.flatMap { state.plain.usedValues($0, slots: slots) } }
        }
    }

    /// Whether every height held was marked used (and none is held in a bounded cache, which keeps no
    /// marks, unless it is empty).
    public var isWhollyUsed: Bool { state.withLock { $0.recent == nil ? $0.plain.usedCount == $0.plain.count : $0.count == 0 } }

    /// Stores the heights marked used into `other` (an unbounded cache's; a bounded one has no marks).
    public func copyUsed(into other: KeyedHeightCache) {
        precondition(other !== self, "a cache cannot copy into itself")
        let used: (geometries: [TableGeometry], entries: [StoredHeight]) = state.withLock { state in
            var entries: [StoredHeight] = []
            entries.reserveCapacity(state.plain.usedCount)
            state.plain.forEach { key, slot, height, used in if used { entries.append((key, slot, height)) } }
            return (state.geometries, entries)
        }
        other.insert(geometries: used.geometries, entries: used.entries)
    }

    /// Stores the heights of many keys in the same geometries under one lock (`heights[k][g]` for
    /// `keys[k]` in `geometries[g]`; a height that is not a finite number > 0 is skipped).
    public func store(_ heights: [[Double]], forKeys keys: [String], in geometries: [TableGeometry]) {
        state.withLock { state in
            let slots = state.slotsForAdding(geometries)
            for (key, row) in zip(keys, heights) { state.setHeights(row, key, slots: slots) }
        }
    }

    /// Stores a height (a finite number > 0; others are not heights and are ignored).
    public func store(_ height: Double, forKey key: String, in geometry: TableGeometry) {
        guard height.isFinite, height > 0 else { return }
        state.withLock { state in
            let slot = state.slot(for: geometry)
            state.set(height, key, slot)
        }
    }

    /// Forgets the heights of `key` in every geometry. A height being measured meanwhile by another task
    /// (a table's or a view cache's) is not stored.
    public func invalidateHeight(forKey key: String) {
        state.withLock { $0.remove(key); $0.invalidations &+= 1 }
    }

    /// Forgets every height (geometry slots stay: callers may hold their numbers). A height being measured
    /// meanwhile by another task is not stored.
    public func invalidateAllHeights() {
        state.withLock { state in
            state.plain.removeAll()
            state.recent?.removeAll()
            state.invalidations &+= 1
        }
    }

    /// Number of heights held, over all geometries.
    public var count: Int { state.withLock { $0.count } }

    /// A bounded cache's room for heights (its table's size, in heights), which its capacity bounds; 0 when
    /// unbounded.
    var room: Int { state.withLock { $0.recent?.room ?? 0 } }


    /// Adds entries read from a store (over what is held).
    func insert(geometries: [TableGeometry], entries: [StoredHeight]) {
        state.withLock { state in
            let slots = state.slotsForAdding(geometries)
            // Most keys come once per geometry.
            if state.recent == nil { state.plain.reserveCapacity(keys: state.plain.count + entries.count / max(1, geometries.count)) }
            // A store writes a key's heights one after another (often with one string, see HeightStore.parse):
            // each run of one key is set at once, one look-up of the key for all its geometries.
            var values: [Double] = [], keySlots: [Int32] = []
            var start = 0
            while start < entries.count {
                let key = entries[start].key
                var end = start
                values.removeAll(keepingCapacity: true); keySlots.removeAll(keepingCapacity: true)
                while end < entries.count, entries[end].key == key {
                    // A geometry past `maximumGeometries` has no slot, and its heights are not kept.
                    if Int(entries[end].geometry) < slots.count {
                        values.append(entries[end].height); keySlots.append(slots[Int(entries[end].geometry)])
                    }
                    end += 1
                }
                if !values.isEmpty { state.set(values, key, slots: keySlots) }
                start = end
            }
        }
    }
}
