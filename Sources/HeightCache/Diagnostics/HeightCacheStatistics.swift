import Synchronization

/// What a table's height caches did: how often a height came from a cache, and how often and how long it
/// had to be computed.
public struct HeightCacheStatistics: Sendable, Equatable, CustomStringConvertible {
    /// Heights served by index path (rows), or by section (headers and footers).
    public var indexPathHits = 0
    /// Heights served from a key cache (`keyedHeightCache`, `headerFooterKeyedHeightCache`).
    public var keyHits = 0
    /// Heights asked for that no cache held.
    public var misses = 0
    /// Heights computed (misses, uncached calls and precaching).
    public var calculations = 0
    /// Heights computed ahead by `precacheHeights`.
    public var precached = 0
    /// Time spent computing heights.
    public var calculationTime: Duration = .zero

    /// Heights served from any cache: index-path and key hits together.
    public var hits: Int { indexPathHits + keyHits }

    /// The counts on one line, for a log.
    public var description: String {
        "hits \(hits) (index path \(indexPathHits), key \(keyHits)), misses \(misses), calculations \(calculations) "
            + "(\(precached) precached) in \(calculationTime)"
    }
}

/// Lock-free counters behind `HeightCacheStatistics` (relaxed atomics: they count, they order nothing).
final class StatisticsCounters: Sendable {
    let indexPathHits = Atomic<Int>(0)
    let keyHits = Atomic<Int>(0)
    let misses = Atomic<Int>(0)
    let calculations = Atomic<Int>(0)
    let precached = Atomic<Int>(0)
    let nanoseconds = Atomic<Int>(0)

    enum Counter { case indexPathHits, keyHits, misses, precached }

    func add(_ counter: Counter) {
        switch counter {
        case .indexPathHits: indexPathHits.add(1, ordering: .relaxed)
        case .keyHits: keyHits.add(1, ordering: .relaxed)
        case .misses: misses.add(1, ordering: .relaxed)
        case .precached: precached.add(1, ordering: .relaxed)
        }
    }

    func addCalculation(_ duration: Duration) {
        calculations.add(1, ordering: .relaxed)
        let (seconds, attoseconds) = duration.components
        nanoseconds.add(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000), ordering: .relaxed)
    }

    var snapshot: HeightCacheStatistics {
        HeightCacheStatistics(indexPathHits: indexPathHits.load(ordering: .relaxed), keyHits: keyHits.load(ordering: .relaxed),
                              misses: misses.load(ordering: .relaxed), calculations: calculations.load(ordering: .relaxed),
                              precached: precached.load(ordering: .relaxed),
                              calculationTime: .nanoseconds(nanoseconds.load(ordering: .relaxed)))
    }

    func reset() {
        indexPathHits.store(0, ordering: .relaxed); keyHits.store(0, ordering: .relaxed)
        misses.store(0, ordering: .relaxed); calculations.store(0, ordering: .relaxed)
        precached.store(0, ordering: .relaxed); nanoseconds.store(0, ordering: .relaxed)
    }
}
