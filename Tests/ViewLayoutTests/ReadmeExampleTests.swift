import Testing
import Typesetting
import ViewLayout

/// The README's ViewLayout example, kept runnable so the documentation cannot drift from the API.
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

    @Test func readmeCellExample() throws {
        let texts = PreparedTextCache(typesetter: try Typesetter.bundled())
        let cell = Cell(reuseIdentifier: "post")
        let title = Label(name: "title", textCache: texts, numberOfLines: 0)
        cell.contentView.addSubview(title)
        try title.makeConstraints { $0.edges.equalToSuperview().inset(16) }
        title.text = "信息流的每一行高度都在服务器上预先算好，不用手机。"
        let height = try cell.fittingHeight(forTableWidth: 375)

        // By hand: the label is 375 − 2 × 16 = 343 wide. Every character here is a full-width glyph of
        // Noto Sans CJK SC (1000 units of 1000, hmtx), 17 points at 17 pt, so 20 fit a line (340 ≤ 343);
        // the 20th is "，", which may end a line, so the 25 characters make 20 + 5: two lines.
        // Line height from the font's hhea: (1160 + 288) / 1000 × 17 = 24.616; two lines 49.232,
        // rounded up to the 3x grid: ceil(147.696) / 3 = 148 / 3. Cell: 16 + 148/3 + 16, plus the
        // 1/3 pt separator = 245 / 3.
        #expect(abs(height - 245.0 / 3) < 1e-9)
        #expect(try title.textLayout(maxWidth: 343)?.lines.map(\.range) == [0..<20, 20..<25])
    }
}
