import SeededRandom
import Testing
@testable import Typesetting

@Suite struct HashSlotsTests {
    /// Random insertions and removals against a `Dictionary` holding the same entries. The hashes share
    /// their low bits in small groups, so clusters form, wrap around the table's end and are cut by
    /// removals in their middle (the backward shift).
    @Test func agreesWithADictionaryUnderChurn() {
        var generator = SeededGenerator(seed: 7)
        var slots = HashSlots()
        var reference: [Int32: Int] = [:]   // value -> hash
        var live: [Int32] = []
        var nextValue: Int32 = 0
        for step in 0..<6_000 {
            if reference.isEmpty || generator.next() % 3 != 0 {
                let hash = Int(truncatingIfNeeded: generator.next() % 40) &* 0x1_0000_0001 &+ (step % 2 == 0 ? -1 : 0)
                slots.insert(hash, value: nextValue)
                reference[nextValue] = hash
                live.append(nextValue)
                nextValue += 1
            } else {
                let victim = live.remove(at: Int(generator.next() % UInt64(live.count)))
                slots.remove(reference[victim]!, value: victim)
                reference[victim] = nil
            }
            if step % 211 == 0 {
                #expect(slots.count == reference.count)
                for (value, hash) in reference {
                    #expect(slots.find(hash) { $0 == value } == value)
                }
            }
        }
    }

    @Test func emptyFindsNothing() {
        let slots = HashSlots()
        #expect(slots.find(0) { _ in true } == nil)
    }

    /// A removal of something absent leaves the table as it was.
    @Test func removingAnAbsentValueChangesNothing() {
        var slots = HashSlots()
        slots.insert(5, value: 1)
        slots.remove(5, value: 2)
        slots.remove(6, value: 1)
        #expect(slots.count == 1)
        #expect(slots.find(5) { $0 == 1 } == 1)
    }
}
