import HeightCache
import Typesetting
import UIKitMetrics
import ViewLayout

/// Where something was written in a template file, to report problems found after parsing.
struct SpecLocation: Sendable, Hashable {
    /// The template file.
    let file: String
    /// The line, when the reader knows it.
    let line: Int?
    /// The column, when the reader knows it.
    let column: Int?
    /// The field's path from the top of the document ("views[2].label.font").
    let path: String

    init(_ node: SpecNode) {
        file = node.file; line = node.document.line; column = node.document.column; path = node.path
    }

    func error(_ message: String, cause: TemplateError.Cause? = nil) -> TemplateError {
        TemplateError(file: file, line: line, column: column, path: path, message: message, cause: cause)
    }
}

/// A font: a family and size, or a text style whose size follows the content size category.
struct FontSpec: Sendable, Hashable {
    /// A registered family, or `FontCollection.systemFontName` (the default): the system font, which
    /// resolves to the bundled stand-in unless a run maps it (`--system-font`).
    var family = FontCollection.systemFontName
    /// A fixed point size; nil to take it from `style` (body's when there is none), which follows the content size.
    var size: Double?
    /// A Dynamic Type text style, as `UIFont.preferredFont(forTextStyle:)` takes it.
    var style: TextStyle?
    /// A weight from 1 to 1000 (400 regular, 700 bold); nil: the style's (semibold for headline), or regular without one.
    var weight: Int?
    /// Whether the italic face is used.
    var italic = false
    /// The face's OS/2 width class; nil: normal. Set where a document names one face of a family that has
    /// faces of several widths (Interface Builder's PostScript names).
    var width: Int?

    /// Text attributes for a content size category, with the text's own paragraph style and letter spacing.
    /// `ios`: the release whose system font tracking applies.
    func attributes(_ category: ContentSizeCategory, paragraph: ParagraphStyle = ParagraphStyle(),
                    letterSpacing: Double = 0, ios: IOSVersion = .newest) -> TextAttributes {
        let points = size ?? style?.size(for: category) ?? TextStyle.body.size(for: category)
        return TextAttributes(family: family, size: points, weight: weight ?? style?.weight ?? 400, italic: italic,
                              letterSpacing: letterSpacing, paragraphStyle: paragraph, leading: leading(category),
                              width: width ?? FontFace.normalWidth, ios: ios)
    }

    /// The font's own leading: a text style's in the system font (`UIFont.preferredFont(forTextStyle:)`
    /// spaces its lines by the style's table; a font with neither size nor style is body, in its leading as
    /// in its size), none for a font given a size or a family of its own (`systemFont(ofSize:)`,
    /// `UIFont(name:size:)`, `UIFontMetrics`' scaled fonts).
    func leading(_ category: ContentSizeCategory) -> Double {
        guard size == nil, family == FontCollection.systemFontName else { return 0 }
        return (style ?? .body).fontLeading(for: category)
    }

    /// This font with the fields `other` sets replacing these (a run's font over its label's).
    func overridden(by other: FontSpec?, setFields: Set<String>) -> FontSpec {
        guard let other else { return self }
        var result = self
        if setFields.contains("family") { result.family = other.family }
        if setFields.contains("size") { result.size = other.size; result.style = nil }
        if setFields.contains("style") { result.style = other.style; result.size = nil }
        if setFields.contains("weight") { result.weight = other.weight }
        if setFields.contains("italic") { result.italic = other.italic }
        return result
    }
}

/// A label of a template: what a UILabel is configured with before its text is bound.
struct LabelSpec: Sendable {
    /// The label's font (UILabel's `font`).
    var font = FontSpec()
    /// The line limit, 0 for none (UILabel's `numberOfLines`, 1 by default as in UIKit).
    var lines = 1
    /// How text that does not fit is wrapped or cut (UILabel's `lineBreakMode`).
    var lineBreakMode: LineBreakMode = .byTruncatingTail
    /// Alignment, spacing and line heights (the label's NSParagraphStyle).
    var paragraph = ParagraphStyle()
    /// Points added after each character (an attributed text's NSKern); 0 for none, where the system font
    /// takes SF Pro's tracking.
    var letterSpacing = 0.0
    /// Fixed text, for a label that no binding sets.
    var text: String?
    /// The language its lines break by (a tag such as ja-JP); nil for the run's default (`withDefaultLocale`).
    var locale: String?
    /// The width a label of several lines wraps at for its intrinsic size (UILabel's `preferredMaxLayoutWidth`,
    /// set as "Explicit" in Interface Builder); 0 for the width layout gives it.
    var preferredMaxLayoutWidth = 0.0
}

