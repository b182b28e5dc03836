import HeightCache
import LayoutTestSupport
import Testing
import ViewLayout

/// A frame-layout cell: no constraints; its height comes from `sizeThatFits`.
final class ChatCell: TableViewCell {
    let chat = ChatBubbleView()
    init() {
        super.init(reuseIdentifier: "chat", name: "chatCell")
        contentView.addSubview(chat)
    }
    override func sizeThatFits(_ size: Size) throws(LayoutError) -> Size {
        Size(width: size.width, height: try chat.sizeThatFits(Size(width: size.width, height: .infinity)).height)
    }
    override func layoutSubviews() throws(LayoutError) {
        try super.layoutSubviews()
        chat.frame = contentView.bounds
    }
}

@Suite struct FrameLayoutCellTests {
    // Text: 20 ideographs of 15 in at most 375 − 136 = 239 → 15 per line (225 ≤ 239 < 240) → 2 lines:
    // 2 × 21.72 = 43.44 → 43.667 high, 225 wide. Bubble 249 × 63.667 at (52, 8); height 8 + 63.667 + 8.
    let textHeight = FontFacts.ceil3(2 * FontFacts.cjkLineHeight(15))
    var bubbleHeight: Double { 8 + textHeight + 20 + 8 }

    @Test func frameLayoutCellUsesSizeThatFits() throws {
        let cell = ChatCell()
        #expect(!cell.usesAutoLayout)
        #expect(abs(try cell.fittingHeight(in: TableGeometry(width: 375, scale: 3)) - (bubbleHeight + 1.0 / 3)) < 1e-9)
        cell.frame = Rect(x: 0, y: 0, width: 375, height: bubbleHeight + 1.0 / 3)
        try cell.layoutIfNeeded()
        #expect(cell.chat.frame == Rect(x: 0, y: 0, width: 375, height: bubbleHeight))
        #expect(cell.chat.text.frame.origin == Point(x: 64, y: 18))
    }

    @Test func frameLayoutViewInsideAnAutoLayoutCell() throws {
        let cell = TableViewCell(name: "mixed")
        let chat = ChatBubbleView()
        cell.contentView.addSubview(chat)
        try chat.makeConstraints { $0.edges.equalToSuperview() }
        #expect(cell.usesAutoLayout)
        // The bubble view is measured again at the width the constraints give it (375).
        #expect(abs(try cell.fittingHeight(in: TableGeometry(width: 375, scale: 3)) - (bubbleHeight + 1.0 / 3)) < 1e-9)
        cell.frame = Rect(x: 0, y: 0, width: 375, height: bubbleHeight + 1.0 / 3)
        try cell.layoutIfNeeded()
        #expect(chat.frame.width == 375 && abs(chat.frame.height - bubbleHeight) < 1e-9)
        #expect(chat.text.frame == Rect(x: 64, y: 18, width: 225, height: textHeight))
    }
}
