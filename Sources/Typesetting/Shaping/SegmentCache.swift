import Locking

/// Identifies a shaped piece of text: the text between two break
/// opportunities (a "word") within one font, script and direction.
///
/// Advances are stored in design units, so the size is not part of the key and
/// one entry serves every point size. HarfBuzz's default feature set is the
/// only one used, so features are not part of the key either. Shaping word by
/// word loses kerning across a break opportunity (e.g. between a space and the
/// next word); browsers measure the same way, and the difference is a few
/// hundredths of a point per space at most.
struct SegmentKey: Hashable, Sendable {
    let faceID: Int32
    let script: UInt32
    let isRightToLeft: Bool
    let language: UInt
    let text: [UInt16]
    /// Computed once, when the key is made, so the cache's lock is never held while hashing.
    private let hash: Int

    init(faceID: Int32, script: UInt32, isRightToLeft: Bool, language: UInt, text: [UInt16]) {
        self.faceID = faceID
        self.script = script
        self.isRightToLeft = isRightToLeft
        self.language = language
        self.text = text
        // The text is hashed as raw bytes, not one UInt16 element at a time as Array's own
        // conformance does: words are short and keys are many.
        var hasher = Hasher()
        hasher.combine(faceID)
        hasher.combine(script)
        hasher.combine(isRightToLeft)
        hasher.combine(language)
        hasher.combine(text.count)
        text.withUnsafeBytes { hasher.combine(bytes: $0) }
        hash = hasher.finalize()
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    static func == (a: SegmentKey, b: SegmentKey) -> Bool {
        a.hash == b.hash && a.faceID == b.faceID && a.script == b.script && a.isRightToLeft == b.isRightToLeft
            && a.language == b.language && a.text == b.text
    }
}

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
        var index: [SegmentKey: Int] = [:]
        var slots: [Slot] = []
        var hand = 0
        var hits = 0
        var misses = 0
    }

    let capacity: Int
    private let state: Locked<State>

    init(capacity: Int) {
        self.capacity = max(0, capacity)
        state = Locked(State())
    }

    /// Looks up every key; returns the advances found (nil for misses) in order.
    func lookUp(_ keys: [SegmentKey]) -> [[Int32]?] {
        state.withLock { state in
            var result: [[Int32]?] = []
            result.reserveCapacity(keys.count)
            for key in keys {
                if let slot = state.index[key] {
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
            for (key, advances) in entries where state.index[key] == nil {
                if state.slots.count < capacity {
                    state.index[key] = state.slots.count
                    state.slots.append(Slot(key: key, advances: advances, referenced: false))
                    continue
                }
                while state.slots[state.hand].referenced {
                    state.slots[state.hand].referenced = false
                    state.hand = (state.hand + 1) % capacity
                }
                state.index[state.slots[state.hand].key] = nil
                state.slots[state.hand] = Slot(key: key, advances: advances, referenced: false)
                state.index[key] = state.hand
                state.hand = (state.hand + 1) % capacity
            }
        }
    }

    /// Entry count and hit/miss counters, for tests and benchmarks.
    var statistics: (count: Int, hits: Int, misses: Int) {
        state.withLock { ($0.slots.count, $0.hits, $0.misses) }
    }
}
