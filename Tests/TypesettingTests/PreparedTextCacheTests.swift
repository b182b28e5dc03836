import Testing
@testable import Typesetting

@Suite struct PreparedTextCacheTests {
    /// U+00C5 (LATIN CAPITAL LETTER A WITH RING ABOVE) and U+212B (ANGSTROM SIGN) are canonically
    /// equivalent, so equal as Swift Strings, with one scalar each: compared as Strings, the two texts were
    /// one cache entry, and the second was served the first's layout whatever its own glyph. They are two.
    @Test func canonicallyEquivalentTextsAreDistinct() throws {
        let letter = AttributedText("\u{C5}", attributes: TextAttributes(family: "Inter")), sign = AttributedText("\u{212B}", attributes: TextAttributes(family: "Inter"))
        #expect(letter.string == sign.string)
        #expect(letter != sign)
        let cache = PreparedTextCache(typesetter: bundledTypesetter)
        _ = try cache.prepared(letter)
        _ = try cache.prepared(sign)
        #expect(cache.statistics.hits == 0 && cache.statistics.misses == 2 && cache.count == 2)
        // Reordered combining marks (dot below, acute vs acute, dot below) are equivalent too, and distinct here.
        #expect(AttributedText("e\u{301}\u{323}", attributes: TextAttributes(family: "Inter")) != AttributedText("e\u{323}\u{301}", attributes: TextAttributes(family: "Inter")))
    }

    /// The same code points in the same attributes are one entry: the second request is a hit.
    @Test func equalTextsShareAnEntry() throws {
        let cache = PreparedTextCache(typesetter: bundledTypesetter)
        _ = try cache.prepared(AttributedText("你好, world", attributes: TextAttributes(family: "Inter")))
        _ = try cache.prepared(AttributedText("你好, world", attributes: TextAttributes(family: "Inter")))
        _ = try cache.prepared(AttributedText("你好, world", attributes: TextAttributes(family: "Inter", size: 20)))
        #expect(cache.statistics.hits == 1 && cache.statistics.misses == 2)
    }
}
