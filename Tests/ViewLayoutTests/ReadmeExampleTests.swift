import Testing
import Typesetting
import ViewLayout

/// The README's Typesetting example, kept runnable so the documentation cannot drift from the API.
@Suite struct ReadmeExampleTests {
    @Test func readmeTypesettingExample() throws {
        let typesetter = try Typesetter.bundled()
        let text = AttributedText("我们在 Swift 里测量行高。", attributes: TextAttributes(size: 17))
        let prepared = try typesetter.prepare(text)
        let layout = prepared.layout(maxWidth: 343)

        // One line: 11 full-width characters (187 pt) plus " Swift " fit easily in 343 pt.
        // Its height is the larger ascent plus the larger descent of the two fonts on it (hhea):
        // Noto Sans CJK SC 1160/1000 and 288/1000 beat Inter's 2728/2816 and 680/2816, so
        // (1.160 + 0.288) × 17 = 24.616, rounded up to the 3x grid: ceil(73.848) / 3 = 74 / 3.
        #expect(layout.lines.count == 1)
        #expect(abs(layout.height - 74.0 / 3) < 1e-9)
    }
}
