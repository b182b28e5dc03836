// Comparisons that build required constraints: ==, <= and >= between any two of Variable, Term,
// Expression and Double. `a <= b` becomes `a - b <= 0`. Use `.with(strength:)` for other priorities.
//
// `Variable == Variable` also exists as identity equality (Variable is Hashable); the context
// (for example `solver.add(a == b)`) picks the constraint-making one.

extension Variable {
    /// The constraint `lhs == rhs` (required unless weakened); where a `Bool` is expected, `==` tests identity.
    public static func == (lhs: Variable, rhs: Variable) -> Constraint {
        Constraint(Expression(lhs) - Expression(rhs), .equal)
    }

    /// The constraint `lhs <= rhs`, required unless weakened with ``Constraint/with(strength:)``.
    public static func <= (lhs: Variable, rhs: Variable) -> Constraint {
        Constraint(Expression(lhs) - Expression(rhs), .lessThanOrEqual)
    }

    /// The constraint `lhs >= rhs`, required unless weakened with ``Constraint/with(strength:)``.
    public static func >= (lhs: Variable, rhs: Variable) -> Constraint {
        Constraint(Expression(lhs) - Expression(rhs), .greaterThanOrEqual)
    }

    /// The constraint `lhs == rhs`, required unless weakened with ``Constraint/with(strength:)``.
    public static func == (lhs: Variable, rhs: Term) -> Constraint {
        Constraint(Expression(lhs) - Expression(rhs), .equal)
    }

    /// The constraint `lhs <= rhs`, required unless weakened with ``Constraint/with(strength:)``.
    public static func <= (lhs: Variable, rhs: Term) -> Constraint {
        Constraint(Expression(lhs) - Expression(rhs), .lessThanOrEqual)
    }

    /// The constraint `lhs >= rhs`, required unless weakened with ``Constraint/with(strength:)``.
    public static func >= (lhs: Variable, rhs: Term) -> Constraint {
        Constraint(Expression(lhs) - Expression(rhs), .greaterThanOrEqual)
    }

    /// The constraint `lhs == rhs`, required unless weakened with ``Constraint/with(strength:)``.
    public static func == (lhs: Variable, rhs: Expression) -> Constraint {
        Constraint(Expression(lhs) - rhs, .equal)
    }

    /// The constraint `lhs <= rhs`, required unless weakened with ``Constraint/with(strength:)``.
    public static func <= (lhs: Variable, rhs: Expression) -> Constraint {
        Constraint(Expression(lhs) - rhs, .lessThanOrEqual)
    }

    /// The constraint `lhs >= rhs`, required unless weakened with ``Constraint/with(strength:)``.
    public static func >= (lhs: Variable, rhs: Expression) -> Constraint {
        Constraint(Expression(lhs) - rhs, .greaterThanOrEqual)
    }

    /// The constraint `lhs == rhs`, required unless weakened with ``Constraint/with(strength:)``.
    public static func == (lhs: Variable, rhs: Double) -> Constraint {
        Constraint(Expression(lhs) - Expression(constant: rhs), .equal)
    }

    /// The constraint `lhs <= rhs`, required unless weakened with ``Constraint/with(strength:)``.
    public static func <= (lhs: Variable, rhs: Double) -> Constraint {
        Constraint(Expression(lhs) - Expression(constant: rhs), .lessThanOrEqual)
    }

    /// The constraint `lhs >= rhs`, required unless weakened with ``Constraint/with(strength:)``.
    public static func >= (lhs: Variable, rhs: Double) -> Constraint {
        Constraint(Expression(lhs) - Expression(constant: rhs), .greaterThanOrEqual)
    }

    /// The constraint `lhs == rhs`, required unless weakened with ``Constraint/with(strength:)``.
    public static func == (lhs: Double, rhs: Variable) -> Constraint {
        Constraint(Expression(constant: lhs) - Expression(rhs), .equal)
    }

    /// The constraint `lhs <= rhs`, required unless weakened with ``Constraint/with(strength:)``.
    public static func <= (lhs: Double, rhs: Variable) -> Constraint {
        Constraint(Expression(constant: lhs) - Expression(rhs), .lessThanOrEqual)
    }

