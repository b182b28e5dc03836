/// A variable multiplied by a coefficient: the building block of a linear ``Expression``.
public struct Term: Sendable {
    /// The unknown this term scales.
    public var variable: Variable
    /// The factor on ``variable``; a constraint drops terms whose coefficients sum to 0.
    public var coefficient: Double

    /// The term `coefficient·variable`; the operators (`2 * x`) make most terms.
    public init(_ variable: Variable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

extension Term: CustomStringConvertible {
    /// `coefficient*variable`, or the variable alone for coefficient 1, for diagnostics.
    public var description: String {
        coefficient == 1 ? variable.description : "\(coefficient)*\(variable)"
    }
}
