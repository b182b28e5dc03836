import Typesetting
import UIKitMetrics
import ViewLayout

/// UIKit's controls in an Interface Builder document: each element becomes the template's view kind for
/// that control (a `Button`, a `TextView`, a `Control`), which takes UIKit's intrinsic size for the iOS
/// the layout stands for (`ControlMetrics`): at design time the iOS of the Xcode that saved the file, at
/// run time `--ios`. Where a size is not computed (a button with a configuration or UIKit's own image, a
/// date picker that is not in wheels, a text field without the rounded border), the frame Xcode stored
/// stands in, and lint notes it.
extension InterfaceBuilderCellReader {
    /// What an element of a control becomes.
    enum ControlElement {
        case button, textView, `switch`, slider, stepper, progressView, activityIndicator, segmentedControl, pageControl,
             textField, datePicker
    }

    /// Interface Builder's control elements, by element name: the one place an element is mapped to a view kind.
    static let controlElements: [String: ControlElement] = [
        "button": .button, "textView": .textView, "switch": .switch, "slider": .slider, "stepper": .stepper,
        "progressView": .progressView, "activityIndicatorView": .activityIndicator,
        "segmentedControl": .segmentedControl, "pageControl": .pageControl, "textField": .textField,
        "datePicker": .datePicker,
    ]

    /// UIButton's title font in Interface Builder when the file gives none: the system font at 15 points.
    static func defaultButtonFont(_ ios: IOSVersion) -> FontSpec { ButtonSpec().titleFont(ios) }

    /// The button types whose content is their title and image; the others (info, add contact, close,
    /// disclosure) draw UIKit's own glyphs.
    static let titledButtonTypes: Set<String> = ["custom", "system", "roundedRect"]

    /// UITextView's default font in Interface Builder: the system font at 14 points.
    static let defaultTextViewFont: FontSpec = { var font = FontSpec(); font.size = 14; return font }()

    /// The view kind of control element `node` (`element`, from `controlElements`).
    mutating func controlKind(_ element: ControlElement, _ node: XMLNode, name: String) throws(TemplateError) -> ViewSpec.Kind {
        switch element {
        case .button:
            return try button(node)
        case .textView:
            // A text view that scrolls keeps the size its constraints give it.
            guard node["scrollEnabled"] == "NO" else { return .view }
            labels.insert(name)
            return .textView(try textView(node))
        case .switch: return .control(.switch)
        case .slider: return .control(.slider)
        case .stepper: return .control(.stepper)
        case .progressView: return .control(.progressView)
        case .activityIndicator:
            let large = (node["style"] ?? "").lowercased().contains("large")
            return .control(.activityIndicator(large ? .large : .medium))
        case .segmentedControl:
            // Its width follows its titles in San Francisco, so the stored width stands in.
            guard let frame = try storedFrame(node) else { return try storedFrameStandIn(node, "its intrinsic size is not computed") }
            let kind = Control.Kind.segmentedControl(width: frame.width)
            note(.controlStoredSize, widthNote(node, kind, frame.width), node)
            return .control(kind)
        case .pageControl:
            // Its width follows its pages' dots, so the stored width stands in.
            let width = try storedFrame(node)?.width
            let kind = Control.Kind.pageControl(width: width)
            if let width { note(.controlStoredSize, widthNote(node, kind, width), node) }
            return .control(kind)
        case .textField:
            let frame = try storedFrame(node)
            let fontSize = try font(fontDescription(of: node), node)?.attributes(.default).size
            // Only a rounded-rect field's height is UIKit's known one: another border keeps the stored height.
            // Either way its text, and its baseline, sit in its middle.
            let rounded = node["borderStyle"] == "roundedRect"
            let kind = Control.Kind.textField(width: frame?.width, height: rounded ? nil : frame?.height ?? Size.noIntrinsicMetric,
                                              fontSize: fontSize)
            if !rounded {
                note(.controlStoredSize, "<textField> is measured at the frame Xcode stored (\(Self.describe(frame))): only a rounded-rect text field's height is UIKit's known one", node)
            } else if let width = frame?.width {
                note(.controlStoredSize, widthNote(node, kind, width), node)
            }
            if rounded, let size = fontSize, size != ControlMetrics.textFieldFontSize[ios] {
                note(.textFieldFont, "<textField> is as tall as UIKit makes it with a \(formatPoints(ControlMetrics.textFieldFontSize[ios])) pt font; its font is \(formatPoints(size)) pt", node)
            }
            return .control(kind)
        case .datePicker:
            // Wheels was the only style before iOS 13.4; from iOS 14 a picker without one is compact.
            let style = node["style"]
            guard style == "wheels" || (style == nil && ios.major < 14) else {
                return try storedFrameStandIn(node, "a date picker in the \(style ?? "automatic") style sizes itself from its date format, which is not computed")
            }
            return .control(.datePicker)
        }
    }

