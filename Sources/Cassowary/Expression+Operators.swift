// Arithmetic that builds linear expressions: + and - between any two of Variable, Term,
// Expression and Double, * and / by a Double, and prefix minus.
// Each operator is declared in an extension of one of its operand types so the type checker
// only considers it when that type is involved.

extension Expression {
    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    public static func - (lhs: Expression, rhs: Expression) -> Expression {
        lhs + (-rhs)
    }

    public static prefix func - (operand: Expression) -> Expression {
        operand * -1
    }

    public static func * (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms.map { Term($0.variable, coefficient: $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }

    public static func * (lhs: Double, rhs: Expression) -> Expression {
        rhs * lhs
    }

    public static func / (lhs: Expression, rhs: Double) -> Expression {
        lhs * (1 / rhs)
    }
}

extension Term {
    public static prefix func - (operand: Term) -> Term {
        Term(operand.variable, coefficient: -operand.coefficient)
    }

    public static func * (lhs: Term, rhs: Double) -> Term {
        Term(lhs.variable, coefficient: lhs.coefficient * rhs)
    }

    public static func * (lhs: Double, rhs: Term) -> Term {
        rhs * lhs
    }

    public static func / (lhs: Term, rhs: Double) -> Term {
        Term(lhs.variable, coefficient: lhs.coefficient / rhs)
    }
}

extension Variable {
    public static prefix func - (operand: Variable) -> Term {
        Term(operand, coefficient: -1)
    }

    public static func * (lhs: Variable, rhs: Double) -> Term {
        Term(lhs, coefficient: rhs)
    }

    public static func * (lhs: Double, rhs: Variable) -> Term {
        Term(rhs, coefficient: lhs)
    }

    public static func / (lhs: Variable, rhs: Double) -> Term {
        Term(lhs, coefficient: 1 / rhs)
    }
}

extension Variable {
    public static func + (lhs: Variable, rhs: Variable) -> Expression {
        Expression(lhs) + Expression(rhs)
    }

    public static func - (lhs: Variable, rhs: Variable) -> Expression {
        Expression(lhs) - Expression(rhs)
    }

    public static func + (lhs: Variable, rhs: Term) -> Expression {
        Expression(lhs) + Expression(rhs)
    }

    public static func - (lhs: Variable, rhs: Term) -> Expression {
        Expression(lhs) - Expression(rhs)
    }

    public static func + (lhs: Variable, rhs: Expression) -> Expression {
        Expression(lhs) + rhs
    }

    public static func - (lhs: Variable, rhs: Expression) -> Expression {
        Expression(lhs) - rhs
    }

    public static func + (lhs: Variable, rhs: Double) -> Expression {
        Expression(lhs) + Expression(constant: rhs)
    }

    public static func - (lhs: Variable, rhs: Double) -> Expression {
        Expression(lhs) - Expression(constant: rhs)
    }

    public static func + (lhs: Double, rhs: Variable) -> Expression {
        Expression(constant: lhs) + Expression(rhs)
    }

    public static func - (lhs: Double, rhs: Variable) -> Expression {
        Expression(constant: lhs) - Expression(rhs)
    }
}

extension Term {
    public static func + (lhs: Term, rhs: Variable) -> Expression {
        Expression(lhs) + Expression(rhs)
    }

    public static func - (lhs: Term, rhs: Variable) -> Expression {
        Expression(lhs) - Expression(rhs)
    }

    public static func + (lhs: Term, rhs: Term) -> Expression {
        Expression(lhs) + Expression(rhs)
    }

    public static func - (lhs: Term, rhs: Term) -> Expression {
        Expression(lhs) - Expression(rhs)
    }

    public static func + (lhs: Term, rhs: Expression) -> Expression {
        Expression(lhs) + rhs
    }

    public static func - (lhs: Term, rhs: Expression) -> Expression {
        Expression(lhs) - rhs
    }

    public static func + (lhs: Term, rhs: Double) -> Expression {
        Expression(lhs) + Expression(constant: rhs)
    }

    public static func - (lhs: Term, rhs: Double) -> Expression {
        Expression(lhs) - Expression(constant: rhs)
    }

    public static func + (lhs: Double, rhs: Term) -> Expression {
        Expression(constant: lhs) + Expression(rhs)
    }

    public static func - (lhs: Double, rhs: Term) -> Expression {
        Expression(constant: lhs) - Expression(rhs)
    }
}

extension Expression {
    public static func + (lhs: Expression, rhs: Variable) -> Expression {
        lhs + Expression(rhs)
    }

    public static func - (lhs: Expression, rhs: Variable) -> Expression {
        lhs - Expression(rhs)
    }

    public static func + (lhs: Expression, rhs: Term) -> Expression {
        lhs + Expression(rhs)
    }

    public static func - (lhs: Expression, rhs: Term) -> Expression {
        lhs - Expression(rhs)
    }

    public static func + (lhs: Expression, rhs: Double) -> Expression {
        lhs + Expression(constant: rhs)
    }

    public static func - (lhs: Expression, rhs: Double) -> Expression {
        lhs - Expression(constant: rhs)
    }

    public static func + (lhs: Double, rhs: Expression) -> Expression {
        Expression(constant: lhs) + rhs
    }

    public static func - (lhs: Double, rhs: Expression) -> Expression {
        Expression(constant: lhs) - rhs
    }
}
