import Typesetting

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

    /// The font a `<fontDescription>` or `<font>` element describes; `missing` is called with the name of
    /// a custom font that no registered family has, `unknownWeight` with a system font's weight that is
    /// none of UIKit's names (measured as regular). Nil when the element is none of the known forms.
    /// A custom font is the registered face its PostScript name (`name`) names, as `UIFont(name:size:)`
    /// finds it (`face`), else its family's face nearest the weight and slant the name's suffix gives: a
    /// family can hold faces the suffix does not tell apart (Roboto 1.1's regular and condensed are both
    /// "Roboto" at 400).
    static func font(_ node: XMLNode, families: (String) -> String?, face: (String) -> FontFace? = { _ in nil },
                     missing: (String) -> Void, unknownWeight: (String) -> Void) -> FontSpec? {
        var font = FontSpec()
        let size = DecimalText.double(node["pointSize"] ?? node["size"] ?? "")
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
                missing(name)
            }
            (font.weight, font.italic) = weightAndItalic(ofPostScriptName: node["name"] ?? "")
        default:
            return nil
        }
        return font
    }

    /// The weight and slant a PostScript name's style suffix gives ("OpenSans-SemiboldItalic": 600, true).
    static func weightAndItalic(ofPostScriptName name: String) -> (Int?, Bool) {
        guard let dash = name.lastIndex(of: "-") else { return (nil, false) }
        var style = name[name.index(after: dash)...].lowercased()
        let italic = style.hasSuffix("italic") || style.hasSuffix("oblique")
        if italic { style = String(style.dropLast(style.hasSuffix("italic") ? 6 : 7)) }
        let names: [(String, Int)] = [("ultralight", 100), ("extralight", 200), ("thin", 200), ("light", 300), ("regular", 400),
                                      ("medium", 500), ("semibold", 600), ("demibold", 600), ("extrabold", 800),
                                      ("bold", 700), ("heavy", 800), ("black", 900)]
        return (names.first { style == $0.0 }?.1, italic)
    }
}
