/// One reason a content view's height is not determined by its content.
public enum SelfSizingProblem: Hashable, Sendable, CustomStringConvertible {
    /// No constraint ties the content view's top (or top margin) to a subview.
    case topEdgeNotConnected(view: String)
    /// No constraint ties the content view's bottom (or bottom margin) to a subview.
    case bottomEdgeNotConnected(view: String)
    /// The compressed and expanded fitting heights differ: the vertical chain has a gap.
    case heightNotDetermined(compressed: Double, expanded: Double)
    /// Views whose vertical position or height moves between the compressed and expanded fittings.
    case looseViews([String])
    /// A required fixed height on the content view decides the height instead of the content.
    case fixedHeight(String)
    /// Views made smaller than their content needs (a fixed height or a conflict fights the content).
    case compressedContent([String])
    /// Views no constraint mentions: they keep their frame and do not size the cell.
    case unconstrainedViews([String])
    /// Required constraints conflicted while measuring: each conflict as one line, the constraint broken
    /// and those it conflicts with (the whole report is in the view's `layoutDiagnostics`).
    case unsatisfiableConstraints([String])

    /// One line saying what is wrong, as the self-sizing report lists it.
    public var description: String {
        switch self {
        case .topEdgeNotConnected(let view): "\(view).top is not constrained to any subview"
        case .bottomEdgeNotConnected(let view): "\(view).bottom is not constrained to any subview"
        case .heightNotDetermined(let compressed, let expanded):
            "height is not determined by the content: \(formatPointsShort(compressed)) when compressed, \(formatPointsShort(expanded)) when expanded"
        case .looseViews(let names): "not chained vertically: \(ShortList.line(names))"
        case .fixedHeight(let constraint): "a fixed height fights the content: \(constraint)"
        case .compressedContent(let names): "compressed below their content: \(ShortList.line(names))"
        case .unconstrainedViews(let names): "no constraints (kept at their frame): \(ShortList.line(names))"
        case .unsatisfiableConstraints(let conflicts): "Unable to simultaneously satisfy constraints: \(conflicts.joined(separator: "; and "))"
        }
    }
}

/// The outcome of checking that a content view sizes itself (the self-sizing cell contract).
public struct SelfSizingReport: CustomStringConvertible {
    /// The width the view was checked at.
    public let width: Double
    /// The height fitted toward a target height of 0: the height a self-sizing cell would get.
    public let compressedHeight: Double
    /// The height fitted toward a very large target height; equal to `compressedHeight` when the content decides.
    public let expandedHeight: Double
    /// Why the height is not the content's; empty when it is.
    public let problems: [SelfSizingProblem]
    /// The shown views that reach past the top or bottom of the view at its compressed height: content a
    /// self-sizing cell would cut off or draw over the next row. Where the height is not determined
    /// (`heightNotDetermined`) and none does, the least height holds the content: a cell whose bottom is only
    /// at least its views' (`bottomMargin >= left.bottom`, `>= right.bottom`) sizes itself as UIKit fits it.
    public let overflowing: [String]
    /// The shown views whose horizontal place or width differs between the compressed and expanded fittings:
    /// where the constraints leave a row's split open (two wrapping labels side by side at one priority), its
    /// height is the solver's choice, not the content's.
    public let reshaped: [String]
    /// The shown views that lie, whole or in part, outside the view at its compressed size, each with the
    /// edges it crosses and by how much: content drawn over the rows around it or off the table's side, which
    /// UIKit lays out without a word. Includes `overflowing`. A view inside one that clips its subviews (a
    /// scroll view's pages) is left out: what shows of it is its clipping ancestor's.
    public let outside: [OutsideView]
    /// Whether the content alone decides the height, so the measured height can be trusted.
    public var isSelfSizing: Bool { problems.isEmpty }
    /// The verdict with the height, or the list of problems, for printing.
    public var description: String {
        isSelfSizing ? "self-sizing: height \(formatPoints(compressedHeight)) at width \(formatPoints(width))"
            : "not self-sizing at width \(formatPoints(width)):\n" + problems.map { "  - \($0)" }.joined(separator: "\n")
    }
}

