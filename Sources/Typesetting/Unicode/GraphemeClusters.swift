import CICU

/// Extended grapheme cluster boundaries (UAX #29) from ICU: the units a user perceives as one
/// character, which line filling and font fallback never split.
enum GraphemeClusters {
    /// UTF-16 offsets of every boundary, including 0 and `text.count` (just `[0]` for empty text).
    ///
    /// Most Chinese and English text has no character that joins its neighbours (no combining mark,
    /// ZWJ, CR, Hangul jamo, regional indicator or surrogate pair): ICU's Grapheme_Cluster_Break
    /// property says so in one pass, and every unit is then a cluster. Other text goes through
    /// ICU's character break iterator.
    static func boundaries(in text: UnsafeBufferPointer<UInt16>, iterators: BreakIteratorPool) throws(TypesettingError) -> [Int] {
        guard let base = text.baseAddress, !text.isEmpty else { return [0] }
        let length = try ICUStatus.checkedLength(text.count, "ubrk_setText")
        if cicu_graphemes_are_units(base, length) != 0 { return Array(0...text.count) }
        return try iteratorBoundaries(base, length, iterators: iterators)
    }

    /// The boundaries from ICU's character break iterator, whatever the text.
    static func iteratorBoundaries(in text: UnsafeBufferPointer<UInt16>, iterators: BreakIteratorPool) throws(TypesettingError) -> [Int] {
        guard let base = text.baseAddress, !text.isEmpty else { return [0] }
        let length = try ICUStatus.checkedLength(text.count, "ubrk_setText")
        return try iteratorBoundaries(base, length, iterators: iterators)
    }

    /// The iterator's part of both, for text already checked (non-empty, `length` fits ICU).
    private static func iteratorBoundaries(_ base: UnsafePointer<UInt16>, _ length: Int32,
                                           iterators: BreakIteratorPool) throws(TypesettingError) -> [Int] {
        // Grapheme rules do not depend on the locale in ICU; one pooled iterator serves all.
        return try iterators.withIterator(.character, locale: "") {
            (iterator) throws(TypesettingError) -> [Int] in
            var status: Int32 = 0
            cicu_break_set_text(iterator.handle, base, length, &status)
            guard !ICUStatus.isFailure(status) else { throw ICUStatus.error("ubrk_setText", status) }
            let capacity = Int(length)
            let result = withUnsafeTemporaryAllocation(of: Int32.self, capacity: capacity) { offsets in
                let count = min(Int(cicu_break_collect(iterator.handle, offsets.baseAddress, length)), capacity)
                var result = [0]
                result.reserveCapacity(count + 1)
                for index in 0..<count { result.append(Int(offsets[index])) }
                return result
            }
            cicu_break_set_text(iterator.handle, nil, 0, &status)
            return result
        }
    }
}
