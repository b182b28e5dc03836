import Typesetting
import ViewLayout

/// Line heights from the fonts' own tables (read with fontTools:
/// `TTFont(p)['head'].unitsPerEm, ['hhea'].ascent/descent/lineGap`), independent of Typesetting:
/// - Inter (Regular, Italic, Medium, SemiBold and Bold): unitsPerEm 2816, ascent 2728, descent −680, lineGap 0
///   (USE_TYPO_METRICS is set and the typo metrics are the same numbers).
/// - Noto Sans CJK SC subset: unitsPerEm 1000, ascent 1160, descent −288, lineGap 0; every CJK unified
///   ideograph used here advances 1000 units (hmtx), so N of them at size s are N × s points wide.
///
/// The system font (`FontCollection.systemFontName`) takes SF Pro's line: ascender 1950, descender -494, line
/// gap 0 on 2048 units per em (Apple's SF Pro, `hhea`; UIFont.lineHeight 20.287109 at 17 pt), and SF Pro's
/// tracking, -26/1000 em at 17 pt (Apple's Human Interface Guidelines, tracking table).
public enum FontFacts {
    public static func systemLineHeight(_ size: Double) -> Double { (1950.0 + 494.0) / 2048.0 * size }
    public static func systemAscent(_ size: Double) -> Double { 1950.0 / 2048.0 * size }
    /// Points added after each character of the system font at 17 pt.
    public static let systemTracking17 = -0.026 * 17
    public static func interLineHeight(_ size: Double) -> Double { (2728.0 + 680.0) / 2816.0 * size }
    public static func interAscent(_ size: Double) -> Double { 2728.0 / 2816.0 * size }
    public static func cjkLineHeight(_ size: Double) -> Double { (1160.0 + 288.0) / 1000.0 * size }
    /// Rounded up to the 3x pixel grid: ceil(x × 3) / 3.
    public static func ceil3(_ x: Double) -> Double { ceil(x, scale: 3) }
    /// Rounded up to the pixel grid of `scale`: ceil(x × scale) / scale (1e-6 pixel of slack).
    public static func ceil(_ x: Double, scale: Double) -> Double { (x * scale - 1e-6).rounded(.up) / scale }

    public static let cjkFamily = "Noto Sans CJK SC"
    /// n ideographs, all with the same advance (one em), cycling through a fixed set.
    public static func ideographs(_ n: Int) -> String {
        let set = Array("一二三四五六七八九十人大中国的是")
        return String((0..<n).map { set[$0 % set.count] })
    }
}

/// One typesetter and prepared-text cache for all tests (fonts are loaded once).
public enum Shared {
    public static let cache: PreparedTextCache = {
        do { return PreparedTextCache(typesetter: try Typesetter.bundled()) } catch {
            fatalError("bundled fonts missing: \(error)")   // test setup only
        }
    }()
}

public func cjkLabel(_ name: String, count: Int, size: Double = 15, lines: Int = 0) -> Label {
    Label(name: name, textCache: Shared.cache, attributes: TextAttributes(family: FontFacts.cjkFamily, size: size),
          text: FontFacts.ideographs(count), numberOfLines: lines)
}

public func interLabel(_ name: String, _ text: String, size: Double = 17, weight: Int = 400, lines: Int = 1) -> Label {
    Label(name: name, textCache: Shared.cache, attributes: TextAttributes(family: "Inter", size: size, weight: weight),
          text: text, numberOfLines: lines)
}
