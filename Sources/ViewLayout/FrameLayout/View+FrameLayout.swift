import Typesetting

extension View {
    /// The visible subview whose frame reaches lowest (YIVariableViewSize's `mostBottomVisibleSubview`).
    public var mostBottomVisibleSubview: View? {
        subviews.filter { !$0.isHidden }.max { $0.frame.maxY < $1.frame.maxY }
    }

    /// The visible subview whose frame reaches furthest right.
    public var mostRightVisibleSubview: View? {
        subviews.filter { !$0.isHidden }.max { $0.frame.maxX < $1.frame.maxX }
    }

    /// Sets the frame size to `sizeThatFits(maxSize)`, clamped to `maxSize` and rounded up to the pixel grid,
    /// keeping the origin. Unlike UIKit's `sizeToFit`, the proposal is `maxSize`, not the current size, so a
    /// view can grow as well as shrink.
    public func sizeToFit(maxSize: Size) throws(LayoutError) {
        let fitting = try sizeThatFits(maxSize)
        let grid = PixelGrid(scale: effectiveDisplayScale)
        frame.size = Size(width: grid.ceil(min(max(0, fitting.width), maxSize.width)),
                          height: grid.ceil(min(max(0, fitting.height), maxSize.height)))
    }

    /// `sizeToFit(maxSize:)` with no bound.
    public func sizeToFit() throws(LayoutError) {
        try sizeToFit(maxSize: Size(width: .infinity, height: .infinity))
    }
}
