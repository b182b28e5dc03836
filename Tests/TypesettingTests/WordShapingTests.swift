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

    /// A break opportunity inside a word (after the hyphen of "e-Ticket") keeps the kerning across it, as
    /// Core Text's line does: hb-shape of the whole word in Inter gives e 1640, - 1088 (1296 alone: the
    /// "-T" pair is -208), T 1808, i 668, c 1572, k 1468, e 1640, t 1024 = 10908 units.
    @Test func kerningAcrossABreakInsideAWordIsKept() throws {
        let prepared = try bundledTypesetter.prepare(AttributedText("e-Ticket", attributes: TextAttributes(family: "Inter", size: 2816)))
        #expect(prepared.totalAdvance == 10908)
        // At 17 points that is 65.85 points: one line in 66.5, where without the pair (67.11) it took two.
        let line = try bundledTypesetter.prepare(AttributedText("e-Ticket", attributes: TextAttributes(family: "Inter"))).layout(maxWidth: 66.5)
        #expect(line.lines.count == 1)
        // In 55 points the line breaks at the hyphen: "e-", then "Ticket" (8180 units, 49.38 points).
        let broken = try bundledTypesetter.prepare(AttributedText("e-Ticket", attributes: TextAttributes(family: "Inter"))).layout(maxWidth: 55)
        #expect(broken.lines.map(\.range) == [0..<2, 2..<8])
    }

    /// A word too long to repeat (`ShapingPlan.longestCachedSpan`, 32 clusters) is shaped in place, not
    /// kept in the segment cache, with the kerning across its breaks as before: hb-shape of these 44
    /// letters whole in Inter gives 59500 units (the "-T" pairs -208 and the "t-" pairs -56 each).
    @Test func aWordTooLongToRepeatIsShapedUncachedWithItsKerning() throws {
        let typesetter = Typesetter(fonts: try FontCollection.bundled())
        let long = "e-Ticket-e-Ticket-e-Ticket-e-Ticket-e-Ticket"
        let prepared = try typesetter.prepare(AttributedText(long, attributes: TextAttributes(family: "Inter", size: 2816)))
        #expect(prepared.totalAdvance == 59500)
        #expect(typesetter.cache.statistics.count == 1)   // the ellipsis alone
        // 32 letters are still a word the cache keeps.
        _ = try typesetter.prepare(AttributedText(String(long.prefix(32)), attributes: TextAttributes(family: "Inter", size: 2816)))
        #expect(typesetter.cache.statistics.count == 2)
    }
}
