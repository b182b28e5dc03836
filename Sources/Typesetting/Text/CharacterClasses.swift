/// Character sets the layout needs, with their Unicode sources.
enum CharacterClasses {
    /// Mandatory breaks (UAX #14 classes BK, CR, LF, NL): LF, VT, FF, CR, NEL,
    /// LINE SEPARATOR, PARAGRAPH SEPARATOR.
    static func isHardBreak(_ v: UInt16) -> Bool {
        switch v {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// Hard breaks that also end a paragraph (NSString's paragraph separators:
    /// LF, CR, CR LF, U+2029); the others only end a line.
    static func endsParagraph(_ v: UInt16) -> Bool {
        v == 0x0A || v == 0x0D || v == 0x2029
    }

    /// A UTF-16 unit that draws and advances nothing: ignorable for coverage (`isIgnorableForCoverage`)
    /// but not a tab, which is ignorable too yet spaces the line. A surrogate is never one.
    static func drawsNothing(_ v: UInt16) -> Bool { isIgnorableForCoverage(UInt32(v)) && !isHangingSpace(v) }

    /// General_Category=Cc: the C0 and C1 controls and DEL.
    static func isControl(_ v: UInt16) -> Bool { v <= 0x1F || (0x7F...0x9F).contains(v) }

    /// White space that hangs past the end of a line: TAB and the
    /// General_Category=Zs characters except the no-break spaces
    /// (U+00A0, U+2007, U+202F), per UnicodeData.txt.
    static func isHangingSpace(_ v: UInt16) -> Bool {
        switch v {
        case 0x09, 0x20, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: true
        default: false
        }
    }

    /// Scalars no font needs a glyph for: General_Category=Cc and the
    /// Default_Ignorable_Code_Point ranges of DerivedCoreProperties.txt that
    /// occur in text (HarfBuzz renders them invisible), plus LS/PS.
    static func isIgnorableForCoverage(_ v: UInt32) -> Bool {
        // Printable ASCII and U+3165...U+FDFF (kana, Hangul, CJK ideographs among them) hold none: most
        // text is answered here, before the ranges.
        if (0x20...0x7E).contains(v) || (0x3165...0xFDFF).contains(v) { return false }
        return switch v {
        case 0x00...0x1F, 0x7F...0x9F, 0xAD, 0x34F, 0x61C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180B...0x180F,
             0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F, 0x3164, 0xFE00...0xFE0F, 0xFEFF, 0xFFA0,
             0xFFF0...0xFFF8, 0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0000...0xE0FFF:
            true
        default:
            false
        }
    }

    /// General Punctuation (2000..206F), the CJK symbols and punctuation of 3000..3004 and 3008..3020, and the
    /// fullwidth punctuation and digits of FF01..FF20: the marks of Chinese text besides ideographs, none of
    /// them a letter (Unicode's Alphabetic property), so a letter count can skip its property look-up.
    static func isPunctuationWithoutLetters(_ v: UInt32) -> Bool {
        switch v {
        case 0x2000...0x206F, 0x3000...0x3004, 0x3008...0x3020, 0xFF01...0xFF20: true
        default: false
        }
    }

    /// A to Z and a to z.
    static func isASCIILetter(_ v: UInt32) -> Bool { (v | 0x20) >= 0x61 && (v | 0x20) <= 0x7A }

    /// CJK Unified Ideographs and extensions (Blocks.txt: 3400..4DBF, 4E00..9FFF,
    /// F900..FAFF compatibility, 20000..3134F supplementary planes).
    static func isHan(_ v: UInt32) -> Bool {
        switch v {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F: true
        default: false
        }
    }
}
