import Testing
@testable import Typesetting

/// Shaping word by word (the segment cache's unit) against HarfBuzz shaping
/// whole sentences (hb-shape.json). Kerning inside words (AV, Va, ty, P.)
/// survives; what word shaping could lose is kerning against the space, and
/// Inter has none in these sentences, so the totals are equal at size =
/// unitsPerEm (one point per design unit).
@Suite struct WordShapingTests {
    @Test(arguments: ["The quick brown fox jumps over the lazy dog.",
                      "Yes, Tom\u{2019}s AVATAR: \u{201C}We\u{2019}ll try\u{201D} \u{2014} P.S. Vary your type!"])
    func sentenceAdvance(sentence: String) throws {
        let whole = Double(try Fixtures.total(sentence))
        let prepared = try bundledTypesetter.prepare(AttributedText(sentence, attributes: TextAttributes(family: "Inter", size: 2816)))
        #expect(close(prepared.totalAdvance, whole, 1e-6))
    }
}
