import Testing
@testable import Typesetting

/// A typesetter's shapers go back to its pool after a text, except one whose buffer grew past the limit.
@Suite struct ShaperPoolTests {
    private func shape(_ text: String, with shaper: Shaper) throws {
        let face = try FontFace(path: fontsFolder + "/Inter-Regular.otf")
        let units = Array(text.utf16)
        _ = units.withUnsafeBufferPointer {
            shaper.advances(of: $0, style: ShapingStyle(face: face, script: ShapingLanguage.script("Latn"),
                                                        isRightToLeft: false, language: ShapingLanguage("en")))
        }
    }

    @Test func aShaperIsHandedOutAgain() throws {
        let pool = ShaperPool()
        let first = pool.checkOut()
        try shape("Hello, world", with: first)
        pool.checkIn(first)
        #expect(pool.checkOut() === first)
    }

    @Test func aShaperThatHeldALongRunIsDropped() throws {
        let pool = ShaperPool()
        let shaper = pool.checkOut()
        // One glyph per letter in Inter: 5,000 glyphs, past the 4,096 the pool keeps.
        try shape(String(repeating: "x", count: 5_000), with: shaper)
        #expect(shaper.shapedGlyphCount == 5_000)
        pool.checkIn(shaper)
        #expect(pool.checkOut() !== shaper)
    }
}
