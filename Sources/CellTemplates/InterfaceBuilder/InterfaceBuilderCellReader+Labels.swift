import Typesetting
import UIKitMetrics
import ViewLayout

/// Labels: their fonts, lines, texts and paragraph styles as Interface Builder stores them.
extension InterfaceBuilderCellReader {
    mutating func label(_ node: XMLNode) throws(TemplateError) -> LabelSpec {
        var spec = LabelSpec()
        spec.font = try font(fontDescription(of: node), node) ?? Self.defaultLabelFont
        spec.lines = try integer(node, "numberOfLines", in: 0...10_000) ?? 1
        // Set by key path when the nib loads, after the attribute: the label has these lines on iOS.
        if let value = Self.runtimeValue(node, "numberOfLines") {
            if let lines = Int(value), (0...10_000).contains(lines) { spec.lines = lines } else {
                warn(.runtimeAttribute, "numberOfLines \"\(value)\" set by key path when the nib loads is not a whole number from 0 to 10000: "
                     + "the label is measured with \(spec.lines) line(s)", node)
            }
        }
        switch node["lineBreakMode"] {
        case "wordWrap": spec.lineBreakMode = .byWordWrapping
        case "characterWrap": spec.lineBreakMode = .byCharWrapping
        case "clip": spec.lineBreakMode = .byClipping
        case "headTruncation", "middleTruncation":
            spec.lineBreakMode = .byTruncatingTail
            note(.lineBreakMode, "lineBreakMode \(node["lineBreakMode"]!) is measured as tail truncation (the same height; the ellipsis moves)", node)
        case nil, "tailTruncation": spec.lineBreakMode = .byTruncatingTail
        case let other?:
            // Not one of the six Xcode writes: a wrapping mode would give another height, so say it.
            spec.lineBreakMode = .byTruncatingTail
            warn(.lineBreakMode, "lineBreakMode \"\(other)\" is none of UIKit's (wordWrap, characterWrap, clip, headTruncation, "
                 + "tailTruncation, middleTruncation): measured as tail truncation, UILabel's default", node)
        }
        spec.text = Self.text(of: node)
        if let attributed = node.child("attributedString", key: "attributedText") {
            let fragments = attributed.children("fragment")
            spec.text = Self.content(of: fragments)
            if let attributes = fragments.first?.child("attributes") {
                try readFirstFragment(attributes, of: node, font: &spec.font, paragraph: &spec.paragraph, letterSpacing: &spec.letterSpacing)
                warnIfBoundTextLosesStyle(node, paragraph: spec.paragraph, letterSpacing: spec.letterSpacing)
                if let style = attributes.child("paragraphStyle", key: "NSParagraphStyle") { paragraphBreakMode(style, of: node, label: spec.lineBreakMode) }
            }
            fragmentsDiffering(fragments, in: node)
        }
        // Xcode writes Autoshrink as a minimum (scale factor or font size) and no `adjustsFontSizeToFit`
        // attribute, which it writes only as "NO"; "YES" comes from other writers.
        let minimumScale = DecimalText.double(node["minimumScaleFactor"] ?? "") ?? 0
        let minimumSize = DecimalText.double(node["minimumFontSize"] ?? "") ?? 0
        if node["adjustsFontSizeToFit"] == "YES" || (node["adjustsFontSizeToFit"] != "NO" && (minimumScale > 0 || minimumSize > 0)) {
            let minimum = minimumScale > 0 ? "minimum scale \(formatPointsShort(minimumScale))" : minimumSize > 0 ? "minimum \(formatPointsShort(minimumSize)) pt" : "no minimum"
            if spec.lines == 1 {
                note(.adjustsFontSize, "autoshrink (\(minimum)): the label is measured at its full font size, its line as tall as "
                     + "that font's; UILabel shrinks the text to fit its width, so what is drawn differs", node)
            } else {
                warn(.adjustsFontSize, "autoshrink (\(minimum)) on a label of \(spec.lines == 0 ? "any number of" : "\(spec.lines)") lines: "
                     + "measured at its full font size, where UILabel shrinks the text until it fits, so its lines and height may be fewer", node)
            }
        }
        // An explicit preferred width: UILabel's intrinsic size wraps its text there, whatever width layout gives
        // the label (WWDC's two-line label in a centred stack is stored its preferred 216.5 wide). A label of one
        // line does not wrap, so it takes none.
        if let width = try number(node, "preferredMaxLayoutWidth", in: 0...Self.maximumSize), width > 0, spec.lines != 1 {
            spec.preferredMaxLayoutWidth = width
        }
        designableFont(node, &spec)
        return spec
    }

