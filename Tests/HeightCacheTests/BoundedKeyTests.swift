import Foundation
@testable import HeightCache
import Testing

/// A bounded cache holds a key's heights at every width as one entry: the bound counts room for heights (a
/// key has room at every geometry the cache holds), a read of any of them makes the key recent, and the
/// least recent key's heights go together.
@Suite struct BoundedKeyTests {
    static let geometries = [TableGeometry(width: 320, scale: 2), TableGeometry(width: 375, scale: 3), TableGeometry(width: 414, scale: 3)]

    @Test func theBoundCountsRoomAndDropsTheLeastRecentKeyWhole() {
        let cache = KeyedHeightCache(capacity: 7)
        cache.store([40, 41, 42], forKey: "a", in: Self.geometries)
        cache.store(50, forKey: "b", in: Self.geometries[0])
        // Two keys with room at three geometries each: 6 of 7.
        #expect(cache.count == 4 && cache.room == 6)
        // "c" would make 9: "a", stored first, goes with its three, and "b" has room at all three still.
        cache.store(60, forKey: "c", in: Self.geometries[1])
        #expect(cache.count == 2 && cache.room <= 7)
        #expect(cache.heights(forKey: "a", in: Self.geometries) == [nil, nil, nil])
        #expect(cache.heights(forKeys: ["b", "c"], in: Self.geometries) == [[50, nil, nil], [nil, 60, nil]])
    }

    /// A client asking for ever new widths cannot grow the cache beyond its bound: the heights at the 64
    /// most recently used geometries stay, each key with room at every one of them, so fewer keys fit (3,000
    /// / 64 = 46), the least recently used going first. Rows grown one geometry at a time kept every key's
    /// earlier heights until then (`geometriesAddedLaterKeepEveryKeysHeights`).
    @Test func newGeometriesWithoutEndStayWithinTheBound() {
        let cache = KeyedHeightCache(capacity: 3_000)
        for n in 0..<1_000 { cache.store([Double(n) + 1, Double(n) + 2, Double(n) + 3], forKey: "item-\(n)", in: Self.geometries) }
        #expect(cache.count == 3_000 && cache.room == 3_000)
        let widths = (0..<500).map { TableGeometry(width: 200 + Double($0) / 8, scale: 3) }
        for (n, geometry) in widths.enumerated() {
            cache.store(Double(n) + 0.5, forKey: "wide", in: geometry)
            #expect(cache.room <= 3_000 && cache.count <= 3_000)
        }
        let newest = Array(widths.suffix(RecentKeyedHeights.maximumColumns))
        #expect(cache.heights(forKey: "wide", in: newest) == (436..<500).map { Double($0) + 0.5 })
        #expect(cache.heights(forKey: "wide", in: [widths[435], widths[0]]) == [nil, nil])
        #expect(cache.heights(forKey: "item-999", in: Self.geometries) == [nil, nil, nil])
        // Keys stored now fill the room the wide rows leave: 46 keys of 64.
        for n in 0..<100 { cache.store(Double(n) + 7, forKey: "late-\(n)", in: widths[499]) }
        #expect(cache.heights(forKeys: (54..<100).map { "late-\($0)" }, in: [widths[499]]) == (54..<100).map { [Double($0) + 7] })
        #expect(cache.height(forKey: "late-53", in: widths[499]) == nil && cache.room <= 3_000)
    }

    /// With `maximumGeometries`, the geometry after the last that fits starts the cache afresh: its height
    /// is kept, every earlier one forgotten, and the geometry list is short again.
    @Test func aCacheOfBoundedGeometriesStartsAfresh() {
        let cache = KeyedHeightCache(capacity: 100, maximumGeometries: 4)
        let widths = (0..<5).map { TableGeometry(width: 300 + Double($0), scale: 3) }
        for (n, geometry) in widths.prefix(4).enumerated() { cache.store(Double(n) + 40, forKey: "a", in: geometry) }
        #expect(cache.geometryCount == 4 && cache.heights(forKey: "a", in: Array(widths.prefix(4))) == [40, 41, 42, 43])
        cache.store([[44], [54]], forKeys: ["a", "b"], in: [widths[4]])
        #expect(cache.geometryCount == 1 && cache.count == 2)
        #expect(cache.heights(forKey: "a", in: widths) == [nil, nil, nil, nil, 44])
        #expect(cache.height(forKey: "b", in: widths[4]) == 54)
    }

