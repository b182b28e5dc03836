/// A linear constraint `expression <relation> 0` with a strength.
///
/// Constraints are immutable and compared by identity, so the same constraint object is what you add
/// to and remove from a ``Solver``; its constant can still be changed inside a solver with
/// ``Solver/setConstant(_:of:)`` without building a new one.
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
    /// `lhs - rhs` of the constraint as written, with the terms of each variable summed.
    public let expression: Expression
    public let relation: Relation
    public let strength: Strength
    /// A name shown in diagnostics such as conflict reports.
    public let label: String?

    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required, label: String? = nil) {
        self.expression = expression.reduced()
        self.relation = relation
        self.strength = strength
        self.label = label
    }

    /// The same constraint with another strength, as a new constraint.
    public func with(strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength, label: label)
    }

    /// The same constraint with a label for diagnostics, as a new constraint.
    public func with(label: String?) -> Constraint {
        Constraint(expression, relation, strength: strength, label: label)
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    public var description: String {
        let body = "\(expression) \(relation) 0 \(strength)"
        return label.map { "\($0): \(body)" } ?? body
    }
}
