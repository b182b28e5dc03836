import SeededRandom
import Testing
@testable import Cassowary

/// Adding a multiple of one row to another (a merge through a scratch buffer, or cell by cell for a row of
/// one or two cells) must give what adding cell by cell gives: `a + b·factor` where both rows hold a
/// symbol, `b·factor` where only the other does, no cell whose value is below the tolerance, and the
/// symbols that gained or lost a cell reported for the column index.
@Suite("Rows")
struct RowTests {
    private static func randomRow(_ count: Int, ids: ClosedRange<Int32>, _ rng: inout SeededGenerator) -> Row {
        var row = Row(constant: Double(Int.random(in: -50...50, using: &rng)))
        var used = Set<Int32>()
        while used.count < count { used.insert(Int32.random(in: ids, using: &rng)) }
        for id in used.sorted() {
            row.insert(Symbol(id: id, kind: .error), Double(Int.random(in: -4...4, using: &rng)) + 0.5)
        }
        return row
    }

    @Test(arguments: 1...200)
    func addingARowAgreesWithAddingCellByCell(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed))
        let long = Int.random(in: 0...60, using: &rng), short = Int.random(in: 0...long / 3 + 3, using: &rng)
        let mine = Self.randomRow(long, ids: 0...80, &rng)
        var theirs = Self.randomRow(short, ids: 0...80, &rng)
        // Powers of two, so that the cancellations below are exact.
        let factor = [1.0, -1, 2, -0.5][Int.random(in: 0..<4, using: &rng)]
        // Some of the other row's cells cancel this row's exactly, and one may be below the tolerance.
        for cell in theirs.cells where Int.random(in: 0..<3, using: &rng) == 0 {
            let existing = mine.coefficient(for: cell.symbol)
            if existing != 0 { theirs.insert(cell.symbol, -cell.coefficient - existing / factor) }
        }
        if let first = theirs.cells.first, Bool.random(using: &rng) {
            theirs.insert(first.symbol, 1e-12 - first.coefficient)
        }

        var expected: [Int32: Double] = [:]
        for cell in mine.cells { expected[cell.symbol.id] = cell.coefficient }
        var expectedAdded = Set<Int32>(), expectedRemoved = Set<Int32>()
        for cell in theirs.cells {
            let value = cell.coefficient * factor
            if let existing = expected[cell.symbol.id] {
                let sum = existing + value
                if Tolerance.isZero(sum) {
                    expected[cell.symbol.id] = nil
                    expectedRemoved.insert(cell.symbol.id)
                } else {
                    expected[cell.symbol.id] = sum
                }
            } else if !Tolerance.isZero(value) {
                expected[cell.symbol.id] = value
                expectedAdded.insert(cell.symbol.id)
            }
        }

        var row = mine
        var added: [Symbol] = [], removed: [Symbol] = [], scratch: [Row.Cell] = []
        row.insert(theirs, times: factor, tracking: true, added: &added, removed: &removed, scratch: &scratch)
        #expect(row.cells.map(\.symbol.id) == expected.keys.sorted(), "seed \(seed): \(long) and \(short) cells")
        #expect(row.cells.allSatisfy { expected[$0.symbol.id] == $0.coefficient }, "seed \(seed)")
        #expect(Set(added.map(\.id)) == expectedAdded && added.count == expectedAdded.count, "seed \(seed)")
        #expect(Set(removed.map(\.id)) == expectedRemoved && removed.count == expectedRemoved.count, "seed \(seed)")
        #expect(row.constant == mine.constant + theirs.constant * factor)
    }
}
