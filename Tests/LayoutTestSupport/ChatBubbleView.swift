import ViewLayout

/// A chat bubble laid out in code (YIVariableViewSize style): avatar, then a bubble around wrapping text.
public final class ChatBubbleView: FrameLayoutView {
    public let avatar = View(name: "avatar")
    public let bubble = View(name: "bubble")
    public let text = cjkLabel("text", count: 20, size: 15)

    public override init(name: String = "chat") {
        super.init(name: name)
        for view in [avatar, bubble, text] { addSubview(view) }
    }

    public override var paddingBottom: Double { 8 }

    public override func resizeSubviews(fittingSize: Size) throws(LayoutError) {
        avatar.frame.size = Size(width: 36, height: 36)
        // Text may use the width minus avatar (8 + 36 + 8), bubble padding (12 + 12) and a 60 pt gutter.
        let maxText = max(0, fittingSize.width - 8 - 36 - 8 - 12 - 12 - 60)
        try text.sizeToFit(maxSize: Size(width: maxText, height: .infinity))
        bubble.frame.size = Size(width: text.frame.width + 24, height: text.frame.height + 20)
    }

    public override func positionSubviews() throws(LayoutError) {
        avatar.frame.origin = Point(x: 8, y: 8)
        bubble.frame.origin = Point(x: 52, y: 8)
        text.frame.origin = Point(x: 64, y: 18)
    }
}
