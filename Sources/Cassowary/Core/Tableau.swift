import HeapModule

/// The rows of the simplex tableau, one per basic symbol, plus the objective.
///
/// Rows live in a flat array; `slots` maps a symbol id to its row's index, or -1 when the symbol is
/// not basic. `columns` maps a symbol id to the slots of the restricted rows that hold it (in no
/// particular order), so that a pivot, a ratio test or a constant change visits only the rows
/// concerned instead of every row, and apart from them to the slots of the rows of external variables
/// that hold it, which only additions and removals visit (see below). A pivot keeps its row in its
/// slot, so the column entries of the row's other symbols stay valid: only the entering and leaving
/// symbols' columns change. The objective is a list of ``ObjectiveLevel``s, one per priority present,
/// highest first (see ``Strength``); objective rows are not in the column index.
///
/// Rows of external (unrestricted) variables may be *stale*: the dual simplex's pivots, the whole work
/// of a constant change, leave them as they are (see ``pivot(slot:entering:deferringExternalRows:)``).
/// A stale row is still a true equation between its symbols, only some of them are basic now; its value
/// is its constant plus each basic symbol's value times its coefficient, one level deep, because the
/// rows of restricted symbols are always kept up to date and never hold an external symbol. The column
/// index lists what rows hold, stale or not.
///
/// Constant changes leave the constants of external rows alone too. A changed constant renames its
/// marker (`marker_old = marker_new + shift`, see SolverCore+Constants); the tableau adds each rename
/// to the marker's entry in `renames` instead of to every external row that holds the marker, and an
/// external row reads as `constant + Σ coefficient·(value + rename) − folded`, where `folded` is the
/// renames the row's cells had when it last changed. Restricted rows are shifted as before.
///
/// A few long restricted rows are *deferred* like external rows (see ``deferLongRows()``): in a cell's
/// system the fitting fence's error row holds a symbol of nearly every constraint, so every pivot merged
/// into it and nearly every constant change moved it, yet it is never the row that goes negative. A
/// deferred row is listed with the external rows in the column index, goes stale and owes renames like
/// them, and is checked for a negative value once the dual simplex is done; one that is negative then, or
/// that the tableau needs whole (before it changes shape), is brought up to date and restored as an
/// ordinary restricted row. Its basic symbol never leaves the basis while it is deferred, and no row
/// holds it, so the value of a stale row is still one level deep.
struct Tableau: Sendable {
    private(set) var rows: [Row] = []
    private(set) var basics: [Symbol] = []
    private var slots: [Int32] = []
    private var columns: [Columns] = []
    private var nextID: Int32 = 0
    /// Number of symbols made so far (their ids are 0..<symbolCount).
    var symbolCount: Int { Int(nextID) }
    private var added: [Symbol] = []
    private var removed: [Symbol] = []
    /// Reused buffers of `substitute`, so a pivot allocates nothing once they have grown.
    private var holders = Column()
    private var scratch: [Row.Cell] = []
    /// Per slot: whether the row is stale, whether it is in `staleSlots` (a row brought up to date on
    /// its own stays listed until the next full pass, so the list never grows past the rows), and
    /// `Σ coefficient·rename` over its cells when they last changed (see `renames`).
    private struct RowState {
        var isStale = false
        var isListed = false
        /// Set while ``bringUpToDate()`` collects the rows that owe renames, so each is folded once.
        var isOwing = false
        var folded = 0.0
        /// A restricted row kept like an external one (see the type's comment).
        var isDeferred = false
    }
    private var states: [RowState] = []
    private var staleSlots: [Int32] = []
    /// Reused by ``bringUpToDate()``.
    private var scratchSlots: [Int32] = []
    /// The deferred rows, and whether rows were added or removed since ``deferLongRows()`` last looked.
    private var deferredSlots: [Int32] = []
    private var mayDeferRows = true

    /// Per symbol id, the sum of its renames since the last full update (see the type's comment), and
    /// the symbols with one.
    private var renames: [Double] = []
    private var renamed: [Symbol] = []

