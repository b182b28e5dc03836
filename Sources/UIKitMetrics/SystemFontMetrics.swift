/// The vertical metrics of UIKit's system font, SF Pro, in its design units.
///
/// `UIFont.systemFont(ofSize:)` reports `lineHeight` = (ascender - descender + leading) x size / unitsPerEm
/// = 2444 / 2048 = 1.193359 x size, at every weight: logged on devices as 17.900391 for 15 pt, 20.287109 for
/// 17 pt and 35.800781 for 30 pt. A label's line, its first and last baselines and its intrinsic height
/// follow from these, whatever font draws the glyphs.
public struct SystemFontMetrics: Sendable, Hashable {
    /// Design units per em.
    public let unitsPerEm: Int
    /// Baseline to the top of the line (positive).
    public let ascender: Int
    /// Baseline to the bottom of the line (negative, as in the font's tables).
    public let descender: Int
    /// Leading added to each line.
    public let lineGap: Int

    /// SF Pro's `hhea` table (ascender 1950, descender -494, line gap 0 on 2048 units per em), the same for
    /// SF Pro Text and Display and every weight. Source: the SF Pro fonts of Apple's developer download
    /// (developer.apple.com/fonts), `hhea`; UIKit's `lineHeight` of 20.287109 at 17 pt equals 2444/2048 x 17.
    public static let sanFrancisco = SystemFontMetrics(unitsPerEm: 2048, ascender: 1950, descender: -494, lineGap: 0)

    /// Points from the baseline to the top of the line at `size`.
    public func ascender(atSize size: Double) -> Double { Double(ascender) * size / Double(unitsPerEm) }
    /// `ascender - descender + lineGap` at `size`: `UIFont.lineHeight`.
    public func lineHeight(atSize size: Double) -> Double {
        Double(ascender - descender + lineGap) * size / Double(unitsPerEm)
    }
}