    /// A label of an `IB_DESIGNABLE` class, whose own code may set its font: on the canvas Xcode sized it from
    /// its designable agent's report (`<designables>`). A one-line label takes the reported size (see
    /// `placeholderSize`). The report of a label of several lines is its text on one line, before Auto Layout
    /// gave it a width to wrap at: one line of the font its class chose, so on the canvas the label is measured
    /// in the system font size whose line, rounded up to the canvas's pixel, is that height (the only whole
    /// size that gives it), and its text still wraps at the width the layout gives it. At run time the file's
    /// font holds; a note says what the canvas took.
    mutating func designableFont(_ node: XMLNode, _ spec: inout LabelSpec) {
        guard let id = node["id"], let reported = document.designableSizes[id] else { return }
        guard spec.lines != 1 else {
            if !design {
                note(.designable, "designable label: on the canvas it is the size Xcode's designable agent reported "
                     + "(\(formatPoints(reported.width)) x \(formatPoints(reported.height))); at run time its text in the file's font, which its class may change", node)
            }
            return
        }
        guard reported.height > 0, spec.font.family == FontCollection.systemFontName,
              !(spec.text ?? "").contains(where: \.isNewline) else { return }
        // The canvas's pixel, as the design-time layout rounds the label's line.
        let grid = PixelGrid(scale: document.canvasScale(for: entry))
        let sizes = (4...200).filter { grid.ceil(SystemFontMetrics.sanFrancisco.lineHeight(atSize: Double($0))) == reported.height }
        guard sizes.count == 1, let size = sizes.first else { return }
        if design {
            spec.font.size = Double(size)
        } else {
            note(.designable, "designable label: on the canvas it is measured at \(size) points, the system font whose line is the one-line height "
                 + "Xcode's designable agent reported (\(formatPoints(reported.height))); at run time in the file's font, which its class may change", node)
        }
    }

    /// Sets the font, paragraph style and kerning that an attributed text's first fragment (`attributes`, of the
    /// label or text view `node`) gives, in which the whole text is measured; what else it sets that changes
    /// lines or their height, and is not laid out here, is said.
    mutating func readFirstFragment(_ attributes: XMLNode, of node: XMLNode, font: inout FontSpec, paragraph: inout ParagraphStyle,
                                    letterSpacing: inout Double) throws(TemplateError) {
        if let fontNode = attributes.child("font", key: "NSFont"), let made = try self.font(fontNode, node) { font = made }
        var unapplied: [String] = []
        if let style = attributes.child("paragraphStyle", key: "NSParagraphStyle") {
            paragraph = try paragraphStyle(style)
            unapplied += ["firstLineHeadIndent", "headIndent", "tailIndent", "paragraphSpacingBefore", "hyphenationFactor"]
                .filter { (DecimalText.double(style[$0] ?? "") ?? 0) != 0 }
        }
        if let kern = Self.number(attributes, "NSKern") {
            guard let points = DecimalText.double(kern["value"] ?? ""), (-1000...1000).contains(points) else {
                throw failure("the attributed text's NSKern \"\(kern["value"] ?? "")\": expected points from -1000 to 1000", kern)
            }
            letterSpacing = points
        }
        unapplied += ["NSBaselineOffset", "NSExpansion"].filter { (DecimalText.double(Self.number(attributes, $0)?["value"] ?? "") ?? 0) != 0 }
        if !unapplied.isEmpty {
            warn(.attributedText, "the attributed text's \(unapplied.joined(separator: ", ")) \(unapplied.count == 1 ? "is" : "are") not applied here "
                 + "(its lines wrap at the \(node.name == "label" ? "label" : "text view")'s whole width, unhyphenated, in the font's own line): "
                 + "its lines and height may differ from UIKit's", node)
        }
    }

