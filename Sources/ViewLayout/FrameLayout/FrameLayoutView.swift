import Typesetting

/// A view that sizes and places its subviews in code, in the YIVariableViewSize style:
/// `sizeThatFits` resizes the subviews for the fitting size, positions them, and answers the bottom of
/// the lowest visible subview plus `paddingBottom`; `layoutSubviews` only positions.
///
/// Override `resizeSubviews(fittingSize:)` (call `sizeToFit(maxSize:)` on subviews) and
/// `positionSubviews()` (set origins). Inside an Auto Layout tree it acts as a view whose intrinsic height
/// depends on its width, so it is measured again at the width the constraints give it.
open class FrameLayoutView: View {
    /// Space below the lowest visible subview.
    open var paddingBottom: Double { 0 }
    /// Space right of the rightmost visible subview; nil keeps the proposed width.
    open var paddingRight: Double? { nil }

    /// A view laid out in code: `layoutMode` is `.frames`, so the solver leaves its subviews alone.
    public override init(name: String = "") {
        super.init(name: name)
        layoutMode = .frames
    }

    /// Changes the subviews' sizes for `fittingSize` (the argument of `sizeThatFits`).
    open func resizeSubviews(fittingSize: Size) throws(LayoutError) {}

    /// Changes the subviews' origins; sizes are already set.
    open func positionSubviews() throws(LayoutError) {}

    /// Lays the subviews out for `size`; answers the height they reach plus `paddingBottom` (as YIVariableViewSize).
    open override func sizeThatFits(_ size: Size) throws(LayoutError) -> Size {
        let width = size.width.isFinite ? size.width : frame.width
        frame.size.width = width
        try resizeSubviews(fittingSize: size)
        try positionSubviews()
        let height = (mostBottomVisibleSubview?.frame.maxY ?? 0) + paddingBottom
        if let paddingRight {
            return Size(width: (mostRightVisibleSubview?.frame.maxX ?? 0) + paddingRight, height: height)
        }
        return Size(width: width, height: height)
    }

    /// Resizes and positions the subviews at the current frame width, with no bound on the height.
    open override func layoutSubviews() throws(LayoutError) {
        try resizeSubviews(fittingSize: Size(width: frame.width, height: .infinity))
        try positionSubviews()
    }

    /// `sizeThatFits` at the proposed width, rounded up to the pixel grid, so a constraint tree can size the view.
    open override func intrinsicContentSize(forWidth width: Double?) throws(LayoutError) -> Size {
        let size = try sizeThatFits(Size(width: width ?? frame.width, height: .infinity))
        return PixelGrid(scale: effectiveDisplayScale).ceil(size)
    }

    /// Always: the height comes from laying the subviews out at the width they are given.
    open override var intrinsicSizeDependsOnWidth: Bool { true }
}
