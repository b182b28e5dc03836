/// A linear expression `Σ coefficient·variable + constant`.
///
/// Expressions are plain values; build them with the arithmetic operators on ``Variable``, ``Term``,
/// ``Expression`` and `Double`, then compare two of them to make a ``Constraint``.
public struct Expression: Sendable {
    /// The variable terms, as written: one variable may appear in several until ``reduced()`` merges them.
    public var terms: [Term]
    /// The constant `c` added to the terms; ``Solver/setConstant(_:of:explainingConflicts:)`` changes a solver's copy of a constraint's.
    public var constant: Double

    /// An expression from terms and a constant, kept as given (see ``reduced()`` for merging).
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1·variable`, to start a sum from a variable.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// The expression of one term and no constant.
    public init(_ term: Term) {
        self.init([term])
    }

    /// An expression with no terms, such as the constant side of a comparison.
    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// The same expression with the terms of each variable summed into one and zero terms dropped,
    /// in the order the variables first appear. Solving does not need it, but descriptions and
    /// equality of constraints read better.
    public func reduced() -> Expression {
        var merged: [Term] = []
        merged.reserveCapacity(terms.count)
        // Every constraint is reduced when it is made, and most have two or three terms: a scan of
        // the terms merged so far finds a repeated variable sooner than hashing would, up to a few
        // terms; longer sums (a stack's total length) look positions up.
        let scans = terms.count <= 8
        var positions: [Variable: Int] = [:]
        for term in terms {
            let position = scans ? merged.firstIndex { $0.variable === term.variable } : positions[term.variable]
            if let position {
                merged[position].coefficient += term.coefficient
            } else {
                if !scans { positions[term.variable] = merged.count }
                merged.append(term)
            }
        }
        merged.removeAll { $0.coefficient == 0 }
        return Expression(merged, constant: constant)
    }

    /// The value of the expression for the given variable values.
    public func value(_ valueOf: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * valueOf($1.variable) }
    }
}

extension Expression: CustomStringConvertible {
    /// The terms and the constant joined by ` + ` (the constant shown when non-zero or alone), for diagnostics.
    public var description: String {
        var parts = terms.map(\.description)
        if constant != 0 || parts.isEmpty {
            parts.append("\(constant)")
        }
        return parts.joined(separator: " + ")
    }
}
