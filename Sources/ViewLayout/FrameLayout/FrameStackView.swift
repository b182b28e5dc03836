import Typesetting

/// A row or column laid out in code (frame layout, YIVariableViewSize style): what a `StackView` is to
/// constraints, for a tree sized with `sizeThatFits` (a template's stacks under `layout: frames` are these). Children are sized with `sizeThatFits` and placed one after another with `spacing`
/// inside `padding`; hidden children take no room.
///
/// In a column every child is offered the full inner width. In a row, children whose size does not depend
/// on the width are sized first, each cut to what is left (images and controls, then one-line labels), and
/// the wrapping ones (labels of several lines with text, text views, nested stacks) share the rest equally.
public final class FrameStackView: FrameLayoutView {
    /// Where a child sits across the axis: stretched to the inner size, or at its own size at an edge or
    /// the middle (UIStackView's alignments without the baselines, which frame layout does not have).
    public enum CrossAlignment: Sendable { case fill, leading, center, trailing }

    /// The direction children follow one another.
    public var axis: LayoutAxis
    /// Points between neighbouring visible children.
    public var spacing: Double
    /// Space between the stack's edges and its children.
    public var padding: EdgeInsets
    /// Where children sit across the axis.
    public var crossAlignment: CrossAlignment

    /// A stack of the children added to it later (`addSubview`), in that order.
    public init(name: String, axis: LayoutAxis, spacing: Double, padding: EdgeInsets, alignment: CrossAlignment) {
        self.axis = axis; self.spacing = spacing; self.padding = padding; self.crossAlignment = alignment
        super.init(name: name)
    }

    /// The bottom padding, below the lowest child.
    public override var paddingBottom: Double { padding.bottom }

    private var visible: [View] { subviews.filter { !$0.isHidden } }

    /// Whether a child's height depends on the width it is given: a one-line label's does not (it is cut), nor
    /// does an empty label's, which would otherwise take a share of the row for nothing.
    private static func wraps(_ view: View) -> Bool {
        if let label = view as? Label { return label.numberOfLines != 1 && label.attributedText?.isEmpty == false }
        return view is TextView || view is FrameStackView
    }

    /// Sizes a child offered `width`. A wrapping label or a text view with text needs a width > 0: at 0
    /// UILabel's `sizeThatFits` gives the one-line height, a height no drawn layout has, and a text view one
    /// glyph a line.
    private static func fit(_ child: View, width: Double) throws(LayoutError) -> Size {
        if width <= 0, child is Label ? wraps(child) : (child as? TextView)?.text?.isEmpty == false {
            throw .noWidthForText(view: child.layoutDebugName, width: width)
        }
        return try child.sizeThatFits(Size(width: max(0, width), height: .infinity))
    }

    /// Sizes the visible children for the offered width: in a column each gets the inner width; in a row
    /// fixed-size children first, then the wrapping ones share what is left equally.
    public override func resizeSubviews(fittingSize: Size) throws(LayoutError) {
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
        // Images and controls first, then one-line labels, each cut to the room left, as code laying out a row
        // gives a title what remains: a long name truncates, never pushes an icon out of the row or past it.
        for labels in [false, true] {
            for child in children where !Self.wraps(child) && (child is Label) == labels {
                let size = try child.sizeThatFits(Size(width: max(0, remaining), height: .infinity))
                child.frame.size = Size(width: min(size.width, max(0, remaining)), height: size.height)
                remaining -= child.frame.width
            }
        }
        let flexible = children.filter(Self.wraps)
        let offeredShare = flexible.isEmpty ? 0 : remaining / Double(flexible.count)
        let share = max(0, offeredShare)
        for child in flexible {
            let size = try Self.fit(child, width: offeredShare)
            child.frame.size = Size(width: min(size.width, share), height: size.height)
        }
    }

    /// Places the visible children one after another inside the padding, aligned across the axis.
    public override func positionSubviews() throws(LayoutError) {
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

    /// The children's extent plus the padding; an empty stack is as tall as its padding.
    public override func sizeThatFits(_ size: Size) throws(LayoutError) -> Size {
        let fitted = try super.sizeThatFits(size)
        // An empty stack is as tall as its padding; super measures from the lowest visible subview.
        return Size(width: fitted.width, height: visible.isEmpty ? padding.vertical : fitted.height)
    }
}
