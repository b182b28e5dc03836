import Typesetting
import UIKitMetrics
import ViewLayout

/// UIButton's intrinsic size for a button without an iOS 15 configuration: its title label's one-line size
/// beside its image, inside `contentEdgeInsets`. UIButton's documentation says `contentEdgeInsets` counts
/// towards `intrinsicContentSize` and `titleEdgeInsets`/`imageEdgeInsets` do not (developer.apple.com,
/// UIButton.titleEdgeInsets). With no content insets UIKit pads the title 6 points above and below (an 18 pt
/// title 21 tall makes a 33-point button: stackoverflow.com answer 70778238; Xcode's own frames in
/// `../shared/ib` agree: a 15 pt title in a 30-point button, an image-only button at its image's size).
extension InterfaceBuilderCellReader {
    /// What a `<button>` is measured as.
    enum ButtonMeasure {
        /// A button with a title: a view holding its title as a label (named `<outlet>Title`).
        case titled(title: ViewSpec, constraints: [ConstraintSpec])
        /// A button with an image only: the image's size plus the content insets.
        case image(Size)
        /// Measured at the frame Xcode stored, for the reason given.
        case storedFrame(reason: String)
    }

    /// UIButton's default title font in Interface Builder: the system font at 15 points.
    static let defaultButtonFont: FontSpec = { var font = FontSpec(); font.size = ControlMetrics.buttonTitleSize[.newest]; return font }()

    /// The button types whose content is their title and image; the others (info, add contact, close,
    /// disclosure) draw UIKit's own glyphs.
    static let titledButtonTypes: Set<String> = ["custom", "system", "roundedRect"]

    mutating func measureButton(_ node: XMLNode, name: String, location: SpecLocation) throws(TemplateError) -> ButtonMeasure {
        if node.child("buttonConfiguration", key: "configuration") != nil {
            return .storedFrame(reason: "a button with a configuration (iOS 15) sizes itself from the configuration, which is not read")
        }
        let type = node["buttonType"] ?? "custom"
        guard Self.titledButtonTypes.contains(type) else {
            return .storedFrame(reason: "a \(type) button draws UIKit's own image")
        }
        let normal = node.children("state").first { $0["key"] == "normal" }
        var image: Size?
        if let imageName = normal?["image"] {
            guard let size = document.imageSizes[imageName] else {
                return .storedFrame(reason: "image \"\(imageName)\" has no size in the document's resources")
            }
            image = Size(width: size.width, height: size.height)
        }
        let insets = try contentEdgeInsets(node)
        let title = normal.flatMap(Self.buttonTitle) ?? ""
        guard !title.isEmpty else {
            guard let image else { return .storedFrame(reason: "a button with neither title nor image") }
            return .image(Size(width: image.width + insets.left + insets.right, height: image.height + insets.top + insets.bottom))
        }
        var label = LabelSpec()
        label.font = try font(node.child("fontDescription", key: "fontDescription"), node) ?? Self.defaultButtonFont
        label.lines = 1
        label.text = title
        let inner = uniqueName(name + "Title")
        var spec = ViewSpec(name: inner, kind: .label(label), location: location)
        // The button's own priorities hold its intrinsic size; the title label stands for that size here.
        spec.hugging = (priority(node["horizontalHuggingPriority"]), priority(node["verticalHuggingPriority"]))
        spec.compression = (priority(node["horizontalCompressionResistancePriority"]), priority(node["verticalCompressionResistancePriority"]))
        let padding = insets == EdgeInsets(all: 0) ? ControlMetrics.buttonTitlePadding[ios] : 0
        var lines = [
            "\(inner).leading == \(name).leading + \(formatPoints(insets.left + (image?.width ?? 0)))",
            "\(name).trailing == \(inner).trailing + \(formatPoints(insets.right))",
            "\(inner).top == \(name).top + \(formatPoints(insets.top + padding))",
            "\(name).bottom == \(inner).bottom + \(formatPoints(insets.bottom + padding))",
        ]
        if let image {
            lines.append("\(name).height >= \(formatPoints(image.height + insets.top + insets.bottom))")
        }
        return .titled(title: spec, constraints: lines.map { ConstraintSpec(text: $0, location: location) })
    }

    /// The normal state's title: plain, or an attributed title's fragments.
    static func buttonTitle(_ state: XMLNode) -> String? {
        if let title = state["title"] { return title }
        guard let attributed = state.child("attributedString", key: "attributedTitle") else { return nil }
        return attributed.children("fragment").map { $0["content"] ?? $0.child("string", key: "content")?.text ?? "" }.joined()
    }

    /// `<inset key="contentEdgeInsets" minX= minY= maxX= maxY=>`: left, top, right, bottom.
    private func contentEdgeInsets(_ node: XMLNode) throws(TemplateError) -> EdgeInsets {
        guard let inset = node.child("inset", key: "contentEdgeInsets") else { return EdgeInsets(all: 0) }
        func value(_ key: String) throws(TemplateError) -> Double { try number(inset, key, in: -10_000...10_000) ?? 0 }
        return EdgeInsets(top: try value("minY"), left: try value("minX"), bottom: try value("maxY"), right: try value("maxX"))
    }
}
