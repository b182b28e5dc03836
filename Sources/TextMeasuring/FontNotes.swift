import Typesetting

/// Where the fonts a text was measured in are not the ones its request named: a weight the family has no
/// face for, or one of iOS's own families that no file registers. The report and the JSON say so beside
/// the measurement, and `measure` warns once a feed.
public struct FontNotes: Sendable, Hashable {
    /// The face measured when the family has none at the weight asked for.
    public var substitution: FaceSubstitution?
    /// The family is one of iOS's own, drawn in the system font's glyphs at its own line.
    public var standIn: InstalledFamilyStandIn?

    public init(substitution: FaceSubstitution? = nil, standIn: InstalledFamilyStandIn? = nil) {
        self.substitution = substitution
        self.standIn = standIn
    }

    /// The warnings, in the words a template's label gets.
    public var warnings: [String] {
        [standIn?.warning("the text is"), substitution?.warning].compactMap { $0 }
    }
}

extension TextMeasurer {
    /// The notes on `request`'s fonts (none for a family registered at the weight asked for).
    public func fontNotes(for request: MeasureRequest) -> FontNotes {
        FontNotes(substitution: faceSubstitution(for: request), standIn: typesetter().fonts.installedFamilyStandIn(request.family))
    }
}
