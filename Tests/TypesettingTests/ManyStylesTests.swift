import Testing
@testable import Typesetting

/// A text with more styles than the itemizer finds by scanning (it switches to a dictionary past eight):
/// every run must keep its own size, and a face met again within a run must get the style it had.
@Suite struct ManyStylesTests {
    @Test func twelveRunsOfTwoFacesMeasureAsHarfBuzzShapesEachPiece() throws {
        // Each run is "Hello中文Hello" at its own size: Inter, the CJK fallback, Inter again (24 styles).
        // Every piece is shaped alone, so the text's advance is the sum of hb-shape's totals
        // (Fixtures/hb-shape.json) at the runs' sizes.
        let metrics = try Fixtures.metrics()
        let inter = Double(try #require(metrics["Inter-Regular.otf"]).unitsPerEm)
        let cjk = Double(try #require(metrics["NotoSansCJKsc-Regular-Subset.otf"]).unitsPerEm)
        let hello = Double(try Fixtures.total("Hello")) / inter
        let han = Double(try Fixtures.total("中文", in: "NotoSansCJKsc-Regular-Subset.otf")) / cjk
        let sizes = (0..<12).map { 10 + Double($0) }
        let text = AttributedText(runs: sizes.map { ("Hello中文Hello", TextAttributes(family: "Inter", size: $0)) })
        let prepared = try bundledTypesetter.prepare(text)
        let expected = sizes.reduce(0) { $0 + (2 * hello + han) * $1 }
        #expect(abs(prepared.totalAdvance - expected) < 1e-9, "\(prepared.totalAdvance) vs \(expected)")
        #expect(prepared.styles.count == 24)
        // Within a run, both "Hello"s have one style, and its metrics are those of "Hello" alone at that size.
        for (run, size) in sizes.enumerated() {
            let first = prepared.clusterStyles[run * 12], second = prepared.clusterStyles[run * 12 + 7]
            let alone = try bundledTypesetter.prepare(AttributedText("Hello", attributes: TextAttributes(family: "Inter", size: size)))
            #expect(first == second, "run \(run)")
            #expect(prepared.styles[Int(first)].ascent == alone.styles[0].ascent, "run \(run)")
            #expect(prepared.clusterStyles[run * 12 + 5] != first, "run \(run): 中 in the CJK face")
        }
    }
}
