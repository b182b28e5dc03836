import Typesetting

extension CellTemplate {
    /// Warnings for texts in one of iOS's own families that no file registers, once a family: the
    /// collection draws them in the system font's faces at the family's line (`InstalledFontLines`), so their
    /// heights are UIKit's but their widths the stand-in's. Views' fonts and a binding's runs with a family of
    /// their own are both read. An Interface Builder cell's reader says it of the font's own element instead.
    func installedFamilyWarnings(_ fonts: FontCollection) -> [TemplateIssue] {
        var warned: Set<String> = []
        var warnings: [TemplateIssue] = []
        func check(_ family: String?, _ what: String, _ location: SpecLocation) {
            guard let family, let standIn = fonts.installedFamilyStandIn(family),
                  warned.insert(family.lowercased()).inserted else { return }
            warnings.append(TemplateIssue(.unregisteredFont, .warning, location.error(standIn.warning(what))))
        }
        for view in allViews {
            check(view.textStyle(ios)?.font.family, "\(view.name) and the other texts in it are", view.location)
        }
        for binding in bindings {
            for run in binding.runs ?? [] where run.fontFields.contains("family") {
                check(run.font?.family, "a run of \(binding.view) and the other texts in it are", binding.location)
            }
        }
        return warnings
    }
}