    /// A store of more geometries than a cache of bounded geometries takes is read as far as they fit, each
    /// height at its own geometry: the cache starts afresh before, never between, the slots it gives them.
    @Test func aStoreOfMoreGeometriesThanFitIsReadAsFarAsTheyFit() throws {
        let widths = (0..<6).map { TableGeometry(width: 300 + Double($0), scale: 3) }
        let full = KeyedHeightCache()
        for (n, geometry) in widths.enumerated() { full.store(Double(n) + 40, forKey: "a", in: geometry) }
        let path = PersistenceTests.temporaryPath("geometries")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try HeightStore.save(full, to: path, fingerprint: PersistenceTests.fingerprint)
        let bounded = KeyedHeightCache(capacity: 100, maximumGeometries: 4)
        bounded.store(99, forKey: "z", in: TableGeometry(width: 500))
        try HeightStore.load(into: bounded, from: path, fingerprint: PersistenceTests.fingerprint)
        #expect(bounded.geometryCount == 4)
        #expect(bounded.heights(forKey: "a", in: widths) == [40, 41, 42, 43, nil, nil])
        #expect(bounded.height(forKey: "z", in: TableGeometry(width: 500)) == nil)
    }

    @Test func readingOneWidthKeepsTheKeysOtherWidths() {
        let cache = KeyedHeightCache(capacity: 4)
        cache.store([40, 41], forKey: "a", in: Array(Self.geometries.prefix(2)))
        cache.store([50, 51], forKey: "b", in: Array(Self.geometries.prefix(2)))
        _ = cache.height(forKey: "a", in: Self.geometries[1])      // "a" is now the more recent
        cache.store(60, forKey: "c", in: Self.geometries[0])       // 5 heights: "b" goes whole
        #expect(cache.heights(forKeys: ["a", "b", "c"], in: Self.geometries) == [[40, 41, nil], [nil, nil, nil], [60, nil, nil]])
        #expect(cache.count == 3)
    }

    /// Many keys through a full cache (each new one drops the least recent, thousands of removals from its
    /// index): the keys kept are the last 1,000 used, a key read on the way among them, each with its own
    /// heights; a server's cache lives in this steady state.
    @Test func aFullCacheKeepsTheKeysUsedLast() {
        let cache = KeyedHeightCache(capacity: 3_000)   // 1,000 keys at three widths
        func key(_ n: Int) -> String { "item-\(n)#\(String(n &* 7919, radix: 16))" }
        for n in 0..<5_000 {
            cache.store([Double(n), Double(n) + 0.5, Double(n) + 1], forKey: key(n), in: Self.geometries)
            // Key 7 is read after each of the first 4,500 stores: always recent, never dropped.
            if n < 4_500 { _ = cache.height(forKey: key(7), in: Self.geometries[0]) }
        }
        #expect(cache.count == 3_000)
        // 999 of the last 1,000 stored (4,001 to 4,999) and key 7, which pushed out 4,000.
        let kept = [7] + Array(4_001..<5_000)
        #expect(cache.heights(forKeys: kept.map(key), in: Self.geometries) == kept.map { [Double($0), Double($0) + 0.5, Double($0) + 1] })
        #expect(cache.heights(forKeys: [key(4_000), key(6), key(8), key(3_999)], in: Self.geometries).allSatisfy { $0 == [nil, nil, nil] })
    }