    /// Upper bounds on the parts of every external row's value (see ``externalValuesAreFinite()``): the
    /// largest `|constant| + |folded|` and `Σ |coefficient|` of an external row, the largest restricted
    /// value and the largest rename. Raised wherever those change, never lowered but by a recount.
    private var constantBound = 0.0, coefficientBound = 0.0, valueBound = 0.0, renameBound = 0.0

    /// Whether some external rows are stale or owe renames (see the type's comment).
    var hasStaleRows: Bool { !staleSlots.isEmpty || !renamed.isEmpty }
    /// Whether every row is as an ordinary pivot would leave it: none stale, none deferred, no renames owed.
    var isUpToDate: Bool { !hasStaleRows && deferredSlots.isEmpty }

    /// Pivots made so far (see ``Solver/pivotCount``).
    private(set) var pivotCount: UInt64 = 0
    /// The work of pivoting so far and the limit set on it (see ``WorkMeter``): one meter for this tableau and
    /// all its copies, so work that a failed call rolls back still counts. Scratch tableaus that answer one
    /// question together (``ConflictExplainer``'s) are given one meter.
    var meter = WorkMeter()
    /// The sum of the magnitudes of every row constant and rename that constant changes have written so far
    /// (see ``Solver/roundingExposure``).
    private(set) var roundingExposure = 0.0

    /// The objective, highest priority first.
    var levels: [ObjectiveLevel] = []
    /// The objective of phase one while a row is added through an artificial variable.
    var artificial: Row?
    /// Basic restricted symbols whose rows may have gone negative since the last dual optimisation,
    /// lowest id first (the dual simplex takes them in that order); a row may be listed more than once.
    var infeasible = Heap<Symbol>()
    /// Set when a row constant (a value) or a pivot row's coefficient became NaN or infinite: finite
    /// inputs can overflow `Double` (`x == 1e308`, `y == 10·x`). Checked where constants change (rows
    /// inserted, substituted into, pivoted, shifted), so a check costs one comparison per touched row;
    /// external rows that constant changes leave alone are checked after each batch instead
    /// (``externalValuesAreFinite()``).
    /// Once set the tableau is meaningless; ``Solver`` solves the previous system again and reports
    /// ``SolverError/overflow(_:)``. A coefficient that overflows in a row that is not pivoted shows
    /// up as soon as it multiplies a constant (an infinite or NaN constant).
    var overflowed = false

    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        let symbol = Symbol(id: nextID, kind: kind)
        nextID += 1
        slots.append(-1)
        columns.append(Columns())
        renames.append(0)
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

    /// The slots of the restricted rows that hold `symbol`.
    @inline(__always)
    func columnSlots(of symbol: Symbol) -> Column {
        columns[Int(symbol.id)].restricted
    }

    /// The slots of the external variables' rows that hold `symbol`.
    func externalColumnSlots(of symbol: Symbol) -> Column {
        columns[Int(symbol.id)].external
    }

    mutating func insertRow(_ row: Row, basic: Symbol) {
        assert(isUpToDate, "rows are added only to an up-to-date tableau")
        mayDeferRows = true
        noteOverflow(in: row)
        let slot = Int32(rows.count)
        slots[Int(basic.id)] = slot
        let external = basic.kind == .external
        columns.withUnsafeMutableBufferPointer { columns in
            for cell in row.cells { columns[Int(cell.symbol.id)].append(slot, external: external) }
        }
        rows.append(row)
        basics.append(basic)
        states.append(RowState())
        if external {
            noteBounds(slot: Int(slot))
        } else {
            valueBound = max(valueBound, abs(row.constant))
        }
    }

    /// Lists the row at `slot` in `symbol`'s column, in the index for the row's kind.
    private mutating func addToColumn(_ symbol: Symbol, slot: Int) {
        columns[Int(symbol.id)].append(Int32(slot), external: isKeptAsExternal(slot))
    }

    private mutating func removeFromColumn(_ symbol: Symbol, slot: Int) {
        columns[Int(symbol.id)].remove(Int32(slot), external: isKeptAsExternal(slot))
    }

