import CHarfBuzz
import CICU

/// A stretch of text in one script.
struct ScriptRun: Sendable, Equatable, CustomStringConvertible {
    var range: Range<Int>
    /// The script as HarfBuzz takes it (hb_script_t): its ISO 15924 tag in four bytes.
    var shapingScript: UInt32

    /// The ISO 15924 tag and the range, as "Latn 0..<6".
    var description: String {
        var tag = [CChar](repeating: 0, count: 4)
        hb_tag_to_string(shapingScript, &tag)
        return "\(String(decoding: tag.map { UInt8(bitPattern: $0) }, as: UTF8.self)) \(range)"
    }
}

/// Script itemization from ICU's Script property (uscript_getScript).
enum Scripts {
    /// UScriptCode values ICU uses for characters shared by many scripts (digits, spaces,
    /// punctuation) and for combining marks that take the script of their base.
    private static let common: Int32 = 0, inherited: Int32 = 1
    /// USCRIPT_HAN and USCRIPT_LATIN.
    private static let han: Int32 = 17, latin: Int32 = 25

    /// The script of `scalar` (a UScriptCode). ASCII and the two main blocks of CJK Unified Ideographs,
    /// whose every code point has one script in Scripts.txt (Latin letters, Common for the rest of ASCII,
    /// Han for U+3400...U+4DBF and U+4E00...U+9FFF), are answered without a call into ICU: they are
    /// most of the text measured.
    static func code(of scalar: UInt32) -> Int32 {
        if scalar < 0x80 {
            return CharacterClasses.isASCIILetter(scalar) ? latin : common
        }
        if (0x4E00...0x9FFF).contains(scalar) || (0x3400...0x4DBF).contains(scalar) { return han }
        if UTF16Scalars.isSurrogate(scalar) { return common }
        var status: Int32 = 0
        let code = cicu_script_of(scalar, &status)
        return ICUStatus.isFailure(status) ? common : code
    }

    /// Script runs of `text` (UTF-16 offsets), covering it without gaps. Common and Inherited
    /// characters join the run before them, or the run after them at the start of the text;
    /// text made only of them is one "Zyyy" (Common) run. A lone surrogate counts as Common.
    /// Empty text has no runs.
    static func runs(in text: UnsafeBufferPointer<UInt16>) -> [ScriptRun] {
        // Each run's start and resolved code; a run ends where the next starts.
        var runs: [(start: Int, script: Int32)] = []
        // Chinese with Latin words changes script at every word: room for a few dozen runs before regrowing.
        runs.reserveCapacity(min(text.count, 32))
        var leadingNeutral = false                       // text starts with Common/Inherited
        var index = 0
        while index < text.count {
            let start = index
            let (scalar, length) = UTF16Scalars.scalar(at: index, in: text, end: text.count)
            index += length
            let script = code(of: scalar)
            if script == common || script == inherited {
                if runs.isEmpty { leadingNeutral = true; runs.append((start, common)) }
                continue   // joins the current run
            }
            if let last = runs.last {
                if last.script == script { continue }
                if leadingNeutral && runs.count == 1 {
                    // The neutral prefix takes the first real script.
                    runs[0].script = script
                    leadingNeutral = false
                    continue
                }
            }
            runs.append((start, script))
        }
        return runs.indices.map { position in
            let end = position + 1 < runs.count ? runs[position + 1].start : text.count
            return ScriptRun(range: runs[position].start..<end, shapingScript: shapingScript(runs[position].script))
        }
    }

    /// HarfBuzz's script for an ICU script code, through its ISO 15924 short name ("Zzzz", unknown, when
    /// ICU has none).
    private static func shapingScript(_ code: Int32) -> UInt32 {
        guard let name = cicu_script_short_name(code) else { return HB_SCRIPT_UNKNOWN.rawValue }
        return hb_script_from_string(name, -1).rawValue
    }
}