    /// Says where a view an outlet binds has an attributed text with line spacing or kerning: setting `text`
    /// (UILabel's, UITextView's) drops the attributed text's style, while a bound text keeps it here.
    mutating func warnIfBoundTextLosesStyle(_ node: XMLNode, paragraph: ParagraphStyle, letterSpacing: Double) {
        guard let outlet = outlets[node["id"] ?? ""], paragraph != ParagraphStyle() || letterSpacing != 0 else { return }
        let (kind, setter) = node.name == "label" ? ("label", "UILabel.text") : ("text view", "UITextView.text")
        warn(.attributedText, "\(kind) \(outlet) has an attributed text with line spacing or kerning: a bound text is measured with them, "
             + "as an app that sets attributedText has it; one that sets text loses them (\(setter)), and its rows differ", node)
    }

    /// Says where an attributed text's later fragments set what lays out lines (a font, a paragraph style,
    /// kerning, a baseline offset, an expansion) otherwise than its first, in which the whole text is measured:
    /// a 40-point fragment after a 12-point one makes the line taller on iOS. Fragments that differ only in
    /// what is drawn (a colour, an underline, a link) measure alike and are not said.
    mutating func fragmentsDiffering(_ fragments: [XMLNode], in node: XMLNode) {
        guard let first = fragments.first else { return }
        let measured = Self.layoutAttributes(of: first)
        let differing = fragments.dropFirst().filter { Self.layoutAttributes(of: $0) != measured }
        guard let example = differing.first else { return }
        let other = Self.layoutAttributes(of: example)
        let keys = Set(other.keys).union(measured.keys).filter { other[$0] != measured[$0] }.sorted()
        warn(.attributedText, "\(differing.count) of the attributed text's \(fragments.count) fragments set another "
             + "\(keys.joined(separator: ", ")) than the first (from line \(example.line)); the whole text is measured in the first's, "
             + "so its lines and height may differ from UIKit's", node)
    }

    /// What a fragment's attributes set that lays out its lines, by key: each element's attributes and its
    /// children's, as text to compare.
    static func layoutAttributes(of fragment: XMLNode) -> [String: String] {
        func described(_ node: XMLNode) -> String {
            node.attributes.filter { $0.key != "key" }.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
                + node.children.map { "(\($0.name) \(described($0)))" }.joined()
        }
        var found: [String: String] = [:]
        for child in fragment.child("attributes")?.children ?? [] {
            guard let key = child["key"], ["NSFont", "NSParagraphStyle", "NSKern", "NSBaselineOffset", "NSExpansion"].contains(key) else { continue }
            found[key] = described(child)
        }
        return found
    }

    /// A label's or text view's text: an attribute, or a `<string>` or `<mutableString>` element.
    static func text(of node: XMLNode) -> String? {
        node["text"] ?? node.child("string", key: "text")?.text ?? node.child("mutableString", key: "text")?.text
    }

    /// UILabel's default font in Interface Builder: the system font at 17 points.
    static let defaultLabelFont: FontSpec = { var font = FontSpec(); font.size = 17; return font }()

