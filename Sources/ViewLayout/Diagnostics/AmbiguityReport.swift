/// A view whose position or size the constraints do not pin down: the solver could move these
/// attributes without violating anything or changing how well optional constraints are met.
public struct AmbiguousView: CustomStringConvertible {
    /// The view whose frame the constraints leave free: it needs a constraint on each of `attributes`.
    public let view: View
    /// Among minX, minY, width, height.
    public let attributes: [String]
    /// "Label 'title': ambiguous minX, width", one line per view in a report.
    public var description: String { "\(view.layoutDebugName): ambiguous \(attributes.joined(separator: ", "))" }
}

/// What an ambiguity check of a tree found, and how far it got: each view's probe is a run of pivots on a
/// copy of the solver, so a tree of hundreds of views costs minutes, and a check may stop at a bound.
public struct AmbiguityCheck {
    /// The views found ambiguous among those checked.
    public let views: [AmbiguousView]
    /// Views checked, of `total`, in the tree's order.
    public let checked: Int
    public let total: Int
    /// Whether every view was checked.
    public var isComplete: Bool { checked == total }
}

extension View {
    /// Views of the tree rooted here whose layout is ambiguous after the last pass (run
    /// `layoutIfNeeded()` or `systemLayoutSizeFitting` first). Empty when everything is determined.
    public func ambiguousViews() -> [AmbiguousView] { checkAmbiguity(workLimit: .max).views }

    /// `ambiguousViews()`, stopping before the next view once the probes have done `workLimit` of the
    /// solver's work (row cells written and rows and column slots passed, as `LayoutSystem.workBudget` counts them).
    public func checkAmbiguity(workLimit: UInt64) -> AmbiguityCheck {
        guard let engine else { return AmbiguityCheck(views: [], checked: 0, total: 0) }
        let solver = engine.system.solver
        let managed = engine.system.tree.managed
        let start = solver.work
        var result: [AmbiguousView] = []
        var checked = 0
        for record in managed {
            if solver.work &- start > workLimit { break }
            let view = record.view, v = record.variables
            let names = [(v.x, "minX"), (v.y, "minY"), (v.width, "width"), (v.height, "height")]
                .filter { solver.isAmbiguous($0.0) }.map(\.1)
            if !names.isEmpty { result.append(AmbiguousView(view: view, attributes: names)) }
            checked += 1
        }
        return AmbiguityCheck(views: result, checked: checked, total: managed.count)
    }

    /// True when some view of the tree rooted here is not pinned down (UIView.hasAmbiguousLayout).
    public var hasAmbiguousLayout: Bool { !ambiguousViews().isEmpty }
}
