/// One equation of the tableau: `basic = constant + Σ coefficient·symbol`, or, while a constraint is
/// being turned into a row, `0 = constant + Σ coefficient·symbol`.
///
/// Cells are kept sorted by symbol id in a flat array: rows are short, binary search is cheap, and
/// adding one row to another is a linear merge.
struct Row: Sendable {
    struct Cell: Sendable {
        var symbol: Symbol
        var coefficient: Double
    }

    private(set) var cells: [Cell]
    var constant: Double

    init(constant: Double = 0) {
        self.cells = []
        self.constant = constant
    }

    /// Index of the cell for `symbol`, or where it would be inserted.
    @inline(__always)
    private func search(_ symbol: Symbol) -> (found: Bool, index: Int) {
        var low = 0
        var high = cells.count
        let id = symbol.id
        while low < high {
            let mid = (low &+ high) >> 1
            let midID = cells[mid].symbol.id
            if midID < id {
                low = mid &+ 1
            } else if midID > id {
                high = mid
            } else {
                return (true, mid)
            }
        }
        return (false, low)
    }

    func coefficient(for symbol: Symbol) -> Double {
        let (found, index) = search(symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Whether the constant and every coefficient are finite numbers.
    var isFinite: Bool {
        constant.isFinite && cells.allSatisfy { $0.coefficient.isFinite }
    }

    mutating func reserveCapacity(_ capacity: Int) {
        cells.reserveCapacity(capacity)
    }

    /// Adds `coefficient·symbol`, dropping the cell if the sum is noise.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let (found, index) = search(symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if Tolerance.isZero(sum) {
                cells.remove(at: index)
            } else {
                cells[index].coefficient = sum
            }
        } else if !Tolerance.isZero(coefficient) {
            insertCell(Cell(symbol: symbol, coefficient: coefficient), at: index)
        }
    }

    /// `cells.insert(_:at:)` for the short rows of a tableau: an append and a shift of the cells
    /// after `index`, without the general range replacement `Array.insert` goes through.
    @inline(__always)
    private mutating func insertCell(_ cell: Cell, at index: Int) {
        cells.append(cell)
        cells.withUnsafeMutableBufferPointer { cells in
            var position = cells.count - 1
            while position > index {
                cells[position] = cells[position - 1]
                position -= 1
            }
            cells[index] = cell
        }
    }

    /// Adds `factor` times another row, merging through `scratch`, for a row outside the column index
    /// (nothing to report).
    mutating func insert(_ other: Row, times factor: Double, scratch: inout [Cell]) {
        var added: [Symbol] = []
        var removed: [Symbol] = []
        insert(other, times: factor, tracking: false, added: &added, removed: &removed, scratch: &scratch)
    }

    /// Adds `factor` times another row; when `tracking`, reports the symbols that gained a cell in
    /// `added` and those whose cell cancelled out in `removed` (for the tableau's column index).
    /// A merge is written through a pointer into `scratch` and copied back over the row's cells: no
    /// per-cell capacity or uniqueness checks, and a caller that keeps one scratch array across calls
    /// merges without allocating.
    mutating func insert(_ other: Row, times factor: Double, tracking: Bool, added: inout [Symbol], removed: inout [Symbol],
                         scratch merged: inout [Cell]) {
        constant += other.constant * factor
        let theirs = other.cells
        if theirs.count <= 2 {
            for cell in theirs {
                let (found, index) = search(cell.symbol)
                let value = cell.coefficient * factor
                if found {
                    let sum = cells[index].coefficient + value
                    if Tolerance.isZero(sum) {
                        cells.remove(at: index)
                        if tracking { removed.append(cell.symbol) }
                    } else {
                        cells[index].coefficient = sum
                    }
                } else if !Tolerance.isZero(value) {
                    insertCell(Cell(symbol: cell.symbol, coefficient: value), at: index)
                    if tracking { added.append(cell.symbol) }
                }
            }
            return
        }
        if cells.isEmpty {
            cells.reserveCapacity(theirs.count)
            for cell in theirs {
                let value = cell.coefficient * factor
                if !Tolerance.isZero(value) {
                    cells.append(Cell(symbol: cell.symbol, coefficient: value))
                    if tracking { added.append(cell.symbol) }
                }
            }
            return
        }
        // `merged` only ever grows: its cells are plain data, overwritten before they are read. Copying the
        // result back keeps the room these cells have reserved for cells still to come.
        let longest = cells.count + theirs.count
        if merged.count < longest {
            merged.append(contentsOf: repeatElement(Cell(symbol: Symbol(id: 0, kind: .external), coefficient: 0),
                                                    count: longest - merged.count))
        }
        let count = cells.withUnsafeBufferPointer { mine in
            theirs.withUnsafeBufferPointer { theirs in
                merged.withUnsafeMutableBufferPointer { out -> Int in
                    var i = 0
                    var j = 0
                    var n = 0
                    while i < mine.count, j < theirs.count {
                        let a = mine[i]
                        let b = theirs[j]
                        if a.symbol.id < b.symbol.id {
                            out[n] = a
                            n &+= 1
                            i &+= 1
                        } else if a.symbol.id > b.symbol.id {
                            let value = b.coefficient * factor
                            if !Tolerance.isZero(value) {
                                out[n] = Cell(symbol: b.symbol, coefficient: value)
                                n &+= 1
                                if tracking { added.append(b.symbol) }
                            }
                            j &+= 1
                        } else {
                            let value = a.coefficient + b.coefficient * factor
                            if !Tolerance.isZero(value) {
                                out[n] = Cell(symbol: a.symbol, coefficient: value)
                                n &+= 1
                            } else if tracking {
                                removed.append(a.symbol)
                            }
                            i &+= 1
                            j &+= 1
                        }
                    }
                    while i < mine.count {
                        out[n] = mine[i]
                        n &+= 1
                        i &+= 1
                    }
                    while j < theirs.count {
                        let value = theirs[j].coefficient * factor
                        if !Tolerance.isZero(value) {
                            out[n] = Cell(symbol: theirs[j].symbol, coefficient: value)
                            n &+= 1
                            if tracking { added.append(theirs[j].symbol) }
                        }
                        j &+= 1
                    }
                    return n
                }
            }
        }
        cells.removeAll(keepingCapacity: true)
        merged.withUnsafeBufferPointer { cells.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<count])) }
    }

    /// Removes the cell for `symbol` and returns its coefficient (0 if absent).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        let (found, index) = search(symbol)
        guard found else { return 0 }
        return cells.remove(at: index).coefficient
    }

    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices {
            cells[index].coefficient = -cells[index].coefficient
        }
    }

    mutating func scale(by factor: Double) {
        constant *= factor
        for index in cells.indices {
            cells[index].coefficient *= factor
        }
    }

    /// Turns `0 = constant + a·symbol + rest` into `symbol = -constant/a - rest/a` (the row's new
    /// basic symbol is `symbol`, which no longer appears in the cells). `symbol` must be present.
    mutating func solve(for symbol: Symbol) {
        let coefficient = remove(symbol)
        scale(by: -1 / coefficient)
    }

    /// Turns `lhs = constant + rhs·a + rest` into `rhs = ...` in terms of `lhs` and the rest. `rhs`'s cell
    /// leaves before `lhs`'s arrives, so a row whose storage is full swaps one for the other in place
    /// instead of regrowing.
    mutating func solve(for lhs: Symbol, in rhs: Symbol) {
        let coefficient = remove(rhs)
        insert(lhs, -1)
        scale(by: -1 / coefficient)
    }

    /// Replaces `symbol` by the right-hand side of `row`, merging through a caller-kept `scratch` buffer
    /// (see ``insert(_:times:tracking:added:removed:scratch:)``); returns whether the row changed.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row, scratch: inout [Cell]) -> Bool {
        let (found, index) = search(symbol)
        guard found else { return false }
        let coefficient = cells.remove(at: index).coefficient
        insert(row, times: coefficient, scratch: &scratch)
        return true
    }

    /// ``substitute(_:with:scratch:)`` for a row known to hold `symbol`, reporting column changes.
    mutating func substitute(_ symbol: Symbol, with row: Row, added: inout [Symbol], removed: inout [Symbol],
                             scratch: inout [Cell]) {
        let (found, index) = search(symbol)
        guard found else { return }
        let coefficient = cells.remove(at: index).coefficient
        insert(row, times: coefficient, tracking: true, added: &added, removed: &removed, scratch: &scratch)
    }
}