    /// "<segmentedControl> is 32 points tall, as UIKit makes it on iOS 17; its width is the frame Xcode stored (145)".
    private func widthNote(_ node: XMLNode, _ kind: Control.Kind, _ width: Double) -> String {
        let height = Control.size(of: kind, ios: ios).height
        return "<\(node.name)> is \(formatPoints(height)) points tall, as UIKit makes it on iOS \(ios); its width is the frame Xcode stored (\(formatPoints(width)))"
    }

    /// The frame Xcode stored, as a fixed size standing in for a size that is not computed, noted with `reason`.
    mutating func storedFrameStandIn(_ node: XMLNode, _ reason: String) throws(TemplateError) -> ViewSpec.Kind {
        let frame = try storedFrame(node)
        note(.controlStoredSize, "<\(node.name)> is measured at the frame Xcode stored (\(Self.describe(frame))): \(reason)", node)
        return .image(frame.map { Size(width: $0.width, height: $0.height) })
    }

    /// A button without a configuration: its normal state's title in its font, its image's and background
    /// image's sizes from the document's resources, its `contentEdgeInsets`. A button of another kind stands
    /// in at its stored frame.
    private mutating func button(_ node: XMLNode) throws(TemplateError) -> ViewSpec.Kind {
        if node.child("buttonConfiguration", key: "configuration") != nil {
            return try storedFrameStandIn(node, "a button with a configuration (iOS 15) sizes itself from the configuration, which is not read")
        }
        let type = node["buttonType"] ?? "custom"
        guard Self.titledButtonTypes.contains(type) else {
            return try storedFrameStandIn(node, "a \(type) button draws UIKit's own image")
        }
        let normal = node.children("state").first { $0["key"] == "normal" }
        var spec = ButtonSpec()
        spec.type = type == "custom" ? .custom : .system
        // Without a font in the file a custom button keeps UIButton's own 18 points; a system button, 15.
        var fallbackFont = Self.defaultButtonFont(ios)
        if type == "custom" { fallbackFont.size = ControlMetrics.customButtonTitleSize[ios] }
        // An attributed title is set in its first fragment's font, as a label's attributed text is.
        let attributedFont = normal?.child("attributedString", key: "attributedTitle")?.children("fragment").first?
            .child("attributes")?.child("font", key: "NSFont")
        let describedFont = try font(fontDescription(of: node), node)
        let buttonFont = try font(attributedFont, node) ?? describedFont ?? fallbackFont
        if let normal, let imageName = Self.imageName(normal) {
            guard let size = document.imageSizes[imageName] else {
                return try storedFrameStandIn(node, "image \"\(imageName)\" has no size in the document's resources")
            }
            spec.image = document.systemSymbols.contains(imageName)
                ? try symbolSize(imageName, shape: size, node, state: normal, buttonFontPoints: buttonFont.attributes(.default).size)
                : Size(width: size.width, height: size.height)
            if !document.systemSymbols.contains(imageName) { buttonImageNames.append((imageName, Size(width: size.width, height: size.height), node.line)) }
        }
        if let normal, let backgroundName = Self.imageName(normal, key: "backgroundImage") {
            guard let size = document.imageSizes[backgroundName], !document.systemSymbols.contains(backgroundName) else {
                return try storedFrameStandIn(node, "background image \"\(backgroundName)\" has no size in the document's resources")
            }
            spec.backgroundImage = Size(width: size.width, height: size.height)
            buttonImageNames.append((backgroundName, Size(width: size.width, height: size.height), node.line))
        }
        spec.insets = try contentEdgeInsets(node)
        let title = normal.flatMap(Self.buttonTitle) ?? ""
        guard !title.isEmpty || spec.image != nil || spec.backgroundImage != nil else {
            return try storedFrameStandIn(node, "a button with neither title nor image")
        }
        if !title.isEmpty {
            spec.title = title
            spec.font = buttonFont
        }
        return .button(spec)
    }

