import CICU

/// A stretch of text in one script, named by its ISO 15924 tag ("Latn", "Hani", "Arab").
struct ScriptRun: Sendable, Equatable {
    var range: Range<Int>
    var script: String
}

/// Script itemization from ICU's Script property (uscript_getScript).
enum Scripts {
    /// UScriptCode values ICU uses for characters shared by many scripts (digits, spaces,
    /// punctuation) and for combining marks that take the script of their base.
    private static let common: Int32 = 0, inherited: Int32 = 1

    /// Script runs of `text` (UTF-16 offsets), covering it without gaps. Common and Inherited
    /// characters join the run before them, or the run after them at the start of the text;
    /// text made only of them is one "Zyyy" (Common) run. A lone surrogate counts as Common.
    /// Empty text has no runs.
    static func runs(in text: UnsafeBufferPointer<UInt16>) -> [ScriptRun] {
        var codes: [(start: Int, script: Int32)] = []   // start of each run, with its resolved code
        var leadingNeutral = false                       // text starts with Common/Inherited
        var index = 0
        while index < text.count {
            let start = index
            let (scalar, length) = UTF16Scalars.scalar(at: index, in: text, end: text.count)
            index += length
            var script = common
            if !UTF16Scalars.isSurrogate(scalar) {
                var status: Int32 = 0
                let code = cicu_script_of(scalar, &status)
                if !ICUStatus.isFailure(status) { script = code }
            }
            if script == common || script == inherited {
                if codes.isEmpty { leadingNeutral = true; codes.append((start, common)) }
                continue   // joins the current run
            }
            if let last = codes.last {
                if last.script == script { continue }
                if leadingNeutral && codes.count == 1 {
                    // The neutral prefix takes the first real script.
                    codes[0].script = script
                    leadingNeutral = false
                    continue
                }
            }
            codes.append((start, script))
        }
        var runs: [ScriptRun] = []
        runs.reserveCapacity(codes.count)
        for (position, entry) in codes.enumerated() {
            let end = position + 1 < codes.count ? codes[position + 1].start : text.count
            runs.append(ScriptRun(range: entry.start..<end, script: tag(entry.script)))
        }
        return runs
    }

    private static func tag(_ code: Int32) -> String {
        guard let name = cicu_script_short_name(code) else { return "Zzzz" }
        return String(cString: name)
    }
}
