import UIKitMetrics

/// A view that arranges its `arrangedSubviews` in a row or column by generating constraints
/// (the UIStackView model). Hidden arranged subviews collapse: they get zero size along the axis and
/// take no spacing. Generated constraints carry identifiers like UIKit's (`SV-spacing`, `SV-hiding`, ...)
/// so diagnostics read familiarly.
public final class StackView: View {
    /// How arranged views share the length along the axis (UIStackView.Distribution).
    public enum Distribution: Hashable, Sendable {
        /// Fill the axis; extra space goes to the view with the lowest hugging priority, missing space is
        /// taken from the one with the lowest compression resistance. In a row, multi-line labels share the
        /// row's width as UIKit's "UISV-text-width-disambiguation" does on the stack's iOS release (`ios`).
        case fill
        /// Every visible view gets the same length.
        case fillEqually
        /// Lengths in proportion to the views' intrinsic lengths: each visible view's share of the stack's
        /// length is its intrinsic length over the sum of them and the spacing (UIKit's multipliers, held at
        /// 999, 998, ... in order, so with spacing the last view takes up what the shares leave).
        case fillProportionally
        /// Views keep their intrinsic lengths and the gaps between them are equal, at least `spacing`; where
        /// the views do not fit, they are squeezed by compression resistance (none below 0).
        case equalSpacing
        /// Centers are equally far apart, keeping at least `spacing` between views; where the views do not
        /// fit, the equal centering gives way first, then the views by compression resistance.
        case equalCentering
    }

    /// Placement across the axis (UIStackView.Alignment). `top`/`bottom` are `leading`/`trailing`
    /// for horizontal stacks; baseline alignments apply to horizontal stacks.
    public enum Alignment: Hashable, Sendable {
        case fill, leading, center, trailing, firstBaseline, lastBaseline
        /// `leading`, under the name that reads right in a horizontal stack.
        public static let top = Alignment.leading
        /// `trailing`, under the name that reads right in a horizontal stack.
        public static let bottom = Alignment.trailing
    }

