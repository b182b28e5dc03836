import Typesetting

/// A weight asked for that the family has no upright face for: CSS matching (`FontMatching`) sets the text
/// in the nearest face (an italic one where the family has no other), which is narrower or wider than the
/// face asked for, so a report that names the weight asked for says this beside it.
public struct FaceSubstitution: Sendable, Hashable {
    /// The family as registered (the file's family for a team's own system font).
    public let family: String
    /// The family is the system font's (a team's own file): the warning names the file's family as such.
    public let isSystemFont: Bool
    /// The weight the request asked for (its own, or its text style's).
    public let asked: Int
    /// The weight of the face the text is measured in.
    public let used: Int
    /// The face measured is italic (the request asks for an upright one).
    public let usedItalic: Bool
    /// The family's faces, as `FontCollection.faceList(ofFamily:)` lists them.
    public let faces: String

    /// The warning `measure` prints, in the words a template's label gets (`CellTemplate.fontFaceWarnings`).
    public var warning: String {
        let owner = isSystemFont ? "the system font's file (\(family))" : "the family \(family)"
        return "\(owner) has no \(asked) face; the text is measured in the nearest, \(used)\(usedItalic ? " italic" : "") (faces: \(faces))"
    }
}

extension TextMeasurer {
    /// The face `request` is measured in when its family has none at the weight asked for; nil when it
    /// has one, and for the bundled stand-in of the system font, whose cuts stand in for SF Pro's weights
    /// as Fonts/README.md states. A team's own system font (`--system-font`) is checked as any family is:
    /// the team meant to measure Apple's glyphs at that weight.
    public func faceSubstitution(for request: MeasureRequest) -> FaceSubstitution? {
        let fonts = typesetter().fonts
        let isSystem = MeasureDefaults.isSystemFont(request.family)
        if isSystem && fonts.systemFamily == FontCollection.standInSystemFamily { return nil }
        let family = isSystem ? FontCollection.systemFontName : request.family
        guard let face = try? fonts.face(family: family, weight: request.weight), face.weight != request.weight || face.isItalic else {
            return nil
        }
        return FaceSubstitution(family: face.family, isSystemFont: isSystem, asked: request.weight, used: face.weight,
                                usedItalic: face.isItalic, faces: fonts.faceList(ofFamily: face.family))
    }
}
