import UIKitMetrics

/// Generates a stack view's constraints from its axis, distribution, alignment and spacing, as UIStackView
/// does (the constraints and priorities of `StackViewMetrics`, each with its source).
///
/// Along the axis, the first and last visible views are pinned to the stack's edges and consecutive
/// visible views are chained with the spacing (exactly, or at least it for the equal-spacing kinds).
/// Hidden arranged views get zero length at the stack's start and take no spacing. Where views do not
/// fit, compression resistance decides which one gives way, and one that has given all it has leaves the
/// rest to the next (UIKit's documented order, "according to their compression resistance priority"): the
/// engine holds every view's size at or above 0, so a squeezed label is empty, never negative.
/// Across the axis each view is placed by the alignment; where an alignment leaves the stack's cross size
/// open, constraints just above the fitting level (51, UIKit's "UISV-spanning-fit") make the stack hug its
/// largest view, so a fitting size does not stretch it: a baseline-aligned header row is as tall as its
/// content. A stack whose arranged views are all hidden collapses to 0 along its axis at that priority
/// too, unless constraints of its own hold it open (a row pinned to both sides keeps its width, without a
/// conflict).
struct StackArrangement {
    let stack: StackView
    var result: [LayoutConstraint] = []

    /// Below `fittingSizeLevel` so a fitting size always wins over it: an empty stack's cross size.
    static let ambiguitySuppression: LayoutPriority = 49
    /// Just above `fittingSizeLevel`: a stack hugs its views across the axis more strongly than a fitting
    /// size pulls it (UIKit's "UISV-spanning-fit"), so its cross size is decided by its views.
    static let spanningFit = LayoutPriority(StackViewMetrics.spanningFitPriority[.newest])
    /// Just below `fittingSizeLevel`: an equal-spacing or equal-centering stack whose length nothing else
    /// fixes is as short as its views and least spacing allow (UIKit's "UISV-canvas-fit").
    static let canvasFit = LayoutPriority(StackViewMetrics.canvasFitPriority[.newest])
    /// Below the canvas fit: the pull that settles a view whose cross size nothing else decides
    /// (`fillOpen`); not one of UIKit's constraints.
    static let openCrossFill: LayoutPriority = 48

    init(stack: StackView) { self.stack = stack }

    var horizontal: Bool { stack.axis == .horizontal }
    var marginsRelative: Bool { stack.isLayoutMarginsRelativeArrangement }
    // Attributes along the axis (start, end, size, center) and across it.
    var start: LayoutAttribute { horizontal ? .leading : .top }
    var end: LayoutAttribute { horizontal ? .trailing : .bottom }
    var length: LayoutAttribute { horizontal ? .width : .height }
    var center: LayoutAttribute { horizontal ? .centerX : .centerY }
    var crossStart: LayoutAttribute { horizontal ? .top : .leading }
    var crossEnd: LayoutAttribute { horizontal ? .bottom : .trailing }
    var crossCenter: LayoutAttribute { horizontal ? .centerY : .centerX }
    /// The stack's own edge attribute, inside the margins when the arrangement is margins-relative.
    func edge(_ attribute: LayoutAttribute) -> LayoutAttribute {
        guard marginsRelative else { return attribute }
        switch attribute {
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .centerX: return .centerXWithinMargins
        case .centerY: return .centerYWithinMargins
        default: return attribute
        }
    }

    @discardableResult
    mutating func add(_ item: LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation, _ other: LayoutItem?,
                      _ otherAttribute: LayoutAttribute, multiplier: Double = 1, constant: Double = 0,
                      priority: LayoutPriority = .required, _ identifier: String) -> LayoutConstraint {
        let c = LayoutConstraint(unchecked: item, attribute, relation, other, other == nil ? .notAnAttribute : otherAttribute,
                                 multiplier: multiplier, constant: constant)
        c.priority = priority
        c.identifier = identifier
        c.installedView = stack
        result.append(c)
        return c
    }

    func spacing(after view: View) -> Double { stack.spacing(after: view) }

