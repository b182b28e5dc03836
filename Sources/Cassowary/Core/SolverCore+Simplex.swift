import HeapModule

/// Primal and dual simplex steps over the lexicographic objective.
///
/// Anti-cycling: every choice among candidates goes to the lowest symbol id (Bland's rule), both for
/// the entering symbol and for ties in the ratio tests.
///
/// Every loop stops once ``Tableau/overflowed`` is set: NaN compares false with everything, so
/// pivoting on would be meaningless, and the caller restores the previous state anyway; and once the work
/// limit (``WorkMeter``) is passed, after which the caller throws the solver away.
extension SolverCore {
    /// Minimises the objective level by level, highest priority first. At a lower level only symbols
    /// whose reduced cost is zero at every higher level may enter, so higher levels keep their optimum.
    mutating func optimize() {
        var changedAbove = false
        for level in tableau.levels.indices {
            changedAbove = changedAbove || tableau.levels[level].needsCheck
            guard changedAbove else { continue }
            while !tableau.overflowed, !tableau.meter.isSpent, let entering = enteringSymbol(level: level) {
                guard let slot = leavingSlot(entering: entering) else {
                    // Unbounded; cannot happen as every level is a sum of non-negative errors.
                    break
                }
                tableau.pivot(slot: slot, entering: entering)
            }
            tableau.levels[level].needsCheck = false
        }
    }

    /// Phase one for ``addWithArtificialVariable``: minimises the artificial objective row.
    mutating func optimizeArtificial() {
        while !tableau.overflowed, !tableau.meter.isSpent, let objective = tableau.artificial,
              let entering = objective.cells.first(where: { $0.coefficient < -Tolerance.epsilon && $0.symbol.isPivotable })?.symbol
        {
            guard let slot = leavingSlot(entering: entering) else { break }
            tableau.pivot(slot: slot, entering: entering)
        }
    }

    /// The lowest-id symbol whose reduced cost is negative at `level` and zero above it.
    private func enteringSymbol(level: Int) -> Symbol? {
        let levels = tableau.levels
        var best: Symbol?
        for cell in levels[level].row.cells where cell.coefficient < -Tolerance.epsilon && cell.symbol.id < best?.id ?? .max
            && cell.symbol.isPivotable && isFreeAbove(level: level, cell.symbol, levels: levels) {
            best = cell.symbol
        }
        return best
    }

    /// Whether `symbol` has zero reduced cost at every level above `level`.
    @inline(__always)
    func isFreeAbove(level: Int, _ symbol: Symbol, levels: [ObjectiveLevel]) -> Bool {
        var higher = 0
        while higher < level {
            if !Tolerance.isZero(levels[higher].row.coefficient(for: symbol)) {
                return false
            }
            higher += 1
        }
        return true
    }

    /// Ratio test: the restricted row that first hits zero as `entering` grows; ties go to the
    /// lowest basic id. Coefficients below the tolerance are noise and do not limit the step:
    /// pivoting on them would amplify rounding errors by their inverse.
    func leavingSlot(entering: Symbol) -> Int? {
        var best: Int?
        var bestID = Int32.max
        var bestRatio = Double.infinity
        let rows = tableau.rows
        let basics = tableau.basics
        for held in tableau.columnSlots(of: entering) {
            let slot = Int(held)
            let basic = basics[slot]
            let coefficient = rows[slot].coefficient(for: entering)
            if coefficient > -Tolerance.epsilon { continue }
            let ratio = -rows[slot].constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && basic.id < bestID) {
                best = slot
                bestID = basic.id
                bestRatio = ratio
            }
        }
        return best
    }

    /// Restores primal feasibility after constants changed, keeping the objective optimal.
    /// Returns false when a row cannot be made feasible: the required constraints conflict.
    ///
    /// Its pivots leave the rows of external variables stale (see ``Tableau``): a constant change
    /// pays for the restricted rows the simplex reads, and a variable's row is brought up to date, or
    /// its value summed, only when it is read. Those rows are checked for overflow once, at the end.
    ///
    /// Rows leave in order of their basic symbol's id, lowest first (Bland's rule). The queue holds a row
    /// once for every shift or pivot that left it negative, dozens of entries in a cell's batch: repeats
    /// of the row taken go with it, since they would find it settled.
    mutating func dualOptimize() -> Bool {
        // Deferred rows are not queued as they move (see ``Tableau``): once the others are feasible, those
        // that went negative are restored and repaired like any row.
        repeat {
            while !tableau.overflowed, !tableau.meter.isSpent, let leaving = tableau.infeasible.popMin() {
                while tableau.infeasible.min == leaving { _ = tableau.infeasible.popMin() }
                guard let slot = tableau.slot(of: leaving) else { continue }
                if tableau.isDeferred(slot) { tableau.restore(deferred: slot) }
                let row = tableau.rows[slot]
                if row.constant >= -Tolerance.epsilon { continue }
                guard let entering = dualEnteringSymbol(row) else {
                    tableau.infeasible = Heap()
                    return false
                }
                // Entering symbols are restricted (``Symbol/isPivotable``), as the deferral needs.
                tableau.pivot(slot: slot, entering: entering, deferringExternalRows: true)
            }
        } while !tableau.overflowed && !tableau.meter.isSpent && tableau.restoreNegativeDeferredRows()
        if !tableau.overflowed && !tableau.externalValuesAreFinite() {
            tableau.overflowed = true
        }
        return true
    }

    /// Dual ratio test: among symbols with a positive coefficient in the infeasible row, the one with
    /// the smallest reduced-cost-to-coefficient ratio, compared level by level (lexicographically).
    private func dualEnteringSymbol(_ row: Row) -> Symbol? {
        let levels = tableau.levels
        var best: Row.Cell?
        for cell in row.cells where cell.coefficient > Tolerance.epsilon && cell.symbol.isPivotable {
            guard let current = best else {
                best = cell
                continue
            }
            for level in levels.indices {
                let mine = levels[level].row.coefficient(for: cell.symbol) / cell.coefficient
                let theirs = levels[level].row.coefficient(for: current.symbol) / current.coefficient
                if mine < theirs - Tolerance.epsilon {
                    best = cell
                    break
                }
                if mine > theirs + Tolerance.epsilon {
                    break
                }
            }
        }
        return best?.symbol
    }
}
