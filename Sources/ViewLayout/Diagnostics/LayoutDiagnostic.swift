/// Something a layout pass could not do as asked, with enough detail to fix it.
public enum LayoutDiagnostic: CustomStringConvertible {
    /// Required constraints conflicted; one was broken to recover.
    case unsatisfiable(UnsatisfiableConstraints)
    /// A constraint was left out of the layout (it relates a view outside the tree, or is invalid).
    case skippedConstraint(ConstraintInfo, reason: String)
    /// Multi-line views whose width kept changing after the bounded number of re-measuring rounds.
    case widthDidNotConverge([String])

    /// The message to log: Auto Layout's text for a conflict, one line for the other cases.
    public var description: String {
        switch self {
        case .unsatisfiable(let report): report.description
        case .skippedConstraint(let info, let reason): "Ignoring constraint \(info): \(reason)"
        case .widthDidNotConverge(let names): "Width of \(names.joined(separator: ", ")) did not settle after \(WidthResolution.maximumRounds) measuring rounds"
        }
    }

    /// The conflict report when this is `.unsatisfiable`, else nil; handy for filtering a list of diagnostics.
    public var unsatisfiable: UnsatisfiableConstraints? {
        if case .unsatisfiable(let report) = self { return report }
        return nil
    }
}
