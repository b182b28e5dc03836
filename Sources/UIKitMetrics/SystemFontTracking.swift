/// The size-specific tracking UIKit applies to the system font.
///
/// SF Pro carries a tracking table (`trak`) that Core Text applies by point size: positive at small sizes,
/// tightest around 17-20 pt, then positive again for display sizes. A label in the system font gets it
/// without asking; an explicit kern replaces it (CellHeight's rule: a run with a non-zero letter spacing
/// keeps its own). Between two sizes of the table the value is interpolated linearly, as `trak` does.
public struct SystemFontTracking: Sendable, Hashable {
    /// (point size, tracking in 1/1000 em), ascending by size.
    public let table: [(size: Double, perMille: Double)]
    /// From this point size up the system font is SF Pro Display; below it, SF Pro Text.
    public let displaySize: Double

    public static func == (a: Self, b: Self) -> Bool {
        a.displaySize == b.displaySize && a.table.elementsEqual(b.table) { $0.size == $1.size && $0.perMille == $1.perMille }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(displaySize)
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
}