    mutating func constraints() throws(LayoutError) -> [LayoutConstraint] {
        for guide in stack.spacerGuides { guide.attach(to: nil) }
        stack.layoutGuides.removeAll { guide in stack.spacerGuides.contains { $0 === guide } }
        stack.spacerGuides = []

        let arranged = stack.arrangedSubviews.filter { $0.superview === stack }
        let visible = arranged.filter { !$0.isHidden }
        if Self.hidesByConstants(stack), !arranged.isEmpty {
            chainAll(arranged)
            shareTextWidth(visible)
            stack.constantHiding?.sharesTextWidth = Self.mayShareTextWidth(stack, arranged)
            align(arranged, visible: visible)
            return result
        }
        for view in arranged where view.isHidden {
            add(view, length, .equal, nil, .notAnAttribute, "SV-hiding")
            add(view, start, .equal, stack, edge(start), "SV-hiding-position")
        }
        if let first = visible.first, let last = visible.last {
            add(first, start, .equal, stack, edge(start), "SV-canvas-connection")
            add(stack, edge(end), .equal, last, end, "SV-canvas-connection")
            try distribute(visible)
        } else {
            // Every arranged view hidden: they are 0 long at the stack's start, and so is the stack unless
            // something holds it open; above the fitting level, so a fitting size neither stretches it nor
            // squeezes it below 0.
            add(stack, length, .equal, nil, .notAnAttribute, priority: Self.spanningFit, "SV-hiding-all")
        }
        align(arranged, visible: visible)
        return result
    }

    // MARK: Hiding by constants

    /// Whether hiding and showing arranged views can change constants only: with `fill` distribution the
    /// chain along the axis runs through every arranged view, and alignments other than by baseline treat
    /// hidden views like the others. Feeds show and hide views from item to item; regenerating the stack's
    /// constraints each time would be a structural change of the solver for every item.
    static func hidesByConstants(_ stack: StackView) -> Bool {
        stack.distribution == .fill && !stack.isBaselineRelativeArrangement
            && stack.alignment != .firstBaseline && stack.alignment != .lastBaseline
    }

    /// The cap on a visible view's length: twice the tallest row a table takes (`TableView.maximumRowHeight`,
    /// 10⁶ points), so a view it held back would make its row too tall to be taken, never silently short.
    /// No larger: a visible view's cap is the largest constant in a cell's solver, every in-place change to
    /// its row rounds at 2⁻⁵³ of it, and that rounding is what makes a reused system drift (see
    /// `LayoutSystem.roundingBudget`); at 10⁷, the expanded fitting size, it drifted five times as fast.
    static let unboundedLength = 2_000_000.0

    /// Chains every arranged view along the axis: `0 <= view.length <= cap` (the cap 0 when hidden, so a
    /// hidden view is exactly empty), each view's start at the previous view's end plus a gap (the spacing
    /// when a visible view precedes it, else 0), the stack's end at the last view's end (at `spanningFit`
    /// when every view is hidden: the stack collapses to 0 unless its own constraints hold it open).
    /// `StackConstantHiding.apply` sets the constants.
    mutating func chainAll(_ arranged: [View]) {
        var caps: [LayoutConstraint] = []
        var gaps: [LayoutConstraint] = []
        for (index, view) in arranged.enumerated() {
            caps.append(add(view, length, .lessThanOrEqual, nil, .notAnAttribute, constant: Self.unboundedLength, "SV-hiding"))
            add(view, length, .greaterThanOrEqual, nil, .notAnAttribute, constant: 0, "SV-hiding")
            if index == 0 {
                add(view, start, .equal, stack, edge(start), "SV-canvas-connection")
            } else {
                gaps.append(add(view, start, .equal, arranged[index - 1], end, "SV-spacing"))
            }
        }
        let end = add(stack, edge(self.end), .equal, arranged[arranged.count - 1], self.end, "SV-canvas-connection")
        let hiding = StackConstantHiding(arranged: arranged, caps: caps, gaps: gaps, end: end)
        hiding.apply(to: stack)
        stack.constantHiding = hiding
    }

    // MARK: Along the axis