    /// Whether the row at `slot` is listed, updated and read as an external row: an external variable's
    /// row, or a deferred one.
    @inline(__always)
    private func isKeptAsExternal(_ slot: Int) -> Bool {
        basics[slot].kind == .external || states[slot].isDeferred
    }

    /// Whether the row at `slot` is a deferred restricted row (see the type's comment).
    func isDeferred(_ slot: Int) -> Bool {
        states[slot].isDeferred
    }

    /// How many rows are deferred now (the tests follow a row's deferral through it).
    var deferredRowCount: Int { deferredSlots.count }

    /// Takes the row out of the tableau and returns its basic symbol and row. The last row moves
    /// into the freed slot.
    mutating func removeRow(at slot: Int) -> (Symbol, Row) {
        precondition(isUpToDate, "rows move only in an up-to-date tableau")
        mayDeferRows = true
        let basic = basics[slot]
        for cell in rows[slot].cells {
            removeFromColumn(cell.symbol, slot: slot)
        }
        let last = rows.count - 1
        if slot != last {
            let external = basics[last].kind == .external
            for cell in rows[last].cells {
                columns[Int(cell.symbol.id)].replace(Int32(last), with: Int32(slot), external: external)
            }
            rows.swapAt(slot, last)
            basics.swapAt(slot, last)
            slots[Int(basics[slot].id)] = Int32(slot)
        }
        let row = rows.removeLast()
        basics.removeLast()
        states.removeLast()
        slots[Int(basic.id)] = -1
        return (basic, row)
    }

    /// Moves the rows that a constant change renaming `marker` by `shift` moves (see SolverCore+Constants):
    /// the marker's own row if it is basic, every restricted row that holds it; external rows read the
    /// rename instead. Restricted rows that go negative are queued as infeasible. Returns false when a
    /// redundant required equation (a dummy row) breaks; every row is moved all the same, so that shifting
    /// back undoes the change exactly.
    mutating func shift(marker: Symbol, by shift: Double) -> Bool {
        var holds = true
        let own = slots[Int(marker.id)]
        if own >= 0 { holds = adjustConstant(at: Int(own), by: -shift) && holds }
        // When the marker is basic no row holds it; when `other` is basic, its row does.
        for held in columns[Int(marker.id)].restricted {
            let slot = Int(held)
            let coefficient = rows[slot].coefficient(for: marker)
            if coefficient != 0 { holds = adjustConstant(at: slot, by: coefficient * shift) && holds }
        }
        rename(marker, by: shift)
        return holds
    }

    /// Adds `amount` to a row's constant and queues the row if it went negative (not a deferred one: the
    /// dual simplex checks those when it is done). A dummy row must stay at zero: false if it does not.
    @inline(__always)
    private mutating func adjustConstant(at slot: Int, by amount: Double) -> Bool {
        let constant = rows[slot].constant + amount
        rows[slot].constant = constant
        roundingExposure += abs(constant)
        if !constant.isFinite { overflowed = true }
        valueBound = max(valueBound, abs(constant))
        let basic = basics[slot]
        switch basic.kind {
        case .external:
            return true
        case .dummy:
            return Tolerance.isZero(constant)
        case .slack, .error:
            if constant < -Tolerance.epsilon && !states[slot].isDeferred { infeasible.insert(basic) }
            return true
        }
    }

    /// Records that a constant change renamed `marker` by `shift` (see the type's comment): every
    /// external row that holds the marker reads it as moved, without being visited.
    mutating func rename(_ marker: Symbol, by shift: Double) {
        let id = Int(marker.id)
        if renames[id] == 0 { renamed.append(marker) }
        renames[id] += shift
        roundingExposure += abs(renames[id])
        renameBound = max(renameBound, abs(renames[id]))
    }

    /// Sets ``overflowed`` if the row's constant or any coefficient is NaN or infinite.
    private mutating func noteOverflow(in row: Row) {
        if !row.isFinite { overflowed = true }
    }

    /// Drops a symbol's column from every row (used for a symbol fixed at zero, such as a spent
    /// artificial variable).
    mutating func removeColumn(_ symbol: Symbol) {
        for slot in columns[Int(symbol.id)].restricted { rows[Int(slot)].remove(symbol) }
        for slot in columns[Int(symbol.id)].external { rows[Int(slot)].remove(symbol) }
        columns[Int(symbol.id)] = Columns()
    }

