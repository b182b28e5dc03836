import Typesetting
import ViewLayout

/// UIKit's controls as view kinds of a template: `button`, `textView`, and the controls whose size UIKit
/// fixes (`switch`, `slider`, `stepper`, `progressView`, `activityIndicator`, `segmentedControl`,
/// `pageControl`, `textField`, `datePicker`). Each becomes the ViewLayout view an Interface Builder
/// element of the same control becomes.
extension TemplateParser {
    /// The control kinds a template names, each with the fields it takes besides the common ones.
    static let controlKinds: [String: [String]] = [
        "button": ["title", "font", "image", "backgroundImage", "insets", "locale"],
        "textView": ["text", "font", "inset", "lineFragmentPadding", "locale"],
        "switch": [], "slider": [], "stepper": [], "progressView": [], "datePicker": [],
        "activityIndicator": ["style"],
        "segmentedControl": ["width"],
        "pageControl": ["width"],
        "textField": ["width"],
    ]

    /// The view a control kind's `body` describes (its name and common fields are read by `view`), with
    /// the body's fields; nil for a kind that is not a control.
    func control(_ kind: String, _ body: SpecNode, common: [String]) throws(TemplateError) -> (ViewSpec, [String: SpecNode])? {
        guard let own = Self.controlKinds[kind] else { return nil }
        let fields = try body.fields(allowed: common + own)
        let location = SpecLocation(body)
        func width() throws(TemplateError) -> Double? {
            try fields["width"]?.number(in: 0...100_000, "a width from 0 to 100000")
        }
        let made: ViewSpec.Kind
        switch kind {
        case "button": made = .button(try button(fields))
        case "textView": made = .textView(try textView(fields))
        case "switch": made = .control(.switch)
        case "slider": made = .control(.slider)
        case "stepper": made = .control(.stepper)
        case "progressView": made = .control(.progressView)
        case "datePicker": made = .control(.datePicker)
        case "activityIndicator":
            let style = try fields["style"]?.choice(["medium": Control.ActivityIndicatorStyle.medium, "large": .large])
            made = .control(.activityIndicator(style ?? .medium))
        case "segmentedControl":
            guard let width = try width() else {
                throw body.error("a segmented control's width follows its titles in San Francisco, which is not measured: give \"width\"")
            }
            made = .control(.segmentedControl(width: width))
        case "pageControl": made = .control(.pageControl(width: try width()))
        default: made = .control(.textField(width: try width()))
        }
        return (ViewSpec(name: "", kind: made, location: location), fields)
    }

    private func button(_ fields: [String: SpecNode]) throws(TemplateError) -> ButtonSpec {
        var button = ButtonSpec()
        button.title = try fields["title"]?.string()
        if let font = fields["font"] { button.font = try self.font(font).spec }
        if let image = fields["image"] { button.image = try size(image) }
        if let image = fields["backgroundImage"] { button.backgroundImage = try size(image) }
        if let insets = fields["insets"] { button.insets = try self.insets(insets) }
        if let node = fields["locale"] { button.locale = try locale(node) }
        return button
    }

    private func textView(_ fields: [String: SpecNode]) throws(TemplateError) -> TextViewSpec {
        var textView = TextViewSpec()
        if let font = fields["font"] { textView.font = try self.font(font).spec }
        textView.text = try fields["text"]?.string()
        if let inset = fields["inset"] { textView.inset = try insets(inset) }
        if let padding = fields["lineFragmentPadding"] {
            textView.lineFragmentPadding = try padding.number(in: 0...10_000, "a padding from 0 to 10000")
        }
        if let node = fields["locale"] { textView.locale = try locale(node) }
        return textView
    }
}
