/// FreeType's error codes in words, for messages about font files a person can act on. The texts
/// follow FreeType's own descriptions (freetype/fterrdef.h); codes not listed keep their number.
enum FreeTypeErrors {
    static func describe(_ code: Int32) -> String {
        let words: String? = switch code {
        case 0x01: "the file cannot be opened"
        case 0x02: "not a font (unknown file format)"
        case 0x03: "a broken font file"
        case 0x08: "an invalid table"
        case 0x40: "out of memory"
        case 0x51: "the file cannot be opened"
        case 0x52, 0x53, 0x54, 0x55, 0x56: "the file ends early (truncated?)"
        case 0x8E: "a required table is missing (truncated or damaged?)"
        case 0x8F: "no horizontal header (hhea) table (truncated or damaged?)"
        case 0x90: "no glyph locations (loca) table (truncated or damaged?)"
        case 0x91: "no name table (truncated or damaged?)"
        case 0x92: "no character map (cmap) table (truncated or damaged?)"
        case 0x93: "no horizontal metrics (hmtx) table (truncated or damaged?)"
        case 0x94: "no PostScript (post) table (truncated or damaged?)"
        case 0x95: "invalid horizontal metrics"
        case 0x96: "an invalid character map format"
        default: nil
        }
        return (words ?? "an error FreeType could not read past") + " (FreeType error \(code))"
    }
}
