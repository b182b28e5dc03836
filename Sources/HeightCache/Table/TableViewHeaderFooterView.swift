import ViewLayout

/// A section header or footer view (the UITableViewHeaderFooterView model): a `contentView` that spans
/// the table's width (minus the section index). Its height is its fitting height; no separator.
open class TableViewHeaderFooterView: View {
    public let contentView: View
    public let reuseIdentifier: String?
    /// Forces frame layout (`sizeThatFits`) even if the content view has constraints.
    public var enforceFrameLayout = false
    /// True for the instances a `TableView` keeps to measure headers and footers, never shown.
    public internal(set) var isTemplateLayoutView = false

    public init(reuseIdentifier: String? = nil, name: String = "") {
        self.contentView = View(name: "contentView")
        self.reuseIdentifier = reuseIdentifier
        super.init(name: name.isEmpty ? (reuseIdentifier ?? "") : name)
        layoutMode = .frames
        addSubview(contentView)
    }

    /// Resets per-item state before the view is configured for another section.
    open func prepareForReuse() {}

    public var usesAutoLayout: Bool { !enforceFrameLayout && contentView.laysOutSubviewsWithConstraints }

    open override func layoutSubviews() throws(LayoutError) {
        contentView.frame = Rect(origin: .zero, size: frame.size)
    }

    /// Frame layout: the content view's fitting size. Override it to size the view in code.
    open override func sizeThatFits(_ size: Size) throws(LayoutError) -> Size {
        try contentView.sizeThatFits(size)
    }
}

/// Which of a section's supplementary views a height is for.
public enum HeaderFooterKind: String, Hashable, Sendable { case header, footer }
