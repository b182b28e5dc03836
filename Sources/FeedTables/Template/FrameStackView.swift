import ViewLayout

/// A row or column laid out in code (frame layout, YIVariableViewSize style): the frame-layout form of a
/// template's stacks. Children are sized with `sizeThatFits` and placed one after another with `spacing`
/// inside `padding`; hidden children take no room.
///
/// In a column every child is offered the full inner width. In a row, children whose size does not depend
/// on the width (images) are sized first, and the wrapping ones (labels, nested stacks) share what is left
/// equally.
final class FrameStackView: FrameLayoutView {
    enum CrossAlignment { case fill, leading, center, trailing }

    var axis: LayoutAxis
    var spacing: Double
    var padding: EdgeInsets
    var crossAlignment: CrossAlignment

    init(name: String, axis: LayoutAxis, spacing: Double, padding: EdgeInsets, alignment: CrossAlignment) {
        self.axis = axis; self.spacing = spacing; self.padding = padding; self.crossAlignment = alignment
        super.init(name: name)
    }

    override var paddingBottom: Double { padding.bottom }

    private var visible: [View] { subviews.filter { !$0.isHidden } }

    private static func wraps(_ view: View) -> Bool { view is Label || view is FrameStackView }

    /// Sizes a child offered `width`. A wrapping label with text needs a width > 0: at 0 UILabel's
    /// `sizeThatFits` gives the one-line height, a height no drawn layout has.
    private static func fit(_ child: View, width: Double) throws(LayoutError) -> Size {
        if width <= 0, let label = child as? Label, label.numberOfLines != 1, label.attributedText?.isEmpty == false {
            throw .noWidthForText(view: label.layoutDebugName, width: width)
        }
        return try child.sizeThatFits(Size(width: max(0, width), height: .infinity))
    }

    override func resizeSubviews(fittingSize: Size) throws(LayoutError) {
        let offered = (fittingSize.width.isFinite ? fittingSize.width : frame.width) - padding.horizontal
        let inner = max(0, offered)
        let children = visible
        if axis == .vertical {
            for child in children {
                let size = try Self.fit(child, width: offered)
                child.frame.size = Size(width: crossAlignment == .fill ? inner : min(size.width, inner), height: size.height)
            }
            return
        }
        var remaining = inner - spacing * Double(max(0, children.count - 1))
        for child in children where !Self.wraps(child) {
            let size = try child.sizeThatFits(Size(width: remaining, height: .infinity))
            child.frame.size = size
            remaining -= size.width
        }
        let flexible = children.filter(Self.wraps)
        let offeredShare = flexible.isEmpty ? 0 : remaining / Double(flexible.count)
        let share = max(0, offeredShare)
        for child in flexible {
            let size = try Self.fit(child, width: offeredShare)
            child.frame.size = Size(width: min(size.width, share), height: size.height)
        }
    }

    override func positionSubviews() throws(LayoutError) {
        let children = visible
        let inner = Size(width: max(0, frame.width - padding.horizontal), height: 0)
        let rowHeight = children.map(\.frame.height).max() ?? 0
        var cursor = axis == .vertical ? padding.top : padding.left
        for child in children {
            if axis == .vertical {
                let x: Double
                switch crossAlignment {
                case .fill, .leading: x = padding.left
                case .center: x = padding.left + (inner.width - child.frame.width) / 2
                case .trailing: x = padding.left + inner.width - child.frame.width
                }
                child.frame.origin = Point(x: x, y: cursor)
                cursor += child.frame.height + spacing
            } else {
                let y: Double
                switch crossAlignment {
                case .fill, .leading: y = padding.top
                case .center: y = padding.top + (rowHeight - child.frame.height) / 2
                case .trailing: y = padding.top + rowHeight - child.frame.height
                }
                child.frame.origin = Point(x: cursor, y: y)
                cursor += child.frame.width + spacing
            }
        }
    }

    override func sizeThatFits(_ size: Size) throws(LayoutError) -> Size {
        let fitted = try super.sizeThatFits(size)
        // An empty stack is as tall as its padding; super measures from the lowest visible subview.
        return Size(width: fitted.width, height: visible.isEmpty ? padding.vertical : fitted.height)
    }
}
