import CFreeType

/// Vertical metrics of a face in design units, read from its tables.
///
/// Convention (DESIGN.md, as Core Text): ascender, descender and lineGap come
/// from `hhea`, except when OS/2 `fsSelection` bit 7 (USE_TYPO_METRICS) is set,
/// where the OS/2 typo metrics are the designer's declared line metrics.
/// Descender is negative (below the baseline), as in the tables.
public struct FontMetrics: Sendable, Hashable {
    /// Design units per em (head table): the divisor that turns the other metrics into points.
    public var unitsPerEm: Int
    /// Top of the line box above the baseline (positive).
    public var ascender: Int
    /// Bottom of the line box below the baseline (negative).
    public var descender: Int
    /// Leading between lines; part of a line's natural height.
    public var lineGap: Int
    /// OS/2 sCapHeight (0 when the table is older than version 2).
    public var capHeight: Int
    /// OS/2 sxHeight (0 when the table is older than version 2).
    public var xHeight: Int
    /// Whether the typo metrics were used (USE_TYPO_METRICS set).
    public var usesTypoMetrics: Bool

    /// Metrics given rather than read, for a face measured with another font's line (the system font's
    /// stand-in takes SF Pro's, `SystemFontPresentation`).
    public init(unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int) {
        self.unitsPerEm = unitsPerEm
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        capHeight = 0
        xHeight = 0
        usesTypoMetrics = false
    }

    /// Why a line of these metrics is not one, or nil when it is: a positive em, an ascender above the
    /// baseline, a descender at or below it, no negative leading. A font whose ascender is 0 would lay 17-point
    /// text out in lines 4 points tall; one whose descender is above the baseline, in lines shorter than
    /// its glyphs; both are damaged tables, refused by name rather than measured silently wrong.
    var problem: String? {
        let numbers = "ascender \(ascender), descender \(descender), line gap \(lineGap) on \(unitsPerEm) units per em"
        if unitsPerEm <= 0 || ascender - descender <= 0 || lineGap < 0 { return "its line metrics give no line (\(numbers))" }
        if ascender <= 0 { return "its ascender is not above the baseline (\(numbers)): its lines would be as short as its descender" }
        if descender > 0 { return "its descender is above the baseline (\(numbers); OpenType's is 0 or below): its lines would be shorter than its glyphs" }
        return nil
    }

    init?(face: FT_Face) {
        // FreeType fills `units_per_EM` for outline faces only; a bitmap-only face (an emoji font's CBDT
        // strikes) still has it in its head table, and its hmtx advances are in those units.
        guard let hhea = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA)?.assumingMemoryBound(to: TT_HoriHeader.self),
              let head = FT_Get_Sfnt_Table(face, FT_SFNT_HEAD)?.assumingMemoryBound(to: TT_Header.self),
              head.pointee.Units_Per_EM > 0 else { return nil }
        unitsPerEm = Int(head.pointee.Units_Per_EM)
        ascender = Int(hhea.pointee.Ascender)
        descender = Int(hhea.pointee.Descender)
        lineGap = Int(hhea.pointee.Line_Gap)
        capHeight = 0
        xHeight = 0
        usesTypoMetrics = false
        if let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self),
           os2.pointee.version != 0xFFFF {
            if os2.pointee.version >= 2 {
                capHeight = Int(os2.pointee.sCapHeight)
                xHeight = Int(os2.pointee.sxHeight)
            }
            // USE_TYPO_METRICS is defined from OS/2 version 4; before, the bit is reserved.
            if os2.pointee.version >= 4, os2.pointee.fsSelection & (1 << 7) != 0 {
                usesTypoMetrics = true
                ascender = Int(os2.pointee.sTypoAscender)
                descender = Int(os2.pointee.sTypoDescender)
                lineGap = Int(os2.pointee.sTypoLineGap)
            }
        }
    }
}
