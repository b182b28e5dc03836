import UIKitMetrics
import ViewLayout

/// A table cell (the UITableViewCell model that template-cell height calculation uses): a `contentView`
/// holding the content and an optional accessory on the right. The table adds the separator below.
///
/// Subclass it for a cell of your own: build subviews and constraints in `init`, bind an item in a
/// configuration closure, clear per-item state in `prepareForReuse()`.
open class TableViewCell: TableContentView {
    /// The system accessory (UITableViewCell.accessoryType); its width is taken from the content view.
    public var accessoryType: AccessoryType = .none
    /// A custom accessory; when set it replaces `accessoryType` and takes its frame width plus 16.
    public var accessoryView: View?

    /// True for the instances a `TableView` keeps to measure rows, never shown
    /// (FDTemplateLayoutCell's `fd_isTemplateLayoutCell`): a cell can skip work that only matters on screen.
    public var isTemplateLayoutCell: Bool { isTemplate }

    /// The content view's width given outright instead of found from the table's width, the section index
    /// and the accessory: Interface Builder's canvas stores it, whatever accessory widths the Xcode that
    /// saved the file used. The accessory stays the cell's, for its margin. Nil: found from the geometry.
    public var contentWidthOverride: Double?

    /// A cell spans its row (the table, or an inset grouped table less its margins); its content view loses
    /// the section index and the accessory.
    override func widths(in geometry: TableGeometry) -> (view: Double, content: Double) {
        (geometry.rowWidth, contentWidthOverride ?? geometry.contentWidth(accessoryType: accessoryType, accessoryView: accessoryView, ios: ios))
    }

    /// How much narrower than its row the content view is in `geometry` (the accessory's share, the section
    /// index's): what a view the cell pins to its own trailing edge lies past the content view by.
    public func widthBesideContent(in geometry: TableGeometry) -> Double {
        let widths = widths(in: geometry)
        return widths.view - widths.content
    }

    override func heightBelowContent(in geometry: TableGeometry) -> Double { geometry.separatorHeight }

    /// Where the content view's layout margins come from in each geometry it is measured in.
    public enum ContentMargins: Sendable, Hashable {
        /// Its own, as they are set (a view's 8 points unless a template gives others).
        case own
        /// UIKit's table cell margins, as a UITableViewCell's content view has them since iOS 11:
        /// `LayoutMetrics.cellVerticalMargin` of `ios` at the top and bottom (11 points, 15 from iOS 26) and
        /// the table's cell layout margin (16 or 20, `TableGeometry.cellLayoutMargin`) at the sides.
        case table
        /// Its own, widened edge by edge to the table's where those are larger: a content view with margins of
        /// its own that preserves its superview's (`preservesSuperviewLayoutMargins`), which UIKit moves in by
        /// the smallest amount that keeps its content inside the superview's margins too.
        case atLeastTable(own: EdgeInsets)
    }

    /// Where the content view's layout margins come from (its own by default).
    public var contentMargins = ContentMargins.own

    /// The iOS release whose margins the content view takes (`contentMargins`), and whose accessories
    /// take their widths from it.
    public var ios: IOSVersion = .newest

    override func prepareContentView(for geometry: TableGeometry) {
        if case .own = contentMargins { return }
        let side = geometry.cellLayoutMargin()
        let vertical = LayoutMetrics.cellVerticalMargin[ios]
        // Beside an accessory the content view keeps a narrower trailing margin: the accessory sits inside
        // the cell's own margin.
        let hasAccessory = accessoryType != .none || accessoryView != nil
        let trailing = hasAccessory ? LayoutMetrics.cellTrailingMarginBesideAccessory[ios] : side
        let table = EdgeInsets(top: vertical, left: side, bottom: vertical, right: trailing)
        guard case .atLeastTable(let own) = contentMargins else { contentView.layoutMargins = table; return }
        contentView.layoutMargins = own.atLeast(table)
    }

    /// Whether the content view spans the whole cell, the separator drawn over its last pixel, as Xcode's
    /// canvas draws it from iOS 13 (`LayoutMetrics.contentViewSpansSeparator`), rather than stopping above
    /// the separator. The row is as tall either way; views pinned to the content view's bottom move, and a
    /// self-sizing cell's content gets a pixel more than its fitting height. Off by default: heights, frames
    /// and pictures are those of the fitting solve, where the content view is the fitting height.
    public var contentViewSpansSeparator = false

    /// Places the content view: the cell's width minus the accessory, its height minus the separator
    /// unless it spans it.
    open override func layoutSubviews() throws(LayoutError) {
        let geometry = measuredGeometry ?? TableGeometry(width: frame.width, scale: effectiveDisplayScale)
        let width = contentWidthOverride ?? geometry.contentWidth(accessoryType: accessoryType, accessoryView: accessoryView, rowWidth: frame.width, ios: ios)
        let below = contentViewSpansSeparator ? 0 : geometry.separatorHeight
        contentView.frame = Rect(x: 0, y: 0, width: max(0, width), height: max(0, frame.height - below))
    }
}
