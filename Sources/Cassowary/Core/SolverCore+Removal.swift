/// Which row takes a removed constraint's marker into the basis (see ``SolverCore/remove(_:)``).
extension SolverCore {
    /// The row to pivot the marker into before dropping it.
    ///
    /// Pivoting the marker in on a row sets the marker to `t = -constant/coefficient` of that row and
    /// moves every other row holding it by `coefficient·t`. A row whose basic symbol is a dummy (a
    /// redundant required equality, see ``add(_:constant:restoreOnFailure:)``) has constant 0 and must
    /// keep it: if it held the marker and another row were chosen with `t != 0`, that redundant
    /// equality would silently stop holding (`x == 10, y == x, y == 10`: removing `y == x` must leave
    /// `y == 10` in force). So a dummy row is the first choice: its `t` is 0, no value moves, and its
    /// equality simply stops being redundant. Dummy rows hold only dummy symbols, so this concerns only
    /// the removal of a required equality.
    ///
    /// Otherwise the restricted rows decide. Pivoting on the one that limits the marker most as it
    /// grows (`first`: smallest ratio among negative coefficients) keeps every restricted row
    /// non-negative, and so does the one that limits it most as it shrinks (`second`). Ties go to the
    /// lowest basic id. A ratio that overflows to infinity means the pivot itself would overflow
    /// (the marker's value is the ratio), so a finite `second` is preferred to an infinite `first`,
    /// then an external row if its pivot keeps the restricted rows non-negative. With no such choice
    /// the infinite ratio's row is taken and the caller reports the overflow
    /// (``Tableau/overflowed``); there is never a trap.
    func markerLeavingSlot(_ marker: Symbol) -> Int? {
        typealias Candidate = (slot: Int, ratio: Double, id: Int32)
        var dummy: (slot: Int, id: Int32)?
        var first: Candidate?
        var second: Candidate?
        func isBetter(_ ratio: Double, _ id: Int32, than best: Candidate?) -> Bool {
            guard let best else { return true }
            return ratio < best.ratio || (ratio == best.ratio && id < best.id)
        }
        for held in tableau.columnSlots(of: marker) {
            let slot = Int(held)
            let basic = tableau.basics[slot]
            let row = tableau.rows[slot]
            let coefficient = row.coefficient(for: marker)
            if coefficient == 0 { continue }
            switch basic.kind {
            case .dummy:
                if dummy == nil || basic.id < dummy!.id { dummy = (slot, basic.id) }
            case .external:
                continue   // listed apart (`externalColumnSlots`)
            case .slack, .error:
                let ratio = coefficient < 0 ? -row.constant / coefficient : row.constant / coefficient
                if coefficient < 0 {
                    if isBetter(ratio, basic.id, than: first) { first = (slot, ratio, basic.id) }
                } else if isBetter(ratio, basic.id, than: second) {
                    second = (slot, ratio, basic.id)
                }
            }
        }
        if let dummy { return dummy.slot }
        if let first, first.ratio.isFinite { return first.slot }
        if let second, second.ratio.isFinite { return second.slot }
        // Only now the rows of external variables, the last choice, are looked at.
        let third = tableau.externalColumnSlots(of: marker).last { tableau.rows[Int($0)].coefficient(for: marker) != 0 }.map(Int.init)
        if let third, keepsRestrictedRowsFeasible(pivotingOn: third, marker) { return third }
        return first?.slot ?? second?.slot ?? third
    }

    /// Whether pivoting `marker` in on the row at `slot` (an external variable's) leaves every restricted
    /// row holding it non-negative (and finite).
    private func keepsRestrictedRowsFeasible(pivotingOn slot: Int, _ marker: Symbol) -> Bool {
        let value = -tableau.rows[slot].constant / tableau.rows[slot].coefficient(for: marker)
        guard value.isFinite else { return false }
        for held in tableau.columnSlots(of: marker) {
            let row = tableau.rows[Int(held)]
            let moved = row.constant + row.coefficient(for: marker) * value
            if !moved.isFinite || moved < -Tolerance.epsilon { return false }
        }
        return true
    }
}
