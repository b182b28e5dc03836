import HeightCache
import Testing

/// A run that reads a saved cache marks what it read, so it can save back only that, or nothing when
/// it read everything.
@Suite struct UsedHeightsTests {
    static let narrow = TableGeometry(width: 320, scale: 2)
    static let wide = TableGeometry(width: 375, scale: 3)

    @Test func readsMarkWhatTheyFindAndOnlyThat() {
        let cache = KeyedHeightCache()
        cache.store([[44, 50], [61, 70]], forKeys: ["a", "b"], in: [Self.narrow, Self.wide])
        #expect(cache.count == 4 && !cache.isWhollyUsed)
        // All of "a", or nothing: "b" lacks no width, "c" is not there.
        #expect(cache.usedHeights(ifAllOf: "a", in: [Self.narrow, Self.wide]) == [44, 50])
        #expect(cache.usedHeights(ifAllOf: "c", in: [Self.narrow]) == nil)
        #expect(cache.usedHeights(ifAllOf: "b", in: [Self.narrow, TableGeometry(width: 414, scale: 3)]) == nil)
        #expect(!cache.isWhollyUsed)
        // A plain read marks nothing; a marking read of one width marks that width only.
        #expect(cache.heights(forKey: "b", in: [Self.wide]) == [70])
        #expect(cache.usedHeights(forKeys: ["b"], in: [Self.narrow]) == [[61]])
        let kept = KeyedHeightCache()
        cache.copyUsed(into: kept)
        #expect(kept.count == 3 && kept.height(forKey: "b", in: Self.narrow) == 61 && kept.height(forKey: "b", in: Self.wide) == nil)
        #expect(cache.usedHeights(forKey: "b", in: [Self.wide]) == [70])
        #expect(cache.isWhollyUsed)
        // A height stored again keeps its mark; one removed takes its mark with it.
        cache.store(45, forKey: "a", in: Self.narrow)
        #expect(cache.isWhollyUsed && cache.height(forKey: "a", in: Self.narrow) == 45)
        cache.invalidateHeight(forKey: "a")
        #expect(cache.count == 2 && cache.isWhollyUsed)
        cache.store(12, forKey: "z", in: Self.narrow)
        #expect(!cache.isWhollyUsed)
    }

    /// A batch of lines looked up at once answers as one look-up per key would, and marks the same heights.
    @Test func aBatchLookUpAnswersKeyByKey() {
        let cache = KeyedHeightCache()
        cache.store([[44, 50], [61, 70]], forKeys: ["a", "b"], in: [Self.narrow, Self.wide])
        cache.store(80, forKey: "c", in: Self.narrow)
        // "a" whole, no key, "c" without its wide height, "d" not there, "a" again.
        let held = cache.usedHeights(ifAllOf: ["a", nil, "c", "d", "a"], in: [Self.narrow, Self.wide])
        #expect(held == [[44, 50], nil, nil, nil, [44, 50]])
        let kept = KeyedHeightCache()
        cache.copyUsed(into: kept)
        #expect(kept.count == 2 && kept.height(forKey: "a", in: Self.wide) == 50 && kept.height(forKey: "c", in: Self.narrow) == nil)
        // A geometry the cache never saw answers nothing for any key; a bounded cache, nothing either.
        #expect(cache.usedHeights(ifAllOf: ["a", "b"], in: [Self.narrow, TableGeometry(width: 414, scale: 3)]) == [nil, nil])
        let bounded = KeyedHeightCache(capacity: 10)
        bounded.store(44, forKey: "a", in: Self.narrow)
        #expect(bounded.usedHeights(ifAllOf: ["a"], in: [Self.narrow]) == [nil])
    }

    /// A bounded cache keeps no marks: it is never taken for wholly used unless it is empty.
    @Test func aBoundedCacheKeepsNoMarks() {
        let cache = KeyedHeightCache(capacity: 10)
        #expect(cache.isWhollyUsed)
        cache.store(44, forKey: "a", in: Self.narrow)
        #expect(cache.usedHeights(ifAllOf: "a", in: [Self.narrow]) == nil)
        #expect(cache.usedHeights(forKey: "a", in: [Self.narrow]) == [44])
        #expect(!cache.isWhollyUsed)
    }
}
