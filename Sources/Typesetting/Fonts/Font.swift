/// A face at a point size, with its metrics in points.
///
/// Metrics scale linearly from design units (`units * size / unitsPerEm`):
/// no hinting, as Core Text's fractional metrics.
public struct Font: Sendable {
    /// The face whose metrics and glyphs the font uses.
    public let face: FontFace
    /// Point size (em size in points).
    public let size: Double

    /// Throws `invalidSize` for a size that is not a finite number > 0, so metrics are never NaN or negative.
    public init(face: FontFace, size: Double) throws(TypesettingError) {
        guard size.isFinite, size > 0 else { throw .invalidSize(size) }
        self.face = face
        self.size = size
    }

    /// Points per design unit.
    var scale: Double { size / Double(face.metrics.unitsPerEm) }

    /// The face's design units per em, for values read from the font in design units.
    public var unitsPerEm: Int { face.metrics.unitsPerEm }
    /// Distance from the baseline to the top of the line box (positive).
    public var ascender: Double { Double(face.metrics.ascender) * scale }
    /// Distance from the baseline to the bottom of the line box (negative, as in the tables).
    public var descender: Double { Double(face.metrics.descender) * scale }
    /// Leading in points; `lineHeight` includes it.
    public var lineGap: Double { Double(face.metrics.lineGap) * scale }
    /// `ascender - descender + lineGap`: the natural height of one line in this font.
    public var lineHeight: Double { ascender - descender + lineGap }
    /// Height of capital letters above the baseline in points (0 when the OS/2 table is older than version 2).
    public var capHeight: Double { Double(face.metrics.capHeight) * scale }
    /// Height of lower-case letters above the baseline in points (0 when the OS/2 table is older than version 2).
    public var xHeight: Double { Double(face.metrics.xHeight) * scale }
}
