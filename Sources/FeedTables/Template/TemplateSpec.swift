import HeightCache
import Typesetting
import ViewLayout

/// Where something was written in a template file, to report problems found after parsing.
public struct SpecLocation: Sendable, Hashable {
    public let file: String
    public let line: Int?
    public let column: Int?
    public let path: String

    init(_ node: SpecNode) {
        file = node.file; line = node.document.line; column = node.document.column; path = node.path
    }

    func error(_ message: String) -> TemplateError {
        TemplateError(file: file, line: line, column: column, path: path, message: message)
    }
}

/// A font: a family and size, or a text style whose size follows the content size category.
public struct FontSpec: Sendable, Hashable {
    /// A registered family, or `FontCollection.systemFontName` (the default): the system font, which
    /// resolves to the bundled stand-in unless a run maps it (`--system-font`).
    public var family = FontCollection.systemFontName
    public var size: Double?
    public var style: TextStyle?
    public var weight: Int?
    public var italic = false

    /// Text attributes for a content size category.
    func attributes(_ category: ContentSizeCategory, paragraph: ParagraphStyle = ParagraphStyle()) -> TextAttributes {
        let points = size ?? style?.size(for: category) ?? TextStyle.body.size(for: category)
        return TextAttributes(family: family, size: points, weight: weight ?? style?.weight ?? 400, italic: italic,
                              paragraphStyle: paragraph)
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

public struct LabelSpec: Sendable {
    public var font = FontSpec()
    public var lines = 1
    public var lineBreakMode: LineBreakMode = .byTruncatingTail
    public var paragraph = ParagraphStyle()
    public var text: String?
    public var locale: String?
}

public struct StackSpec: Sendable {
    /// UIStackView's default.
    public var axis: LayoutAxis = .horizontal
    public var spacing = 0.0
    public var distribution: StackView.Distribution = .fill
    public var alignment: StackView.Alignment = .fill
    public var marginsRelative = false
    public var baselineRelative = false
}

/// One view of a template and its children.
public struct ViewSpec: Sendable {
    public enum Kind: Sendable {
        case label(LabelSpec)
        case image(Size?)
        case view
        case stack(StackSpec)
    }

    public var name: String
    public var kind: Kind
    public var hidden = false
    public var hugging: (horizontal: Double?, vertical: Double?) = (nil, nil)
    public var compression: (horizontal: Double?, vertical: Double?) = (nil, nil)
    public var margins: EdgeInsets?
    public var children: [ViewSpec] = []
    public let location: SpecLocation

    var kindName: String {
        switch kind {
        case .label: "label"
        case .image: "image"
        case .view: "view"
        case .stack: "stack"
        }
    }
}

/// A constraint line: Visual Format Language or an anchor equation.
public struct ConstraintSpec: Sendable {
    public let text: String
    public let location: SpecLocation
}

/// How an item's fields reach a view.
public struct BindingSpec: Sendable {
    public struct Run: Sendable {
        /// A field path (text from the item) or literal text.
        public var field: [String]?
        public var text: String?
        public var font: FontSpec?
        public var fontFields: Set<String> = []
    }

    public struct Grid: Sendable {
        public var field: [String]
        public var columns = 3
        public var cell = 80.0
        public var spacing = 4.0
        public var maximum = 9
    }

    public var view: String
    /// Label text from one field.
    public var text: [String]?
    /// Label text from runs with their own fonts.
    public var runs: [Run]?
    /// Hide the view when its text is empty.
    public var hiddenWhenEmpty = false
    /// Image size from a field: {"width": w, "height": h} or [w, h].
    public var size: [String]?
    /// Image grid size from an array field's length.
    public var grid: Grid?
    /// Image size from the template's asset catalog: the field names the image; absent, null or ""
    /// is no image.
    public var image: [String]?
    /// Hidden when the field is absent, null, false, "", [] or {}.
    public var visible: [String]?
    public let location: SpecLocation
}

/// How the cell lays out its content.
public enum TemplateLayout: String, Sendable {
    /// Constraints (Auto Layout): the content view's fitting height.
    case auto
    /// Code (`sizeThatFits`): views stacked in frames, no constraints.
    case frame
}