/// A stack of a template: what a UIStackView is configured with (its arranged views are the view's children).
struct StackSpec: Sendable {
    /// UIStackView's default.
    var axis: LayoutAxis = .horizontal
    /// Points between arranged views (UIStackView's `spacing`).
    var spacing = 0.0
    /// How arranged views share the stack's length (UIStackView's `distribution`).
    var distribution: StackView.Distribution = .fill
    /// Where arranged views sit across the stack (UIStackView's `alignment`).
    var alignment: StackView.Alignment = .fill
    /// Whether arranged views are laid out inside the stack's margins (`isLayoutMarginsRelativeArrangement`).
    var marginsRelative = false
    /// Whether vertical spacing is measured between baselines (`isBaselineRelativeArrangement`).
    var baselineRelative = false
}

/// A button of a template: what a UIButton without a configuration is configured with (`Button`).
struct ButtonSpec: Sendable {
    /// Fixed title, for a button that no binding sets.
    var title: String?
    /// The title's font; nil for UIKit's default (the system font at `ControlMetrics.buttonTitleSize`).
    var font: FontSpec?
    /// The image's size in points, beside the title; nil for none.
    var image: Size?
    /// The background image's size in points; nil for none. The button is at least as large.
    var backgroundImage: Size?
    /// `contentEdgeInsets`; zero (the default) pads a title without an image by UIKit's title padding instead.
    var insets = EdgeInsets.zero
    /// The title's language, for its fallback fonts (as a label's `locale`).
    var locale: String?
    /// UIButton's type: a template's button is a system one; an Interface Builder file's says.
    var type = Button.ButtonType.system

    /// The title's font as a run's font overrides it: the given one, else UIKit's default size.
    func titleFont(_ ios: IOSVersion) -> FontSpec {
        if let font { return font }
        var font = FontSpec()
        font.size = ControlMetrics.buttonTitleSize[ios]
        return font
    }
}

/// A text view of a template: a UITextView that does not scroll, as tall as its text (`TextView`).
struct TextViewSpec: Sendable {
    /// The text's font (Body where none is given, as a label's).
    var font = FontSpec()
    /// Fixed text, for a text view that no binding sets.
    var text: String?
    /// Alignment, spacing and line heights (an attributed text's NSParagraphStyle).
    var paragraph = ParagraphStyle()
    /// Points added after each character (an attributed text's NSKern); 0 for none.
    var letterSpacing = 0.0
    /// `textContainerInset`; nil for UIKit's (`ControlMetrics.textViewInset`).
    var inset: EdgeInsets?
    /// NSTextContainer's `lineFragmentPadding`; nil for UIKit's (`ControlMetrics.lineFragmentPadding`).
    var lineFragmentPadding: Double?
    /// The language its lines break by (as a label's `locale`).
    var locale: String?
}

/// A collection view of a template (an Interface Builder cell's `<collectionView>`): as tall as its flow
/// layout lays out its items, or held at a height when the items are not known.
struct CollectionSpec: Sendable {
    /// The flow layout and its items, when they are known.
    var flow: CollectionView.FlowLayout?
    /// The height it is held at otherwise (the frame Xcode stored); nil: no height of its own.
    var height: Double?
}

/// One view of a template and its children.
struct ViewSpec: Sendable {
    /// What view is built, with the settings of its kind.
    enum Kind: Sendable {
        case label(LabelSpec)
        case image(Size?)
        case view
        case stack(StackSpec)
        /// A UIButton: its title, image and insets give its size.
        case button(ButtonSpec)
        /// A control whose size UIKit fixes (switch, slider, stepper, ...): `Control`.
        case control(Control.Kind)
        /// A UITextView that does not scroll.
        case textView(TextViewSpec)
        /// A UICollectionView inside a cell: `CollectionView`, or a view held at a height.
        case collection(CollectionSpec)
    }

    /// Its unique name, by which constraints and bindings refer to it.
    var name: String
    /// Label, image, plain view, stack, control or collection view, with that kind's settings.
    var kind: Kind
    /// Hidden by the template (UIView's `isHidden`); bindings may hide it too, never show it.
    var hidden = false
    /// Content hugging priority per axis (`setContentHuggingPriority(_:for:)`); nil keeps the view's default.
    var hugging: (horizontal: Double?, vertical: Double?) = (nil, nil)
    /// Compression resistance priority per axis; nil keeps the view's default.
    var compression: (horizontal: Double?, vertical: Double?) = (nil, nil)
    /// The view's layout margins (UIView's `layoutMargins`); in frame layout, a container's padding.
    var margins: EdgeInsets?
    /// The size the view is made with (`View.initialSize`): an Interface Builder file's stored frame.
    var initialSize: Size?
    /// Whether it clips its subviews (`View.clipsToBounds`): an Interface Builder scroll view, or a view the
    /// file has clip them.
    var clipsToBounds = false
    /// An image view's image from an asset catalog that no binding sets (an Interface Builder document's
    /// own): its size at each scale, as UIKit picks the file for the screen, and the file pictures draw.
    var catalogImage: AssetCatalog.Image?
    /// Its subviews, or a stack's arranged views, in order.
    var children: [ViewSpec] = []
    /// Where the view was written, for problems found after parsing.
    let location: SpecLocation