extension View {
    /// Checks that this view's height at `width` is fully determined by its content: fitted compressed
    /// and expanded, the two heights must agree, both vertical edges must be chained to subviews, no
    /// required fixed height may decide the height, and no view may be squeezed below its content.
    public func selfSizingCheck(width: Double) throws(LayoutError) -> SelfSizingReport {
        let compressed = try systemLayoutSizeFitting(Size(width: width, height: 0), horizontalFittingPriority: .required,
                                                     verticalFittingPriority: .fittingSizeLevel)
        guard let engine else { throw .invalidTree("\(layoutDebugName) has no layout engine") }
        var compressedRects: [ObjectIdentifier: Rect] = [:]
        var overflowing: [String] = []
        var outside: [OutsideView] = []
        for record in engine.system.tree.managed where record.view !== self {
            let rect = engine.solvedRect(of: record.view)
            compressedRects[ObjectIdentifier(record.view)] = rect
            guard let rect, record.view.isShown(below: self) else { continue }
            let crossings = OutsideView.crossings(of: rect, in: Size(width: width, height: compressed.height))
            if crossings.contains(where: \.edge.isVertical) { overflowing.append(record.view.layoutDebugName) }
            if !crossings.isEmpty, !record.view.isClipped(below: self) {
                outside.append(OutsideView(view: record.view.layoutDebugName, crossings: crossings))
            }
        }
        let squeezed = squeezedViews().map(\.description)
        let expanded = try systemLayoutSizeFitting(Size(width: width, height: Size.expandedFittingSize.height),
                                                   horizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        var problems: [SelfSizingProblem] = []
        var reshaped: [String] = []
        let conflicts = engine.system.diagnostics.compactMap(\.unsatisfiable).map(\.summary)
        if !conflicts.isEmpty { problems.append(.unsatisfiableConstraints(conflicts)) }

        let installed = engine.system.constraints.installOrder
        func connects(_ attributes: Set<LayoutAttribute>) -> Bool {
            installed.contains { c in
                let ends = [(c.firstItem, c.firstAttribute, c.secondItem), (c.secondItem, c.secondAttribute, Optional(c.firstItem))]
                return ends.contains { item, attribute, other in
                    guard let item, item === self || (item as? LayoutGuide).map({ $0.owningView === self }) == true,
                          attributes.contains(attribute), let otherView = other?.owningViewForLayout else { return false }
                    return otherView !== self && otherView.isDescendant(of: self)
                }
            }
        }
        if !connects([.top, .topMargin]) { problems.append(.topEdgeNotConnected(view: layoutDebugName)) }
        if !connects([.bottom, .bottomMargin, .lastBaseline]) { problems.append(.bottomEdgeNotConnected(view: layoutDebugName)) }
        for c in installed where c.firstItem === self && c.firstAttribute == .height && c.secondItem == nil
            && c.relation == .equal && c.priority.isRequired {
            problems.append(.fixedHeight(c.description))
        }
        if abs(compressed.height - expanded.height) > 0.001 {
            problems.append(.heightNotDetermined(compressed: compressed.height, expanded: expanded.height))
            // Each view's two rectangles, compared once: moved vertically (loose), or, shown, horizontally (reshaped).
            var loose: [String] = []
            for view in engine.system.tree.managed.lazy.map(\.view) where view !== self {
                guard let a = compressedRects[ObjectIdentifier(view)], let b = engine.solvedRect(of: view) else { continue }
                if abs(a.minY - b.minY) > 0.001 || abs(a.height - b.height) > 0.001 { loose.append(view.layoutDebugName) }
                if abs(a.minX - b.minX) > 0.001 || abs(a.width - b.width) > 0.001, view.isShown(below: self) {
                    reshaped.append(view.layoutDebugName)
                }
            }
            if !loose.isEmpty { problems.append(.looseViews(loose)) }
        }
        if !squeezed.isEmpty { problems.append(.compressedContent(squeezed)) }
        let unconstrained = engine.system.tree.managed.filter { $0.view !== self && $0.pins != nil }
        if !unconstrained.isEmpty { problems.append(.unconstrainedViews(unconstrained.map(\.view.layoutDebugName))) }
        return SelfSizingReport(width: width, compressedHeight: compressed.height, expandedHeight: expanded.height, problems: problems,
                                overflowing: overflowing, reshaped: reshaped, outside: outside)
    }
}
