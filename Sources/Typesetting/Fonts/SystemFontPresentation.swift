import UIKitMetrics

/// What measuring in the system font takes from UIKit rather than from the face that draws it.
///
/// iOS lays the system font out with SF Pro's line (its ascender, descender and leading) and SF Pro's
/// size-specific tracking. A stand-in family keeps its own glyphs and advances but takes both, so a line
/// of it is exactly as tall as UIKit's and about as wide; a team's own SF Pro brings its own line, and
/// still takes the tracking, which Core Text applies from the font's `trak` table by point size and
/// HarfBuzz, shaping at no point size, does not.
public struct SystemFontPresentation: Sendable, Hashable {
    /// The line the system font's runs use instead of the face's own; nil keeps the face's.
    public var lineMetrics: FontMetrics?
    /// Added after each cluster of a run without its own letter spacing; nil for none.
    public var tracking: SystemFontTracking?

    public init(lineMetrics: FontMetrics?, tracking: SystemFontTracking?) {
        self.lineMetrics = lineMetrics
        self.tracking = tracking
    }

    /// SF Pro's line and tracking (`UIKitMetrics`): the bundled stand-in's presentation.
    public static let sanFrancisco = SystemFontPresentation(
        lineMetrics: FontMetrics(SystemFontMetrics.sanFrancisco), tracking: .sanFrancisco)

    /// A team's own SF Pro: its own line, and the tracking its `trak` table would give under Core Text.
    public static let ownFont = SystemFontPresentation(lineMetrics: nil, tracking: .sanFrancisco)

    /// Letter spacing in points for a run at `size` whose own spacing is `explicit`: an explicit kern
    /// replaces the tracking. A run laid out for iOS 13 or earlier takes SF's table of those releases
    /// (`SystemFontTracking.sanFranciscoBefore14`) in place of `tracking`.
    func letterSpacing(explicit: Double, size: Double, ios: IOSVersion) -> Double {
        guard explicit == 0, let tracking else { return explicit }
        return SystemFontTracking.forRelease(ios, today: tracking).points(atSize: size)
    }
}

extension FontMetrics {
    init(_ system: SystemFontMetrics) {
        self.init(unitsPerEm: system.unitsPerEm, ascender: system.ascender, descender: system.descender,
                  lineGap: system.lineGap)
    }
}