    /// How tall a button without a configuration makes a system symbol that names no point size: a line of
    /// the button's font (`points`), rounded up to whole points, whatever the symbol's shape or scale. Xcode stores every
    /// such image-only custom button 22 points tall (UIButton's 18-point line, 21.48), at 2x and 3x: chevrons,
    /// `xmark`, `stop`, `trash` and a large-scale `calendar` in openHAB, WooCommerce, KeePassium and LoopKit,
    /// where the same symbols in image views are as tall as their shapes.
    static func symbolLineHeight(points: Double) -> Double {
        PixelGrid(scale: 1).ceil(SystemFontMetrics.sanFrancisco.lineHeight(atSize: points))
    }

    /// The normal state's title: plain, or an attributed title's fragments.
    static func buttonTitle(_ state: XMLNode) -> String? {
        if let title = state["title"] { return title }
        guard let attributed = state.child("attributedString", key: "attributedTitle") else { return nil }
        return Self.content(of: attributed.children("fragment"))
    }

    /// `<inset key="contentEdgeInsets" minX= minY= maxX= maxY=>`: left, top, right, bottom.
    private func contentEdgeInsets(_ node: XMLNode) throws(TemplateError) -> EdgeInsets {
        guard let inset = node.child("inset", key: "contentEdgeInsets") else { return EdgeInsets(all: 0) }
        func value(_ key: String) throws(TemplateError) -> Double { try number(inset, key, in: -10_000...10_000) ?? 0 }
        return EdgeInsets(top: try value("minY"), left: try value("minX"), bottom: try value("maxY"), right: try value("maxX"))
    }

    /// A text view that does not scroll: its text and font, and its `textContainerInset` where the file
    /// gives one (UIKit's otherwise). Its outlet binds its text.
    private mutating func textView(_ node: XMLNode) throws(TemplateError) -> TextViewSpec {
        var spec = TextViewSpec()
        spec.font = try font(fontDescription(of: node), node) ?? Self.defaultTextViewFont
        spec.text = Self.text(of: node)
        // An attributed text is the text view's text, as a label's: in its first fragment's font, paragraph
        // style and kerning, and what the others set otherwise is said.
        if let attributed = node.child("attributedString", key: "attributedText") {
            let fragments = attributed.children("fragment")
            spec.text = Self.content(of: fragments)
            if let attributes = fragments.first?.child("attributes") {
                try readFirstFragment(attributes, of: node, font: &spec.font, paragraph: &spec.paragraph, letterSpacing: &spec.letterSpacing)
            }
            fragmentsDiffering(fragments, in: node)
            warnIfBoundTextLosesStyle(node, paragraph: spec.paragraph, letterSpacing: spec.letterSpacing)
        }
        if let given = node.child("edgeInsets", key: "textContainerInset") {
            func value(_ key: String) throws(TemplateError) -> Double { try number(given, key, in: 0...10_000) ?? 0 }
            spec.inset = EdgeInsets(top: try value("top"), left: try value("left"), bottom: try value("bottom"), right: try value("right"))
        }
        return spec
    }
}
