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

extension View {
    /// Views of the tree rooted here whose layout is ambiguous after the last pass (run
    /// `layoutIfNeeded()` or `systemLayoutSizeFitting` first). Empty when everything is determined.
    public func ambiguousViews() -> [AmbiguousView] {
        guard let engine else { return [] }
        var result: [AmbiguousView] = []
        for record in engine.system.tree.managed {
            let view = record.view, v = record.variables
            let names = [(v.x, "minX"), (v.y, "minY"), (v.width, "width"), (v.height, "height")]
                .filter { engine.system.solver.isAmbiguous($0.0) }.map(\.1)
            if !names.isEmpty { result.append(AmbiguousView(view: view, attributes: names)) }
        }
        return result
    }

    /// True when some view of the tree rooted here is not pinned down (UIView.hasAmbiguousLayout).
    public var hasAmbiguousLayout: Bool { !ambiguousViews().isEmpty }
}
