import Testing
@testable import Typesetting

@Suite struct PreparedTextCacheTests {
    /// "é" precomposed (U+00E9, one scalar) and decomposed (e + U+0301, two scalars) are equal as Swift
    /// Strings but not as texts: their lines cover 0..<1 and 0..<2 scalars, so the cache keeps them apart.
    @Test func canonicallyEquivalentTextsAreDistinct() throws {
        let composed = AttributedText("\u{E9}"), decomposed = AttributedText("e\u{301}")
        #expect(composed.string == decomposed.string)
        #expect(composed != decomposed)
        let cache = PreparedTextCache(typesetter: bundledTypesetter)
        let first = try cache.prepared(composed).layout(maxWidth: 100)
        let second = try cache.prepared(decomposed).layout(maxWidth: 100)
        #expect(first.lines.map(\.range) == [0..<1])
        #expect(second.lines.map(\.range) == [0..<2])
        #expect(cache.statistics.hits == 0 && cache.statistics.misses == 2)
    }

    /// The same code points in the same attributes are one entry: the second request is a hit.
    @Test func equalTextsShareAnEntry() throws {
        let cache = PreparedTextCache(typesetter: bundledTypesetter)
        _ = try cache.prepared(AttributedText("你好, world"))
        _ = try cache.prepared(AttributedText("你好, world"))
        _ = try cache.prepared(AttributedText("你好, world", attributes: TextAttributes(size: 20)))
        #expect(cache.statistics.hits == 1 && cache.statistics.misses == 2)
    }
}
