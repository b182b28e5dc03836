/// How a view places its subviews.
public enum LayoutMode: Hashable, Sendable {
    /// Constraints if any constraint is installed on the view or its subviews, frames otherwise
    /// (the rule FDTemplateLayoutCell uses to pick between Auto Layout and `sizeThatFits`).
    case automatic
    /// Subviews are placed by the constraint solver.
    case constraints
    /// Subviews are placed by `layoutSubviews()` and the view sizes itself with `sizeThatFits(_:)`.
    case frames
}
