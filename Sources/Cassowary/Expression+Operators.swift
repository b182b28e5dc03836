// Arithmetic that builds linear expressions: + and - between any two of Variable, Term,
// Expression and Double, * and / by a Double, and prefix minus.
// Each operator is declared in an extension of one of its operand types so the type checker
// only considers it when that type is involved.

extension Expression {
    /// The expression `lhs + rhs`, the term lists joined as written (a constraint merges each variable's terms).
    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// The expression `lhs - rhs`: `lhs`'s terms, then `rhs`'s negated (a constraint merges each variable's terms).
    public static func - (lhs: Expression, rhs: Expression) -> Expression {
        lhs + (-rhs)
    }

    /// The expression `-operand`: every coefficient and the constant negated.
    public static prefix func - (operand: Expression) -> Expression {
        operand * -1
    }

    /// The expression `lhs * rhs`: every coefficient and the constant scaled.
    public static func * (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms.map { Term($0.variable, coefficient: $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }

    /// The expression `lhs * rhs`: every coefficient and the constant scaled.
    public static func * (lhs: Double, rhs: Expression) -> Expression {
        rhs * lhs
    }

    /// The expression `lhs / rhs`, as `lhs * (1 / rhs)`.
    public static func / (lhs: Expression, rhs: Double) -> Expression {
        lhs * (1 / rhs)
    }
}

extension Term {
    /// The term `-operand`: the same variable, its coefficient negated.
    public static prefix func - (operand: Term) -> Term {
        Term(operand.variable, coefficient: -operand.coefficient)
    }

    /// The term `lhs * rhs`: the same variable, its coefficient scaled.
    public static func * (lhs: Term, rhs: Double) -> Term {
        Term(lhs.variable, coefficient: lhs.coefficient * rhs)
    }

    /// The term `lhs * rhs`: the same variable, its coefficient scaled.
    public static func * (lhs: Double, rhs: Term) -> Term {
        rhs * lhs
    }

    /// The term `lhs / rhs`: the same variable, its coefficient divided by `rhs`.
    public static func / (lhs: Term, rhs: Double) -> Term {
        Term(lhs.variable, coefficient: lhs.coefficient / rhs)
    }
}

extension Variable {
    /// The term `-operand`: the variable with coefficient -1.
    public static prefix func - (operand: Variable) -> Term {
        Term(operand, coefficient: -1)
    }

    /// The term `lhs * rhs`: the variable with coefficient `rhs`.
    public static func * (lhs: Variable, rhs: Double) -> Term {
        Term(lhs, coefficient: rhs)
    }

    /// The term `lhs * rhs`: the variable with coefficient `lhs`.
    public static func * (lhs: Double, rhs: Variable) -> Term {
        Term(rhs, coefficient: lhs)
    }

    /// The term `lhs / rhs`: the variable with coefficient `1 / rhs`.
    public static func / (lhs: Variable, rhs: Double) -> Term {
        Term(lhs, coefficient: 1 / rhs)
    }
}

extension Variable {
    /// The expression `lhs + rhs`.
    public static func + (lhs: Variable, rhs: Variable) -> Expression {
        Expression(lhs) + Expression(rhs)
    }

    /// The expression `lhs - rhs`.
    public static func - (lhs: Variable, rhs: Variable) -> Expression {
        Expression(lhs) - Expression(rhs)
    }

    /// The expression `lhs + rhs`.
    public static func + (lhs: Variable, rhs: Term) -> Expression {
        Expression(lhs) + Expression(rhs)
    }

    /// The expression `lhs - rhs`.
    public static func - (lhs: Variable, rhs: Term) -> Expression {
        Expression(lhs) - Expression(rhs)
    }

    /// The expression `lhs + rhs`.
    public static func + (lhs: Variable, rhs: Expression) -> Expression {
        Expression(lhs) + rhs
    }

    /// The expression `lhs - rhs`.
    public static func - (lhs: Variable, rhs: Expression) -> Expression {
        Expression(lhs) - rhs
    }

    /// The expression `lhs + rhs`.
    public static func + (lhs: Variable, rhs: Double) -> Expression {
        Expression(lhs) + Expression(constant: rhs)
    }

    /// The expression `lhs - rhs`.
    public static func - (lhs: Variable, rhs: Double) -> Expression {
        Expression(lhs) - Expression(constant: rhs)
    }

    /// The expression `lhs + rhs`.
    public static func + (lhs: Double, rhs: Variable) -> Expression {
        Expression(constant: lhs) + Expression(rhs)
    }

    /// The expression `lhs - rhs`.
    public static func - (lhs: Double, rhs: Variable) -> Expression {
        Expression(constant: lhs) - Expression(rhs)
    }
}

extension Term {
    /// The expression `lhs + rhs`.
    public static func + (lhs: Term, rhs: Variable) -> Expression {
        Expression(lhs) + Expression(rhs)
    }

    /// The expression `lhs - rhs`.
    public static func - (lhs: Term, rhs: Variable) -> Expression {
        Expression(lhs) - Expression(rhs)
    }

    /// The expression `lhs + rhs`.
    public static func + (lhs: Term, rhs: Term) -> Expression {
        Expression(lhs) + Expression(rhs)
    }

    /// The expression `lhs - rhs`.
    public static func - (lhs: Term, rhs: Term) -> Expression {
        Expression(lhs) - Expression(rhs)
    }

    /// The expression `lhs + rhs`.
    public static func + (lhs: Term, rhs: Expression) -> Expression {
        Expression(lhs) + rhs
    }

    /// The expression `lhs - rhs`.
    public static func - (lhs: Term, rhs: Expression) -> Expression {
        Expression(lhs) - rhs
    }

    /// The expression `lhs + rhs`.
    public static func + (lhs: Term, rhs: Double) -> Expression {
        Expression(lhs) + Expression(constant: rhs)
    }

    /// The expression `lhs - rhs`.
    public static func - (lhs: Term, rhs: Double) -> Expression {
        Expression(lhs) - Expression(constant: rhs)
    }

    /// The expression `lhs + rhs`.
    public static func + (lhs: Double, rhs: Term) -> Expression {
        Expression(constant: lhs) + Expression(rhs)
    }

    /// The expression `lhs - rhs`.
    public static func - (lhs: Double, rhs: Term) -> Expression {
        Expression(constant: lhs) - Expression(rhs)
    }
}

extension Expression {
    /// The expression `lhs + rhs`.
    public static func + (lhs: Expression, rhs: Variable) -> Expression {
        lhs + Expression(rhs)
    }

    /// The expression `lhs - rhs`.
    public static func - (lhs: Expression, rhs: Variable) -> Expression {
        lhs - Expression(rhs)
    }

    /// The expression `lhs + rhs`.
    public static func + (lhs: Expression, rhs: Term) -> Expression {
        lhs + Expression(rhs)
    }

    /// The expression `lhs - rhs`.
    public static func - (lhs: Expression, rhs: Term) -> Expression {
        lhs - Expression(rhs)
    }

    /// The expression `lhs + rhs`.
    public static func + (lhs: Expression, rhs: Double) -> Expression {
        lhs + Expression(constant: rhs)
    }

    /// The expression `lhs - rhs`.
    public static func - (lhs: Expression, rhs: Double) -> Expression {
        lhs - Expression(constant: rhs)
    }

    /// The expression `lhs + rhs`.
    public static func + (lhs: Double, rhs: Expression) -> Expression {
        Expression(constant: lhs) + rhs
    }

    /// The expression `lhs - rhs`.
    public static func - (lhs: Double, rhs: Expression) -> Expression {
        Expression(constant: lhs) - rhs
    }
}
