/// Decides whether a text needs ICU's bidi algorithm at all. Text with no
/// right-to-left letters and no explicit directional controls is one
/// left-to-right run, so the ubidi pass (a sizeable share of preparing short
/// Latin or Han text) is skipped. Ranges from Blocks.txt / Bidi_Class R and AL.
enum BidiPrecheck {
    static func mayContainRightToLeft(_ units: UnsafeBufferPointer<UInt16>) -> Bool {
        for unit in units where unit >= 0x0590 {
            switch unit {
            case 0x0590...0x08FF,        // Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan, Mandaic, Arabic Ext
                 0xFB1D...0xFDFF,        // Hebrew and Arabic presentation forms A
                 0xFE70...0xFEFF,        // Arabic presentation forms B
                 0x200F, 0x202B, 0x202E, 0x2067, 0x061C,  // RLM, RLE, RLO, RLI, ALM
                 0xD802, 0xD803,         // surrogates of U+10800..U+10FFF (Cypriot .. Old Uyghur, RTL scripts)
                 0xD83A, 0xD83B:         // surrogates of U+1E800..U+1EFFF (Mende Kikakui, Adlam, Arabic math)
                return true
            default:
                continue
            }
        }
        return false
    }

    /// ICU's bidi runs when the text may need them, else one left-to-right run over it all.
    static func runs(in units: UnsafeBufferPointer<UInt16>) throws(TypesettingError) -> [BidiRun] {
        mayContainRightToLeft(units) ? try Bidi.runs(in: units) : [BidiRun(range: 0..<units.count, level: 0)]
    }
}
