import Typesetting
import UIKitMetrics

extension CellTemplate {
    /// Warnings for views whose text is in one of iOS's own families that no file registers, once a family:
    /// the collection draws them in the system font's faces at the family's line (`InstalledFontLines`), so
    /// their heights are UIKit's but their widths the stand-in's. An Interface Builder cell's reader says it
    /// of the font's own element instead.
    func installedFamilyWarnings(_ fonts: FontCollection) -> [TemplateIssue] {
        let registered = Set(fonts.families().map { $0.lowercased() })
        var warned: Set<String> = []
        var warnings: [TemplateIssue] = []
        for view in allViews {
            guard let family = view.textStyle(ios)?.font.family, !registered.contains(family.lowercased()),
                  InstalledFontLines.line(ofFamily: family) != nil, warned.insert(family.lowercased()).inserted else { continue }
            warnings.append(TemplateIssue(.unregisteredFont, .warning, view.location.error(
                "font family \"\(family)\" is one of iOS's own and no file of it is registered: \(view.name) and the other views in it are "
                    + "drawn in \(fonts.systemFamily) at \(family)'s line (UIKit's line height, not its widths); for iOS's widths, register a "
                    + "copy of it from a Mac (macOS has iOS's fonts) with --font-file or --fonts")))
        }
        return warnings
    }
}