    /// Keys are held as bytes; a key is still the string it was: canonically equivalent spellings are one
    /// key, as they are to an unbounded cache (a `Dictionary` of `String`s), and different bytes under the
    /// same characters are not two entries.
    @Test func canonicallyEquivalentKeysAreOneKeyAsInAnUnboundedCache() {
        let composed = "caf\u{E9}-item-0001", decomposed = "cafe\u{301}-item-0001"
        #expect(Array(composed.utf8) != Array(decomposed.utf8) && composed == decomposed)
        for cache in [KeyedHeightCache(capacity: 10), KeyedHeightCache()] {
            cache.store([40, 41, 42], forKey: composed, in: Self.geometries)
            #expect(cache.heights(forKey: decomposed, in: Self.geometries) == [40, 41, 42], "capacity \(String(describing: cache.capacity))")
            cache.store(43, forKey: decomposed, in: Self.geometries[0])
            #expect(cache.count == 3 && cache.height(forKey: composed, in: Self.geometries[0]) == 43)
        }
    }

    /// Keys of every length through a full cache, so that the room of dropped keys is taken back many
    /// times over: the last 2,000 stored keep their own heights, long keys as short ones.
    @Test func keysOfEveryLengthSurviveTheCacheTakingBackDroppedKeysRoom() {
        let cache = KeyedHeightCache(capacity: 2_000)
        func key(_ n: Int) -> String { "\(n)#" + String(repeating: "x\u{4E2D}", count: n % 40) }   // 2 to 160 bytes
        for n in 0..<20_000 { cache.store(Double(n) + 0.25, forKey: key(n), in: Self.geometries[0]) }
        #expect(cache.count == 2_000)
        let kept = Array(18_000..<20_000)
        #expect(cache.heights(forKeys: kept.map(key), in: [Self.geometries[0]]) == kept.map { [Double($0) + 0.25] })
        #expect(cache.heights(forKeys: [key(17_999), key(0), key(9_999)], in: [Self.geometries[0]]) == [[nil], [nil], [nil]])
        // Dropped by hand too, then stored again.
        cache.invalidateHeight(forKey: key(19_999))
        #expect(cache.count == 1_999 && cache.height(forKey: key(19_999), in: Self.geometries[0]) == nil)
        cache.store(7, forKey: key(19_999), in: Self.geometries[0])
        #expect(cache.height(forKey: key(19_999), in: Self.geometries[0]) == 7 && cache.height(forKey: key(19_998), in: Self.geometries[0]) == 19_998.25)
    }

    /// Geometries that arrive one at a time, after keys are stored, keep every key's earlier heights.
    @Test func geometriesAddedLaterKeepEveryKeysHeights() {
        let cache = KeyedHeightCache(capacity: 100)
        let widths = (0..<7).map { TableGeometry(width: 300 + Double($0) * 10, scale: 2) }
        for (index, geometry) in widths.enumerated() {
            for key in ["a", "b", "c"] { cache.store(Double(index) * 10 + Double(key.unicodeScalars.first!.value - 96), forKey: key, in: geometry) }
        }
        #expect(cache.count == 21)
        #expect(cache.heights(forKey: "b", in: widths) == [2, 12, 22, 32, 42, 52, 62])
        #expect(cache.heights(forKey: "c", in: Array(widths.reversed())) == [63, 53, 43, 33, 23, 13, 3])
    }

    @Test func aKeyOverTheBoundKeepsItsNewestHeights() {
        let cache = KeyedHeightCache(capacity: 2)
        cache.store([40, 41, 42], forKey: "a", in: Self.geometries)
        #expect(cache.count == 2)
        // The first slot went; the height stored last stays.
        #expect(cache.heights(forKey: "a", in: Self.geometries) == [nil, 41, 42])
        cache.store(43, forKey: "a", in: Self.geometries[0])
        #expect(cache.count == 2)
        #expect(cache.heights(forKey: "a", in: Self.geometries)[0] == 43)
    }

    @Test func invalidatingAKeyForgetsItEverywhereAndFreesItsRoom() {
        let cache = KeyedHeightCache(capacity: 3)
        cache.store([40, 41, 42], forKey: "a", in: Self.geometries)
        cache.invalidateHeight(forKey: "a")
        #expect(cache.count == 0)
        cache.store([50, 51, 52], forKey: "b", in: Self.geometries)
        #expect(cache.heights(forKey: "b", in: Self.geometries) == [50, 51, 52])
    }
}
