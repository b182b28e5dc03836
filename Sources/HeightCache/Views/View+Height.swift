import ViewLayout

extension View {
    /// Makes this view ready to be measured at `scale` and `width` as its host (a table, a height cache)
    /// would show it: the host's scale and the frame's width. The owner's `displayScale` is left alone;
    /// one that differs from `scale` is an error, since the height would round at one scale and be kept
    /// under the other.
    func host(scale: Double, width: Double, identifier: String) throws(HeightCacheError) {
        if let displayScale, displayScale != scale {
            throw .scaleConflict(identifier: identifier, displayScale: displayScale, requested: scale)
        }
        hostDisplayScale = scale
        frame.size.width = width
    }

    /// The height of this view at `width` after `configuration`, with no cache (MFViewHeightCache's
    /// `mf_heightForWidth:configuration:`): the compressed fitting height with Auto Layout, or
    /// `sizeThatFits` for a view laid out in code, rounded up to a whole point as MFViewHeightCache does
    /// (`ceil`). `heightView` is the view whose fitting height counts (a cell's content view, say).
    /// `scale` is the host's (`hostDisplayScale`); the view's own `displayScale` is left alone, and one
    /// that differs from `scale` is an error (`scaleConflict`).
    public func height(forWidth width: Double, heightView: View? = nil, scale: Double = 3,
                       configuration: () throws -> Void = {}) throws(HeightCacheError) -> Double {
        let geometry = TableGeometry(width: width, scale: scale, separatorStyle: .none)
        try geometry.validate()
        do { try configuration() } catch { throw .configuration(identifier: layoutDebugName, location: nil, error) }
        try host(scale: scale, width: width, identifier: layoutDebugName)
        let measured = heightView ?? self
        let height = try TemplateFitting.height(of: measured, root: measured, width: width,
                                                autoLayout: measured.laysOutSubviewsWithConstraints,
                                                identifier: self.layoutDebugName, location: nil)
        // Whole points, not the pixel grid, on purpose: MFViewHeightCache answers `ceil(height)`. The
        // height is already on the pixel grid (k / scale), so no noise needs a tolerance here.
        return height.rounded(.up)
    }
}
