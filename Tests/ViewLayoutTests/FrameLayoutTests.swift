import LayoutTestSupport
import Testing
import Typesetting
@testable import ViewLayout

@Suite struct FrameLayoutTests {
    // Text: 20 ideographs of 15 in at most 375 − 136 = 239 → 15 per line (225 ≤ 239 < 240) → 2 lines:
    // 2 × 21.72 = 43.44 → 43.667 high, 225 wide. Bubble 249 × 63.667 at (52, 8); height 8 + 63.667 + 8.
    let textHeight = FontFacts.ceil3(2 * FontFacts.cjkLineHeight(15))
    var bubbleHeight: Double { 8 + textHeight + 20 + 8 }

    @Test func chatBubbleSizesItselfFromItsSubviews() throws {
        let chat = ChatBubbleView()
        chat.displayScale = 3
        let size = try chat.sizeThatFits(Size(width: 375, height: .infinity))
        #expect(size.width == 375 && abs(size.height - bubbleHeight) < 1e-9)
        #expect(chat.text.frame == Rect(x: 64, y: 18, width: 225, height: textHeight))
        #expect(chat.bubble.frame == Rect(x: 52, y: 8, width: 249, height: textHeight + 20))
        #expect(chat.mostBottomVisibleSubview === chat.bubble)
    }

    @Test func autoLayoutViewInsideAFrameLayoutView() throws {
        final class Header: FrameLayoutView {
            let badge = View(name: "badge")
            let label = interLabel("badgeText", "New", size: 13)
            override init(name: String = "header") {
                super.init(name: name)
                addSubview(badge)
                badge.addSubview(label)
                try! label.makeConstraints { $0.edges.equalToSuperview().inset(4) }
            }
            override var paddingBottom: Double { 10 }
            override func resizeSubviews(fittingSize: Size) throws(LayoutError) {
                try badge.sizeToFit(maxSize: Size(width: fittingSize.width - 32, height: .infinity))
            }
            override func positionSubviews() throws(LayoutError) { badge.frame.origin = Point(x: 16, y: 10) }
        }
        let header = Header()
        header.displayScale = 3
        // Badge: width 200 − 32 = 168 (its constraints fill the proposed width); height 4 + 16 + 4 = 24
        // (Inter 13: 15.73 → 16.0). Header: 10 + 24 + 10 = 44.
        let lineHeight = FontFacts.ceil3(FontFacts.interLineHeight(13))
        #expect(lineHeight == 16)
        #expect(try header.sizeThatFits(Size(width: 200, height: .infinity)).height == 44)
        header.frame = Rect(x: 0, y: 0, width: 200, height: 44)
        try header.layoutIfNeeded()
        #expect(header.badge.frame == Rect(x: 16, y: 10, width: 168, height: 24))
        #expect(header.label.frame == Rect(x: 4, y: 4, width: 160, height: 16))
    }

    /// A column fills the inner width and stacks heights with the spacing; a row sizes fixed children and
    /// centres them across. Sizes worked out by hand from the children's content sizes.
    @Test func frameStacksPlaceTheirChildrenOneAfterAnother() throws {
        let column = FrameStackView(name: "column", axis: .vertical, spacing: 5, padding: EdgeInsets(all: 2), alignment: .fill)
        let a = FixedSizeView(name: "a", contentSize: Size(width: 10, height: 20))
        let b = FixedSizeView(name: "b", contentSize: Size(width: 30, height: 40))
        let hidden = FixedSizeView(name: "hidden", contentSize: Size(width: 30, height: 40))
        hidden.isHidden = true
        for view in [a, hidden, b] { column.addSubview(view) }
        #expect(try column.sizeThatFits(Size(width: 100, height: .infinity)) == Size(width: 100, height: 2 + 20 + 5 + 40 + 2))
        #expect(a.frame == Rect(x: 2, y: 2, width: 96, height: 20) && b.frame == Rect(x: 2, y: 27, width: 96, height: 40))

        let row = FrameStackView(name: "row", axis: .horizontal, spacing: 4, padding: EdgeInsets(all: 0), alignment: .center)
        let c = FixedSizeView(name: "c", contentSize: Size(width: 10, height: 20))
        let d = FixedSizeView(name: "d", contentSize: Size(width: 30, height: 40))
        for view in [c, d] { row.addSubview(view) }
        #expect(try row.sizeThatFits(Size(width: 100, height: .infinity)).height == 40)
        #expect(c.frame == Rect(x: 0, y: 10, width: 10, height: 20) && d.frame == Rect(x: 14, y: 0, width: 30, height: 40))
        // Empty: as tall as the padding.
        let empty = FrameStackView(name: "empty", axis: .vertical, spacing: 5, padding: EdgeInsets(all: 3), alignment: .fill)
        #expect(try empty.sizeThatFits(Size(width: 50, height: .infinity)) == Size(width: 50, height: 6))
    }
}
