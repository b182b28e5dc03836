import Cassowary
import Typesetting

/// Errors from building constraints or laying out a view tree. Each case names what was wrong and where.
/// Errors from the layers below (text, solver) are kept as they were thrown, so a caller can tell one
/// cause from another without reading the message.
public enum LayoutError: Error, Equatable, CustomStringConvertible {
    /// A constraint that NSLayoutConstraint would reject (e.g. a location related to a constant).
    case invalidConstraint(String)
    /// A priority outside 1...1000 or not finite.
    case invalidPriority(Double, constraint: String)
    /// A NaN or infinite number where a finite one is needed; names the place.
    case nonFinite(String)
    /// Measuring a label's text failed (unknown font family, invalid size, ...): `cause` is what the
    /// typesetter threw.
    case text(view: String, cause: TypesettingError)
    /// A label's `numberOfLines` is negative. The label checks it, not the typesetter, so it has no
    /// typesetting cause; it reads as the other text errors do.
    case negativeNumberOfLines(view: String, Int)
    /// The solver rejected an operation in a way the layout could not recover from.
    case solver(cause: SolverError)
    /// The tree is not in a state the operation needs (e.g. a view that is not in the tree being laid out).
    case invalidTree(String)
    /// Frame layout offered a wrapping label with text a width <= 0 (padding and spacing took the whole
    /// row). `sizeThatFits` would answer the height of the text on one line, as UILabel does for a width
    /// of 0, and the label would be drawn 0 points wide: a height that belongs to no layout.
    case noWidthForText(view: String, width: Double)
    /// Solving one layout pass took more than `budget` units of the solver's work (`LayoutSystem.workBudget`)
    /// and was stopped: constraints that relate most views to most others fill the solver's rows in, and
    /// every step then costs as much as the whole system. `constraints` is how many were installed.
    case tooComplex(root: String, constraints: Int, budget: UInt64)

    /// The message for a person: what was wrong and in which view or constraint.
    public var description: String {
        switch self {
        case .invalidConstraint(let why): "invalid constraint: \(why)"
        case .invalidPriority(let value, let constraint): "invalid priority \(value) (must be 1...1000) in \(constraint)"
        case .nonFinite(let what): "non-finite value: \(what)"
        case .text(let view, let cause): "cannot measure text of \(view): \(cause)"
        case .negativeNumberOfLines(let view, let lines): "cannot measure text of \(view): numberOfLines \(lines) is negative"
        case .solver(let cause): "solver: \(cause)"
        case .invalidTree(let message): "invalid view tree: \(message)"
        case .tooComplex(let root, let constraints, let budget):
            "the layout of \(root) (\(constraints) constraints) needs more than \(budget) steps of the solver for one pass "
                + "and was stopped: a step costs more the more views one chain of constraints ties together, so the steps "
                + "grow with the square of a long chain (a stack of several hundred views) or of a web tying most views to "
                + "most others; fewer views in one chain, or fewer distinct priorities, lay out in time"
        case .noWidthForText(let view, let width):
            "no room for the text of \(view): frame layout offers it \(formatPoints(width)) points to wrap in "
                + "(its padding and spacing, and in a row the views beside it, take the whole width); widen the table or give it room"
        }
    }
}
