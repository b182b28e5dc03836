/// Whether a variable is pinned by the constraints or could move at no cost.
///
/// At an optimal tableau the optimal solutions are exactly the feasible points where every
/// non-basic symbol with a non-zero reduced cost (at any level) stays at zero. A variable is
/// ambiguous when it takes more than one value on that set: it is unknown, non-basic and external
/// (free), depends on a free external symbol, or a simplex restricted to zero-cost symbols can push it
/// up or down. The probe runs on a scratch copy; the real tableau is untouched.
extension SolverCore {
    mutating func isAmbiguous(_ variable: Variable) -> Bool {
        tableau.bringUpToDate()
        guard let symbol = symbol(of: variable), let row = tableau.row(of: symbol) else {
            return true
        }
        if row.cells.contains(where: { $0.symbol.kind == .external }) {
            return true
        }
        return canMove(symbol, row: row, upward: true) || canMove(symbol, row: row, upward: false)
    }

    private func canMove(_ symbol: Symbol, row: Row, upward: Bool) -> Bool {
        // The probe works on a copy of the whole tableau: its cells are work as a substitution's are.
        tableau.meter.spent &+= UInt64(tableau.rows.reduce(0) { $0 + $1.cells.count })
        var scratch = self
        let start = row.constant
        // Minimise -symbol to push it up, +symbol to push it down.
        var objective = row
        if upward {
            objective.reverseSign()
        }
        scratch.tableau.artificial = objective
        while true {
            let levels = scratch.tableau.levels
            guard let cells = scratch.tableau.artificial?.cells,
                  let entering = cells.first(where: { cell in
                      cell.coefficient < -Tolerance.epsilon && cell.symbol.isPivotable
                          && scratch.isFreeAbove(level: levels.count, cell.symbol, levels: levels)
                  })?.symbol
            else {
                return false
            }
            guard let slot = scratch.leavingSlot(entering: entering) else {
                return true
            }
            scratch.tableau.pivot(slot: slot, entering: entering)
            if abs(scratch.tableau.value(of: symbol) - start) > 1e-7 {
                return true
            }
        }
    }
}
