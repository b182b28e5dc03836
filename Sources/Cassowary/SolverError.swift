/// What went wrong in a ``Solver`` call. The solver is left as it was before the failing call.
public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints already in the
    /// solver. `conflicting` is a smallest set of those (no member can be dropped and keep the
    /// conflict), in the order they were added: Auto Layout's "Unable to simultaneously satisfy".
    case unsatisfiable(Constraint, conflicting: [Constraint])
    /// ``Solver/setConstant(_:of:explainingConflicts:)`` (or ``Solver/setConstants(_:explainingConflicts:)``) could not give the required
    /// constraint the constant `constant`: with it, the constraint conflicts with `conflicting` (a
    /// smallest set, as for ``unsatisfiable(_:conflicting:)``). The attempted constant is part of the
    /// error because the constraint object still shows the constant it was created with.
    case unsatisfiableConstant(Constraint, constant: Double, conflicting: [Constraint])
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be weaker than required: a suggestion is a wish, not a law.
    case requiredEditVariable(Variable)
    /// A NaN or infinite number; the associated text says where it was found.
    case nonFinite(String)
    /// Every input was finite, but the solution would not be: a value or an intermediate pivot would
    /// exceed the range of `Double` (`x == 1e308` and `y == 10·x`). The text names the operation.
    case overflow(String)
    /// A non-zero coefficient below the solver's tolerance (1e-8). The tableau takes any magnitude
    /// below it for rounding noise, so the term would silently vanish and the solver would solve
    /// another constraint (`1e-9·x == 1e-6` would read `0 == 1e-6`, reported as unsatisfiable with
    /// nothing to blame). Rescaling the constraint would keep a required one exact but change what a
    /// violation of a non-required one costs, which is measured in the expression's units (see
    /// ``Strength``), and a term small beside the others would still be noise. So it is refused:
    /// express the quantity in larger units, or scale the whole constraint up.
    case coefficientBelowTolerance(Constraint, variable: Variable)
    /// A shortfall strength other than the strength on a constraint that is not an equality below
    /// required on both sides: an inequality has one side only, and a required side would make the
    /// constraint a required inequality and a soft one, which are two constraints (add them as such).
    case invalidShortfallStrength(Constraint)

    /// Whether the error is a conflict among required constraints (from adding a constraint or from
    /// changing a constant): the case a layout engine answers by breaking a constraint, not by failing.
    public var isConflict: Bool {
        switch self {
        case .unsatisfiable, .unsatisfiableConstant: true
        default: false
        }
    }

    /// A message naming the constraint, variable or operation at fault, for logs and test failures.
    public var description: String {
        switch self {
        case let .unsatisfiable(constraint, conflicting):
            let list = conflicting.map { "  \($0)" }.joined(separator: "\n")
            return "Unable to satisfy required constraint \(constraint); it conflicts with:\n" + list
        case let .unsatisfiableConstant(constraint, constant, conflicting):
            let list = conflicting.map { "  \($0)" }.joined(separator: "\n")
            return "Unable to set the constant of required constraint \(constraint) to \(constant); "
                + "it then conflicts with:\n" + list
        case let .duplicateConstraint(constraint):
            return "The constraint \(constraint) is already in the solver"
        case let .unknownConstraint(constraint):
            return "The constraint \(constraint) is not in the solver"
        case let .duplicateEditVariable(variable):
            return "\(variable) is already an edit variable"
        case let .unknownEditVariable(variable):
            return "\(variable) is not an edit variable"
        case let .requiredEditVariable(variable):
            return "\(variable) cannot be an edit variable with required strength"
        case let .nonFinite(place):
            return "Non-finite number (NaN or infinity) in \(place)"
        case let .overflow(operation):
            return "Overflow: \(operation) would make the solution infinite or NaN; the solver keeps its previous system"
        case let .coefficientBelowTolerance(constraint, variable):
            return "The coefficient of \(variable) in \(constraint) is below the solver's tolerance (1e-8) and would be taken for zero"
        case let .invalidShortfallStrength(constraint):
            return "\(constraint) has a shortfall strength of its own, which only an equality with both strengths below required can have"
        }
    }
}
