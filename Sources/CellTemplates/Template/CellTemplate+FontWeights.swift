import Typesetting

extension CellTemplate {
    /// Warnings for labels in a family at a weight or style it has no face for: CSS matching measures them
    /// in the nearest face (`FontMatching`), silently narrower or wider than the face asked for, so a
    /// black "Inter Display" label wrapped late. Named families always; the system font only when it is a
    /// team's own file (`--system-font`, `fonts: {system: ...}`), where the team meant to measure Apple's
    /// glyphs: the bundled stand-in's approximations (thin weights in Inter Light) are Fonts/README.md's
    /// to state.
    func fontFaceWarnings(_ fonts: FontCollection) -> [TemplateIssue] {
        let standIn = fonts.systemFamily == FontCollection.standInSystemFamily
        var warnings: [TemplateIssue] = []
        func visit(_ view: ViewSpec) {
            if case .label(let label) = view.kind {
                let isSystem = label.font.family == FontCollection.systemFontName
                let weight = label.font.weight ?? label.font.style?.weight ?? 400
                // At the label's width: a condensed face of the family has its own weights.
                let width = label.font.width ?? FontFace.normalWidth
                // One of iOS's own families drawn by the stand-in has its own warning, as the system font has
                // Fonts/README.md: the stand-in's faces are not the family's.
                if !(isSystem && standIn), !fonts.drawsAtInstalledLine(family: label.font.family),
                   let face = try? fonts.face(family: label.font.family, weight: weight, italic: label.font.italic, width: width),
                   face.weight != weight || face.isItalic != label.font.italic {
                    let have = fonts.faceList(ofFamily: face.family)
                    let owner = isSystem ? "the system font's file (\(face.family))" : "the family \(face.family)"
                    warnings.append(TemplateIssue(.missingFontFace, .warning, view.location.error(
                        "\(owner) has no \(weight)\(label.font.italic ? " italic" : "") face; label \(view.name) is measured in the nearest, \(face.weight)\(face.isItalic ? " italic" : "") (faces: \(have))")))
                }
            }
            view.children.forEach(visit)
        }
        views.forEach(visit)
        return warnings
    }
}