    mutating func distribute(_ visible: [View]) throws(LayoutError) {
        let pairs = Array(zip(visible, visible.dropFirst()))
        switch stack.distribution {
        case .fill, .fillEqually, .fillProportionally:
            for (a, b) in pairs { chain(a, b, .equal) }
            shareTextWidth(visible)
            if stack.distribution == .fillEqually, let first = visible.first {
                for view in visible.dropFirst() { add(view, length, .equal, first, length, "SV-fill-equally") }
            }
            if stack.distribution == .fillProportionally { try proportions(visible) }
        case .equalSpacing:
            // Gaps from one view's end to the next one's start, all equally long; at least the spacing.
            var firstGap: LayoutGuide?
            for (a, b) in pairs {
                chain(a, b, .greaterThanOrEqual)
                let gap = spacer("SV-spacer-\(a.layoutDebugName)")
                add(gap, start, .equal, a, end, "SV-distributing-edge")
                add(b, start, .equal, gap, end, "SV-distributing-edge")
                if let firstGap { add(gap, length, .equal, firstGap, length, "SV-fill-equally") } else { firstGap = gap }
                cross(gap)
            }
            canvasFit()
        case .equalCentering:
            // Gaps from one view's centre to the next one's, equal below the views' own priorities and
            // less so the later the gap: where the views do not fit, the gaps give way first, the last one
            // first; the spacing between the views' edges still holds.
            var firstGap: LayoutGuide?
            var priority = StackViewMetrics.equalCenteringPriority[.newest]
            for (a, b) in pairs {
                chain(a, b, .greaterThanOrEqual)
                let gap = spacer("SV-centering-\(a.layoutDebugName)")
                add(gap, start, .equal, a, center, "SV-distributing-edge")
                add(b, center, .equal, gap, end, "SV-distributing-edge")
                if let firstGap {
                    add(gap, length, .equal, firstGap, length, priority: LayoutPriority(max(1, priority)), "SV-fill-equally")
                    priority -= 1
                } else { firstGap = gap }
                cross(gap)
            }
            canvasFit()
        }
    }

    /// UIKit's "UISV-text-width-disambiguation" (`StackViewMetrics.textWidthDisambiguation`, by the stack's
    /// iOS release): in a horizontal stack with `fill` distribution and more than one visible view, each
    /// visible view whose height depends on its width (a multi-line label) is held to a share of the
    /// stack's width less the spacing between the views sharing it, so labels that wrap share the row
    /// instead of one keeping its whole single-line width and leaving the other none. Until iOS 14 the
    /// share is equal among every visible view, at the label's own priority plus 10, and a view beside a
    /// single wrapping label gets the other share unless it hugs above that (openradar 39275811, a switch
    /// stretched to half the row); from iOS 15 it is at most an equal share among the wrapping labels, at 950.
    mutating func shareTextWidth(_ visible: [View]) {
        guard horizontal, stack.distribution == .fill, visible.count > 1 else { return }
        let wrapping = visible.filter(\.intrinsicSizeDependsOnWidth)
        guard !wrapping.isEmpty else { return }
        // A margins-relative arrangement shares its layout margins guide's width (the stack makes its
        // arrangement again when its margins change). The spacing is the stack's own, not a custom spacing
        // after a view, as UIKit takes it (UIStackView.spacing in the constant).
        let margins = marginsRelative ? stack.layoutMargins.left + stack.layoutMargins.right : 0
        func share(among count: Int) -> (multiplier: Double, constant: Double) {
            let n = Double(count)
            return (1 / n, -(stack.spacing * (n - 1)) / n - margins / n)
        }
        switch StackViewMetrics.textWidthDisambiguation[stack.ios] {
        case .equalShare(let raise, let cap):
            let (multiplier, constant) = share(among: visible.count)
            for view in wrapping {
                let own = max(view.contentCompressionResistancePriority(for: .horizontal).rawValue,
                              view.contentHuggingPriority(for: .horizontal).rawValue)
                add(view, .width, .equal, stack, .width, multiplier: multiplier, constant: constant,
                    priority: LayoutPriority(min(cap, own + raise)), "SV-text-width-disambiguation")
            }
        case .atMostShare(let priority):
            let (multiplier, constant) = share(among: wrapping.count)
            for view in wrapping {
                add(view, .width, .lessThanOrEqual, stack, .width, multiplier: multiplier, constant: constant,
                    priority: LayoutPriority(priority), "SV-text-width-disambiguation")
            }
        }
    }

