import UIKitMetrics

/// A rectangle in a tree of views (the UIView model): frame, subviews, hidden flag, layout margins,
/// installed constraints, content hugging / compression resistance, and an intrinsic content size.
/// Subclass it for custom content; `Label`, `FixedSizeView`, `StackView` and `Cell` are provided.
///
/// Not thread-safe: a view tree belongs to one task at a time, as UIKit's belong to the main thread.
open class View: LayoutItem, CustomStringConvertible {
    /// A name used in diagnostics and descriptions ("avatar", "titleLabel"); set by `init(name:)`.
    public var identifier: String

    /// Position and size in the superview's coordinates, written by layout.
    public var frame: Rect = .zero

    /// The frame's size at origin zero (UIView.bounds): the rectangle subviews are placed in.
    public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

    /// The size the view was made with, before any layout: the frame a nib stores for it. UIStackView's
    /// `fillProportionally` weighs an arranged view that has no intrinsic length by its current length,
    /// which for a cell fresh from its nib is this size. Layout here weighs by it, never by a frame an
    /// earlier layout wrote, so a row's height does not depend on the rows measured before it. Nil (a view
    /// made in code, or from a YAML template): such a view takes no part in the proportions.
    public var initialSize: Size? {
        didSet { if oldValue != initialSize { superview?.subviewIntrinsicContentSizeDidChange(self) } }
    }

    /// The direct subviews in order (UIView.subviews); change them with `addSubview` and `removeFromSuperview`.
    public internal(set) var subviews: [View] = []
    /// The view this one was added to (UIView.superview); nil at the root of a tree.
    public var superview: View? { parent }
    /// What `superview` returns. Public stored properties of a class are checked for exclusive access at run
    /// time on every read, and layout reads these on every walk up the tree; the compiler checks internal
    /// and private ones, all of whose uses it sees, itself (so do the display scales below).
    ///
    /// Not `weak`: a weakly referenced object gets a side table, and every retain and release of it then
    /// takes the runtime's slow path, which cost auto layout about a twentieth of an item's instructions
    /// (views are retained wherever layout walks the tree). A view clears its subviews' `parent` when it
    /// goes away (see `deinit`), so the reference never outlives the view it names.
    unowned(unsafe) var parent: View?

    /// Hidden views still take part in Auto Layout (as in UIKit), except as arranged subviews of a
    /// `StackView`, which collapses them. Frame-layout helpers skip them.
    public var isHidden: Bool = false {
        didSet { if oldValue != isHidden { superview?.subviewVisibilityDidChange(self) } }
    }

    /// UIView's `clipsToBounds`: subviews are drawn only inside this view's bounds (a scroll view's pages).
    /// Layout is the same either way; what lies outside a clipping view is not drawn over its neighbours.
    public var clipsToBounds = false

    /// Insets used by the margin attributes and `layoutMarginsGuide`; UIKit's default is 8 on each side.
    public var layoutMargins: EdgeInsets = EdgeInsets(all: LayoutMetrics.viewMargins[.newest]) {
        didSet { if oldValue != layoutMargins { notifyEngines { $0.viewGeometryOffsetsChanged(self) } } }
    }

    /// Pixels per point used to round frames and text sizes; nil inherits the host's or the superview's
    /// (3 at the root). It belongs to the view's owner: measurements never write it.
    /// Changing it re-measures the subtree (sizes are rounded to the pixel grid).
    public var displayScale: Double? {
        get { storedDisplayScale }
        set { if newValue != storedDisplayScale { storedDisplayScale = newValue; invalidateSubtreeForScale() } }
    }
    private var storedDisplayScale: Double?

    /// The scale of whatever measures or shows this view from outside any view tree: a table measuring
    /// a template cell in a geometry, a height cache measuring a view at a scale. HeightCache sets it, as
    /// UIKit's window gives a view its screen's scale, so a query does not overwrite `displayScale`,
    /// and a later layout of the view (drawing it, say) rounds as it was measured. It counts only for a
    /// view without a superview: in a view tree the tree's scale wins, and `displayScale` wins over both.
    public var hostDisplayScale: Double? {
        get { storedHostDisplayScale }
        set { if newValue != storedHostDisplayScale { storedHostDisplayScale = newValue; invalidateSubtreeForScale() } }
    }
    private var storedHostDisplayScale: Double?

    /// The scale layout rounds to: `displayScale`, else the superview's, else `hostDisplayScale`, else 3.
    public var effectiveDisplayScale: Double {
        storedDisplayScale ?? parent?.effectiveDisplayScale ?? storedHostDisplayScale ?? 3
    }

    private func invalidateSubtreeForScale() {
        for view in selfAndDescendants { view.invalidateIntrinsicContentSize() }
    }

    /// How this view places its subviews.
    public var layoutMode: LayoutMode = .automatic {
        didSet { if oldValue != layoutMode { notifyEngines { $0.structureChanged() } } }
    }

