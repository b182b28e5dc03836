import ViewLayout

/// A table cell (the UITableViewCell model that template-cell height calculation uses): a `contentView`
/// holding the content and an optional accessory on the right. The table adds the separator below.
///
/// Subclass it for a cell of your own: build subviews and constraints in `init`, bind an item in a
/// configuration closure, clear per-item state in `prepareForReuse()`.
open class TableViewCell: View {
    /// Holds the cell's content; its fitting height is the row height (plus the separator).
    public let contentView: View
    public var accessoryType: AccessoryType = .none
    /// A custom accessory; when set it replaces `accessoryType` and takes its frame width plus 16.
    public var accessoryView: View?
    /// The identifier the cell was registered under (UITableView's reuse identifier).
    public let reuseIdentifier: String?
    /// Forces frame layout (`sizeThatFits`) even if the content view has constraints
    /// (FDTemplateLayoutCell's `fd_enforceFrameLayout`).
    public var enforceFrameLayout = false
    /// True for the instances a `TableView` keeps to measure rows, never shown
    /// (FDTemplateLayoutCell's `fd_isTemplateLayoutCell`): a cell can skip work that only matters on screen.
    public internal(set) var isTemplateLayoutCell = false
    /// The table geometry of the last measurement, so `layoutSubviews` places the content view as it was measured.
    var measuredGeometry: TableGeometry?

    public init(reuseIdentifier: String? = nil, name: String = "") {
        self.contentView = View(name: "contentView")
        self.reuseIdentifier = reuseIdentifier
        super.init(name: name.isEmpty ? (reuseIdentifier ?? "") : name)
        layoutMode = .frames
        addSubview(contentView)
    }

    /// Resets per-item state before the cell is configured for another item; override to clear content.
    /// A table calls it before every configuration of a template cell.
    open func prepareForReuse() {}

    /// True when the content view is laid out with constraints (FDTemplateLayoutCell's automatic choice).
    public var usesAutoLayout: Bool { !enforceFrameLayout && contentView.laysOutSubviewsWithConstraints }

    /// Places the content view: the cell's width minus the accessory, its height minus the separator.
    open override func layoutSubviews() throws(LayoutError) {
        let geometry = measuredGeometry ?? TableGeometry(width: frame.width, scale: effectiveDisplayScale)
        let width = geometry.contentWidth(accessoryType: accessoryType, accessoryView: accessoryView, tableWidth: frame.width)
        contentView.frame = Rect(x: 0, y: 0, width: max(0, width), height: max(0, frame.height - geometry.separatorHeight))
    }

    /// Frame layout (YIVariableViewSize's `sizeThatFits`): the content view's own fitting size at the
    /// content width. Override it to size a cell in code.
    open override func sizeThatFits(_ size: Size) throws(LayoutError) -> Size {
        try contentView.sizeThatFits(size)
    }
}
