import HashIndex
import Locking

/// A bounded map from shaped pieces to their advances per UTF-16 unit, shared
/// by every text a Typesetter prepares (feeds repeat words).
///
/// Eviction is the clock algorithm (second chance, an LRU approximation) by
/// entry count. Thread-safe: one lock, taken once per batch of look-ups.
final class SegmentCache: Sendable {
    private struct Slot {
        var key: SegmentKey
        var advances: [Int32]
        var referenced: Bool
    }
    private struct State {
        var index = HashIndex()
        var slots: [Slot] = []
        var hand = 0
        var hits = 0
        var misses = 0

        func slot(of probe: SegmentProbe) -> Int? {
            index.find(probe.word) { slots[Int($0)].key.matches(probe) }.map(Int.init)
        }
    }

    let capacity: Int
    private let state: Locked<State>

    init(capacity: Int) {
        self.capacity = max(0, capacity)
        state = Locked(State())
    }

    /// Looks up every probe; returns the advances found (nil for misses) in order.
    func lookUp(_ probes: [SegmentProbe]) -> [[Int32]?] {
        state.withLock { state in
            var result: [[Int32]?] = []
            result.reserveCapacity(probes.count)
            for probe in probes {
                if let slot = state.slot(of: probe) {
                    state.slots[slot].referenced = true
                    result.append(state.slots[slot].advances)
                    state.hits += 1
                } else {
                    result.append(nil)
                    state.misses += 1
                }
            }
            return result
        }
    }

    /// Stores newly shaped pieces, evicting unreferenced entries when full.
    func insert(_ entries: [(SegmentKey, [Int32])]) {
        guard capacity > 0 else { return }
        state.withLock { state in
            for (key, advances) in entries {
                // Another thread may have stored the key since this batch missed it.
                if state.index.find(key.word, where: { state.slots[Int($0)].key == key }) != nil { continue }
                let slot: Int
                if state.slots.count < capacity {
                    slot = state.slots.count
                    state.slots.append(Slot(key: key, advances: advances, referenced: false))
                } else {
                    while state.slots[state.hand].referenced {
                        state.slots[state.hand].referenced = false
                        state.hand = (state.hand + 1) % capacity
                    }
                    slot = state.hand
                    state.index.remove(state.slots[slot].key.word) { $0 == slot }
                    state.slots[slot] = Slot(key: key, advances: advances, referenced: false)
                    state.hand = (state.hand + 1) % capacity
                }
                state.index.insert(key.word, entry: Int32(slot))
            }
        }
    }

    /// Entry count and hit/miss counters, for tests and benchmarks.
    var statistics: (count: Int, hits: Int, misses: Int) {
        state.withLock { ($0.slots.count, $0.hits, $0.misses) }
    }
}
