import Locking

/// Shapers kept for the next texts; each `Typesetter` owns one pool.
///
/// A shaper holds a HarfBuzz buffer and the context-free glyph set of the style it read last. Made per
/// text, every text paid for a new buffer (and its arrays' first growth) and asked its face for the glyph
/// set under the face's lock, which all typesetters sharing a font collection contend for. Taken from the
/// pool, a shaper usually has both. The hot path is a lock, a pop and a push on this typesetter's own
/// lock.
final class ShaperPool: @unchecked Sendable {
    // @unchecked: the shapers are reached only under the lock, and each is handed to one caller at a time.
    private let idle = Locked<[Shaper]>([])

    /// Idle shapers kept; more than the threads that measure at once is waste.
    private let idleLimit = 16
    /// A shaper whose buffer held a run longer than this many glyphs is not kept: its arrays stay as
    /// large as the longest run (a paragraph of a megabyte would hold tens of megabytes).
    private let keptGlyphLimit: UInt32 = 4_096

    func checkOut() -> Shaper {
        idle.withLock { $0.popLast() } ?? Shaper()
    }

    func checkIn(_ shaper: Shaper) {
        guard shaper.shapedGlyphCount <= keptGlyphLimit else { return }
        idle.withLock { shapers in
            if shapers.count < idleLimit { shapers.append(shaper) }
        }
    }
}
