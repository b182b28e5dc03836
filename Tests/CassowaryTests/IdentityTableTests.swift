import SeededRandom
import Testing
@testable import Cassowary

/// The solver's identity-keyed table and column lists against Swift's own `Dictionary` and `Array`
/// doing the same operations: random insertions, replacements, removals (which shift probe runs back
/// and move the last entry into the gap) and truncations, checked after every step.
@Suite("Identity table and columns")
struct IdentityTableTests {
    @Test(arguments: 0..<4)
    func matchesADictionaryUnderRandomChurn(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed))
        // Few keys, so that removals hit long probe runs and keys come back after removal.
        let keys = (0..<300).map { Variable("k\($0)") }
        var table = IdentityTable<Variable, Int>()
        var model: [ObjectIdentifier: Int] = [:]
        for step in 0..<6_000 {
            let key = keys[Int.random(in: 0..<keys.count, using: &rng)]
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<5:
                table[key] = step
                model[ObjectIdentifier(key)] = step
            case 5..<9:
                #expect(table.removeValue(for: key) == model.removeValue(forKey: ObjectIdentifier(key)))
            default:
                // Entries inserted since a point are the last ones: cutting back forgets exactly them.
                let fresh = keys.filter { model[ObjectIdentifier($0)] == nil }.prefix(3)
                let before = table.count
                for variable in fresh { table[variable] = -1 }
                table.truncate(to: before)
                for variable in fresh { #expect(table[variable] == nil) }
            }
            #expect(table.count == model.count)
            if step % 97 == 0 {
                for key in keys {
                    #expect(table[key] == model[ObjectIdentifier(key)])
                }
                let listed = Dictionary(uniqueKeysWithValues: table.map { (ObjectIdentifier($0.key), $0.value) })
                #expect(listed == model)
            }
        }
    }

    @Test func slotsStayValidUntilARemoval() {
        let keys = (0..<100).map { Variable("k\($0)") }
        var table = IdentityTable<Variable, Int>()
        for (index, key) in keys.enumerated() { table[key] = index }
        // Slots taken before more insertions, which grow the buckets twice (100 entries to 400).
        let slots = keys.map { table.slot(of: $0)! }
        let more = (0..<300).map { Variable("m\($0)") }
        for key in more { table[key] = -1 }
        for (index, slot) in slots.enumerated() {
            #expect(table[slot: slot] == index)
            table[slot: slot] = index * 2
        }
        #expect(keys.map { table[$0] } == (0..<100).map { $0 * 2 })
        #expect(table.slot(of: Variable("absent")) == nil)
    }

    @Test(arguments: 0..<3)
    func columnMatchesAnArray(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed))
        var column = Column()
        var model: [Int32] = []
        for _ in 0..<3_000 {
            let slot = Int32.random(in: 0..<12, using: &rng)
            switch Int.random(in: 0..<4, using: &rng) {
            case 0, 1:
                column.append(slot)
                model.append(slot)
            case 2:
                column.remove(slot)
                if let index = model.firstIndex(of: slot) {
                    model[index] = model[model.count - 1]
                    model.removeLast()
                }
            default:
                let new = Int32.random(in: 0..<12, using: &rng)
                column.replace(slot, with: new)
                if let index = model.firstIndex(of: slot) { model[index] = new }
            }
            #expect(Array(column) == model)
            if Int.random(in: 0..<200, using: &rng) == 0 {
                column.removeAll()
                model.removeAll()
            }
        }
    }
}
