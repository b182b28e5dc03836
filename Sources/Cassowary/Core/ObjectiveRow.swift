/// One level of the objective: `Σ coefficient·symbol` over the non-basic symbols (the reduced costs), as an
/// unsorted list of terms with each symbol's place in it indexed by symbol id. The level's constant, the
/// objective's value, is never read, so it is not kept.
///
/// A tableau row is short and sorted (``Row``), but an objective level holds the reduced cost of every
/// non-basic error symbol at its priority, and every pivot substitutes into it: merging a short pivot row
/// into a long sorted level copied the whole level each time, the largest single cost of a cell's later
/// items. Here a substitution touches only the pivot row's symbols, and reading one reduced cost (the ratio
/// tests do it per candidate and level) is two indexed loads. The arithmetic is the merge's, term for term,
/// so the results are the same to the bit.
struct ObjectiveRow: Sendable {
    /// The terms, none of them zero, in no particular order.
    private(set) var cells: [Row.Cell] = []
    /// By symbol id: 1 + the index of the symbol's cell, or 0 (so new room is zeroed memory). Grows on
    /// demand: ids beyond it have no cell. Empty while the level has never held more than `scanLimit`
    /// cells: then a look-up scans the cells.
    private var slots: [Int32] = []

    /// Cells a level holds before it indexes them by symbol id. The index takes four bytes per symbol of the
    /// whole system, per level, and a system has a level per distinct priority: a template of thousands of
    /// constraints at as many priorities needed gigabytes for indexes of levels holding a term or two. A
    /// level that small is scanned as fast as it is indexed.
    static let scanLimit = 16

    @inline(__always)
    func coefficient(for symbol: Symbol) -> Double {
        if slots.isEmpty {
            for cell in cells where cell.symbol.id == symbol.id { return cell.coefficient }
            return 0
        }
        let id = Int(symbol.id)
        guard id < slots.count else { return 0 }
        let slot = Int(slots[id])
        return slot == 0 ? 0 : cells[slot &- 1].coefficient
    }

    /// Adds `coefficient·symbol`, dropping the term if the sum is noise (as ``Row/insert(_:_:)``).
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
        if slots.isEmpty {
            if let index = cells.firstIndex(where: { $0.symbol.id == symbol.id }) {
                let sum = cells[index].coefficient + coefficient
                if Tolerance.isZero(sum) { removeScanned(at: index) } else { cells[index].coefficient = sum }
                return
            }
            guard !Tolerance.isZero(coefficient) else { return }
            if cells.count < Self.scanLimit {
                cells.append(Row.Cell(symbol: symbol, coefficient: coefficient))
                return
            }
            index(upTo: Int(symbol.id))
        }
        let id = Int(symbol.id)
        if id >= slots.count { grow(to: id + 1) }
        slots.withUnsafeMutableBufferPointer { Self.add(coefficient, to: symbol, cells: &cells, slots: $0) }
    }

    /// Adds `factor` times `row`, term by term as ``insert(_:_:)`` does.
    mutating func insert(_ row: Row, times factor: Double) {
        // Cells are sorted by id: the last one needs the most room.
        guard let last = row.cells.last else { return }
        if slots.isEmpty {
            if cells.count + row.cells.count <= Self.scanLimit {
                for cell in row.cells { insert(cell.symbol, cell.coefficient * factor) }
                return
            }
            index(upTo: Int(last.symbol.id))
        }
        if Int(last.symbol.id) >= slots.count { grow(to: Int(last.symbol.id) + 1) }
        slots.withUnsafeMutableBufferPointer { slots in
            for cell in row.cells {
                Self.add(cell.coefficient * factor, to: cell.symbol, cells: &cells, slots: slots)
            }
        }
    }

    /// Replaces `symbol` by the right-hand side of `row`; returns whether the level held it.
    mutating func substitute(_ symbol: Symbol, with row: Row) -> Bool {
        let index: Int
        if slots.isEmpty {
            guard let found = cells.firstIndex(where: { $0.symbol.id == symbol.id }) else { return false }
            index = found
            let coefficient = cells[index].coefficient
            removeScanned(at: index)
            insert(row, times: coefficient)
            return true
        }
        let id = Int(symbol.id)
        guard id < slots.count, slots[id] != 0 else { return false }
        index = Int(slots[id]) - 1
        let coefficient = cells[index].coefficient
        slots.withUnsafeMutableBufferPointer { Self.remove(at: index, cells: &cells, slots: $0) }
        insert(row, times: coefficient)
        return true
    }

    /// Indexes the cells by symbol id (the level has outgrown scanning), with room for ids up to `id`.
    private mutating func index(upTo id: Int) {
        let largest = cells.reduce(id) { max($0, Int($1.symbol.id)) }
        grow(to: largest + 1)
        for (index, cell) in cells.enumerated() { slots[Int(cell.symbol.id)] = Int32(index + 1) }
    }

    /// Removes the cell at `index` of a level not indexed; the last cell takes its place, as in `remove`.
    private mutating func removeScanned(at index: Int) {
        let last = cells.removeLast()
        if index < cells.count { cells[index] = last }
    }

    /// The body of ``insert(_:_:)`` for a symbol with room in `slots` (a row's own, passed in so that a row
    /// of terms takes the pointer once).
    @inline(__always)
    private static func add(_ value: Double, to symbol: Symbol, cells: inout [Row.Cell], slots: UnsafeMutableBufferPointer<Int32>) {
        let id = Int(symbol.id)
        let slot = Int(slots[id])
        if slot != 0 {
            let sum = cells[slot &- 1].coefficient + value
            if Tolerance.isZero(sum) {
                remove(at: slot &- 1, cells: &cells, slots: slots)
            } else {
                cells[slot &- 1].coefficient = sum
            }
        } else if !Tolerance.isZero(value) {
            cells.append(Row.Cell(symbol: symbol, coefficient: value))
            slots[id] = Int32(cells.count)
        }
    }

    /// Removes the cell at `index`; the last cell takes its place.
    @inline(__always)
    private static func remove(at index: Int, cells: inout [Row.Cell], slots: UnsafeMutableBufferPointer<Int32>) {
        let removed = cells[index].symbol
        let last = cells.removeLast()
        if index < cells.count {
            cells[index] = last
            slots[Int(last.symbol.id)] = Int32(index + 1)
        }
        slots[Int(removed.id)] = 0
    }

    private mutating func grow(to count: Int) {
        // Symbols are made one at a time: room for more avoids growing once per symbol.
        let capacity = max(count, slots.count * 2, 64)
        slots.append(contentsOf: repeatElement(0, count: capacity - slots.count))
    }
}
