import HeightCache
import Testing
import Typesetting
import ViewLayout

/// The README's HeightCache example, kept runnable so the documentation cannot drift from the API.
final class PostCell: TableViewCell {
    let title: Label
    init(texts: PreparedTextCache) {
        title = Label(name: "title", textCache: texts, numberOfLines: 0)
        super.init(reuseIdentifier: "post")
        contentView.addSubview(title)
        try! title.makeConstraints { $0.edges.equalToSuperview().inset(16) }
    }
}

@Suite struct ReadmeExampleTests {
    @Test func readmeTableExample() throws {
        let texts = PreparedTextCache(typesetter: try Typesetter.bundled())
        let table = TableView(geometry: TableGeometry(width: 375, scale: 3))
        table.register({ PostCell(texts: texts) }, forCellReuseIdentifier: "post")
        let height = try table.height(forCellWithIdentifier: "post", cacheBy: "post-1") { (cell: PostCell) in
            cell.title.text = "信息流的每一行高度都在服务器上预先算好，不用手机。"
        }

        // By hand: the label is 375 − 2 × 16 = 343 wide. Every character here is a full-width glyph of
        // Noto Sans CJK SC (1000 units of 1000, hmtx), 17 points at 17 pt (fallback from the label's system
        // font, untracked), so 20 fit a line (340 ≤ 343); the 20th is "，", which may end a line, so the
        // 25 characters make 20 + 5: two lines. Falling back from the system font, they take its line,
        // SF Pro's hhea: (1950 + 494) / 2048 × 17 = 20.2871; two lines 40.5742, rounded up to the 3x grid:
        // ceil(121.72) / 3 = 122 / 3. Cell: 16 + 122/3 + 16, plus the 1/3 pt separator = 219 / 3 = 73.
        #expect(abs(height - 219.0 / 3) < 1e-9)
        // The second time it comes from the key cache, without configuring the cell.
        let again = try table.height(forCellWithIdentifier: "post", cacheBy: "post-1") { (_: PostCell) in
            Issue.record("a cached height must not configure the cell")
        }
        #expect(again == height)
        #expect(table.statistics.keyHits == 1 && table.statistics.calculations == 1)
    }
}
