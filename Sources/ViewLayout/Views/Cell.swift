/// A table cell (the UITableViewCell model used by template-cell height calculation): a `contentView`
/// holding the content, an optional accessory on the right and a separator below.
open class Cell: View {
    /// The system accessory types of UITableViewCell.
    public enum AccessoryType: Hashable, Sendable, CaseIterable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton

        /// Width the accessory takes from the content view, as UITableView-FDTemplateLayoutCell assumes
        /// (forkingdog/UITableView-FDTemplateLayoutCell, Classes/UITableView+FDTemplateLayoutCell.m,
        /// `fd_systemFittingHeightForConfiguratedCell:` table `systemAccessoryWidths`): none 0,
        /// disclosure indicator 34, detail disclosure button 68, checkmark 40, detail button 48.
        public var width: Double {
            switch self {
            case .none: 0
            case .disclosureIndicator: 34
            case .detailDisclosureButton: 68
            case .checkmark: 40
            case .detailButton: 48
            }
        }
    }

    public enum SeparatorStyle: Hashable, Sendable { case none, singleLine }

    /// Holds the cell's content; its fitting height is the cell's height (plus the separator).
    public let contentView: View
    public var accessoryType: AccessoryType = .none
    /// A custom accessory; when set it replaces `accessoryType` and takes its frame width plus 16.
    public var accessoryView: View?
    public var separatorStyle: SeparatorStyle = .singleLine
    /// Identifies the template this cell is for (UITableView's reuse identifier).
    public var reuseIdentifier: String?
    /// Forces frame layout (`sizeThatFits`) even if the content view has constraints
    /// (FDTemplateLayoutCell's `fd_enforceFrameLayout`).
    public var enforceFrameLayout = false

    public init(name: String = "", reuseIdentifier: String? = nil) {
        self.contentView = View(name: "contentView")
        self.reuseIdentifier = reuseIdentifier
        super.init(name: name)
        layoutMode = .frames
        addSubview(contentView)
    }

    /// Places the content view: the cell's width minus the accessory, its height minus the separator.
    open override func layoutSubviews() throws(LayoutError) {
        let scale = effectiveDisplayScale
        contentView.frame = Rect(x: 0, y: 0, width: max(0, contentViewWidth(forTableWidth: frame.width, scale: scale)),
                                 height: max(0, frame.height - separatorHeight(scale: scale)))
    }

    /// Resets per-item state before the cell is configured for another item; override to clear content.
    open func prepareForReuse() {}

    /// Width left for the content view in a table of `tableWidth`: minus a custom accessory's width + 16 or
    /// the system accessory's width, and minus 4 more on 3x screens at least 414 points wide (both as
    /// FDTemplateLayoutCell computes it).
    public func contentViewWidth(forTableWidth tableWidth: Double, scale: Double = 3, screenWidth: Double? = nil) -> Double {
        var width = tableWidth
        if let accessoryView {
            width -= 16 + accessoryView.frame.width
        } else {
            width -= accessoryType.width
        }
        if (accessoryView != nil || accessoryType != .none), scale >= 3, (screenWidth ?? tableWidth) >= 414 {
            width -= 4
        }
        return width
    }

    /// The separator's height: one pixel (1 / scale), or 0 without a separator.
    public func separatorHeight(scale: Double) -> Double {
        separatorStyle == .none || scale <= 0 ? 0 : 1 / scale
    }

    /// True when the content view is laid out with constraints (FDTemplateLayoutCell's automatic choice).
    public var usesAutoLayout: Bool { !enforceFrameLayout && contentView.laysOutSubviewsWithConstraints }

    /// The row height for this configured cell at `tableWidth`, as FDTemplateLayoutCell computes it:
    /// the content view's compressed fitting height at the content width (or the cell's `sizeThatFits`
    /// in frame-layout mode, or when Auto Layout yields 0), 44 if still 0, plus the separator.
    public func fittingHeight(forTableWidth tableWidth: Double, scale: Double = 3, screenWidth: Double? = nil) throws(LayoutError) -> Double {
        let contentWidth = contentViewWidth(forTableWidth: tableWidth, scale: scale, screenWidth: screenWidth)
        displayScale = scale
        var height = 0.0
        if usesAutoLayout, contentWidth > 0 {
            height = try contentView.systemLayoutSizeFitting(Size(width: contentWidth, height: 0),
                                                           horizontalFittingPriority: .required,
                                                           verticalFittingPriority: .fittingSizeLevel).height
        }
        if height == 0 {
            height = try sizeThatFits(Size(width: contentWidth, height: 0)).height
        }
        if height == 0 { height = 44 }
        return height + separatorHeight(scale: scale)
    }
}
