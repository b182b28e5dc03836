import HeightCache
import LayoutTestSupport
import Testing
import ViewLayout

/// A view outside any table: a title and a wrapping body, MFViewHeightCache-style.
final class Card: View {
    let title = interLabel("title", "Weekend hike", size: 17, weight: 600)
    let body = cjkLabel("body", count: 0, size: 15, lines: 0)
    init() {
        super.init(name: "card")
        addSubview(title); addSubview(body)
        try! title.makeConstraints { $0.top.leading.trailing.equalToSuperview().inset(12) }
        try! body.makeConstraints {
            $0.top.equalTo(title.bottom).offset(4)
            $0.leading.trailing.bottom.equalToSuperview().inset(12)
        }
    }
}

@Suite struct ViewHeightCacheTests {
    // Title: Inter SemiBold 17 shares Inter's metrics: (2728 + 680) / 2816 × 17 = 20.574 → 20.667 at 3x.
    let title = FontFacts.ceil3(FontFacts.interLineHeight(17))

    @Test func heightForWidthIsTheFittingHeightRoundedUpToAPoint() throws {
        let card = Card()
        // 300 wide: body 276 → 18 ideographs of 15 per line; 40 → 3 lines = 65.16 → 65.333.
        // 12 + 20.667 + 4 + 65.333 + 12 = 114, already whole.
        let height = try card.height(forWidth: 300) { card.body.text = FontFacts.ideographs(40) }
        #expect(height == (12 + title + 4 + FontFacts.ceil3(3 * FontFacts.cjkLineHeight(15)) + 12).rounded(.up))
        #expect(height == 114)
        // 10 ideographs → one line of 21.72 → 21.667+ → 22.0 at 3x: 12 + 20.667 + 4 + 22 + 12 = 70.667 → ceil 71.
        #expect(try card.height(forWidth: 300) { card.body.text = FontFacts.ideographs(10) } == 71)
    }

    @Test func cachedByHeightKeyAndWidth() throws {
        let cache = ViewHeightCache()
        cache.cacheView({ Card() }, withKey: "card")
        var configured = 0
        func ask(_ width: Double, _ key: String = "post-1") throws -> Double {
            try cache.height(forViewWithKey: "card", width: width, heightCacheKey: key) { (card: Card) in
                configured += 1
                card.body.text = FontFacts.ideographs(40)
            }
        }
        let narrow = try ask(300)
        let wide = try ask(500)     // body 476 → 31 per line: 2 lines
        #expect(narrow == 114)
        #expect(wide == (12 + title + 4 + FontFacts.ceil3(2 * FontFacts.cjkLineHeight(15)) + 12).rounded(.up))
        // Both widths stay cached (MFViewHeightCache keeps one width per key and recomputes).
        #expect(try ask(300) == narrow && (try ask(500)) == wide)
        #expect(configured == 2)
        cache.removeCachedHeight(forKey: "post-1")
        _ = try ask(300)
        #expect(configured == 3)
        _ = try ask(300, "post-2")
        cache.removeAllCachedHeights()
        #expect(cache.heights.count == 0)
        #expect { try cache.height(forViewWithKey: "nope", width: 300) { (_: Card) in } } throws: { error in
            "\(error)" == "no view registered for reuse identifier 'nope'"
        }
        #expect { try cache.height(forViewWithKey: "card", width: -1) { (_: Card) in } } throws: { error in
            "\(error)" == "width -1 is invalid: expected a finite number > 0"
        }
    }
}
