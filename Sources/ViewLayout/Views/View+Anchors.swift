/// The anchors every layout item has: its edges, centre and size.
extension LayoutItem {
    /// The leading edge (UIView.leadingAnchor); the same as `leftAnchor` here, as layout is left-to-right.
    public var leadingAnchor: XAxisAnchor { XAxisAnchor(self, .leading) }
    /// The trailing edge (UIView.trailingAnchor).
    public var trailingAnchor: XAxisAnchor { XAxisAnchor(self, .trailing) }
    /// The left edge (UIView.leftAnchor); code shared with UIKit should prefer `leadingAnchor`, which flips for RTL.
    public var leftAnchor: XAxisAnchor { XAxisAnchor(self, .left) }
    /// The right edge (UIView.rightAnchor).
    public var rightAnchor: XAxisAnchor { XAxisAnchor(self, .right) }
    /// The horizontal centre (UIView.centerXAnchor).
    public var centerXAnchor: XAxisAnchor { XAxisAnchor(self, .centerX) }
    /// The top edge (UIView.topAnchor).
    public var topAnchor: YAxisAnchor { YAxisAnchor(self, .top) }
    /// The bottom edge (UIView.bottomAnchor); pin the last subview to it for a self-sizing cell.
    public var bottomAnchor: YAxisAnchor { YAxisAnchor(self, .bottom) }
    /// The vertical centre (UIView.centerYAnchor).
    public var centerYAnchor: YAxisAnchor { YAxisAnchor(self, .centerY) }
    /// The width (UIView.widthAnchor), to relate to a constant or to another size.
    public var widthAnchor: DimensionAnchor { DimensionAnchor(self, .width) }
    /// The height (UIView.heightAnchor), to relate to a constant or to another size.
    public var heightAnchor: DimensionAnchor { DimensionAnchor(self, .height) }
}

/// Baselines belong to views only (a guide has no text).
extension View {
    /// The first line's baseline (UIView.firstBaselineAnchor); the bottom edge of a view without text.
    public var firstBaselineAnchor: YAxisAnchor { YAxisAnchor(self, .firstBaseline) }
    /// The last line's baseline (UIView.lastBaselineAnchor); the bottom edge of a view without text.
    public var lastBaselineAnchor: YAxisAnchor { YAxisAnchor(self, .lastBaseline) }
}
