import Testing
import Typesetting
@testable import ViewLayout

/// A chat bubble laid out in code (YIVariableViewSize style): avatar, then a bubble around wrapping text.
final class ChatBubbleView: FrameLayoutView {
    let avatar = View(name: "avatar")
    let bubble = View(name: "bubble")
    let text = cjkLabel("text", count: 20, size: 15)

    override init(name: String = "chat") {
        super.init(name: name)
        for view in [avatar, bubble, text] { addSubview(view) }
    }

    override var paddingBottom: Double { 8 }

    override func resizeSubviews(fittingSize: Size) throws(LayoutError) {
        avatar.frame.size = Size(width: 36, height: 36)
        // Text may use the width minus avatar (8 + 36 + 8), bubble padding (12 + 12) and a 60 pt gutter.
        let maxText = max(0, fittingSize.width - 8 - 36 - 8 - 12 - 12 - 60)
        try text.sizeToFit(maxSize: Size(width: maxText, height: .infinity))
        bubble.frame.size = Size(width: text.frame.width + 24, height: text.frame.height + 20)
    }

    override func positionSubviews() throws(LayoutError) {
        avatar.frame.origin = Point(x: 8, y: 8)
        bubble.frame.origin = Point(x: 52, y: 8)
        text.frame.origin = Point(x: 64, y: 18)
    }
}

/// A frame-layout cell: no constraints; its height comes from `sizeThatFits`.
final class ChatCell: Cell {
    let chat = ChatBubbleView()
    init() {
        super.init(name: "chatCell", reuseIdentifier: "chat")
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

    @Test func frameLayoutCellUsesSizeThatFits() throws {
        let cell = ChatCell()
        #expect(!cell.usesAutoLayout)
        #expect(abs(try cell.fittingHeight(forTableWidth: 375, scale: 3) - (bubbleHeight + 1.0 / 3)) < 1e-9)
        cell.frame = Rect(x: 0, y: 0, width: 375, height: bubbleHeight + 1.0 / 3)
        try cell.layoutIfNeeded()
        #expect(cell.chat.frame == Rect(x: 0, y: 0, width: 375, height: bubbleHeight))
        #expect(cell.chat.text.frame.origin == Point(x: 64, y: 18))
    }

    @Test func frameLayoutViewInsideAnAutoLayoutCell() throws {
        let cell = Cell(name: "mixed")
        let chat = ChatBubbleView()
        cell.contentView.addSubview(chat)
        try chat.makeConstraints { $0.edges.equalToSuperview() }
        #expect(cell.usesAutoLayout)
        // The bubble view is measured again at the width the constraints give it (375).
        #expect(abs(try cell.fittingHeight(forTableWidth: 375, scale: 3) - (bubbleHeight + 1.0 / 3)) < 1e-9)
        cell.frame = Rect(x: 0, y: 0, width: 375, height: bubbleHeight + 1.0 / 3)
        try cell.layoutIfNeeded()
        #expect(chat.frame.width == 375 && abs(chat.frame.height - bubbleHeight) < 1e-9)
        #expect(chat.text.frame == Rect(x: 64, y: 18, width: 225, height: textHeight))
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
}
