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

    /// A line's metrics are usable: a positive em, an ascender above a descender, no negative leading.
    /// A font whose ascender and descender meet would lay every line out 0 points tall.
    var isUsable: Bool { unitsPerEm > 0 && ascender - descender > 0 && lineGap >= 0 }

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
            if os2.pointee.fsSelection & (1 << 7) != 0 {
                usesTypoMetrics = true
                ascender = Int(os2.pointee.sTypoAscender)
                descender = Int(os2.pointee.sTypoDescender)
                lineGap = Int(os2.pointee.sTypoLineGap)
            }
        }
    }
}
