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
        return tableau.shift(marker: record.tag.marker, by: shift)
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
