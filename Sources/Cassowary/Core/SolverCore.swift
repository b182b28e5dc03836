/// The incremental simplex behind ``Solver`` (Badros, Borning & Stuckey, "The Cassowary Linear
/// Arithmetic Constraint Solving Algorithm", 2001), with a lexicographic objective (see ``Strength``).
///
/// A value type on purpose: copying it is O(1) until one side is mutated, which gives cheap scratch
/// copies for diagnostics and feasibility tests, and a tableau to roll back to when an addition fails.
struct SolverCore: Sendable {
    /// How a constraint lives in the tableau. `marker` appears only in the constraint's own
    /// equation, with coefficient `markerCoefficient`; it finds the row to drop on removal and
    /// carries constant changes. `other` is the second error symbol, if any.
    struct Tag: Sendable {
        var marker: Symbol
        var other: Symbol?
        var markerCoefficient: Double
    }

    struct Record: Sendable {
        let tag: Tag
        /// The constant the constraint has in the tableau (changed by setConstant).
        var constant: Double
        /// Order of addition, used to report conflicts in the order constraints were added.
        let order: Int
        /// Whether the constraint is required (a change of its constant can conflict).
        let isRequired: Bool

        /// How far the marker moves when the constant becomes `constant` (`Δ/κ`, see SolverCore+Constants).
        func markerShift(to constant: Double) -> Double {
            (constant - self.constant) / tag.markerCoefficient
        }
    }

    enum Failure: Error {
        case unsatisfiable
        /// A value or pivot coefficient overflowed (see ``Tableau/overflowed``). If
        /// `tableau.overflowed` is still set the core is unusable and must be replaced
        /// (``rebuilt(including:)``); otherwise it is as before the call.
        case overflow
    }

    var tableau = Tableau()
    private(set) var variables = IdentityTable<Variable, Symbol>()
    private(set) var records = IdentityTable<Constraint, Record>()
    private var additions = 0
    /// Reused by ``isDetermined(_:above:)`` (see there).
    var determinacyScratch: (loose: [Symbol], held: [Symbol]) = ([], [])
    /// Reused by ``projectedValues(of:after:)``: a shift per symbol id, zero between calls.
    var projectionScratch: [Double] = []

    func record(of constraint: Constraint) -> Record? {
        records[constraint]
    }

    typealias RecordIndex = IdentityTable<Constraint, Record>.Slot

    /// Where a constraint's record is: a batch of constant changes looks each constraint up once, to
    /// check it before anything changes, and then changes it through this index. Valid until a
    /// constraint is added or removed.
    func recordIndex(of constraint: Constraint) -> RecordIndex? {
        records.slot(of: constraint)
    }

    func constant(at index: RecordIndex) -> Double {
        records[slot: index].constant
    }

    func isRequired(at index: RecordIndex) -> Bool {
        records[slot: index].isRequired
    }

    /// The constraint whose record is at `index`.
    func constraint(at index: RecordIndex) -> Constraint {
        records.key(at: index)
    }

    /// A new constant for the constraint whose record is at `index`.
    typealias ConstantChange = (index: RecordIndex, constant: Double)

    /// Records a new constant for the record at `index` (found with ``recordIndex(of:)``) and returns
    /// the record as it was.
    mutating func exchangeConstant(_ constant: Double, at index: RecordIndex) -> Record {
        let record = records[slot: index]
        if record.constant != constant {
            records[slot: index].constant = constant
        }
        return record
    }

    // MARK: Adding

