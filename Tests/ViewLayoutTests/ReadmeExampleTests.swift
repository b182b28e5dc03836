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
        // TextAttributes(size: 17) is the system font: its Latin runs (Inter's glyphs) and the Chinese
        // that falls back from it to Noto Sans CJK SC all take SF Pro's line, ascender 1950 and
        // descender -494 of 2048 (not Noto's own 1160/288 of 1000, nor Inter's 2728/680 of 2816), so
        // (1950 + 494) / 2048 × 17 = 20.2871, rounded up to the 3x grid: ceil(60.861) / 3 = 61 / 3.
        #expect(layout.lines.count == 1)
        #expect(abs(layout.height - 61.0 / 3) < 1e-9)
    }
}