    var kindName: String {
        switch kind {
        case .label: "label"
        case .image: "image"
        case .view: "view"
        case .stack: "stack"
        case .button: "button"
        case .control(let kind): kind.name
        case .textView: "textView"
        case .collection: "collection view"
        }
    }

    /// `kindName` after its article ("an image", "a label"), for messages.
    var kindWithArticle: String {
        let name = kindName
        return ("aeiou".contains(name.prefix(1)) ? "an " : "a ") + name
    }

    /// The font, paragraph style and letter spacing of the view's text, for a view that shows text a binding
    /// may set (a label, a button's title, a text view); nil for others.
    func textStyle(_ ios: IOSVersion) -> (font: FontSpec, paragraph: ParagraphStyle, letterSpacing: Double)? {
        switch kind {
        case .label(let label): (label.font, label.paragraph, label.letterSpacing)
        case .button(let button): (button.titleFont(ios), ParagraphStyle(), 0)
        case .textView(let textView): (textView.font, ParagraphStyle(), 0)
        case .image, .view, .stack, .control, .collection: nil
        }
    }
}

/// A constraint of a template: a line as a template file writes it (Visual Format Language or an anchor
/// equation, parsed when the cell is built), or an equation a reader made as a value (the Interface
/// Builder reader's constraints), which is never written out as text to be parsed again.
struct ConstraintSpec: Sendable {
    /// What the constraint is given as.
    enum Content: Sendable {
        /// The line as written: an anchor equation ("title.top == contentView.topMargin") or a visual format ("H:|-[t]-|").
        case text(String)
        /// An anchor equation as a value.
        case equation(ConstraintLine)
    }

    let content: Content
    /// Where the constraint was written, for problems found when the constraint is made.
    let location: SpecLocation

    /// A line as a template file writes it.
    init(text: String, location: SpecLocation) {
        content = .text(text)
        self.location = location
    }

    /// An equation made by a reader.
    init(_ equation: ConstraintLine, location: SpecLocation) {
        content = .equation(equation)
        self.location = location
    }

    /// The constraint as text, for messages: the line as written, or the equation in a template's syntax.
    var text: String {
        switch content {
        case .text(let text): text
        case .equation(let equation): equation.description
        }
    }
}

/// How an item's fields reach a view.
struct BindingSpec: Sendable {
    /// A piece of a label's attributed text: a field's text or literal text, with a font of its own.
    struct Run: Sendable {
        /// A field path (text from the item) or literal text.
        var field: [String]?
        /// Literal text, such as punctuation between fields; shown only when some field run has text.
        var text: String?
        /// The run's font; only the fields in `fontFields` replace the label's.
        var font: FontSpec?
        /// The font fields the run gave (family, size, ...); the others come from the label's font.
        var fontFields: Set<String> = []
    }

    /// An image grid sized by an array field's length, as a photo grid is: square cells, `columns` across.
    struct Grid: Sendable {
        /// The array field whose length is the number of cells.
        var field: [String]
        /// Cells per row, at most.
        var columns = 3
        /// Each cell's width and height in points.
        var cell = 80.0
        /// Points between cells, across and down.
        var spacing = 4.0
        /// Cells shown at most: a longer array shows this many.
        var maximum = 9
    }

    /// The name of the view the binding sets.
    var view: String
    /// Label text from one field.
    var text: [String]?
    /// Label text from runs with their own fonts.
    var runs: [Run]?
    /// Hide the view when its text is empty.
    var hiddenWhenEmpty = false
    /// Image size from a field: {"width": w, "height": h} or [w, h].
    var size: [String]?
    /// Image grid size from an array field's length.
    var grid: Grid?
    /// Image size from the template's asset catalog: the field names the image; absent, null or ""
    /// is no image.
    var image: [String]?
    /// Hidden when the field is absent, null, false, "", [] or {}.
    var visible: [String]?
    /// Where the binding was written, for problems found after parsing.
    let location: SpecLocation
}

/// How the cell lays out its content.
enum TemplateLayout: String, Sendable {
    /// Constraints (Auto Layout): the content view's fitting height.
    case auto
    /// Code (`sizeThatFits`): views stacked in frames, no constraints.
    case frame
}