    /// Adds a constraint (whose expression constant is replaced by `constant` if given).
    /// On failure the core is as before the call, except when `restoreOnFailure` is false (scratch
    /// feasibility tests, which throw the copy away).
    mutating func add(_ constraint: Constraint, constant: Double? = nil, restoreOnFailure: Bool = true) throws(Failure) {
        tableau.bringUpToDate()
        let constantValue = constant ?? constraint.expression.constant
        // Variables seen for the first time are the variable table's last entries: a failed addition
        // forgets them by cutting the table back.
        let knownVariables = variables.count
        var (row, tag) = makeRow(constraint, constant: constantValue)
        guard row.isFinite else {
            // Nothing but fresh symbols has changed yet: undo the objective terms and stop.
            unmakeRow(constraint, tag: tag)
            variables.truncate(to: knownVariables)
            throw .overflow
        }

        if let subject = chooseSubject(row, tag: tag) {
            row.solve(for: subject)
            tableau.substitute(subject, with: row)
            tableau.insertRow(row, basic: subject)
        } else if row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
            // Every symbol is fixed at zero: the constraint is redundant if its constant is zero too,
            // else it contradicts the required constraints already present.
            guard Tolerance.isZero(row.constant) else {
                variables.truncate(to: knownVariables)
                throw .unsatisfiable
            }
            row.solve(for: tag.marker)
            tableau.substitute(tag.marker, with: row)
            tableau.insertRow(row, basic: tag.marker)
        } else {
            let snapshot = restoreOnFailure ? tableau : nil
            let added = addWithArtificialVariable(row)
            guard added, !tableau.overflowed else {
                // An overflow, not the constraints, may have decided the outcome: say so.
                let failure: Failure = tableau.overflowed ? .overflow : .unsatisfiable
                if let snapshot { tableau = snapshot }
                variables.truncate(to: knownVariables)
                throw failure
            }
        }
        additions += 1
        records[constraint] = Record(tag: tag, constant: constantValue, order: additions, isRequired: constraint.strength.isRequired)
        optimize()
        if tableau.overflowed {
            records[constraint] = nil
            throw .overflow
        }
    }

    /// Takes back what ``makeRow(_:constant:)`` did to the objective.
    private mutating func unmakeRow(_ constraint: Constraint, tag: Tag) {
        guard !constraint.strength.isRequired else { return }
        for error in [tag.marker, tag.other].compactMap({ $0 }) where error.kind == .error {
            if let level = tableau.levelIndex(priority: errorPriority(of: error, in: constraint, tag: tag)) {
                tableau.addToLevel(level, error, -1)
            }
        }
        releaseLevels(of: constraint)
    }

    /// The priority of the objective level that costs `error`, one of the constraint's error symbols: an
    /// equality's `minus` (`other`, positive when the expression falls short) has its shortfall strength's.
    private func errorPriority(of error: Symbol, in constraint: Constraint, tag: Tag) -> Double {
        constraint.relation == .equal && error == tag.other ? constraint.shortfallStrength.priority : constraint.strength.priority
    }

    /// Releases the objective levels a non-required constraint holds: one, or two for an uneven equality.
    private mutating func releaseLevels(of constraint: Constraint) {
        tableau.releaseLevel(priority: constraint.strength.priority)
        if constraint.isUneven { tableau.releaseLevel(priority: constraint.shortfallStrength.priority) }
    }

    /// The symbol for a variable, created on first use.
    private mutating func symbol(for variable: Variable) -> Symbol {
        if let symbol = variables[variable] {
            return symbol
        }
        let symbol = tableau.makeSymbol(.external)
        variables.insert(symbol, for: variable)
        return symbol
    }

    /// The constraint as a row `0 = constant + Σ cells` over non-basic symbols, with its slack,
    /// error or dummy symbols; error symbols join the objective level of the constraint's priority (an
    /// uneven equality's `minus` that of its shortfall strength).
    private mutating func makeRow(_ constraint: Constraint, constant: Double) -> (Row, Tag) {
        var row = Row(constant: constant)
        // The terms are read in place (the constraint keeps them alive): copying each term out of the
        // array cost a retain and a release of its variable, twice per term, on every addition.
        constraint.expression.terms.withUnsafeBufferPointer { terms in
            // Room for every cell the row can get (the terms' rows and up to two symbols of its own), so
            // that building it never regrows its storage.
            var capacity = 2
            for index in terms.indices where !Tolerance.isZero(terms[index].coefficient) {
                let basic = variables[terms[index].variable].flatMap { tableau.slot(of: $0) }
                capacity += basic.map { tableau.rows[$0].cells.count } ?? 1
            }
            row.reserveCapacity(capacity)
            // Copying the terms' rows is work too: a new constraint on a long chain copies a long row.
            tableau.meter.spent &+= UInt64(capacity)
            for index in terms.indices where !Tolerance.isZero(terms[index].coefficient) {
                let symbol = symbol(for: terms[index].variable)
                if let slot = tableau.slot(of: symbol) {
                    tableau.add(rowAt: slot, times: terms[index].coefficient, to: &row)
                } else {
                    row.insert(symbol, terms[index].coefficient)
                }
            }
        }
        let required = constraint.strength.isRequired
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // e <= 0  <=>  e + slack = 0;  e >= 0  <=>  e - slack = 0 (slack >= 0).
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = tableau.makeSymbol(.slack)
            row.insert(slack, sign)
            var other: Symbol?
            if !required {
                let error = tableau.makeSymbol(.error)
                row.insert(error, -sign)
                let level = tableau.retainLevel(priority: constraint.strength.priority)
                tableau.addToLevel(level, error, 1)
                other = error
            }
            tag = Tag(marker: slack, other: other, markerCoefficient: sign)
        case .equal:
            if required {
                let dummy = tableau.makeSymbol(.dummy)
                row.insert(dummy, 1)
                tag = Tag(marker: dummy, other: nil, markerCoefficient: 1)
            } else {
                // e = plus - minus, both >= 0 and both costed: plus at the strength, minus (falling
                // short) at the shortfall strength, in a level of its own if that differs.
                let plus = tableau.makeSymbol(.error)
                let minus = tableau.makeSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                let level = tableau.retainLevel(priority: constraint.strength.priority)
                tableau.addToLevel(level, plus, 1)
                // Retained after plus is costed: a new level may move the other levels' indices.
                let shortfallLevel = constraint.isUneven ? tableau.retainLevel(priority: constraint.shortfallStrength.priority) : level
                tableau.addToLevel(shortfallLevel, minus, 1)
                tag = Tag(marker: plus, other: minus, markerCoefficient: -1)
            }
        }
        if row.constant < 0 {
            row.reverseSign()
        }
        return (row, tag)
    }

    /// The symbol to make basic for a new row, if one keeps the tableau feasible: an external
    /// variable (unrestricted), else the row's own slack/error symbol when its coefficient is
    /// negative (it then takes the row's non-negative constant).
    private func chooseSubject(_ row: Row, tag: Tag) -> Symbol? {
        for cell in row.cells where cell.symbol.kind == .external {
            return cell.symbol
        }
        if tag.marker.isPivotable, row.coefficient(for: tag.marker) < 0 {
            return tag.marker
        }
        if let other = tag.other, other.isPivotable, row.coefficient(for: other) < 0 {
            return other
        }
        return nil
    }

    /// Phase one: adds the row with an artificial basic variable and minimises it. Succeeds when the
    /// artificial variable reaches zero, i.e. the row's equation can hold with everything else.
    private mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let artificialSymbol = tableau.makeSymbol(.slack)
        tableau.insertRow(row, basic: artificialSymbol)
        tableau.artificial = row
        optimizeArtificial()
        let success = Tolerance.isZero(tableau.artificial?.constant ?? 0)
        tableau.artificial = nil

        if let slot = tableau.slot(of: artificialSymbol) {
            var (_, artificialRow) = tableau.removeRow(at: slot)
            if artificialRow.cells.isEmpty {
                return success
            }
            guard let entering = artificialRow.cells.first(where: { $0.symbol.isPivotable })?.symbol else {
                return false
            }
            artificialRow.solve(for: artificialSymbol, in: entering)
            tableau.substitute(entering, with: artificialRow)
            tableau.insertRow(artificialRow, basic: entering)
        }
        // The artificial symbol is non-basic (zero) now: drop its column.
        tableau.removeColumn(artificialSymbol)
        for level in tableau.levels.indices {
            tableau.addToLevel(level, artificialSymbol, -tableau.levels[level].row.coefficient(for: artificialSymbol))
        }
        return success
    }

    // MARK: Removing

    /// Removes a constraint and returns its record (nil if absent). Check `tableau.overflowed`
    /// afterwards: the pivot that takes the marker out can overflow.
    @discardableResult
    mutating func remove(_ constraint: Constraint) -> Record? {
        guard let record = records.removeValue(for: constraint) else { return nil }
        tableau.bringUpToDate()
        let tag = record.tag
        if !constraint.strength.isRequired {
            // Take the constraint's error symbols out of the objective.
            for error in [tag.marker, tag.other].compactMap({ $0 }) where error.kind == .error {
                guard let level = tableau.levelIndex(priority: errorPriority(of: error, in: constraint, tag: tag)) else { continue }
                if let row = tableau.row(of: error) {
                    tableau.addToLevel(level, row, times: -1)
                } else {
                    tableau.addToLevel(level, error, -1)
                }
            }
            releaseLevels(of: constraint)
        }
        if let slot = tableau.slot(of: tag.marker) {
            _ = tableau.removeRow(at: slot)
        } else if let slot = markerLeavingSlot(tag.marker) {
            var (leaving, row) = tableau.removeRow(at: slot)
            row.solve(for: leaving, in: tag.marker)
            tableau.substitute(tag.marker, with: row)
        }
        optimize()
        return record
    }

    // MARK: Reading

    func symbol(of variable: Variable) -> Symbol? {
        variables[variable]
    }

    func value(of variable: Variable) -> Double {
        guard let symbol = variables[variable] else { return 0 }
        return tableau.value(of: symbol)
    }

    /// The required constraints in the core, in the order they were added.
    func requiredConstraints() -> [(Constraint, Record)] {
        records.filter { $0.key.strength.isRequired }
            .sorted { $0.value.order < $1.value.order }
            .map { ($0.key, $0.value) }
    }
}