    /// Replaces `symbol` everywhere by `row`'s right-hand side: in every row that holds it, every
    /// objective level and the artificial objective. Restricted rows that turn negative are queued
    /// as infeasible. With `deferringExternalRows`, rows of external variables keep `symbol` and
    /// become stale instead.
    mutating func substitute(_ symbol: Symbol, with row: Row, deferringExternalRows: Bool = false) {
        assert(deferringExternalRows || isUpToDate, "a substitution into every row needs up-to-date rows")
        // Each row appends what it gained and lost; the lists are cleared once per substitution.
        if !added.isEmpty { added.removeAll(keepingCapacity: true) }
        if !removed.isEmpty { removed.removeAll(keepingCapacity: true) }
        if deferringExternalRows {
            // Marking is work too, a quarter of a cell's per row (a flag, at most one append): where most rows
            // hold most symbols, marking them at every pivot took most of a pass's time, unmetered.
            meter.spent &+= UInt64(columns[Int(symbol.id)].external.count) / 4
            for held in columns[Int(symbol.id)].external {
                let slot = Int(held)
                states[slot].isStale = true
                if !states[slot].isListed {
                    states[slot].isListed = true
                    staleSlots.append(held)
                }
            }
        } else if !columns[Int(symbol.id)].external.isEmpty {
            substitute(symbol, with: row, inExternalRows: true)
        }
        substitute(symbol, with: row, inExternalRows: false)
        for index in levels.indices where levels[index].row.substitute(symbol, with: row) {
            levels[index].needsCheck = true
        }
        if artificial != nil {
            artificial!.substitute(symbol, with: row, scratch: &scratch)
        }
    }

    /// Substitutes `symbol` in the external or the restricted rows that hold it (the symbol's column
    /// in that index empties).
    @inline(__always)
    private mutating func substitute(_ symbol: Symbol, with row: Row, inExternalRows external: Bool) {
        // The column empties (the symbol leaves every row); it takes the spare buffer.
        holders.removeAll()
        if external {
            swap(&holders, &columns[Int(symbol.id)].external)
        } else {
            swap(&holders, &columns[Int(symbol.id)].restricted)
        }
        for held in holders {
            let slot = Int(held)
            let (firstAdded, firstRemoved) = (added.count, removed.count)
            rows[slot].substitute(symbol, with: row, added: &added, removed: &removed, scratch: &scratch)
            // The row's work, added to the meter (a class's property) once: the cells written, and finding the
            // row in each lost symbol's column (a 256th of a cell's per slot passed, a compare of a vectorised
            // search): where most rows hold most symbols, the columns are long, and searching them took most of
            // a pass's time, unmetered (a template of 100 labels ran two minutes an item).
            var work = UInt64(rows[slot].cells.count)
            for gained in added[firstAdded...] {
                columns[Int(gained.id)].append(held, external: external)
            }
            for lost in removed[firstRemoved...] {
                work &+= UInt64(external ? columns[Int(lost.id)].external.count : columns[Int(lost.id)].restricted.count) >> 8
                columns[Int(lost.id)].remove(held, external: external)
            }
            meter.spent &+= work
            let constant = rows[slot].constant
            if !constant.isFinite {
                overflowed = true
            } else if external {
                noteBounds(slot: slot)
            } else {
                valueBound = max(valueBound, abs(constant))
                if constant < -Tolerance.epsilon { infeasible.insert(basics[slot]) }
            }
        }
    }

    /// Adds `factor` times the row at `slot` to `row`, a row being built outside the tableau, merging
    /// through the tableau's scratch buffer (so building rows allocates nothing once it has grown).
    mutating func add(rowAt slot: Int, times factor: Double, to row: inout Row) {
        row.insert(rows[slot], times: factor, scratch: &scratch)
    }

