/// A constraint as diagnostics name it: the user's `LayoutConstraint` when there is one, else an
/// engine-made constraint (content size, fitting size, a frame kept for an unconstrained view).
public struct ConstraintInfo: CustomStringConvertible {
    public let constraint: LayoutConstraint?
    public let description: String

    public init(constraint: LayoutConstraint?, description: String) {
        self.constraint = constraint
        self.description = description
    }

    init(_ constraint: LayoutConstraint) { self.init(constraint: constraint, description: constraint.description) }
}
