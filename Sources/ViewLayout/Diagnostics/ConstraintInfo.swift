/// A constraint as diagnostics name it: the user's `LayoutConstraint` when there is one, else an
/// engine-made constraint (content size, fitting size, a frame kept for an unconstrained view).
public struct ConstraintInfo: CustomStringConvertible {
    /// The user's constraint, or nil for one the engine made (content size, fitting size, a kept frame).
    public let constraint: LayoutConstraint?
    /// The constraint as diagnostics print it; for an engine-made one, the only record of what it was.
    public let description: String

    /// An entry for a constraint, or for an engine-made one (`constraint` nil) described in words.
    public init(constraint: LayoutConstraint?, description: String) {
        self.constraint = constraint
        self.description = description
    }

    init(_ constraint: LayoutConstraint) { self.init(constraint: constraint, description: constraint.description) }
}
