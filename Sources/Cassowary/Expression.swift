/// A linear expression `Σ coefficient·variable + constant`.
///
/// Expressions are plain values; build them with the arithmetic operators on ``Variable``, ``Term``,
/// ``Expression`` and `Double`, then compare two of them to make a ``Constraint``.
public struct Expression: Sendable {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    public init(_ term: Term) {
        self.init([term])
    }

    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// The same expression with the terms of each variable summed into one and zero terms dropped,
    /// in the order the variables first appear. Solving does not need it, but descriptions and
    /// equality of constraints read better.
    public func reduced() -> Expression {
        var order: [Variable] = []
        var sums: [Variable: Double] = [:]
        for term in terms {
            if let sum = sums[term.variable] {
                sums[term.variable] = sum + term.coefficient
            } else {
                sums[term.variable] = term.coefficient
                order.append(term.variable)
            }
        }
        let merged = order.compactMap { variable -> Term? in
            let coefficient = sums[variable] ?? 0
            return coefficient == 0 ? nil : Term(variable, coefficient: coefficient)
        }
        return Expression(merged, constant: constant)
    }

    /// The value of the expression for the given variable values.
    public func value(_ valueOf: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * valueOf($1.variable) }
    }
}

extension Expression: CustomStringConvertible {
    public var description: String {
        var parts = terms.map(\.description)
        if constant != 0 || parts.isEmpty {
            parts.append("\(constant)")
        }
        return parts.joined(separator: " + ")
    }
}