    mutating func font(_ node: XMLNode?, _ owner: XMLNode) throws(TemplateError) -> FontSpec? {
        guard let node else { return nil }
        // A size that is there but not a point size (NaN, 1e9, 0x10) is a mistake in the file, not a font to
        // replace with the system font's 17 points: as in a template file, 1 to 1000. `size` may also name one
        // of UIFont's standard sizes (`SystemFontSizes`).
        _ = try number(node, "pointSize", in: 1...1_000)
        if let text = node["size"], !(InterfaceBuilderFont.pointSize(text).map { (1...1_000).contains($0) } ?? false) {
            throw failure("<\(node.name)> size \"\(text)\": expected a number from 1 to 1000 or one of UIFont's standard "
                          + "sizes (" + SystemFontSizes.names.joined(separator: ", ") + ")", node)
        }
        var missingName: String?, unknownWeight: String?
        let made = InterfaceBuilderFont.font(node, families: families, face: face, missing: { missingName = $0 }, unknownWeight: { unknownWeight = $0 })
        if let unknownWeight {
            let known = InterfaceBuilderFont.weights.sorted { $0.value < $1.value }.map(\.key).joined(separator: ", ")
            warn(.unknownFontWeight, "font weight \"\(unknownWeight)\" is none of UIKit's (\(known)): measured at regular", owner)
        }
        if let missingName {
            let standIn = families(FontCollection.systemFontName) ?? FontCollection.standInSystemFamily
            warn(.unregisteredFont, InterfaceBuilderFont.unregistered(missingName, family: node["family"], standIn: standIn,
                                                                      file: document.customFontFiles[missingName.lowercased()]), owner)
        }
        if made?.style != nil, firstTextStyleLine == nil { firstTextStyleLine = node.line }
        if made == nil { warn(.unknownFontDescription, "font description not understood: measured in the system font at 17 points", owner) }
        // As a template file's text style is refused for an iOS that lacks it, so is the file's.
        if !document.tvOS, let style = made?.style, let first = TextStyleMetrics.introduction(of: style.rawValue, laterThan: ios) {
            let why = design ? "the iOS of the Xcode that saved the file" : "--ios"
            throw failure("text style \(style.rawValue) is new in iOS \(first); the cell is read for iOS \(ios) (\(why))", node)
        }
        if document.tvOS, var tv = made, let style = tv.style, tv.size == nil {
            // tvOS has no Dynamic Type sizes: a text style is one fixed size, with the style's weight.
            guard let size = TextStyleMetrics.tvOSSizes[style.rawValue] else {
                note(.tvOSTextStyle, "text style \(style.rawValue) has no tvOS size in Apple's table: measured at its iOS size", owner)
                return made
            }
            tv.size = size
            return tv
        }
        return made
    }

    /// Says where an attributed text's paragraph style wraps by characters and the label's `lineBreakMode`
    /// (`mode`), by which the label is measured, by words, or the other way round: which of the two UIKit
    /// draws by depends on the order they are set in, and the two give different lines.
    mutating func paragraphBreakMode(_ style: XMLNode, of node: XMLNode, label mode: LineBreakMode) {
        guard let written = style["lineBreakMode"] else { return }
        let modes: [String: LineBreakMode] = ["wordWrapping": .byWordWrapping, "charWrapping": .byCharWrapping, "clipping": .byClipping,
                                              "truncatingHead": .byTruncatingTail, "truncatingTail": .byTruncatingTail,
                                              "truncatingMiddle": .byTruncatingTail]
        // Word wrap, clipping and the truncations all wrap a label of several lines by words (Xcode writes
        // wordWrapping in the style beside a label's tailTruncation): only a character wrap gives other lines.
        guard let given = modes[written], (given == .byCharWrapping) != (mode == .byCharWrapping) else { return }
        warn(.lineBreakMode, "the attributed text's paragraph style breaks lines by \(written), the label by \(node["lineBreakMode"] ?? "tailTruncation"): "
             + "measured by the label's; where UIKit draws by the paragraph style's, lines and height may differ", style)
    }

    func paragraphStyle(_ node: XMLNode) throws(TemplateError) -> ParagraphStyle {
        func value(_ key: String) throws(TemplateError) -> Double { try number(node, key, in: 0...10_000) ?? 0 }
        return ParagraphStyle(lineSpacing: try value("lineSpacing"), paragraphSpacing: try value("paragraphSpacing"),
                              lineHeightMultiple: try value("lineHeightMultiple"), minimumLineHeight: try value("minimumLineHeight"),
                              maximumLineHeight: try value("maximumLineHeight"))
    }
}
