/// A linear constraint `expression <relation> 0` with a strength.
///
/// Constraints are immutable and compared by identity, so the same constraint object is what you add
/// to and remove from a ``Solver``; its constant can still be changed inside a solver with
/// ``Solver/setConstant(_:of:explainingConflicts:)`` without building a new one.
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
    /// `lhs - rhs` of the constraint as written, with the terms of each variable summed.
    public let expression: Expression
    /// How ``expression`` compares with zero.
    public let relation: Relation
    /// How much the constraint matters; for an equality with its own ``shortfallStrength``, how much
    /// going over (`expression > 0`) matters.
    public let strength: Strength
    /// For a non-required equality, how much falling short (`expression < 0`) matters; the same as
    /// ``strength`` unless given.
    ///
    /// One such equality holds a view's content size as UIKit does: going over the content size costs
    /// the hugging priority, falling short the compression resistance. Two inequalities say the same,
    /// but cost the solver a row and two symbols more, and every later change of the size two constant
    /// changes instead of one. Both strengths must be below required (``Solver/add(_:)`` checks).
    public let shortfallStrength: Strength
    /// Whether a shortfall strength other than ``strength`` was given (kept, not compared each time:
    /// a NaN strength, which ``Solver/add(_:)`` refuses, is unequal to itself).
    public let isUneven: Bool
    /// A name shown in diagnostics such as conflict reports.
    public let label: String?

    /// The constraint `expression <relation> 0`, with the expression reduced once, here. Unlike the comparison
    /// operators, it takes a strength, an uneven equality's `shortfallStrength` (nil: `strength`) and a label.
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required,
                shortfallStrength: Strength? = nil, label: String? = nil) {
        self.expression = expression.reduced()
        self.relation = relation
        self.strength = strength
        self.shortfallStrength = shortfallStrength ?? strength
        isUneven = shortfallStrength.map { $0 != strength } ?? false
        self.label = label
    }

    /// The same constraint with another strength (on both sides), as a new constraint.
    public func with(strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength, label: label)
    }

    /// The same constraint with a label for diagnostics, as a new constraint.
    public func with(label: String?) -> Constraint {
        Constraint(expression, relation, strength: strength, shortfallStrength: shortfallStrength, label: label)
    }

    /// Identity: two constraints built alike are still two constraints to a solver.
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool {
        lhs === rhs
    }

    /// Hashes the object's identity, as `==` compares it.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// `expression relation 0 strength`, with the shortfall strength if uneven and the label first, for diagnostics.
    public var description: String {
        let body = "\(expression) \(relation) 0 \(strength)" + (isUneven ? " (short \(shortfallStrength))" : "")
        return label.map { "\($0): \(body)" } ?? body
    }
}
