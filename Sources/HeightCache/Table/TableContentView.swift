import Typesetting
import ViewLayout

/// What table cells and header/footer views share: a `contentView` that holds the content, the reuse
/// identifier, frame layout on demand, and the one way a table measures them (`fittingHeight(in:)`).
open class TableContentView: View {
    /// Holds the content; its fitting height is the view's height (plus the separator for cells).
    public let contentView: View
    /// The identifier the view was registered under (UITableView's reuse identifier).
    public let reuseIdentifier: String?
    /// Forces frame layout (`sizeThatFits`) even if the content view has constraints
    /// (FDTemplateLayoutCell's `fd_enforceFrameLayout`).
    public var enforceFrameLayout = false
    /// The row height a fitting that collapses to 0 gives instead of an error: the fixed row height of the
    /// table view a prototype cell is in, which UIKit gives every row of that table. Nil: the collapse is an
    /// error.
    public var collapsedRowHeight: Double?
    /// The row height the last fitting gave (`fittingHeight(in:)`), until the next: a picture drawn at it is
    /// laid out as that fitting left the content (`layoutAsMeasured()`). Nil after a fitting that collapsed
    /// and took `collapsedRowHeight`: its last solve is no layout to draw (the checks that explain a collapse
    /// end on an expanded fitting).
    public private(set) var measuredRowHeight: Double?

    /// Lets go of the last fitting's solution, so the next layout solves afresh at its frame (as a canvas
    /// drawn at a height a document stores is), whatever that height.
    public func forgetMeasuredLayout() { measuredRowHeight = nil }

    /// The content size the view's text was set up for, when it was set up for one (a template's cell is
    /// made for one `ContentSizeCategory`); nil, the default, for a view whose fonts are its owner's
    /// business. A fitting in a geometry of another content size is then an error (`contentSizeConflict`),
    /// not the height of the other size's text kept under this one.
    open var configuredContentSize: ContentSizeCategory? { nil }
    /// True for the instances a `TableView` makes to measure with, never shown.
    var isTemplate = false
    /// The table geometry of the last measurement, so layout places the content view as it was measured.
    var measuredGeometry: TableGeometry?

    /// A view with an empty `contentView`; `name` (the reuse identifier by default) names it in messages.
    public init(reuseIdentifier: String? = nil, name: String = "") {
        self.contentView = View(name: "contentView")
        self.reuseIdentifier = reuseIdentifier
        super.init(name: name.isEmpty ? (reuseIdentifier ?? "") : name)
        layoutMode = .frames
        addSubview(contentView)
    }

    /// Resets per-item state before the view is configured for another item; override to clear content.
    /// A table calls it before every configuration of a template.
    open func prepareForReuse() {}

    /// True when the content view is laid out with constraints (FDTemplateLayoutCell's automatic choice).
    public var usesAutoLayout: Bool { !enforceFrameLayout && contentView.laysOutSubviewsWithConstraints }

    /// Frame layout (YIVariableViewSize's `sizeThatFits`): the content view's own fitting size at the
    /// content width. Override it to size the view in code.
    open override func sizeThatFits(_ size: Size) throws(LayoutError) -> Size {
        try contentView.sizeThatFits(size)
    }

    /// The reuse identifier, or the view's name when it has none.
    var identifierForMessages: String { reuseIdentifier ?? layoutDebugName }

    /// The view's own width and its content view's width in a table of `geometry`.
    func widths(in geometry: TableGeometry) -> (view: Double, content: Double) {
        let width = geometry.width - geometry.sectionIndexWidth
        return (width, width)
    }

    /// Height added below the content view (a cell's separator).
    func heightBelowContent(in geometry: TableGeometry) -> Double { 0 }

    /// Sets what the content view takes from the table before it is measured in `geometry`.
    func prepareContentView(for geometry: TableGeometry) {}

    /// Whether each fitting starts the layout over (`View.startLayoutOver()`), as a newly made view's would:
    /// for content whose constraints leave its layout open, where a live system would answer by what it
    /// solved before (an earlier item, or the same item at another width). Off by default: a live system
    /// is many times cheaper. A subclass may work the answer out when it is first asked for (a fitting
    /// asks before it lays anything out).
    open var startsLayoutOverForEachFitting = false

    /// Called before each fitting with the widths the view and its content view take in its geometry (the
    /// content view narrower by an accessory, its wider margin, a section index): a view whose constraints
    /// reach past the content view to its own edges sets them by the difference. Does nothing by default.
    open func willFit(viewWidth: Double, contentWidth: Double) {}