    /// Whether showing or hiding an arranged view can change the text-width shares (their number and
    /// multipliers), so that the stack's constraints are made again instead of changing constants.
    static func mayShareTextWidth(_ stack: StackView, _ arranged: [View]) -> Bool {
        stack.axis == .horizontal && stack.distribution == .fill && arranged.contains { $0.intrinsicSizeDependsOnWidth }
    }

    /// The stack's own length pulled to 0 just below the fitting level (UIKit's "UISV-canvas-fit"): where
    /// nothing else fixes it, the equal distributions' gaps are their least, the spacing.
    mutating func canvasFit() {
        add(stack, length, .equal, nil, .notAnAttribute, constant: 0, priority: Self.canvasFit, "SV-canvas-fit")
    }

    /// `b.start <relation> a.end + spacing`, or from baseline to baseline when baseline-relative.
    mutating func chain(_ a: View, _ b: View, _ relation: LayoutRelation) {
        if !horizontal, stack.isBaselineRelativeArrangement {
            add(b, .firstBaseline, relation, a, .lastBaseline, constant: spacing(after: a), "SV-spacing")
        } else {
            add(b, start, relation, a, end, constant: spacing(after: a), "SV-spacing")
        }
    }

    /// `length_i == s_i / (Σs + total spacing) × stack length` for each visible view with an intrinsic
    /// length s_i, at 999 for the first and a point less for each later one (UIStackView's
    /// "UISV-fill-proportionally"): with no spacing the views share the stack's length in proportion to
    /// their intrinsic lengths; with spacing the proportions and the spacing cannot all hold at any other
    /// length than Σs + spacing, and the last view, whose proportion is the weakest, takes up the
    /// difference, as on a device. A view without an intrinsic length along the axis is weighed by the
    /// length it was made with (`View.initialSize`: a nib's frame), as UIKit weighs it by its current
    /// length; one without that either takes no part (its own constraints size it), and neither does a
    /// stack whose views have none.
    mutating func proportions(_ visible: [View]) throws(LayoutError) {
        var lengths: [Double?] = []
        for view in visible {
            let size = try view.intrinsicContentSize(forWidth: nil)
            var value = horizontal ? size.width : size.height
            if !(value >= 0 && value.isFinite), let initial = view.initialSize {
                value = horizontal ? initial.width : initial.height
            }
            lengths.append(value >= 0 && value.isFinite ? value : nil)
        }
        let spacingTotal = zip(visible, visible.dropFirst()).reduce(0.0) { $0 + spacing(after: $1.0) }
        let total = lengths.reduce(0.0) { $0 + ($1 ?? 0) } + spacingTotal
        guard total > 0, lengths.contains(where: { ($0 ?? 0) > 0 }) else { return }
        var priority = StackViewMetrics.fillProportionallyPriority[.newest]
        for (view, s) in zip(visible, lengths) {
            defer { priority -= 1 }
            guard let s else { continue }
            add(view, length, .equal, stack, length, multiplier: s / total,
                priority: LayoutPriority(max(1, priority)), "SV-fill-proportionally")
        }
    }

    func spacer(_ identifier: String) -> LayoutGuide {
        let guide = LayoutGuide(identifier: identifier)
        guide.attach(to: stack)
        stack.layoutGuides.append(guide)
        stack.spacerGuides.append(guide)
        return guide
    }

    /// Gives a spacer guide a cross-axis position and size so it is not ambiguous.
    mutating func cross(_ guide: LayoutGuide) {
        add(guide, crossStart, .equal, stack, edge(crossStart), "SV-spacer-cross")
        add(guide, horizontal ? .height : .width, .equal, nil, .notAnAttribute, "SV-spacer-cross")
    }

    // MARK: Across the axis