    /// Exchanges the basic symbol of the row at `slot` for `entering`. The row stays in its slot:
    /// it loses `entering` and gains `leaving`, and the column index changes only for those two.
    ///
    /// `deferringExternalRows` leaves the rows of external variables stale. Those rows are most of a
    /// pivot's work in a cell's tableau (a view's position row holds the slack and error symbols of
    /// every view above it) and the dual simplex never reads them: it picks restricted rows and
    /// restricted entering symbols. Only for an entering symbol that is restricted.
    mutating func pivot(slot: Int, entering: Symbol, deferringExternalRows: Bool = false) {
        assert(!deferringExternalRows || entering.isPivotable, "only restricted symbols enter (Symbol.isPivotable)")
        pivotCount &+= 1
        let leaving = basics[slot]
        var row = Row()
        swap(&row, &rows[slot])
        row.solve(for: leaving, in: entering)
        noteOverflow(in: row)
        removeFromColumn(entering, slot: slot)
        addToColumn(leaving, slot: slot)
        slots[Int(leaving.id)] = -1
        // The slot is out of `entering`'s column, so the substitution does not touch the empty row there.
        substitute(entering, with: row, deferringExternalRows: deferringExternalRows)
        valueBound = max(valueBound, abs(row.constant))
        rows[slot] = row
        basics[slot] = entering
        slots[Int(entering.id)] = Int32(slot)
    }

    /// The current value of a symbol: its row's constant if basic, else 0 (non-basic symbols sit at 0).
    /// An external row adds the values of the basic symbols it holds if it is stale, and the renames
    /// it owes (see the type's comment).
    func value(of symbol: Symbol) -> Double {
        guard let slot = slot(of: symbol) else { return 0 }
        guard isKeptAsExternal(slot), states[slot].isStale || !renamed.isEmpty else { return rows[slot].constant }
        var value = rows[slot].constant - states[slot].folded
        for cell in rows[slot].cells {
            let held = slots[Int(cell.symbol.id)]
            let symbolValue = held >= 0 ? rows[Int(held)].constant : 0
            value += cell.coefficient * (symbolValue + renames[Int(cell.symbol.id)])
        }
        return value
    }

    /// The value of the external row at `slot`, brought up to date, were each symbol moved by `shifts[id]`
    /// besides its rename: one pass over the row for a projection (see ``SolverCore/projectedValues(of:after:)``).
    func value(ofUpToDateRowAt slot: Int, shiftedBy shifts: [Double]) -> Double {
        assert(!states[slot].isStale, "a stale row's symbols are not all non-basic")
        var value = rows[slot].constant - states[slot].folded
        renames.withUnsafeBufferPointer { renames in
            shifts.withUnsafeBufferPointer { shifts in
                for cell in rows[slot].cells {
                    let id = Int(cell.symbol.id)
                    value += cell.coefficient * (renames[id] + shifts[id])
                }
            }
        }
        return value
    }

    /// Moves the renames a row owes into its constant: afterwards it reads as its constant plus its cells'
    /// values, owing nothing.
    private mutating func foldRenames(intoRowAt slot: Int) {
        rows[slot].constant += renamesHeld(slot: slot) - states[slot].folded
        roundingExposure += abs(rows[slot].constant)
        states[slot].folded = 0
    }

    /// `Σ coefficient·rename` over the cells of the row at `slot`.
    private func renamesHeld(slot: Int) -> Double {
        renamed.isEmpty ? 0 : rows[slot].cells.reduce(0) { $0 + $1.coefficient * renames[Int($1.symbol.id)] }
    }

    /// Substitutes the basic symbols of a stale row by their rows: afterwards it holds non-basic symbols
    /// only, as if every pivot had visited it. Its renames stay owed (its value does not change).
    mutating func bringUpToDate(slot: Int) {
        guard states[slot].isStale else { return }
        let before = renamesHeld(slot: slot)
        while let basic = rows[slot].cells.first(where: { slots[Int($0.symbol.id)] >= 0 })?.symbol {
            if !added.isEmpty { added.removeAll(keepingCapacity: true) }
            if !removed.isEmpty { removed.removeAll(keepingCapacity: true) }
            let source = rows[Int(slots[Int(basic.id)])]
            rows[slot].substitute(basic, with: source, added: &added, removed: &removed, scratch: &scratch)
            meter.spent &+= UInt64(rows[slot].cells.count)
            removeFromColumn(basic, slot: slot)
            for gained in added { addToColumn(gained, slot: slot) }
            for lost in removed { removeFromColumn(lost, slot: slot) }
        }
        states[slot].folded += renamesHeld(slot: slot) - before
        noteOverflow(in: rows[slot])
        states[slot].isStale = false
        noteBounds(slot: slot)
    }

