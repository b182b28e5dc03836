import Typesetting
import UIKitMetrics

/// Interface Builder's font descriptions (`<fontDescription>` and an attributed string's `<font>`) as the
/// template's `FontSpec`. The system font is `FontSpec`'s default family (`FontCollection.systemFontName`);
/// a custom font that is not registered is measured in the system font, and the reader says so.
enum InterfaceBuilderFont {
    /// UIFont.Weight's names as Interface Builder writes them, as CSS weights.
    static let weights: [String: Int] = [
        "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500,
        "semibold": 600, "bold": 700, "heavy": 800, "black": 900,
    ]

    /// Interface Builder's text style names (UIFontTextStyle's raw values) as text styles.
    static let textStyles: [String: TextStyle] = [
        "UICTFontTextStyleTitle0": .largeTitle, "UICTFontTextStyleTitle1": .title1, "UICTFontTextStyleTitle2": .title2,
        "UICTFontTextStyleTitle3": .title3, "UICTFontTextStyleHeadline": .headline, "UICTFontTextStyleBody": .body,
        "UICTFontTextStyleCallout": .callout, "UICTFontTextStyleSubhead": .subheadline, "UICTFontTextStyleFootnote": .footnote,
        "UICTFontTextStyleCaption1": .caption1, "UICTFontTextStyleCaption2": .caption2,
    ]

    /// AppKit's `NSFont.systemFontSize`: the size of a meta font archived without one.
    static let metaFontSize = 13.0

    /// A `pointSize` or `size` attribute's point size: a number, or one of UIFont's standard sizes by name
    /// (`size="system"`, `size="button"`, as Xcode 4 to 6 archive them: `SystemFontSizes`).
    static func pointSize(_ text: String) -> Double? {
        DecimalText.double(text) ?? SystemFontSizes.pointSize(named: text)
    }

    /// The font a `<fontDescription>` or `<font>` element describes; `missing` is called with the name of
    /// a custom font that no registered family has, `unknownWeight` with a system font's weight that is
    /// none of UIKit's names (measured as regular). Nil when the element is none of the known forms.
    /// A custom font takes the family, weight, slant and width of the registered face its PostScript name
    /// (`name`) names, as `UIFont(name:size:)` finds a face (`face`), else its family's face nearest the weight
    /// and slant the name's suffix gives: a family can hold faces the suffix does not tell apart (Roboto 1.1's
    /// regular and condensed are both "Roboto" at 400). Two faces alike in all four are not told apart.
    static func font(_ node: XMLNode, families: (String) -> String?, face: (String) -> FontFace? = { _ in nil },
                     missing: (String) -> Void, unknownWeight: (String) -> Void) -> FontSpec? {
        var font = FontSpec()
        // An attributed string's font archived as a meta font without a size ("<font key="NSFont"
        // metaFont="system"/>", as Interface Builder's attributed-text editor writes its default) is the
        // system font at AppKit's standard size, `NSFont.systemFontSize`, 13 points: Kurozora's attributed
        // button title is stored 313 x 27.5, its 13-point line (15.5) in a system button's 6-point insets.
        let size = (node["pointSize"] ?? node["size"]).map { pointSize($0) } ?? (node["metaFont"] != nil ? Self.metaFontSize : nil)
        if let style = node["style"] {
            guard let textStyle = textStyles[style] ?? textStyles[style.replacingOccurrences(of: "Emphasized", with: "")] else { return nil }
            font.style = textStyle
            if style.contains("Emphasized") { font.weight = 700 }
            return font
        }
        // A template file's point sizes: 1 to 1000.
        guard let size, (1...1000).contains(size) else { return nil }
        font.size = size
        switch node["type"] ?? node["metaFont"] {
        case "system":
            font.weight = node["weight"].flatMap { weights[$0] }
            if let named = node["weight"], font.weight == nil { unknownWeight(named) }
        case "boldSystem", "systemBold": font.weight = 700
        case "italicSystem", "systemItalic": font.italic = true
        case nil:
            guard let name = node["name"] ?? node["family"] else { return nil }
            if name.hasPrefix(".AppleSystemUIFont") || name.hasPrefix(".SFUI") { return font }
            if let postScriptName = node["name"], let named = face(postScriptName) {
                (font.family, font.weight, font.italic) = (named.family, named.weight, named.isItalic)
                font.width = named.width == FontFace.normalWidth ? nil : named.width
                return font
            }
            let family = node["family"] ?? name
            if let registered = families(family) ?? families(name) {
                font.family = registered
            } else {
                // One of iOS's own families with a known line keeps its name: the collection draws it in the
                // system font's faces at that line (`InstalledFontLines`).
                if let installed = InstalledFontFamilies.family(named: node["family"], postScriptName: node["name"]),
                   InstalledFontLines.line(ofFamily: installed) != nil {
                    font.family = installed
                }
                missing(name)
            }
            (font.weight, font.italic) = weightAndItalic(ofPostScriptName: node["name"] ?? "")
        default:
            return nil
        }
        return font
    }

    /// What a warning says of a custom font that is not registered (`name`, its PostScript name, of `family`),
    /// measured in `standIn`: where its file is to be had. iOS's own fonts (`InstalledFontFamilies`) are on a
    /// Mac, not in the app's project; an app's own is the file the document's `<customFonts>` names, `file`.
    static func unregistered(_ name: String, family: String?, standIn: String, file: String?) -> String {
        if let installed = InstalledFontFamilies.family(named: family, postScriptName: name) {
            if InstalledFontLines.line(ofFamily: installed) != nil {
                let drawn = InstalledFamilyStandIn(family: installed, drawnIn: standIn)
                return "font \"\(name)\" is one of iOS's own (\(installed)), which apps do not ship: \(drawn.howDrawn)"
            }
            return "font \"\(name)\" is one of iOS's own (\(installed)), which apps do not ship: measured in \(standIn); for iOS's widths "
                + "and line, register a copy of it from a Mac (macOS has iOS's fonts) with --font-file or --fonts"
        }
        if let file {
            return "font \"\(name)\" is not registered: measured in \(standIn) (register \(file), the app's file the document names "
                + "for it, with --font-file or --fonts)"
        }
        return "font \"\(name)\" is not registered: measured in \(standIn) (register it with --font-file or --fonts)"
    }

    /// The weight and slant a PostScript name's style suffix gives ("OpenSans-SemiboldItalic": 600, true).
    static func weightAndItalic(ofPostScriptName name: String) -> (Int?, Bool) {
        guard let dash = name.lastIndex(of: "-") else { return (nil, false) }
        var style = name[name.index(after: dash)...].lowercased()
        // Monotype's faces end their style in "MT" ("Arial-BoldMT", "CourierNewPS-ItalicMT").
        if style.count > 2, style.hasSuffix("mt") { style.removeLast(2) }
        let italic = style.hasSuffix("italic") || style.hasSuffix("oblique")
        if italic { style = String(style.dropLast(style.hasSuffix("italic") ? 6 : 7)) }
        let names: [(String, Int)] = [("ultralight", 100), ("extralight", 200), ("thin", 200), ("light", 300), ("regular", 400),
                                      ("medium", 500), ("semibold", 600), ("demibold", 600), ("extrabold", 800),
                                      ("bold", 700), ("heavy", 800), ("black", 900)]
        return (names.first { style == $0.0 }?.1, italic)
    }
}
