/// The rows of the simplex tableau, one per basic symbol, plus the objective.
///
/// Rows live in a flat array (scanned on every pivot, so it should be contiguous); `slots` maps a
/// symbol id to its row's index, or -1 when the symbol is not basic. The objective is a list of
/// ``ObjectiveLevel``s, one per priority present, highest first (see ``Strength``).
struct Tableau: Sendable {
    private(set) var rows: [Row] = []
    private(set) var basics: [Symbol] = []
    private var slots: [Int32] = []
    private var nextID: Int32 = 0

    /// The objective, highest priority first.
    var levels: [ObjectiveLevel] = []
    /// The objective of phase one while a row is added through an artificial variable.
    var artificial: Row?
    /// Basic restricted symbols whose rows may have gone negative since the last dual optimisation.
    var infeasible: [Symbol] = []

    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        let symbol = Symbol(id: nextID, kind: kind)
        nextID += 1
        slots.append(-1)
        return symbol
    }

    @inline(__always)
    func slot(of symbol: Symbol) -> Int? {
        let slot = slots[Int(symbol.id)]
        return slot < 0 ? nil : Int(slot)
    }

    func row(of symbol: Symbol) -> Row? {
        slot(of: symbol).map { rows[$0] }
    }

    var rowCount: Int { rows.count }

    mutating func insertRow(_ row: Row, basic: Symbol) {
        slots[Int(basic.id)] = Int32(rows.count)
        rows.append(row)
        basics.append(basic)
    }

    /// Takes the row out of the tableau and returns its basic symbol and row.
    mutating func removeRow(at slot: Int) -> (Symbol, Row) {
        let basic = basics[slot]
        let last = rows.count - 1
        if slot != last {
            rows.swapAt(slot, last)
            basics.swapAt(slot, last)
            slots[Int(basics[slot].id)] = Int32(slot)
        }
        let row = rows.removeLast()
        basics.removeLast()
        slots[Int(basic.id)] = -1
        return (basic, row)
    }

    mutating func updateRow(at slot: Int, _ body: (inout Row) -> Void) {
        body(&rows[slot])
    }

    /// Replaces `symbol` everywhere by `row`'s right-hand side: in every row, every objective level
    /// and the artificial objective. Restricted rows that turn negative are queued as infeasible.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        for index in rows.indices where rows[index].substitute(symbol, with: row) {
            let basic = basics[index]
            if basic.isRestricted, rows[index].constant < -Tolerance.epsilon {
                infeasible.append(basic)
            }
        }
        for index in levels.indices {
            levels[index].row.substitute(symbol, with: row)
        }
        if artificial != nil {
            artificial!.substitute(symbol, with: row)
        }
    }

    /// Exchanges the basic symbol of the row at `slot` for `entering`.
    mutating func pivot(slot: Int, entering: Symbol) {
        var (leaving, row) = removeRow(at: slot)
        row.solve(for: leaving, in: entering)
        substitute(entering, with: row)
        insertRow(row, basic: entering)
    }

    /// The current value of a symbol: its row's constant if basic, else 0 (non-basic symbols sit at 0).
    func value(of symbol: Symbol) -> Double {
        slot(of: symbol).map { rows[$0].constant } ?? 0
    }

    // MARK: Objective levels

    func levelIndex(priority: Double) -> Int? {
        levels.firstIndex { $0.priority == priority }
    }

    /// The level for `priority`, created (in order) if absent; its member count is incremented.
    mutating func retainLevel(priority: Double) -> Int {
        if let index = levelIndex(priority: priority) {
            levels[index].members += 1
            return index
        }
        let index = levels.firstIndex { $0.priority < priority } ?? levels.count
        levels.insert(ObjectiveLevel(priority: priority, row: Row(), members: 1), at: index)
        return index
    }

    mutating func releaseLevel(priority: Double) {
        guard let index = levelIndex(priority: priority) else { return }
        levels[index].members -= 1
        if levels[index].members <= 0 {
            levels.remove(at: index)
        }
    }
}

/// The cost of violations at one priority: `Σ error symbols` (each with weight 1), expressed in the
/// current non-basic symbols. Its coefficients are the reduced costs at that priority.
struct ObjectiveLevel: Sendable {
    let priority: Double
    var row: Row
    /// How many constraints (and edit variables) have this priority.
    var members: Int
}