    /// Brings every external row up to date, renames included, and forgets the renames (before the
    /// tableau changes shape or is read row by row).
    mutating func bringUpToDate() {
        guard !isUpToDate else { return }
        if !renamed.isEmpty {
            // Only rows holding a renamed symbol, and rows brought up to date on their own since the
            // last full update (still listed as stale, their `folded` may be non-zero with no renamed
            // symbol left in them), owe anything: each once, then the renames start again from zero.
            var owing = scratchSlots
            scratchSlots = []
            owing.removeAll(keepingCapacity: true)
            func owe(_ held: Int32) {
                // A row restored from deferral since is shifted as restricted rows are: it owes nothing.
                if isKeptAsExternal(Int(held)) && !states[Int(held)].isOwing {
                    states[Int(held)].isOwing = true
                    owing.append(held)
                }
            }
            for symbol in renamed { for held in columns[Int(symbol.id)].external { owe(held) } }
            for held in staleSlots { owe(held) }
            for held in owing {
                let slot = Int(held)
                foldRenames(intoRowAt: slot)
                states[slot].isOwing = false
                noteBounds(slot: slot)
            }
            scratchSlots = owing
            for symbol in renamed { renames[Int(symbol.id)] = 0 }
            renamed.removeAll(keepingCapacity: true)
            renameBound = 0
            assert(rows.indices.allSatisfy { !isKeptAsExternal($0) || states[$0].folded == 0 }, "an external row still owes renames")
        }
        for slot in staleSlots {
            bringUpToDate(slot: Int(slot))
            states[Int(slot)].isListed = false
        }
        staleSlots.removeAll(keepingCapacity: true)
        while let slot = deferredSlots.last { restore(deferred: Int(slot)) }
        mayDeferRows = true
    }

    // MARK: Deferred rows

    /// Rows this long or longer are deferred, at most `deferredRowLimit` of them: checking deferred rows
    /// after every repair costs their length, so only the few longest are worth it.
    static let deferredRowLength = 16
    static let deferredRowLimit = 2

    /// Defers the longest restricted rows (see the type's comment), once after rows were added or
    /// removed, when nothing is stale; constant changes call it before they move anything.
    @inline(__always)
    mutating func deferLongRows() {
        if mayDeferRows && !hasStaleRows { deferLongRowsNow() }
    }

    private mutating func deferLongRowsNow() {
        mayDeferRows = false
        var longest: [(slot: Int, length: Int)] = []
        for slot in rows.indices where !states[slot].isDeferred && rows[slot].cells.count >= Self.deferredRowLength {
            // A dummy row must stay exactly at zero: every change checks it, so it is never deferred.
            guard basics[slot].kind == .slack || basics[slot].kind == .error else { continue }
            longest.append((slot, rows[slot].cells.count))
        }
        longest.sort { $0.length > $1.length || ($0.length == $1.length && $0.slot < $1.slot) }
        for (slot, _) in longest.prefix(Self.deferredRowLimit - deferredSlots.count) {
            // A restricted row owes no renames: it was shifted directly.
            assert(states[slot].folded == 0, "a restricted row owes renames")
            moveColumnEntries(ofRowAt: slot, toExternal: true)
            states[slot].isDeferred = true
            deferredSlots.append(Int32(slot))
            noteBounds(slot: slot)
        }
    }

    /// Lists the row at `slot` under the external rows of its symbols' columns, or back under the restricted
    /// ones.
    private mutating func moveColumnEntries(ofRowAt slot: Int, toExternal external: Bool) {
        for cell in rows[slot].cells {
            columns[Int(cell.symbol.id)].remove(Int32(slot), external: !external)
            columns[Int(cell.symbol.id)].append(Int32(slot), external: external)
        }
    }

