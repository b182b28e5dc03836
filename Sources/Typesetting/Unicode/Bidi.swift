import CICU

/// A stretch of text at one resolved bidi embedding level (UAX #9).
struct BidiRun: Sendable, Equatable {
    var range: Range<Int>
    var level: UInt8
    var isRightToLeft: Bool { level & 1 == 1 }
}

/// Bidi level runs from ICU's ubidi.
enum Bidi {
    /// Level runs of `text` in logical order, covering it without gaps. The paragraph level
    /// comes from the first strong character (left-to-right when there is none), as
    /// UBIDI_DEFAULT_LTR gives. Empty text has no runs.
    static func runs(in text: UnsafeBufferPointer<UInt16>) throws(TypesettingError) -> [BidiRun] {
        guard let base = text.baseAddress, !text.isEmpty else { return [] }
        let length = try ICUStatus.checkedLength(text.count, "ubidi_setPara")
        // Each run is at least one unit long, so `length` entries suffice.
        var starts = [Int32](repeating: 0, count: text.count)
        var levels = [UInt8](repeating: 0, count: text.count)
        var status: Int32 = 0
        let count = starts.withUnsafeMutableBufferPointer { startBuffer in
            levels.withUnsafeMutableBufferPointer { levelBuffer in
                Int(cicu_bidi_runs(base, length, startBuffer.baseAddress, levelBuffer.baseAddress, length, &status))
            }
        }
        guard count >= 0, !ICUStatus.isFailure(status) else { throw ICUStatus.error("ubidi_setPara", status) }
        let kept = min(count, text.count)
        var runs: [BidiRun] = []
        runs.reserveCapacity(kept)
        for index in 0..<kept {
            let end = index + 1 < kept ? Int(starts[index + 1]) : text.count
            runs.append(BidiRun(range: Int(starts[index])..<end, level: levels[index]))
        }
        return runs
    }
}
