/// The size-specific tracking UIKit applies to the system font.
///
/// SF Pro carries a tracking table (`trak`) that Core Text applies by point size: positive at small sizes,
/// tightest around 17-20 pt, then positive again for display sizes. A label in the system font gets it
/// without asking; an explicit kern replaces it (CellHeight's rule: a run with a non-zero letter spacing
/// keeps its own). Between two sizes of the table the value is interpolated linearly, as `trak` does (the
/// table of the releases before iOS 14 steps by whole sizes instead: `stepsBySize`).
public struct SystemFontTracking: Sendable, Hashable {
    /// (point size, tracking in 1/1000 em), ascending by size.
    public let table: [(size: Double, perMille: Double)]
    /// From this point size up the system font is SF Pro Display; below it, SF Pro Text.
    public let displaySize: Double
    /// Whether a size between two of the table's takes the lower one's value (a table by whole sizes, as the
    /// HIG's of two fonts was) rather than a value interpolated between them (`trak`'s).
    public var stepsBySize = false

    public static func == (a: Self, b: Self) -> Bool {
        a.displaySize == b.displaySize && a.stepsBySize == b.stepsBySize
            && a.table.elementsEqual(b.table) { $0.size == $1.size && $0.perMille == $1.perMille }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(displaySize)
        hasher.combine(stepsBySize)
        for entry in table { hasher.combine(entry.size); hasher.combine(entry.perMille) }
    }

    /// Tracking in points at `size`: the table's value in 1/1000 em times the size. Sizes below the table's
    /// first or above its last take the nearest entry's value.
    public func points(atSize size: Double) -> Double {
        perMille(atSize: size) * size / 1000
    }

    /// Tracking in 1/1000 em at `size`.
    public func perMille(atSize size: Double) -> Double {
        guard size.isFinite, let first = table.first, let last = table.last else { return 0 }
        if size <= first.size { return first.perMille }
        if size >= last.size { return last.perMille }
        let upper = table.firstIndex { $0.size >= size }!
        let (high, low) = (table[upper], table[upper - 1])
        if high.size == size { return high.perMille }
        if stepsBySize { return low.perMille }
        return low.perMille + (high.perMille - low.perMille) * (size - low.size) / (high.size - low.size)
    }

    /// Apple's published tracking of SF Pro on iOS, in 1/1000 em by point size: Human Interface Guidelines,
    /// Typography, "Tracking values" (iOS, iPadOS; SF Pro), developer.apple.com/design/human-interface-guidelines/typography.
    /// Text sizes (6-19 pt) use SF Pro Text, 20 pt and up SF Pro Display.
    public static let sanFrancisco = SystemFontTracking(table: [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
        (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12),
        (35, 11), (36, 10), (37, 10), (38, 10), (39, 10), (40, 10), (41, 9), (42, 9), (43, 9), (44, 8),
        (45, 8), (46, 8), (47, 8), (48, 8), (49, 7), (50, 7), (51, 7), (52, 6), (53, 6), (54, 6), (56, 6),
        (58, 5), (60, 4), (62, 4), (64, 4), (66, 3), (68, 2), (70, 2), (72, 2), (76, 1), (80, 0), (88, 0), (96, 0),
    ], displaySize: 20)

    /// SF's tracking before iOS 14, when the system font was two fonts, SF Pro Text below 20 pt and SF Pro
    /// Display from 20 pt, each with its own table (WWDC20 session 10175, "The details of UI typography":
    /// "SF Text and SF Display had different tracking values"; iOS 14's variable SF Pro varies smoothly
    /// between 17 and 28 pt instead). The values are the Human Interface Guidelines' table of those years
    /// ("Font Usage and Tracking"), as copied in the public Figma plugin "Fix San Francisco": the text sizes
    /// as today's but 17, 18 and 19 pt (-24, -25, -26), the display sizes positive from 20 pt (+19) and falling
    /// to 0 at 79 pt; sizes the copy leaves out take the size below's value, as the table's rows run by size.
    /// Xcode's stored frames of labels at 20 pt in files saved by Xcode 9 to 11 agree ("City Name" 94 wide,
    /// "Tom" 39, where today's table gives 86 and 36).
    /// A size between two whole sizes takes the lower one's value: 19.5 pt was SF Pro Text (-26), not a blend
    /// with SF Pro Display's 20 pt.
    public static let sanFranciscoBefore14 = SystemFontTracking(table: earlierTable, displaySize: 20, stepsBySize: true)

    private static let earlierTable: [(size: Double, perMille: Double)] = {
        // Up to 16 pt, today's rows; 17 to 19 pt SF Pro Text's own; then SF Pro Display's, each row holding
        // until the next the copy gives.
        var rows = sanFrancisco.table.filter { $0.size < 17 } + [(17, -24), (18, -25), (19, -26)]
        let display: [Int: Double] = [20: 19, 21: 17, 22: 16, 24: 15, 25: 14, 27: 13, 30: 12, 33: 11, 40: 10, 44: 9, 48: 8,
                                      50: 7, 53: 6, 56: 5, 60: 4, 65: 3, 69: 2, 79: 0]
        var value = 0.0
        for size in 20...79 {
            value = display[size] ?? value
            rows.append((size: Double(size), perMille: value))
        }
        return rows
    }()

    /// The table a run laid out for `ios` takes in place of today's (`sanFrancisco`): the earlier one before
    /// iOS 14.
    public static func sanFrancisco(for ios: IOSVersion) -> SystemFontTracking { forRelease(ios, today: sanFrancisco) }

    /// `today` (SF's table, or the one a team's own SF Pro is given) on iOS 14 and later, SF's earlier table
    /// before: the one place the release where SF became one variable font is written.
    public static func forRelease(_ ios: IOSVersion, today: SystemFontTracking) -> SystemFontTracking {
        ios.major < 14 ? sanFranciscoBefore14 : today
    }
}