    /// Brings a deferred row up to date, its owed renames folded into its constant, and lists it with the
    /// restricted rows again.
    mutating func restore(deferred slot: Int) {
        bringUpToDate(slot: slot)
        foldRenames(intoRowAt: slot)
        moveColumnEntries(ofRowAt: slot, toExternal: false)
        states[slot].isDeferred = false
        if let position = deferredSlots.firstIndex(of: Int32(slot)) { deferredSlots.remove(at: position) }
        let constant = rows[slot].constant
        if !constant.isFinite { overflowed = true }
        valueBound = max(valueBound, abs(constant))
    }

    /// Restores the deferred rows whose value is negative and queues them as infeasible; returns whether
    /// there were any (the dual simplex then goes on).
    mutating func restoreNegativeDeferredRows() -> Bool {
        var any = false
        var index = deferredSlots.count
        while index > 0 {
            index -= 1
            let slot = Int(deferredSlots[index])
            let basic = basics[slot]
            guard value(of: basic) < -Tolerance.epsilon else { continue }
            restore(deferred: slot)
            if rows[slot].constant < -Tolerance.epsilon {
                infeasible.insert(basic)
                any = true
            }
        }
        return any
    }

    /// Whether every external row has a finite value. Stale rows and owed renames are not checked for
    /// overflow where they arise (that is the work they save): after a batch of constant changes this
    /// bounds every external value at once, `constant + folded + Σ |coefficient|·(value + rename)`,
    /// and evaluates the rows one by one only when the bound is not far below the largest `Double`.
    mutating func externalValuesAreFinite() -> Bool {
        var bound: Double { constantBound + coefficientBound * (valueBound + renameBound) }
        if bound < 1e300 { return true }
        // The bounds only grow between recounts: count again before looking at every row.
        recomputeBounds()
        if bound < 1e300 { return true }
        return rows.indices.allSatisfy { !isKeptAsExternal($0) || value(of: basics[$0]).isFinite }
    }

    private mutating func recomputeBounds() {
        constantBound = 0
        coefficientBound = 0
        valueBound = 0
        renameBound = renamed.reduce(0) { max($0, abs(renames[Int($1.id)])) }
        for slot in rows.indices {
            if isKeptAsExternal(slot) {
                noteBounds(slot: slot)
            } else {
                valueBound = max(valueBound, abs(rows[slot].constant))
            }
        }
    }

    private mutating func noteBounds(slot: Int) {
        constantBound = max(constantBound, abs(rows[slot].constant) + abs(states[slot].folded))
        coefficientBound = max(coefficientBound, rows[slot].cells.reduce(0) { $0 + abs($1.coefficient) })
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
        levels.insert(ObjectiveLevel(priority: priority, row: ObjectiveRow(), members: 1), at: index)
        return index
    }

    /// Adds `coefficient·symbol` to the objective at level `index`.
    mutating func addToLevel(_ index: Int, _ symbol: Symbol, _ coefficient: Double) {
        levels[index].row.insert(symbol, coefficient)
        levels[index].needsCheck = true
    }

    /// Adds `factor` times a row to the objective at level `index`.
    mutating func addToLevel(_ index: Int, _ row: Row, times factor: Double) {
        levels[index].row.insert(row, times: factor)
        levels[index].needsCheck = true
    }

    mutating func releaseLevel(priority: Double) {
        guard let index = levelIndex(priority: priority) else { return }
        levels[index].members -= 1
        if levels[index].members <= 0 {
            levels.remove(at: index)
            if index < levels.count {
                levels[index].needsCheck = true
            }
        }
    }
}

/// The cost of violations at one priority: `Σ error symbols` (each with weight 1), expressed in the
/// current non-basic symbols. Its coefficients are the reduced costs at that priority.
struct ObjectiveLevel: Sendable {
    let priority: Double
    var row: ObjectiveRow
    /// How many constraints (and edit variables) have this priority.
    var members: Int
    /// Whether this row changed since it was last found optimal. A level needs a new optimality
    /// check only if it or a level above it changed, which spares the scan after most additions.
    var needsCheck = true
}
