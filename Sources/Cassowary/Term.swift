/// A variable multiplied by a coefficient: the building block of a linear ``Expression``.
public struct Term: Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

extension Term: CustomStringConvertible {
    public var description: String {
        coefficient == 1 ? variable.description : "\(coefficient)*\(variable)"
    }
}
