import Testing
@testable import Typesetting

/// Our HarfBuzz shaping gives hb-shape's advances (hb-shape.json, shaped at
/// --font-size=<unitsPerEm>, i.e. unhinted design units).
@Suite struct ShapingTests {
    static func cases() throws -> [(String, Fixtures.Shaped)] {
        try Fixtures.hbShape().fonts.sorted { $0.key < $1.key }.flatMap { font, samples in samples.map { (font, $0) } }
    }

    @Test func perClusterAdvancesEqualHBShape() throws {
        let cases = try Self.cases()
        #expect(cases.count > 20)
        let shaper = Shaper()
        for (file, sample) in cases {
            let face = try FontFace(path: fontsFolder + "/" + file)
            let units = Array(sample.text.utf16)
            // hb-shape guesses the script from the text: Han, Latin, or Common for "…" and " ".
            let scalars = sample.text.unicodeScalars
            let script = ShapingLanguage.script(scalars.contains { $0.value >= 0x4E00 } ? "Hani"
                                                : scalars.contains { $0.properties.isAlphabetic } ? "Latn" : "Zyyy")
            let ours = units.withUnsafeBufferPointer {
                shaper.advances(of: $0, style: ShapingStyle(face: face, script: script, isRightToLeft: false,
                                                            language: ShapingLanguage("en")))
            }
            var expected = [Int32](repeating: 0, count: units.count)
            for (cluster, advance) in zip(sample.clusters, sample.advances) { expected[cluster] += Int32(advance) }
            #expect(ours == expected, "\(file) \(sample.text)")
        }
    }

    /// Through the whole pipeline at size = unitsPerEm, one point is one design
    /// unit, so a word's prepared advance is hb-shape's total.
    @Test(arguments: ["Hello", "Typography", "AVATAR", "office", "Wolf's", "Supercalifragilistic"])
    func preparedWordEqualsHBShapeTotal(word: String) throws {
        let prepared = try bundledTypesetter.prepare(AttributedText(word, attributes: TextAttributes(family: "Inter", size: 2816)))
        #expect(close(prepared.totalAdvance, Double(try Fixtures.total(word)), 1e-6))
    }

    @Test func semiBoldIsPickedForWeight600() throws {
        let prepared = try bundledTypesetter.prepare(AttributedText("Typography", attributes: TextAttributes(family: "Inter", size: 2816, weight: 600)))
        #expect(close(prepared.totalAdvance, Double(try Fixtures.total("Typography", in: "Inter-SemiBold.otf")), 1e-6))
    }

    /// Shaping word by word: "Hello world" is "Hello " + "world"; Inter has no
    /// kerning across the space here, so the sum equals hb-shape of the whole.
    @Test func wordsSumToWholeString() throws {
        let prepared = try bundledTypesetter.prepare(AttributedText("Hello world", attributes: TextAttributes(family: "Inter", size: 2816)))
        #expect(prepared.breakOpportunityCount == 2)
        #expect(close(prepared.totalAdvance, Double(try Fixtures.total("Hello world")), 1e-6))
    }
}
