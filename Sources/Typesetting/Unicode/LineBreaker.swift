import CICU

/// A place where a line may end: a break is allowed before UTF-16 offset `offset` (> 0).
/// `isHard` marks a mandatory break (after a line feed, carriage return, U+2028, U+2029, ...),
/// from ICU's rule status `UBRK_LINE_HARD`.
struct LineBreakOpportunity: Sendable, Equatable {
    var offset: Int
    var isHard: Bool
}

/// Line break opportunities from ICU's line break iterator (UAX #14 plus ICU's tailorings for
/// the locale), less the soft breaks that CJK line edge prohibition forbids in a CJK locale
/// (``LineEdgeProhibition``) and, when Hangul words are kept whole, those between two Hangul letters.
enum LineBreaker {
    /// Every break opportunity in `text`, in increasing offset order. The text end is always
    /// the last one (hard only when the text ends with a mandatory break character); empty text
    /// has none.
    static func opportunities(
        in text: UnsafeBufferPointer<UInt16>, locale: String, keepingHangulWords: Bool = false, iterators: BreakIteratorPool
    ) throws(TypesettingError) -> [LineBreakOpportunity] {
        guard let base = text.baseAddress, !text.isEmpty else { return [] }
        let length = try ICUStatus.checkedLength(text.count, "ubrk_setText")
        let prohibiting = LineEdgeProhibition.applies(to: locale)
        return try iterators.withIterator(.line, locale: locale) {
            (iterator) throws(TypesettingError) -> [LineBreakOpportunity] in
            var status: Int32 = 0
            cicu_break_set_text(iterator.handle, base, length, &status)
            guard !ICUStatus.isFailure(status) else { throw ICUStatus.error("ubrk_setText", status) }
            // Every boundary is at a distinct offset in 1...length, so `length` entries suffice. The
            // scratch space is temporary (on the stack for a short text), not two arrays per text.
            let capacity = text.count
            let result = withUnsafeTemporaryAllocation(of: Int32.self, capacity: capacity) { offsets in
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { hard in
                    let count = min(Int(cicu_linebreak_collect(iterator.handle, offsets.baseAddress, hard.baseAddress, length)),
                                    capacity)
                    return [LineBreakOpportunity](unsafeUninitializedCapacity: count) { result, kept in
                        kept = 0
                        for index in 0..<count {
                            let offset = Int(offsets[index]), isHard = hard[index] != 0
                            if prohibiting && !isHard && LineEdgeProhibition.forbidsBreak(before: offset, in: text) { continue }
                            if keepingHangulWords && !isHard && offset < text.count
                                && isHangul(text[offset - 1]) && isHangul(text[offset]) { continue }
                            result.initializeElement(at: kept, to: LineBreakOpportunity(offset: offset, isHard: isHard))
                            kept += 1
                        }
                    }
                }
            }
            // Detach the iterator from the caller's buffer before it goes back to the pool.
            cicu_break_set_text(iterator.handle, nil, 0, &status)
            return result
        }
    }

    /// Hangul syllables and jamo (all in the BMP): the letters UIKit's `hangulWordPriority` keeps together.
    static func isHangul(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xD7B0...0xD7FF: true
        default: false
        }
    }
}