    /// Whether a fitting of a content view laid out by frames starts from a new view's height of 0. Such a
    /// view answers its frame's height (UIView.sizeThatFits's default), so a height would depend on the
    /// frame a layout for an earlier row (its label lines, a picture) left it. Off by default: a view of
    /// one's own may set that height in its configuration; a template's cell, whose frames are the
    /// engine's, turns it on.
    open var measuresFrameLayoutFromZeroHeight: Bool { false }

    /// The height of this configured view in a table of `geometry`, the one computation behind every
    /// height a `TableView` gives (FDTemplateLayoutCell's `fd_systemFittingHeightForConfiguratedCell:`):
    /// the content view pinned to the content width, its compressed fitting height with Auto Layout (frame
    /// layout instead, `sizeThatFits`, when the content view has no constraints or `enforceFrameLayout` is
    /// set, or when Auto Layout gives 0), plus what goes below the content (a cell's separator).
    ///
    /// Departs from FDTemplateLayoutCell where it would give a wrong height silently: a content width
    /// <= 0 and a fitting height of 0 are errors (FDTemplateLayoutCell falls back to 44), naming the
    /// views that leave the height open. `location` ("[0:3]", "key[abc]") only makes messages precise.
    ///
    /// It rounds at the geometry's scale as the view's host (`hostDisplayScale`) and remembers the
    /// geometry, so a later layout (to draw the view) places and rounds it as measured. It never writes
    /// `displayScale`, which is the owner's: a `displayScale` other than the geometry's is an error
    /// (`scaleConflict`), since the height would round at one scale and be kept under the other.
    public func fittingHeight(in geometry: TableGeometry, location: String? = nil) throws(HeightCacheError) -> Double {
        measuredRowHeight = nil
        try geometry.validate()
        if let configured = configuredContentSize, configured != geometry.contentSize {
            throw .contentSizeConflict(identifier: identifierForMessages, configured: configured, requested: geometry.contentSize)
        }
        if startsLayoutOverForEachFitting { startLayoutOver() }
        let widths = widths(in: geometry)
        willFit(viewWidth: widths.view, contentWidth: widths.content)
        guard widths.content > 0, widths.content.isFinite else {
            throw .invalidContentWidth(identifier: identifierForMessages, location: location, width: widths.content, geometry: geometry)
        }
        try host(scale: geometry.scale, width: widths.view, identifier: identifierForMessages)
        measuredGeometry = geometry
        prepareContentView(for: geometry)
        if measuresFrameLayoutFromZeroHeight, contentView.frame.height != 0, !contentView.laysOutSubviewsWithConstraints {
            contentView.frame.size.height = 0
        }
        let height: Double
        do {
            height = try TemplateFitting.height(of: contentView, root: self, width: widths.content, autoLayout: usesAutoLayout,
                                                identifier: self.identifierForMessages, location: location)
        } catch .zeroHeight(let identifier, let location, let problems) {
            guard let collapsedRowHeight else { throw .zeroHeight(identifier: identifier, location: location, problems: problems) }
            return collapsedRowHeight
        }
        let total = height + heightBelowContent(in: geometry)
        // A row on the pixel grid is the double nearest its pixels over the scale, as 1061.0 / 3 is in an
        // app: added up, 1060/3 + 1/3 is 353.66666666666663, a unit in the last place below 1061/3, which a
        // reader that truncates height x 3 counts as 1060 pixels.
        let pixels = PixelGrid(scale: geometry.scale).nearestPixel(total)
        let row = abs(total * geometry.scale - pixels) <= PixelGrid.tolerance ? pixels / geometry.scale : total
        measuredRowHeight = row
        return row
    }

    /// Lays the view out at its frame with the content as the last fitting solved it (`View.layoutAsLastSolved()`)
    /// rather than solved again at the frame's height: where the constraints leave the layout open (two
    /// wrapping labels sharing a row at one priority), a second solve may split the row otherwise than the
    /// fitting whose height and label lines the row has, and a picture would show a layout that was not
    /// measured. Views pinned to the bottom sit where the fitting's least height put them (up to a pixel above
    /// the rounded row's bottom). Solves as `layoutIfNeeded()` does where there is no fitting to keep.
    public func layoutAsMeasured() throws(LayoutError) {
        try layoutSubviews()
        for subview in subviews where subview !== contentView { try subview.layoutIfNeeded() }
        if try !contentView.layoutAsLastSolved() { try contentView.layoutIfNeeded() }
    }
}
