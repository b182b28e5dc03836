/// Errors from building constraints or laying out a view tree. Each case names what was wrong and where.
public enum LayoutError: Error, Equatable, CustomStringConvertible {
    /// A constraint that NSLayoutConstraint would reject (e.g. a location related to a constant).
    case invalidConstraint(String)
    /// A priority outside 1...1000 or not finite.
    case invalidPriority(Double, constraint: String)
    /// A NaN or infinite number where a finite one is needed; names the place.
    case nonFinite(String)
    /// Measuring a label's text failed (unknown font family, invalid size, ...).
    case text(view: String, message: String)
    /// The solver rejected an operation in a way the layout could not recover from.
    case solver(String)
    /// The tree is not in a state the operation needs (e.g. a view that is not in the tree being laid out).
    case invalidTree(String)

    public var description: String {
        switch self {
        case .invalidConstraint(let why): "invalid constraint: \(why)"
        case .invalidPriority(let value, let constraint): "invalid priority \(value) (must be 1...1000) in \(constraint)"
        case .nonFinite(let what): "non-finite value: \(what)"
        case .text(let view, let message): "cannot measure text of \(view): \(message)"
        case .solver(let message): "solver: \(message)"
        case .invalidTree(let message): "invalid view tree: \(message)"
        }
    }
}
