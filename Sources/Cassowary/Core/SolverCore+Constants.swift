/// Changing a constraint's constant in place, the path behind both `setConstant` and `suggestValue`.
///
/// A constraint's marker symbol appears only in that constraint's own equation, with coefficient
/// `κ`. Changing the constant by `Δ` is therefore the same as renaming the marker:
/// `marker_old = marker_new + Δ/κ`. Every tableau row is a combination of original equations, so
/// the rename only moves row constants: a row holding the marker with coefficient `a` gains `a·Δ/κ`,
/// the marker's own row (if basic) loses `Δ/κ`. Rows that go negative are then repaired by the dual
/// simplex, which keeps the objective optimal. No new row is built and no primal phase runs. Rows of
/// external variables are not visited: the tableau notes the rename once (``Tableau/rename(_:by:)``)
/// and they read it when their values are read.
extension SolverCore {
    /// Moves the constant of the constraint whose record is at `index` without repairing the solution:
    /// rows that go negative are only queued for ``dualOptimize()``. Shifts add up, so several can be
    /// made before one repair (see ``Solver/setConstants(_:explainingConflicts:)``). Returns false when a
    /// redundant required equation breaks; the shift is made all the same, so shifting back to the old
    /// constant undoes it.
    mutating func shiftConstant(_ constant: Double, at index: RecordIndex) -> Bool {
        tableau.deferLongRows()
        let record = exchangeConstant(constant, at: index)
        let shift = record.markerShift(to: constant)
        if shift == 0 { return true }
        let tag = record.tag
        // Every row is moved even when one fails, so that shifting back undoes the change exactly.
        var holds = true
        if let slot = tableau.slot(of: tag.marker) {
            holds = adjust(slot: slot, by: -shift) && holds
        }
        // Every other restricted row that holds the marker (when the marker is basic, none does; when
        // `other` is basic, its row). External rows read the rename instead (they are not listed here).
        for held in tableau.columnSlots(of: tag.marker) {
            let slot = Int(held)
            let coefficient = tableau.rows[slot].coefficient(for: tag.marker)
            if coefficient != 0 {
                holds = adjust(slot: slot, by: coefficient * shift) && holds
            }
        }
        tableau.rename(tag.marker, by: shift)
        return holds
    }

    /// Adds `amount` to a row's constant; queues the row if it went negative. A dummy row (a
    /// redundant required equation) must stay at zero, else the change is infeasible.
    private mutating func adjust(slot: Int, by amount: Double) -> Bool {
        tableau.adjustConstant(at: slot, by: amount)
        let basic = tableau.basics[slot]
        let constant = tableau.rows[slot].constant
        switch basic.kind {
        case .external:
            return true
        case .dummy:
            return Tolerance.isZero(constant)
        case .slack, .error:
            // A deferred row's constant is not its value: the dual simplex checks it when it is done.
            if constant < -Tolerance.epsilon && !tableau.isDeferred(slot) {
                tableau.infeasible.insert(basic)
            }
            return true
        }
    }
}

extension SolverCore {
    /// The values `variables` take if `changes` are made and the current basis stays: each row constant
    /// moved as ``shiftConstant(_:at:)`` would move it, without touching the tableau. Exact when the
    /// changes leave every row feasible (no repair needed), a first guess otherwise. Unknown variables
    /// count as 0.
    mutating func projectedValues(of variables: [Variable], after changes: [ConstantChange]) -> [Double] {
        // Each marker's shift by symbol id, so a row is read once, not once per change: a cell's many
        // wrapping labels each read a row that holds many of the changed markers.
        var shifts = projectionScratch
        projectionScratch = []
        defer { projectionScratch = shifts }
        if shifts.count < tableau.symbolCount {
            shifts.append(contentsOf: repeatElement(0, count: tableau.symbolCount - shifts.count))
        }
        var markers: [Symbol] = []
        markers.reserveCapacity(changes.count)
        for change in changes {
            let record = records[slot: change.index]
            let shift = record.markerShift(to: change.constant)
            if shift != 0 {
                let id = Int(record.tag.marker.id)
                if shifts[id] == 0 { markers.append(record.tag.marker) }
                shifts[id] += shift
            }
        }
        var values: [Double] = []
        values.reserveCapacity(variables.count)
        for variable in variables {
            guard let symbol = symbol(of: variable), let slot = tableau.slot(of: symbol) else {
                values.append(0)
                continue
            }
            // An external symbol's row holds a marker like any row but the marker's own (see shiftConstant).
            tableau.bringUpToDate(slot: slot)
            values.append(tableau.value(ofUpToDateRowAt: slot, shiftedBy: shifts))
        }
        for marker in markers { shifts[Int(marker.id)] = 0 }
        return values
    }
}
