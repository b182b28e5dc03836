/// One level of the objective: `constant + Σ coefficient·symbol` over the non-basic symbols, stored densely
/// by symbol id beside a list of the symbols it holds.
///
/// A tableau row is short and sorted (``Row``), but an objective level holds the reduced cost of every
/// non-basic error symbol at its priority, and every pivot substitutes into it: merging a short pivot row
/// into a long sorted level copied the whole level each time, the largest single cost of a cell's later
/// items. Here a substitution touches only the pivot row's symbols, and reading one reduced cost (the ratio
/// tests do it per candidate and level) is an index. The arithmetic is the merge's, term for term, so the
/// results are the same to the bit.
struct ObjectiveRow: Sendable {
    private(set) var constant = 0.0
    /// By symbol id; 0 for a symbol the row does not hold. Grows on demand (ids beyond it read as 0).
    private var coefficients: [Double] = []
    /// By symbol id: the symbol's index in `symbols`, or -1.
    private var positions: [Int32] = []
    /// The symbols with a non-zero coefficient, in no particular order.
    private(set) var symbols: [Symbol] = []

    @inline(__always)
    func coefficient(for symbol: Symbol) -> Double {
        let id = Int(symbol.id)
        return id < coefficients.count ? coefficients[id] : 0
    }

    /// Adds `coefficient·symbol`, dropping the term if the sum is noise (as ``Row/insert(_:_:)``).
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
        let id = Int(symbol.id)
        if id >= coefficients.count { grow(to: id + 1) }
        if positions[id] >= 0 {
            let sum = coefficients[id] + coefficient
            if Tolerance.isZero(sum) { drop(symbol) } else { coefficients[id] = sum }
        } else if !Tolerance.isZero(coefficient) {
            coefficients[id] = coefficient
            positions[id] = Int32(symbols.count)
            symbols.append(symbol)
        }
    }

    /// Adds `factor` times `row`.
    mutating func insert(_ row: Row, times factor: Double) {
        constant += row.constant * factor
        for cell in row.cells {
            insert(cell.symbol, cell.coefficient * factor)
        }
    }

    /// Replaces `symbol` by the right-hand side of `row`; returns whether the level held it.
    mutating func substitute(_ symbol: Symbol, with row: Row) -> Bool {
        let id = Int(symbol.id)
        guard id < positions.count, positions[id] >= 0 else { return false }
        let coefficient = coefficients[id]
        drop(symbol)
        insert(row, times: coefficient)
        return true
    }

    private mutating func drop(_ symbol: Symbol) {
        let id = Int(symbol.id)
        let position = Int(positions[id])
        let last = symbols.removeLast()
        if position < symbols.count {
            symbols[position] = last
            positions[Int(last.id)] = Int32(position)
        }
        positions[id] = -1
        coefficients[id] = 0
    }

    private mutating func grow(to count: Int) {
        // Symbols are made one at a time: room for more avoids growing once per symbol.
        let capacity = max(count, coefficients.count * 2, 16)
        coefficients.append(contentsOf: repeatElement(0, count: capacity - coefficients.count))
        positions.append(contentsOf: repeatElement(-1, count: capacity - positions.count))
    }
}