    /// Constraints installed on this view, in activation order: those whose first item is this view
    /// (or one of its layout guides). The engine of the tree collects them.
    public internal(set) var constraints: [LayoutConstraint] = []

    var contentHugging: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultLow, .defaultLow)
    var compressionResistance: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultHigh, .defaultHigh)

    /// Guides added with `addLayoutGuide(_:)` (UIView.layoutGuides); `layoutMarginsGuide` is not among them.
    public internal(set) var layoutGuides: [LayoutGuide] = []
    /// Engines that lay out a tree rooted at this view (created on first layout).
    var engine: LayoutEngine?
    /// Counts changes of the intrinsic size's inputs: an engine measures a view again when the count
    /// differs from the one it measured at, so engines need not keep a list of changed views.
    let intrinsicStamp = IntrinsicStamp()
    /// Constraints made by `makeConstraints`, so `updateConstraints` and `remakeConstraints` find them.
    var makerConstraints: [LayoutConstraint] = []

    /// An empty view; `name` becomes `identifier`, which diagnostics show.
    public init(name: String = "") { self.identifier = name }

    /// The guide inset from the bounds by `layoutMargins`.
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = storedMarginsGuide { return guide }
        let guide = LayoutGuide(marginsOf: self)
        storedMarginsGuide = guide
        return guide
    }
    /// Made on first use; `deinit` needs to know whether it exists.
    private var storedMarginsGuide: LayoutGuide?

    /// The constraints that name this view as an item (see `ConstraintReferences`).
    var constraintReferences = ConstraintReferences()

    /// Subviews, constraints and guides may outlive the view; their unowned references to it (see
    /// `parent`) end here, as weak ones would.
    deinit {
        constraintReferences.itemIsGoingAway(ObjectIdentifier(self))
        for view in subviews { view.parent = nil }
        for constraint in constraints { constraint.installedView = nil }
        for guide in layoutGuides { guide.attach(to: nil) }
        storedMarginsGuide?.attach(to: nil)
    }

    // MARK: Description

    /// The class name without module, used in diagnostics ("Label", "View").
    open var typeName: String { String(describing: type(of: self)) }

    /// The view itself: a view's constraints are solved in its own tree.
    public var owningViewForLayout: View? { self }
    /// "Label 'title'", or the type name alone for an unnamed view: how diagnostics name views.
    public var layoutDebugName: String { identifier.isEmpty ? typeName : "\(typeName) '\(identifier)'" }
    /// Debug name, frame and hidden flag, like UIView's description; subclasses may add their own state.
    open var description: String { "<\(layoutDebugName) frame=\(frame)\(isHidden ? " hidden" : "")>" }

    /// How far the frame reaches past the rectangle constraints align (UIView's `alignmentRectInsets`):
    /// layout solves alignment rectangles and a frame is its rectangle grown by these. Intrinsic sizes
    /// are alignment sizes. Zero for most views; a control that draws past its aligned edge overrides it.
    open var alignmentRectInsets: EdgeInsets { .zero }

    // MARK: Intrinsic size

    /// The natural size of the content, or `Size.noIntrinsicMetric` on an axis without one.
    /// `width` is the width layout proposes (nil before any is known); text views wrap to it.
    /// Override in subclasses; call `invalidateIntrinsicContentSize()` when the content changes.
    open func intrinsicContentSize(forWidth width: Double?) throws(LayoutError) -> Size { .noIntrinsicSize }

    /// True when what the view shows is drawn scaled to its frame (an image, as UIImageView's scaling content
    /// modes draw it), so a frame smaller than its intrinsic size cuts nothing off: a required size below the
    /// image's is how an icon is laid out, not a squeezed view (`squeezedViews()`). False for text and
    /// plain views.
    open var scalesContentToFrame: Bool { false }

    /// True when the intrinsic height depends on the width layout gives the view (multi-line text without a
    /// preferred maximum width): the layout pass then measures again at the solved width. Engines read it
    /// again only after `invalidateIntrinsicContentSize()`: call that when it changes.
    open var intrinsicSizeDependsOnWidth: Bool { false }

    /// Tells the layout engines of this tree that `intrinsicContentSize(forWidth:)` changed; only the
    /// constants of this view's size constraints are updated on the next pass.
    public func invalidateIntrinsicContentSize() { intrinsicSizeInputsChanged() }

    /// Distance from the top to the first baseline and from the bottom up to the last baseline, or nil for
    /// views without text (their baselines are the bottom edge, as UIView's are).
    open func baselineOffsets() throws(LayoutError) -> (firstFromTop: Double, lastFromBottom: Double)? { nil }

    /// True for views whose baselines come from `baselineOffsets()` (text); others use their bottom edge.
    open var hasBaselines: Bool { false }

    /// True for views whose text is centred vertically in them (a button's title, a text field's text):
    /// when layout makes such a view taller or shorter than its intrinsic size, its baselines move with its
    /// centre, not with its top and bottom. `baselineOffsets()` still gives them at the intrinsic size. Read
    /// when the view joins a layout, as `hasBaselines` is.
    open var baselinesFollowCentre: Bool { false }

    /// How strongly the view resists growing past its intrinsic size (content hugging); 250 by default.
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? contentHugging.horizontal : contentHugging.vertical
    }
    /// Raise it so this view, not its neighbour, keeps its intrinsic size when there is space to spare.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        if axis == .horizontal { contentHugging.horizontal = priority } else { contentHugging.vertical = priority }
        intrinsicSizeInputsChanged()
    }
    /// How strongly the view resists shrinking below its intrinsic size (compression resistance); 750 by default.
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? compressionResistance.horizontal : compressionResistance.vertical
    }
    /// Raise it so this view keeps its content, e.g. a label's whole text, while a neighbour gives up space.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        if axis == .horizontal { compressionResistance.horizontal = priority } else { compressionResistance.vertical = priority }
        intrinsicSizeInputsChanged()
    }

    /// The intrinsic size, or the priorities it is held at, changed: the engines of this tree update
    /// this view's size constraints, and the superview hears of it when an engine did (see
    /// `subviewIntrinsicContentSizeDidChange`).
    private func intrinsicSizeInputsChanged() {
        intrinsicStamp.generation &+= 1
        var heardByAnEngine = false
        notifyEngines { engine in
            heardByAnEngine = true
            engine.intrinsicContentSizeInvalidated(self)
        }
        if heardByAnEngine { parent?.subviewIntrinsicContentSizeDidChange(self) }
    }

    // MARK: Subview events

    // Views whose generated constraints depend on their subviews (a stack view's arrangement) override
    // these; the default does nothing. They are how a subview's change reaches its superview, so neither
    // the views nor the engine need to know which kinds of views care.

    /// A subview's `isHidden` changed.
    func subviewVisibilityDidChange(_ subview: View) {}

    /// A subview's intrinsic size, or its hugging or compression resistance priority, changed while an
    /// engine lays out the tree it is in.
    func subviewIntrinsicContentSizeDidChange(_ subview: View) {}

    /// `subview` was removed from this view's subviews (it is no longer among them).
    func subviewWasRemoved(_ subview: View) {}

    // MARK: Engines

    /// Calls `body` for every engine whose tree contains this view (engines live on tree roots).
    func notifyEngines(_ body: (LayoutEngine) -> Void) {
        // The views are borrowed on the way up (see `Borrowed`): every data change of a cell walks this path.
        var current = Borrowed(self)
        while let next = current.read({ view -> Borrowed<View>? in
            if let engine = view.engine { body(engine) }
            return view.parent.map(Borrowed.init)
        }) {
            current = next
        }
    }

    /// Called by subclasses when constraints they generate must be rebuilt before the next pass.
    func generatedConstraintsNeedUpdate() { notifyEngines { $0.structureChanged() } }

    /// Constraints generated by the view itself (a stack view's arrangement), refreshed before each pass.
    func generatedConstraints() throws(LayoutError) -> [LayoutConstraint] { [] }

    /// True when the subviews of this view are placed by the solver.
    public var laysOutSubviewsWithConstraints: Bool {
        switch layoutMode {
        case .constraints: return true
        case .frames: return false
        case .automatic:
            if !constraints.isEmpty { return true }
            return subviews.contains { !$0.constraints.isEmpty }
        }
    }

    // MARK: Frame layout

    /// The size the view would like within `size` (UIView.sizeThatFits): views laid out with constraints
    /// answer their compressed fitting size at `size.width`; other views their intrinsic size, or their
    /// current frame size on an axis without one. Frame-layout views override this (see FrameLayoutView).
    open func sizeThatFits(_ size: Size) throws(LayoutError) -> Size {
        if laysOutSubviewsWithConstraints {
            let bounded = size.width.isFinite && size.width > 0
            return try systemLayoutSizeFitting(Size(width: bounded ? size.width : 0, height: 0),
                                               horizontalFittingPriority: bounded ? .required : .fittingSizeLevel,
                                               verticalFittingPriority: .fittingSizeLevel)
        }
        let intrinsic = try intrinsicContentSize(forWidth: size.width.isFinite ? size.width : nil)
        return Size(width: intrinsic.width >= 0 ? intrinsic.width : frame.width,
                    height: intrinsic.height >= 0 ? intrinsic.height : frame.height)
    }

    /// Places the subviews of a frame-layout view (UIView.layoutSubviews). Called by `layoutIfNeeded()`
    /// after the solver (if any) has written this view's frame. The default does nothing.
    open func layoutSubviews() throws(LayoutError) {}
}

/// A view's count of changes to its intrinsic size's inputs (see `View.intrinsicStamp`), in an object of its
/// own that the engines' records share: a record reads the count without reaching the view, which it does
/// not own when the view is its engine's root (every reach would be a retain and a release).
final class IntrinsicStamp {
    var generation = 0
}
