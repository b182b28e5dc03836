import HashIndex
import SeededRandom
import Testing

@Suite struct HashIndexTests {
    /// Random insertions, look-ups and removals against a `Dictionary` holding the same entries. Words
    /// come from a few dozen values, several entries sharing each, so probe runs form, wrap around the
    /// table's end and are cut by removals in their middle (the backward shift).
    @Test func agreesWithADictionaryUnderChurn() {
        var generator = SeededGenerator(seed: 7)
        var index = HashIndex()
        var reference: [Int32: UInt64] = [:]   // entry -> word
        var live: [Int32] = []
        var nextEntry: Int32 = 0
        for step in 0..<6_000 {
            if reference.isEmpty || generator.next() % 3 != 0 {
                let word = generator.next() % 40 &* 0x1_0000_0001
                let entry = nextEntry
                let found = index.findOrInsert(word, entry: entry) { $0 == entry }
                #expect(found == nil)
                reference[nextEntry] = word
                live.append(nextEntry)
                nextEntry += 1
            } else {
                let victim = live.remove(at: Int(generator.next() % UInt64(live.count)))
                let removed = index.remove(reference[victim]!) { $0 == victim }
                #expect(removed == victim)
                reference[victim] = nil
            }
            if step % 211 == 0 {
                #expect(index.count == reference.count)
                for (entry, word) in reference {
                    #expect(index.find(word) { $0 == entry } == entry)
                }
            }
        }
    }

    /// An entry already under a word is found, not added again.
    @Test func findOrInsertFindsWhatIsThere() {
        var index = HashIndex()
        let first = index.findOrInsert(9, entry: 1) { _ in true }
        let second = index.findOrInsert(9, entry: 2) { $0 == 1 }
        #expect(first == nil)
        #expect(second == 1)
        #expect(index.count == 1)
    }

    @Test func emptyFindsNothing() {
        let index = HashIndex()
        #expect(index.find(0) { _ in true } == nil)
    }

    /// A removal of something absent leaves the index as it was.
    @Test func removingAnAbsentEntryChangesNothing() {
        var index = HashIndex()
        _ = index.findOrInsert(5, entry: 1) { _ in false }
        let wrongEntry = index.remove(5) { $0 == 2 }, wrongWord = index.remove(6) { $0 == 1 }
        #expect(wrongEntry == nil && wrongWord == nil)
        #expect(index.count == 1)
        #expect(index.find(5) { $0 == 1 } == 1)
    }

    /// A renumbered entry is found under its new number only.
    @Test func renumberMovesAnEntry() {
        var index = HashIndex()
        _ = index.findOrInsert(5, entry: 1) { _ in false }
        index.renumber(5, from: 1, to: 7)
        #expect(index.find(5) { $0 == 1 } == nil)
        #expect(index.find(5) { $0 == 7 } == 7)
    }
}
