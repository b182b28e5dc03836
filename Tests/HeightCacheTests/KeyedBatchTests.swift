import HeightCache
import Testing

/// Many keys at once under one lock: what a table run's batch of cache hits costs.
@Suite struct KeyedBatchTests {
    static let narrow = TableGeometry(width: 320, scale: 2)
    static let wide = TableGeometry(width: 375, scale: 3)

    @Test func aBatchReadsWhatKeysStoredOneByOneAndStoresWhatTheyRead() {
        let cache = KeyedHeightCache()
        cache.store(44, forKey: "a", in: Self.narrow)
        cache.store(50.5, forKey: "b", in: Self.wide)
        #expect(cache.heights(forKeys: ["a", "b", "c"], in: [Self.narrow, Self.wide]) == [[44, nil], [nil, 50.5], [nil, nil]])
        // A height that is not one (0, infinite) is skipped, as a single store skips it.
        cache.store([[61, 0], [70, .infinity]], forKeys: ["c", "d"], in: [Self.narrow, Self.wide])
        #expect(cache.height(forKey: "c", in: Self.narrow) == 61)
        #expect(cache.height(forKey: "c", in: Self.wide) == nil)
        #expect(cache.height(forKey: "d", in: Self.narrow) == 70 && cache.height(forKey: "d", in: Self.wide) == nil)
    }

    @Test func aBatchKeepsTheBoundOfABoundedCache() {
        let cache = KeyedHeightCache(capacity: 2)
        cache.store([[1], [2], [3]], forKeys: ["a", "b", "c"], in: [Self.narrow])
        // The least recently stored ("a") went.
        #expect(cache.heights(forKeys: ["a", "b", "c"], in: [Self.narrow]) == [[nil], [2], [3]])
    }
}
