import Testing
import UIKitMetrics

/// SF Pro's line and tracking against values worked out by hand from Apple's numbers.
@Suite struct SystemFontTests {
    /// UIFont.systemFont(ofSize:).lineHeight as logged on devices: 17.900391 at 15 pt, 20.287109 at 17 pt,
    /// 35.800781 at 30 pt; (1950 + 494) / 2048 x size gives them exactly.
    @Test(arguments: [(15.0, 17.900390625), (17.0, 20.287109375), (30.0, 35.80078125)])
    func lineHeightIsUIKits(size: Double, logged: Double) {
        #expect(SystemFontMetrics.sanFrancisco.lineHeight(atSize: size) == logged)
    }

    /// 17 pt ascender 16.1865234375 as logged (1950 / 2048 x 17).
    @Test func ascenderIsUIKits() {
        #expect(SystemFontMetrics.sanFrancisco.ascender(atSize: 17) == 16.1865234375)
    }

    /// The HIG's table in 1/1000 em: 17 pt -26, 12 pt 0, 6 pt +41, 28 pt +14, 80 pt 0.
    @Test(arguments: [(17.0, -26.0), (12.0, 0.0), (6.0, 41.0), (28.0, 14.0), (80.0, 0.0), (20.0, -23.0)])
    func tableValues(size: Double, perMille: Double) {
        #expect(SystemFontTracking.sanFrancisco.perMille(atSize: size) == perMille)
    }

    /// Before iOS 14, the HIG's table of SF Pro Text and SF Pro Display (as copied in the "Fix San Francisco"
    /// plugin): 17 pt -24, 19 pt -26, then the display sizes, 20 pt +19, 23 pt the 22-pt row's +16, 28 pt the
    /// 27-pt row's +13, 79 pt 0; the text sizes below 17 as today's. Sizes between whole ones take the lower's:
    /// 19.5 pt is SF Pro Text's -26 (no blend with 20 pt's +19), 23.5 pt +16.
    @Test(arguments: [(17.0, -24.0), (19.0, -26.0), (20.0, 19.0), (23.0, 16.0), (28.0, 13.0), (79.0, 0.0), (7.0, 34.0), (12.0, 0.0),
                      (19.5, -26.0), (23.5, 16.0), (12.5, 0.0)])
    func earlierTableValues(size: Double, perMille: Double) {
        #expect(SystemFontTracking.sanFranciscoBefore14.perMille(atSize: size) == perMille)
        #expect(SystemFontTracking.sanFrancisco(for: IOSVersion(13)).perMille(atSize: size) == perMille)
        #expect(SystemFontTracking.sanFrancisco(for: IOSVersion(14)) == SystemFontTracking.sanFrancisco)
    }

    /// 17 pt: -26/1000 x 17 = -0.442 pt per character (the HIG prints -0.43, its own rounding).
    @Test func pointsAreTheEmValueTimesTheSize() {
        #expect(abs(SystemFontTracking.sanFrancisco.points(atSize: 17) - -0.442) < 1e-12)
    }

    /// Between two sizes of the table the value is linear: 12.5 pt lies halfway between 0 and -6 (-3);
    /// 55 pt halfway between 54 and 56 (both +6).
    @Test func interpolatesBetweenSizes() {
        #expect(SystemFontTracking.sanFrancisco.perMille(atSize: 12.5) == -3)
        #expect(SystemFontTracking.sanFrancisco.perMille(atSize: 55) == 6)
        #expect(abs(SystemFontTracking.sanFrancisco.perMille(atSize: 16.25) - -21.5) < 1e-12)
    }

    /// Outside the table the nearest end holds; a size that is not a number tracks nothing.
    @Test func clampsOutsideTheTable() {
        #expect(SystemFontTracking.sanFrancisco.perMille(atSize: 3) == 41)
        #expect(SystemFontTracking.sanFrancisco.perMille(atSize: 200) == 0)
        #expect(SystemFontTracking.sanFrancisco.perMille(atSize: .nan) == 0)
    }
}