    /// The constraint `lhs >= rhs`, required unless weakened with ``Constraint/with(strength:)``.
    public static func >= (lhs: Double, rhs: Variable) -> Constraint {
        Constraint(Expression(constant: lhs) - Expression(rhs), .greaterThanOrEqual)
    }
}

extension Term {
    /// The constraint `lhs == rhs`, required unless weakened with ``Constraint/with(strength:)``.
    public static func == (lhs: Term, rhs: Variable) -> Constraint {
        Constraint(Expression(lhs) - Expression(rhs), .equal)
    }

    /// The constraint `lhs <= rhs`, required unless weakened with ``Constraint/with(strength:)``.
    public static func <= (lhs: Term, rhs: Variable) -> Constraint {
        Constraint(Expression(lhs) - Expression(rhs), .lessThanOrEqual)
    }

    /// The constraint `lhs >= rhs`, required unless weakened with ``Constraint/with(strength:)``.
    public static func >= (lhs: Term, rhs: Variable) -> Constraint {
        Constraint(Expression(lhs) - Expression(rhs), .greaterThanOrEqual)
    }

    /// The constraint `lhs == rhs`, required unless weakened with ``Constraint/with(strength:)``.
    public static func == (lhs: Term, rhs: Term) -> Constraint {
        Constraint(Expression(lhs) - Expression(rhs), .equal)
    }

    /// The constraint `lhs <= rhs`, required unless weakened with ``Constraint/with(strength:)``.
    public static func <= (lhs: Term, rhs: Term) -> Constraint {
        Constraint(Expression(lhs) - Expression(rhs), .lessThanOrEqual)
    }

    /// The constraint `lhs >= rhs`, required unless weakened with ``Constraint/with(strength:)``.
    public static func >= (lhs: Term, rhs: Term) -> Constraint {
        Constraint(Expression(lhs) - Expression(rhs), .greaterThanOrEqual)
    }

    /// The constraint `lhs == rhs`, required unless weakened with ``Constraint/with(strength:)``.
    public static func == (lhs: Term, rhs: Expression) -> Constraint {
        Constraint(Expression(lhs) - rhs, .equal)
    }

    /// The constraint `lhs <= rhs`, required unless weakened with ``Constraint/with(strength:)``.
    public static func <= (lhs: Term, rhs: Expression) -> Constraint {
        Constraint(Expression(lhs) - rhs, .lessThanOrEqual)
    }

    /// The constraint `lhs >= rhs`, required unless weakened with ``Constraint/with(strength:)``.
    public static func >= (lhs: Term, rhs: Expression) -> Constraint {
        Constraint(Expression(lhs) - rhs, .greaterThanOrEqual)
    }

    /// The constraint `lhs == rhs`, required unless weakened with ``Constraint/with(strength:)``.
    public static func == (lhs: Term, rhs: Double) -> Constraint {
        Constraint(Expression(lhs) - Expression(constant: rhs), .equal)
    }

    /// The constraint `lhs <= rhs`, required unless weakened with ``Constraint/with(strength:)``.
    public static func <= (lhs: Term, rhs: Double) -> Constraint {
        Constraint(Expression(lhs) - Expression(constant: rhs), .lessThanOrEqual)
    }

    /// The constraint `lhs >= rhs`, required unless weakened with ``Constraint/with(strength:)``.
    public static func >= (lhs: Term, rhs: Double) -> Constraint {
        Constraint(Expression(lhs) - Expression(constant: rhs), .greaterThanOrEqual)
    }

    /// The constraint `lhs == rhs`, required unless weakened with ``Constraint/with(strength:)``.
    public static func == (lhs: Double, rhs: Term) -> Constraint {
        Constraint(Expression(constant: lhs) - Expression(rhs), .equal)
    }

    /// The constraint `lhs <= rhs`, required unless weakened with ``Constraint/with(strength:)``.
    public static func <= (lhs: Double, rhs: Term) -> Constraint {
        Constraint(Expression(constant: lhs) - Expression(rhs), .lessThanOrEqual)
    }

