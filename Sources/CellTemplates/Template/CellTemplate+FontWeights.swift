import Typesetting

extension CellTemplate {
    /// Warnings for labels in the system font at a weight or style its family has no face for, when the
    /// system font is a team's own file (`--system-font`, `fonts: {system: ...}`): CSS matching measures
    /// them in the nearest face, which is silently wrong where the team meant to measure Apple's glyphs.
    /// The bundled stand-in's approximations (thin weights in Inter Regular) are Fonts/README.md's to state.
    func systemWeightWarnings(_ fonts: FontCollection) -> [TemplateIssue] {
        let family = fonts.systemFamily
        guard family != FontCollection.standInSystemFamily else { return [] }
        let faces = fonts.faces().filter { $0.family == family }
        var warnings: [TemplateIssue] = []
        func visit(_ view: ViewSpec) {
            if case .label(let label) = view.kind, label.font.family == FontCollection.systemFontName {
                let weight = label.font.weight ?? label.font.style?.weight ?? 400
                if !faces.contains(where: { $0.weight == weight && $0.isItalic == label.font.italic }) {
                    let have = Set(faces.map { "\($0.weight)\($0.isItalic ? " italic" : "")" }).sorted().joined(separator: ", ")
                    warnings.append(TemplateIssue(.missingFontFace, .warning, view.location.error(
                        "the system font's file (\(family)) has no \(weight)\(label.font.italic ? " italic" : "") face; label \(view.name) is measured in the nearest (faces: \(have))")))
                }
            }
            view.children.forEach(visit)
        }
        views.forEach(visit)
        return warnings
    }
}
