import ViewLayout

extension TableViewCell {
    /// The row height of this configured cell in a table of `geometry`, the one computation behind every
    /// height a `TableView` gives (FDTemplateLayoutCell's `fd_systemFittingHeightForConfiguratedCell:`):
    /// the content view pinned to the content width (`TableGeometry.contentWidth`), its compressed fitting
    /// height with Auto Layout (frame layout instead, the cell's `sizeThatFits`, when the content view has
    /// no constraints or `enforceFrameLayout` is set, or when Auto Layout gives 0), plus the separator.
    ///
    /// Departs from FDTemplateLayoutCell where it would give a wrong height silently: a content width
    /// <= 0 and a fitting height of 0 are errors (FDTemplateLayoutCell falls back to 44), naming the
    /// views that leave the height open. `location` ("[0:3]", "key[abc]") only makes messages precise.
    public func fittingHeight(in geometry: TableGeometry, location: String? = nil) throws(HeightCacheError) -> Double {
        try geometry.validate()
        let identifier = reuseIdentifier ?? layoutDebugName
        let contentWidth = geometry.contentWidth(accessoryType: accessoryType, accessoryView: accessoryView)
        guard contentWidth > 0, contentWidth.isFinite else {
            throw .invalidContentWidth(identifier: identifier, location: location, width: contentWidth, geometry: geometry)
        }
        displayScale = geometry.scale
        measuredGeometry = geometry
        frame.size.width = geometry.width
        let height = try TemplateFitting.height(of: contentView, root: self, width: contentWidth, autoLayout: usesAutoLayout,
                                                identifier: identifier, location: location)
        return height + geometry.separatorHeight
    }
}

extension TableViewHeaderFooterView {
    /// The height of this configured header or footer in a table of `geometry`: its content view's
    /// fitting height at the table width minus the section index (frame layout as for cells); no separator.
    public func fittingHeight(in geometry: TableGeometry, location: String? = nil) throws(HeightCacheError) -> Double {
        try geometry.validate()
        let identifier = reuseIdentifier ?? layoutDebugName
        let width = geometry.width - geometry.sectionIndexWidth
        guard width > 0 else {
            throw .invalidContentWidth(identifier: identifier, location: location, width: width, geometry: geometry)
        }
        displayScale = geometry.scale
        frame.size.width = width
        return try TemplateFitting.height(of: contentView, root: self, width: width, autoLayout: usesAutoLayout,
                                          identifier: identifier, location: location)
    }
}

/// Fitting shared by cells, header/footer views and plain views.
enum TemplateFitting {
    /// The compressed fitting height of `content` at `width` (Auto Layout), or `root.sizeThatFits` (frame
    /// layout, or when Auto Layout gives 0). A result of 0 is an error that names what leaves it open.
    static func height(of content: View, root: View, width: Double, autoLayout: Bool,
                       identifier: String, location: String?) throws(HeightCacheError) -> Double {
        do {
            var height = 0.0
            if autoLayout {
                height = try content.fittingHeight(forWidth: width)
            }
            if height == 0 {
                // Frame layout sums subview frames; the sum is rounded up to the pixel grid as Auto Layout's
                // fitting size is, so 49.99999999 and 50.00000001 both come out as 50.
                height = PixelGrid(scale: root.effectiveDisplayScale).ceil(try root.sizeThatFits(Size(width: width, height: 0)).height)
            }
            guard height.isFinite else {
                throw HeightCacheError.layout(identifier: identifier, location: location,
                                              .nonFinite("fitting height \(height) of \(root.layoutDebugName)"))
            }
            if height > 0 { return height }
            var problems: [String] = []
            if autoLayout {
                problems = try content.selfSizingCheck(width: width).problems.map(\.description)
            } else {
                problems = ["frame layout: sizeThatFits gave height 0 (override sizeThatFits, or add constraints to the content view)"]
            }
            throw HeightCacheError.zeroHeight(identifier: identifier, location: location, problems: problems)
        } catch let error as HeightCacheError {
            throw error
        } catch let error as LayoutError {
            throw .layout(identifier: identifier, location: location, error)
        } catch {
            throw .layout(identifier: identifier, location: location, .invalidTree("\(error)"))
        }
    }
}

extension TableViewCell {
    /// `selfSizingCheck` of the content view at the content width of a table of `geometry`.
    public func selfSizingCheck(in geometry: TableGeometry) throws(LayoutError) -> SelfSizingReport {
        displayScale = geometry.scale
        return try contentView.selfSizingCheck(width: geometry.contentWidth(accessoryType: accessoryType, accessoryView: accessoryView))
    }
}