    /// Row (`.horizontal`, the default) or column (`.vertical`), as UIStackView.axis.
    public var axis: LayoutAxis = .horizontal { didSet { if oldValue != axis { baselineViewsChanged(); setNeedsArrangement() } } }
    /// Points between neighbouring arranged views (UIStackView.spacing); the least gap for the equal distributions.
    public var spacing: Double = 0 { didSet { if oldValue != spacing { setNeedsArrangement() } } }
    /// How the views share the length along the axis; `.fill` by default, as in UIKit.
    public var distribution: Distribution = .fill { didSet { if oldValue != distribution { setNeedsArrangement() } } }
    /// How the views are placed across the axis; `.fill` by default, as in UIKit.
    public var alignment: Alignment = .fill { didSet { if oldValue != alignment { setNeedsArrangement() } } }
    /// Arrange inside the layout margins instead of the bounds.
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if oldValue != isLayoutMarginsRelativeArrangement { setNeedsArrangement() } }
    }
    /// In vertical stacks, measure spacing from the last baseline of a view to the first baseline of the next.
    public var isBaselineRelativeArrangement = false {
        didSet { if oldValue != isBaselineRelativeArrangement { setNeedsArrangement() } }
    }
    /// A margins-relative arrangement's text-width shares take the margins out of the stack's width, so new
    /// margins make the arrangement again (its edges follow the margin attributes by themselves).
    public override var layoutMargins: EdgeInsets {
        didSet { if isLayoutMarginsRelativeArrangement, oldValue != layoutMargins { setNeedsArrangement() } }
    }
    /// The iOS release whose UIStackView this stack arranges as: how multi-line labels share a row changed
    /// in iOS 15 (`StackViewMetrics.textWidthDisambiguation`). The newest by default.
    public var ios: IOSVersion = .newest { didSet { if oldValue != ios { setNeedsArrangement() } } }

    /// The views the stack arranges, in order (UIStackView.arrangedSubviews); all of them are also subviews.
    public private(set) var arrangedSubviews: [View] = []
    var customSpacings: [ObjectIdentifier: Double] = [:]
    /// Generated constraints are installed on the stack (`installedView`) but not in `constraints`, so
    /// the stack detaches them itself when it drops them or goes away.
    var arrangement: [LayoutConstraint]? {
        didSet { uninstall(oldValue) }
    }
    /// Set when the arrangement hides views by constants: visibility changes then only update them.
    var constantHiding: StackConstantHiding?
    var spacerGuides: [LayoutGuide] = []

    /// A stack of `arrangedSubviews` laid out with constraints (UIStackView(arrangedSubviews:)).
    public init(name: String = "", arrangedSubviews: [View] = [], axis: LayoutAxis = .horizontal, spacing: Double = 0,
                distribution: Distribution = .fill, alignment: Alignment = .fill, ios: IOSVersion = .newest) {
        super.init(name: name)
        self.ios = ios
        self.axis = axis
        self.spacing = spacing
        self.distribution = distribution
        self.alignment = alignment
        self.layoutMode = .constraints
        for view in arrangedSubviews { addArrangedSubview(view) }
    }

    /// Appends `view` to the arrangement (and to the subviews if it is not one yet).
    public func addArrangedSubview(_ view: View) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    /// Puts `view` at `index` of the arrangement (clamped), moving it if arranged already and adding it as a subview.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(index, arrangedSubviews.count)))
        if view.superview !== self { addSubview(view) }
        baselineViewsChanged()
        setNeedsArrangement()
    }

    /// Removes `view` from the arrangement; it stays a subview, as in UIKit.
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        baselineViewsChanged()
        setNeedsArrangement()
    }

    /// Spacing after `view` that replaces `spacing` for that gap.
    public func setCustomSpacing(_ spacing: Double, after view: View) {
        customSpacings[ObjectIdentifier(view)] = spacing
        setNeedsArrangement()
    }
    /// The spacing set by `setCustomSpacing(_:after:)`, or nil when that gap uses `spacing`.
    public func customSpacing(after view: View) -> Double? { customSpacings[ObjectIdentifier(view)] }

    /// The arranged view whose baseline is a vertical stack's (UIStackView's `viewForFirstBaselineLayout` and
    /// `viewForLastBaselineLayout`): its first visible arranged view for the first baseline, its last one for
    /// the last (a stack there forwards in turn). Nil for a horizontal stack, whose baseline UIKit takes from
    /// its tallest view, which only the layout decides: its bottom edge stands in, as a view without text's.
    func baselineView(for attribute: LayoutAttribute) -> View? {
        guard axis == .vertical else { return nil }
        return attribute == .firstBaseline ? arrangedSubviews.first(where: { !$0.isHidden }) : arrangedSubviews.last(where: { !$0.isHidden })
    }

    /// Set when a constraint asked for the stack's baseline (from an arranged view, `baselineView(for:)`, or
    /// its bottom edge where it has none): a change of which view that is (a first or last view hidden or
    /// shown, views arranged or removed, another axis) gives the constraint other terms, which the live
    /// system cannot follow by constants, so the next pass builds it again from the tree.
    var baselineIsForwarded = false

    /// Tells the engines that the stack's baselines may now be other views' (see `baselineIsForwarded`).
    private func baselineViewsChanged() {
        if baselineIsForwarded { notifyEngines { $0.expressionsChanged() } }
    }

    /// Hidden arranged views collapse: the arrangement changes, by constants alone when it can (not when
    /// multi-line labels share the row, whose shares follow the number of visible views). Where a constraint
    /// takes the stack's baseline from its first or last visible view and that view changes, the layout
    /// system is built again from the tree, as a new cell's would be.
    override func subviewVisibilityDidChange(_ subview: View) {
        guard isArranged(subview) else { return }
        if baselineIsForwarded, axis == .vertical, isFirstOrLastShown(subview) {
            baselineViewsChanged()
            setNeedsArrangement()
        } else if arrangement != nil, let constantHiding, !constantHiding.sharesTextWidth {
            constantHiding.apply(to: self)
        } else {
            setNeedsArrangement()
        }
    }

    /// Whether `view` is the first or the last arranged view not hidden, counting `view` as shown (it was, or
    /// is now): where it is, a vertical stack's baseline moves with its visibility. Looked for only where a
    /// baseline is forwarded, so an item's hiding costs no walk of the arrangement.
    private func isFirstOrLastShown(_ view: View) -> Bool {
        arrangedSubviews.first(where: { !$0.isHidden || $0 === view }) === view
            || arrangedSubviews.last(where: { !$0.isHidden || $0 === view }) === view
    }

    /// With `fillProportionally` the arrangement's multipliers come from the arranged views' intrinsic
    /// lengths, so it is made again when one of them changes; other distributions leave sizes to the solver.
    override func subviewIntrinsicContentSizeDidChange(_ subview: View) {
        guard distribution == .fillProportionally, isArranged(subview) else { return }
        setNeedsArrangement()
    }

    /// A view that leaves the subviews leaves the arrangement too.
    override func subviewWasRemoved(_ subview: View) {
        if isArranged(subview) { removeArrangedSubview(subview) }
    }

    private func isArranged(_ view: View) -> Bool { arrangedSubviews.contains { $0 === view } }

    /// Drops the generated constraints; they are generated again before the next layout pass.
    func setNeedsArrangement() {
        arrangement = nil
        constantHiding = nil
        generatedConstraintsNeedUpdate()
    }

    deinit { uninstall(arrangement) }

    /// Uninstalls generated constraints that are still installed here (not activated elsewhere since).
    private func uninstall(_ constraints: [LayoutConstraint]?) {
        for constraint in constraints ?? [] where constraint.installedView === self { constraint.installedView = nil }
    }

    override func generatedConstraints() throws(LayoutError) -> [LayoutConstraint] {
        if let arrangement { return arrangement }
        var arranger = StackArrangement(stack: self)
        let made = try arranger.constraints()
        arrangement = made
        return made
    }
}
