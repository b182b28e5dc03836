import CICU
import Testing
@testable import Typesetting

/// Script runs; each character's script is its Unicode Script property (Scripts.txt).
@Suite struct UnicodeScriptTests {
    func runs(_ string: String) -> [ScriptRun] {
        withUTF16(string) { Scripts.runs(in: $0) }
    }

    @Test func commonJoinsThePrecedingRun() {
        // "Hello 世界!": the space and "!" are Common; the space joins Latin, "!" joins Han.
        #expect(runs("Hello 世界!") == [
            ScriptRun(range: 0..<6, script: "Latn"), ScriptRun(range: 6..<9, script: "Hani"),
        ])
    }

    @Test func leadingCommonTakesTheFollowingScript() {
        // "  123 abc": Common up to "a", which is Latin; the prefix joins it: one Latin run.
        #expect(runs("  123 abc") == [ScriptRun(range: 0..<9, script: "Latn")])
    }

    @Test func runsNameTheirISO15924Tags() {
        // HarfBuzz's hb_script_t is the tag's four bytes, so a run reads back as the tag ICU gave.
        #expect(runs("中文English").map(\.description) == ["Hani 0..<2", "Latn 2..<9"])
    }

    @Test func hanThenLatin() {
        #expect(runs("中文English") == [
            ScriptRun(range: 0..<2, script: "Hani"), ScriptRun(range: 2..<9, script: "Latn"),
        ])
    }

    @Test func surrogatePairsAreOneScalar() {
        // U+20000 (CJK Extension B, Han) is the surrogate pair D840 DC00: offsets 1..<3.
        #expect(runs("a\u{20000}b") == [
            ScriptRun(range: 0..<1, script: "Latn"), ScriptRun(range: 1..<3, script: "Hani"),
            ScriptRun(range: 3..<4, script: "Latn"),
        ])
    }

    @Test func inheritedMarksJoinTheirBase() {
        // U+0301 COMBINING ACUTE ACCENT is Inherited: "é" (decomposed) + "x" stays Latin.
        #expect(runs("e\u{301}x") == [ScriptRun(range: 0..<3, script: "Latn")])
    }

    @Test func japaneseScripts() {
        // 日本 (Han) の (Hiragana) テキスト (Katakana; ー U+30FC is Common and joins it).
        #expect(runs("日本のテキスト") == [
            ScriptRun(range: 0..<2, script: "Hani"), ScriptRun(range: 2..<3, script: "Hira"),
            ScriptRun(range: 3..<7, script: "Kana"),
        ])
    }

    @Test func onlyCommonIsZyyy() {
        #expect(runs("123 !") == [ScriptRun(range: 0..<5, script: "Zyyy")])
    }

    @Test func loneSurrogateCountsAsCommon() {
        let units: [UInt16] = [0x61, 0xD800, 0x62]
        let result = units.withUnsafeBufferPointer { Scripts.runs(in: $0) }
        #expect(result == [ScriptRun(range: 0..<3, script: "Latn")])
    }

    @Test func emptyText() {
        #expect(runs("").isEmpty)
    }
}

/// The scripts answered without ICU are ICU's answers: every ASCII character and every code point of
/// U+3400...U+4DBF and U+4E00...U+9FFF, asked of uscript_getScript directly.
@Suite struct ScriptShortcutTests {
    @Test func shortcutsAgreeWithICU() {
        var disagreeing: [UInt32] = []
        for scalar in Array(0..<0x80) + Array(0x3400...0x4DBF) + Array(0x4E00...0x9FFF) as [UInt32] {
            var status: Int32 = 0
            let icu = cicu_script_of(scalar, &status)
            if status > 0 || icu != Scripts.code(of: scalar) { disagreeing.append(scalar) }
        }
        #expect(disagreeing.isEmpty, "\(disagreeing.prefix(5).map { String($0, radix: 16) })")
    }
}

extension ScriptRun {
    /// A run of the script with ISO 15924 tag `script` ("Latn", "Hani"), as the expectations above name it.
    init(range: Range<Int>, script: String) {
        self.init(range: range, shapingScript: ShapingLanguage.script(script))
    }
}
