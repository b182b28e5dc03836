/// Whether the constraints above a priority fix a variable's value by themselves.
///
/// At an optimal tableau, the solutions that are optimal for the levels above a priority are the
/// feasible points where every non-basic symbol with a non-zero reduced cost at one of those levels
/// (a *pinned* symbol) stays at zero: the argument of SolverCore+Ambiguity, cut to a prefix of the
/// levels. Constraints at or below the priority cannot shrink that set: a soft constraint's slack and
/// error absorb any value of its expression, so its constant changes no value the stronger levels
/// fix. If every symbol of the variable's row is held at zero on that set, the variable has the row's
/// constant in every one of those solutions, whatever the weaker constraints ask.
///
/// Held at zero are dummies, pinned symbols, and, at a degenerate vertex, restricted symbols that a
/// restricted row at zero allows no room: `r = 0 − a·s − b·t + (symbols held at zero)` with `r, s, t
/// ≥ 0` forces `s = t = 0` (a fixed-size view whose hugging and compression resistance share one
/// value is such a vertex). The test is sufficient, not necessary, and reads the tableau without
/// pivoting.
extension SolverCore {
    /// How a variable's value is fixed by the constraints above a priority, if it is.
    enum Determinacy {
        case undetermined
        /// Every symbol of the variable's row is pinned or a dummy: so it stays, whatever constants change,
        /// until a pivot or a change of constraints (only they change rows' symbols and reduced costs).
        case byPinnedSymbols
        /// Some symbols are held at zero by restricted rows at zero, which constants can move.
        case byRowsAtZero
    }

    mutating func isDetermined(_ variable: Variable, above priority: Double) -> Bool {
        determinacy(of: variable, above: priority) != .undetermined
    }

    mutating func determinacy(of variable: Variable, above priority: Double) -> Determinacy {
        guard let symbol = symbol(of: variable), let slot = tableau.slot(of: symbol) else {
            // Non-basic external symbols are unrestricted: nothing holds them at their value.
            return .undetermined
        }
        tableau.bringUpToDate(slot: slot)
        // Levels are kept highest priority first, so the stronger ones are a leading slice.
        let levels = tableau.levels
        let stronger = levels.prefix { $0.priority > priority }.count
        func isPinned(_ symbol: Symbol) -> Bool {
            switch symbol.kind {
            case .dummy: true
            case .external: false
            case .slack, .error: !isFreeAbove(level: stronger, symbol, levels: levels)
            }
        }
        // Most rows asked about (a cell's label widths) hold pinned symbols only: they need nothing more.
        guard let firstLoose = tableau.rows[slot].cells.firstIndex(where: { !isPinned($0.symbol) }) else { return .byPinnedSymbols }
        // The symbols not pinned, and those found held at zero: two arrays kept by the core between
        // calls, so that asking about every view of every item allocates nothing.
        var loose = determinacyScratch.loose, held = determinacyScratch.held
        determinacyScratch = ([], [])
        defer { determinacyScratch = (loose, held) }
        loose.removeAll(keepingCapacity: true)
        held.removeAll(keepingCapacity: true)
        for cell in tableau.rows[slot].cells[firstLoose...] where !isPinned(cell.symbol) {
            if cell.symbol.kind == .external { return .undetermined }
            loose.append(cell.symbol)
        }
        var progress = true
        while progress, loose.contains(where: { !held.contains($0) }) {
            progress = false
            for candidate in loose where !held.contains(candidate) {
                for blocking in tableau.columnSlots(of: candidate)
                where holdByZeroRow(Int(blocking), candidate, held: &held, isPinned: isPinned) {
                    progress = true
                    break
                }
            }
        }
        return loose.allSatisfy { held.contains($0) } ? .byRowsAtZero : .undetermined
    }

    /// Adds to `held` the restricted symbols a row at zero holds at zero along with `candidate`, and
    /// returns true; or returns false (and adds nothing) if it does not hold `candidate`: the row (a
    /// restricted one, as `columnSlots` lists) has constant zero, and every symbol not already held at zero
    /// enters it with a negative coefficient and is restricted.
    private func holdByZeroRow(_ slot: Int, _ candidate: Symbol, held: inout [Symbol], isPinned: (Symbol) -> Bool) -> Bool {
        let row = tableau.rows[slot]
        guard Tolerance.isZero(row.constant), row.coefficient(for: candidate) < -Tolerance.epsilon else { return false }
        let known = held.count
        for cell in row.cells where !isPinned(cell.symbol) && !held[..<known].contains(cell.symbol) {
            guard cell.symbol.isRestricted, cell.coefficient < -Tolerance.epsilon else {
                held.removeSubrange(known...)
                return false
            }
            held.append(cell.symbol)
        }
        return true
    }
}
