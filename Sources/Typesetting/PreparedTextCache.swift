import Locking

/// Prepared (shaped, break-analysed) texts by text and attributes, shared by the labels of a template
/// or of many templates, so a text seen again costs only line fitting. Thread-safe; bounded: when full,
/// the oldest half of the entries is dropped.
public final class PreparedTextCache: Sendable {
    /// Hashed once, outside the lock: hashing a whole text costs more than the table look-up, and threads
    /// measuring at once would otherwise queue behind each other's hashing.
    struct Key: Hashable {
        let text: AttributedText
        let locale: String?
        let hash: Int

        init(text: AttributedText, locale: String?) {
            self.text = text
            self.locale = locale
            var hasher = Hasher()
            hasher.combine(text)
            hasher.combine(locale)
            hash = hasher.finalize()
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
        static func == (a: Key, b: Key) -> Bool { a.hash == b.hash && a.locale == b.locale && a.text == b.text }
    }
    struct State {
        var entries: [Key: PreparedText] = [:]
        var order: [Key] = []
        var hits = 0, misses = 0
    }

    /// Prepares the texts the cache does not hold yet.
    public let typesetter: Typesetter
    /// Most texts kept; the oldest half goes when a new one would exceed it.
    public let capacity: Int
    private let state = Locked(State())

    /// A cache that prepares with `typesetter` and keeps at most `capacity` texts (at least 1).
    public init(typesetter: Typesetter, capacity: Int = 20_000) {
        self.typesetter = typesetter
        self.capacity = max(1, capacity)
    }

    /// The prepared form of `text`, from the cache or made (and kept) now.
    public func prepared(_ text: AttributedText, locale: String? = nil) throws(TypesettingError) -> PreparedText {
        let key = Key(text: text, locale: locale)
        let fonts = typesetter.fonts
        if let hit = state.withLock({ state -> PreparedText? in
            guard let found = state.entries[key], found.isCurrent(with: fonts) else { return nil }
            state.hits += 1
            return found
        }) { return hit }
        let made = try typesetter.prepare(text, locale: locale)
        // Evicted texts are freed after the lock is released, so other threads do not wait on that.
        let evicted = state.withLock { state -> [PreparedText] in
            state.misses += 1
            if let existing = state.entries[key] {
                // Prepared before a font was registered: replaced in place, keeping its place in the order.
                if !existing.isCurrent(with: fonts) { state.entries[key] = made }
                return []
            }
            var evicted: [PreparedText] = []
            if state.entries.count >= capacity {
                let dropped = state.order.prefix(state.order.count / 2 + 1)
                evicted.reserveCapacity(dropped.count)
                for old in dropped {
                    if let text = state.entries.removeValue(forKey: old) { evicted.append(text) }
                }
                state.order.removeFirst(dropped.count)
            }
            state.entries[key] = made
            state.order.append(key)
            return evicted
        }
        withExtendedLifetime(evicted) {}
        return made
    }

    /// (hits, misses) since creation, to check that repeated texts are not prepared again.
    public var statistics: (hits: Int, misses: Int) { state.withLock { ($0.hits, $0.misses) } }

    /// Texts held now.
    public var count: Int { state.withLock { $0.entries.count } }
}
