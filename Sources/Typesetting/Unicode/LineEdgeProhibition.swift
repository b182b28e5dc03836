/// The line start and line end prohibition of Chinese, Japanese and Korean layout, applied on top of
/// ICU's break opportunities.
///
/// Source: W3C "Requirements for Chinese Text Layout" (clreq), §3.1.7: opening brackets and opening
/// quotation marks may not end a line; closing brackets, closing quotation marks and the pause and stop
/// marks may not start one. Japanese (JIS X 4051's line-start and line-end rules) and Korean layout agree
/// on these marks.
///
/// ICU's tailorings get most of this right but not all of it. Its rules let a line break after white
/// space (UAX #14 rule LB18) before they forbid a break before a non-starter or a quotation mark, so in
/// every CJK locale it allows `“ ` or `‘ ` to end a line and `；`, `：` or `’` after a space to start one;
/// under ja and ko, whose line rules treat “ and ” as ambiguous quotation marks, also `” ` after a space
/// (seen with ICU 72.1). A break between an opening mark and what follows it, or before a closing mark,
/// is therefore dropped here; everything else ICU decides stays as it is (its Japanese small kana and
/// iteration marks among them). Dropping opportunities never makes a text unbreakable: a run longer than
/// the line still falls back to breaking between grapheme clusters.
enum LineEdgeProhibition {
    /// Whether `locale` (BCP 47 or an ICU id) is Chinese, Japanese or Korean, the languages whose layout
    /// follows these rules. Only the language subtag counts: `zh-Hant`, `ja_JP` and `ko-u-lb-strict` are.
    static func applies(to locale: String) -> Bool {
        var language: UInt32 = 0, length = 0
        for byte in locale.utf8 {
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") { break }
            length += 1
            if length > 3 { return false }
            language = language << 8 | UInt32(byte | 0x20)
        }
        switch language {
        case 0x7A68, 0x6A61, 0x6B6F, 0x79_7565: return true  // zh, ja, ko, yue
        default: return false
        }
    }

    /// Opening brackets and quotation marks (clreq's 开引号 and 开括号), full-width, CJK and ASCII forms:
    /// none may end a line.
    static func mayNotEndLine(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x28, 0x5B, 0x7B,                      // ( [ {
             0x2018, 0x201C,                        // ‘ “
             0x3008, 0x300A, 0x300C, 0x300E, 0x3010, // 〈 《 「 『 【
             0x3014, 0x3016, 0x3018, 0x301A, 0x301D, // 〔 〖 〘 〚 〝
             0xFF08, 0xFF3B, 0xFF5B, 0xFF62:         // （ ［ ｛ ｢
            true
        default:
            false
        }
    }

    /// Closing brackets and quotation marks (闭引号, 闭括号) and the pause and stop marks (点号:
    /// 、，。．：；？！ and their ASCII forms, ‼ ⁇ ⁈ ⁉): none may start a line.
    static func mayNotStartLine(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x21, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D, // ! ) , . : ; ? ] }
             0x2019, 0x201D,                                       // ’ ”
             0x203C, 0x2047, 0x2048, 0x2049,                       // ‼ ⁇ ⁈ ⁉
             0x3001, 0x3002,                                       // 、 。
             0x3009, 0x300B, 0x300D, 0x300F, 0x3011,               // 〉 》 」 』 】
             0x3015, 0x3017, 0x3019, 0x301B, 0x301E, 0x301F,       // 〕 〗 〙 〛 〞 〟
             0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, // ！ ） ， ． ： ； ？
             0xFF3D, 0xFF5D, 0xFF63:                               // ］ ｝ ｣
            true
        default:
            false
        }
    }

    /// Whether a soft break before `offset` (in `1...text.count`) would leave an opening mark at the end of
    /// a line (looking past the white space that hangs there) or a closing mark at the start of the next.
    /// The text's end is never forbidden: it is where the last line ends.
    @inline(__always)
    static func forbidsBreak(before offset: Int, in text: UnsafeBufferPointer<UInt16>) -> Bool {
        guard offset < text.count else { return false }
        let next = text[offset], previous = text[offset - 1]
        // Nothing in U+3040..<U+FF00 (kana, ideographs and Hangul among it) is one of the marks below or a
        // space: most breaks of CJK text fall between two such characters and are decided here.
        if next &- 0x3040 < 0xFF00 - 0x3040 && previous &- 0x3040 < 0xFF00 - 0x3040 { return false }
        if mayNotStartLine(next) { return true }
        var last = offset - 1
        while last > 0 && CharacterClasses.isHangingSpace(text[last]) { last -= 1 }
        return last >= 0 && mayNotEndLine(text[last])
    }
}
