/// Where a solver's basis and constraints stand, for a caller in this package that keeps an answer about
/// the current solution (the layout engine's ``Solver/determinacy(of:byPrioritiesAbove:)`` answers) and
/// wants to know later whether it may still hold, without asking the solver again.
extension Solver {
    /// The solver's ``structureStamp`` and ``pivotCount`` at one moment. Two equal marks mean that nothing
    /// was added or removed and no pivot was made in between: constants may have changed, the basis did
    /// not.
    package struct BasisMark: Equatable, Sendable {
        fileprivate let structure: UInt64
        fileprivate let pivots: UInt64

        /// Whether no constraint or edit variable was added or removed between the two marks (the basis may
        /// have pivoted).
        package func hasSameConstraints(as other: BasisMark) -> Bool { structure == other.structure }
    }

    /// Where the basis and the constraints stand now.
    package var basisMark: BasisMark { BasisMark(structure: structureStamp, pivots: pivotCount) }
}