    /// The constraint `lhs >= rhs`, required unless weakened with ``Constraint/with(strength:)``.
    public static func >= (lhs: Double, rhs: Term) -> Constraint {
        Constraint(Expression(constant: lhs) - Expression(rhs), .greaterThanOrEqual)
    }
}

extension Expression {
    /// The constraint `lhs == rhs`, required unless weakened with ``Constraint/with(strength:)``.
    public static func == (lhs: Expression, rhs: Variable) -> Constraint {
        Constraint(lhs - Expression(rhs), .equal)
    }

    /// The constraint `lhs <= rhs`, required unless weakened with ``Constraint/with(strength:)``.
    public static func <= (lhs: Expression, rhs: Variable) -> Constraint {
        Constraint(lhs - Expression(rhs), .lessThanOrEqual)
    }

    /// The constraint `lhs >= rhs`, required unless weakened with ``Constraint/with(strength:)``.
    public static func >= (lhs: Expression, rhs: Variable) -> Constraint {
        Constraint(lhs - Expression(rhs), .greaterThanOrEqual)
    }

    /// The constraint `lhs == rhs`, required unless weakened with ``Constraint/with(strength:)``.
    public static func == (lhs: Expression, rhs: Term) -> Constraint {
        Constraint(lhs - Expression(rhs), .equal)
    }

    /// The constraint `lhs <= rhs`, required unless weakened with ``Constraint/with(strength:)``.
    public static func <= (lhs: Expression, rhs: Term) -> Constraint {
        Constraint(lhs - Expression(rhs), .lessThanOrEqual)
    }

    /// The constraint `lhs >= rhs`, required unless weakened with ``Constraint/with(strength:)``.
    public static func >= (lhs: Expression, rhs: Term) -> Constraint {
        Constraint(lhs - Expression(rhs), .greaterThanOrEqual)
    }

    /// The constraint `lhs == rhs`, required unless weakened with ``Constraint/with(strength:)``.
    public static func == (lhs: Expression, rhs: Expression) -> Constraint {
        Constraint(lhs - rhs, .equal)
    }

    /// The constraint `lhs <= rhs`, required unless weakened with ``Constraint/with(strength:)``.
    public static func <= (lhs: Expression, rhs: Expression) -> Constraint {
        Constraint(lhs - rhs, .lessThanOrEqual)
    }

    /// The constraint `lhs >= rhs`, required unless weakened with ``Constraint/with(strength:)``.
    public static func >= (lhs: Expression, rhs: Expression) -> Constraint {
        Constraint(lhs - rhs, .greaterThanOrEqual)
    }

    /// The constraint `lhs == rhs`, required unless weakened with ``Constraint/with(strength:)``.
    public static func == (lhs: Expression, rhs: Double) -> Constraint {
        Constraint(lhs - Expression(constant: rhs), .equal)
    }

    /// The constraint `lhs <= rhs`, required unless weakened with ``Constraint/with(strength:)``.
    public static func <= (lhs: Expression, rhs: Double) -> Constraint {
        Constraint(lhs - Expression(constant: rhs), .lessThanOrEqual)
    }

    /// The constraint `lhs >= rhs`, required unless weakened with ``Constraint/with(strength:)``.
    public static func >= (lhs: Expression, rhs: Double) -> Constraint {
        Constraint(lhs - Expression(constant: rhs), .greaterThanOrEqual)
    }

    /// The constraint `lhs == rhs`, required unless weakened with ``Constraint/with(strength:)``.
    public static func == (lhs: Double, rhs: Expression) -> Constraint {
        Constraint(Expression(constant: lhs) - rhs, .equal)
    }

    /// The constraint `lhs <= rhs`, required unless weakened with ``Constraint/with(strength:)``.
    public static func <= (lhs: Double, rhs: Expression) -> Constraint {
        Constraint(Expression(constant: lhs) - rhs, .lessThanOrEqual)
    }

    /// The constraint `lhs >= rhs`, required unless weakened with ``Constraint/with(strength:)``.
    public static func >= (lhs: Double, rhs: Expression) -> Constraint {
        Constraint(Expression(constant: lhs) - rhs, .greaterThanOrEqual)
    }
}
