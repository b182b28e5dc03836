import CHarfBuzz

/// The members of a HarfBuzz set (code points or glyph ids) as one bit each, read once: a bit test is far
/// cheaper than `hb_set_has` or a cmap search, and these are asked per character. Bounded by the
/// largest member kept, so the size follows the set.
struct HarfBuzzBits: Sendable {
    private let words: [UInt64]

    /// The members of `set` up to `limit`.
    init(_ set: OpaquePointer?, upTo limit: UInt32) {
        let highest = hb_set_get_max(set)
        guard highest != hb_codepoint_t.max else { words = []; return }   // HB_SET_VALUE_INVALID: an empty set
        var words = [UInt64](repeating: 0, count: Int(min(highest, limit)) / 64 + 1)
        var first = hb_codepoint_t.max   // HB_SET_VALUE_INVALID: start from the beginning
        var last = hb_codepoint_t.max
        while hb_set_next_range(set, &first, &last) != 0 {
            guard first <= limit else { break }
            for member in first...min(last, limit) { words[Int(member >> 6)] |= 1 << UInt64(member & 63) }
        }
        self.words = words
    }

    func contains(_ member: UInt32) -> Bool {
        let word = Int(member >> 6)
        return word < words.count && words[word] & (1 << UInt64(member & 63)) != 0
    }
}
