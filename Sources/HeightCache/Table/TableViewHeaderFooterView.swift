import ViewLayout

/// A section header or footer view (the UITableViewHeaderFooterView model): a `contentView` that spans
/// the table's width (minus the section index). Its height is its fitting height; no separator.
open class TableViewHeaderFooterView: TableContentView {
    /// True for the instances a `TableView` keeps to measure headers and footers, never shown.
    public var isTemplateLayoutView: Bool { isTemplate }

    /// Gives the content view the whole of the view's bounds: no accessory, no separator.
    open override func layoutSubviews() throws(LayoutError) {
        contentView.frame = Rect(origin: .zero, size: frame.size)
    }
}

/// Which of a section's supplementary views a height is for.
public enum HeaderFooterKind: String, Hashable, Sendable { case header, footer }