    mutating func align(_ arranged: [View], visible: [View]) {
        var alignment = stack.alignment
        if !horizontal, alignment == .firstBaseline { alignment = .leading }
        if !horizontal, alignment == .lastBaseline { alignment = .trailing }
        let reference = visible.first ?? arranged.first
        for view in arranged {
            switch alignment {
            case .fill:
                add(view, crossStart, .equal, stack, edge(crossStart), "SV-alignment")
                add(stack, edge(crossEnd), .equal, view, crossEnd, "SV-alignment")
            case .leading:
                add(view, crossStart, .equal, stack, edge(crossStart), "SV-alignment")
                add(stack, edge(crossEnd), .greaterThanOrEqual, view, crossEnd, "SV-canvas-fit")
                fillOpen(view, crossEnd)
            case .trailing:
                add(stack, edge(crossEnd), .equal, view, crossEnd, "SV-alignment")
                add(view, crossStart, .greaterThanOrEqual, stack, edge(crossStart), "SV-canvas-fit")
                fillOpen(view, crossStart)
            case .center:
                add(view, crossCenter, .equal, stack, edge(crossCenter), "SV-alignment")
                add(view, crossStart, .greaterThanOrEqual, stack, edge(crossStart), "SV-canvas-fit")
                fillOpen(view, crossStart)
            case .firstBaseline, .lastBaseline:
                let baseline: LayoutAttribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if let reference, view !== reference {
                    add(view, baseline, .equal, reference, baseline, "SV-alignment")
                }
                add(view, crossStart, .greaterThanOrEqual, stack, edge(crossStart), "SV-canvas-fit")
                add(stack, edge(crossEnd), .greaterThanOrEqual, view, crossEnd, "SV-canvas-fit")
                fillOpen(view, crossStart)
                fillOpen(view, crossEnd)
            }
        }
        if arranged.isEmpty {
            add(stack, horizontal ? .height : .width, .equal, nil, .notAnAttribute,
                priority: Self.ambiguitySuppression, "SV-empty")
        } else if alignment != .fill {
            spanningFit()
        }
    }

    /// The stack's cross size pulled to 0 just above the fitting level (UIKit's "UISV-spanning-fit" on the
    /// spacer that spans the arranged views, which the stack's cross edges follow): held by the views it must
    /// contain, the stack is as large as its largest view, not stretched by a fitting size nor left
    /// ambiguous; and it pulls no view along, so a view that would rather be smaller (an equal-spacing stack,
    /// held short at the canvas fit's 49) keeps its own size rather than the largest one's (Area51's
    /// top-aligned row keeps its equal-spacing column at its content's 57.5 beside an 80-point image).
    mutating func spanningFit() {
        add(stack, horizontal ? .height : .width, .equal, nil, .notAnAttribute, constant: 0,
            priority: Self.spanningFit, "SV-spanning-fit")
    }

    /// A view's cross edge pulled onto the stack's below every preference UIKit states (the canvas fit's
    /// 49 among them), so it moves only a view whose cross size nothing decides: UIKit leaves such a view
    /// ambiguous, and Xcode's canvas shows it stretched to the stack (a rating view with no width of its own
    /// in a row of a top-aligned column, stored as wide as the column allows).
    mutating func fillOpen(_ view: View, _ attribute: LayoutAttribute) {
        add(stack, edge(attribute), .equal, view, attribute, priority: Self.openCrossFill, "SV-open-cross-fill")
    }
}

/// The constraints of a stack that hides by constants (see `StackArrangement.chainAll`), and how its
/// arranged views' visibility sets them.
struct StackConstantHiding {
    let arranged: [View]
    let caps: [LayoutConstraint]
    /// `gaps[i]` places `arranged[i + 1]` after `arranged[i]`.
    let gaps: [LayoutConstraint]
    let end: LayoutConstraint
    /// Set when multi-line labels share the row's width (`StackArrangement.shareTextWidth`): the shares
    /// follow the number of visible views, so a change of visibility makes the constraints again.
    var sharesTextWidth = false

    func apply(to stack: StackView) {
        var lastVisible: View?
        for (index, view) in arranged.enumerated() {
            caps[index].constant = view.isHidden ? 0 : StackArrangement.unboundedLength
            if index > 0 {
                gaps[index - 1].constant = !view.isHidden ? lastVisible.map { stack.spacing(after: $0) } ?? 0 : 0
            }
            if !view.isHidden { lastVisible = view }
        }
        end.priority = lastVisible == nil ? StackArrangement.spanningFit : .required
    }
}

extension StackView {
    func spacing(after view: View) -> Double { customSpacing(after: view) ?? spacing }
}
