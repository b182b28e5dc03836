import JSONLines
import HeightCache
import Typesetting
import UIKitMetrics
import ViewLayout

/// Reads a template document (YAML or JSON) into specs, checking every field's type and range.
struct TemplateParser {
    let file: String
    /// The release the template is loaded for: a text style newer than it is an error.
    let ios: IOSVersion
    /// Names seen so far and the number of views, shared by the recursive view parser: a name given twice
    /// (as a YAML alias repeats a subtree) stops parsing at once, and so does a template of absurd size.
    private final class Seen {
        var names: [String: String] = [:]
        var views = 0
        /// The template lays its views out in code: the fields only constraints read are refused.
        var frameLayout = false
    }
    /// A view's fields that only Auto Layout reads: in frame layout they would change nothing, silently.
    static let autoLayoutOnlyFields = ["hugging", "compression", "distribution", "marginsRelative", "baselineRelative"]
    private let seen = Seen()
    static let maximumViews = 2_000
    /// Runs of one label's text: a label styles a few pieces (a name in bold, a time in grey); every run
    /// repeats its field's text, so 300 runs of a megabyte field would make a label of 300 MB.
    static let maximumRuns = 100

    init(file: String, ios: IOSVersion = .newest) { self.file = file; self.ios = ios }

    struct Document {
        var identifier: String?
        var layout: TemplateLayout = .auto
        var accessory: AccessoryType = .none
        var accessoryViewWidth: Double?
        var separator: SeparatorStyle = .singleLine
        var tableStyle = TableStyle.plain
        /// Whether `tableStyle` was given: beside an Interface Builder cell it replaces the storyboard table's
        /// (a XIB cell's table is made in code, so only the template can say it is inset grouped).
        var tableStyleGiven = false
        var margins: EdgeInsets?
        var spacing = 0.0
        var metrics: [String: Double] = [:]
        var views: [ViewSpec] = []
        var constraints: [ConstraintSpec] = []
        var bindings: [BindingSpec] = []
        /// Whether `bindings` was given (an Interface Builder cell's outlet bindings are replaced then).
        var hasBindings = false
        /// The asset catalog, as written (relative to the template file), and where.
        var assets: (path: String, location: SpecLocation)?
        /// The Interface Builder cell this template names instead of describing views.
        var interfaceBuilder: InterfaceBuilderReference?
        /// The template's own fonts (`fonts:`).
        var fonts: TemplateFonts?
    }

    /// `interfaceBuilder: {file: Main.storyboard, cell: FDFeedCell}` (or `Cell.xib`, `Main.storyboard#FDFeedCell`).
    struct InterfaceBuilderReference {
        var file: String
        var cell: String?
        var location: SpecLocation
    }

    /// Top-level fields a template that names an Interface Builder cell may have besides it.
    static let interfaceBuilderFields = ["interfaceBuilder", "assets", "bindings", "fonts", "tableStyle"]

    func parse(_ text: String) throws(TemplateError) -> Document {
        let root = try DocumentReader.read(text, file: file)
        let top = SpecNode(document: root, path: "", file: file)
        let fields = try top.fields(allowed: ["identifier", "layout", "accessory", "separator", "tableStyle", "margins", "spacing",
                                             "metrics", "views", "constraints", "bindings", "assets", "interfaceBuilder", "fonts"])
        // Bindings are read before the views, which a file usually lists first: a mistake in them is said when
        // the rest has none earlier in the file, so the first mistake of the file is the one reported.
        var bindingsError: TemplateError?
        do throws(TemplateError) {
            let document = try sections(fields, top: top, bindingsError: &bindingsError)
            if let bindingsError { throw bindingsError }
            return document
        } catch {
            guard let bindingsError, (bindingsError.line ?? .max) < (error.line ?? .max) else { throw error }
            throw bindingsError
        }
    }

    /// The document's sections; an error in `bindings` is kept in `bindingsError` and thrown once the rest
    /// is read (see `parse`).
    private func sections(_ fields: [String: SpecNode], top: SpecNode, bindingsError: inout TemplateError?) throws(TemplateError) -> Document {
        var document = Document()
        if let fonts = fields["fonts"] { document.fonts = try TemplateFonts.parse(fonts) }
        if let node = fields["assets"] { document.assets = (try node.string(), SpecLocation(node)) }
        if let bindings = fields["bindings"] {
            document.hasBindings = true
            do throws(TemplateError) {
                for (name, node) in try bindings.mapping() { document.bindings.append(try binding(name, node)) }
            } catch {
                bindingsError = error
            }
        }
        if let style = fields["tableStyle"] {
            document.tableStyle = try style.choice(["plain": .plain, "grouped": .grouped, "insetGrouped": .insetGrouped])
            document.tableStyleGiven = true
            // UITableView.Style.insetGrouped is iOS 13's, as a text style newer than the release is refused.
            if document.tableStyle == .insetGrouped, ios.major < 13 {
                throw style.error("tableStyle insetGrouped is new in iOS 13; the template is loaded for iOS \(ios) (--ios)")
            }
        }
        if let node = fields["interfaceBuilder"] {
            document.interfaceBuilder = try interfaceBuilder(node)
            for key in fields.keys.sorted() where !Self.interfaceBuilderFields.contains(key) {
                throw fields[key]!.error("\"\(key)\" comes from the Interface Builder cell; a template naming one has only \(Self.interfaceBuilderFields.joined(separator: ", "))")
            }
            return document
        }
        document.identifier = try fields["identifier"]?.string()
        if let layout = fields["layout"] { document.layout = try layout.choice(["auto": .auto, "frame": .frame]) }
        if let accessory = fields["accessory"] { try parseAccessory(accessory, into: &document) }
        if let separator = fields["separator"] { document.separator = try separator.choice(["singleLine": .singleLine, "none": .none]) }
        if let margins = fields["margins"] { document.margins = try insets(margins) }
        if let spacing = fields["spacing"] {
            // Frame layout's column spacing; constraints and stacks space an auto layout cell's views.
            guard document.layout == .frame else {
                throw spacing.error("spacing is frame layout's (the points between the column's views); an auto layout cell is spaced "
                                    + "by its constraints and its stacks' own spacing: remove it or use layout: frame")
            }
            document.spacing = try spacing.number(in: 0...10_000, "a spacing from 0 to 10000")
        }
        if let metrics = fields["metrics"] {
            // Metrics are numbers for constraint lines, which a frame-layout template has none of.
            if document.layout == .frame {
                throw metrics.error("metrics are the numbers constraint lines name; a frame-layout template has no constraints, "
                                    + "where they would change nothing: remove them or use layout: auto")
            }
            // Checked whether a line uses them or not: a metric no line could use (a name VFL cannot spell)
            // or out of range is a mistake in the template, said where it is.
            for (name, keyNode, value) in try metrics.keyedMapping() {
                guard TemplateName.isValid(name) else {
                    throw keyNode.error("metric \"\(name)\" is not a name a visual format line can use (a letter or _, then letters, digits or _)")
                }
                let limit = ConstraintRange.maximumConstant
                document.metrics[name] = try value.number(in: -limit...limit, "a number of points within ±\(formatPoints(limit))")
            }
        }
        guard let views = fields["views"] else { throw top.error("missing field \"views\" (the cell's views)") }
        seen.frameLayout = document.layout == .frame
        document.views = try views.list().map { node throws(TemplateError) in try view(node) }
        if let constraints = fields["constraints"] {
            if document.layout == .frame {
                throw constraints.error("a frame-layout template places its views in code; remove \"constraints\" or use layout: auto")
            }
            for node in try constraints.list() {
                guard document.constraints.count < CellTemplate.maximumConstraints else {
                    throw node.error("more than \(CellTemplate.maximumConstraints) constraints in one cell")
                }
                document.constraints.append(ConstraintSpec(text: try node.string(), location: SpecLocation(node)))
            }
        }
        return document
    }

    private func interfaceBuilder(_ node: SpecNode) throws(TemplateError) -> InterfaceBuilderReference {
        if case .scalar = node.node {
            let text = try node.string()
            guard let reference = CellTemplate.interfaceBuilderReference(text) else {
                throw node.error("expected a .xib or .storyboard file (FILE#CELL picks a cell), got \(node.kind)")
            }
            return InterfaceBuilderReference(file: reference.file, cell: reference.cell, location: SpecLocation(node))
        }
        let fields = try node.fields(allowed: ["file", "cell"])
        guard let file = fields["file"] else { throw node.error("missing field \"file\" (the .xib or .storyboard)") }
        let path = try file.string()
        guard CellTemplate.isInterfaceBuilderFile(path) else { throw file.error("expected a .xib or .storyboard file, got \(file.kind)") }
        return InterfaceBuilderReference(file: path, cell: try fields["cell"]?.string(), location: SpecLocation(node))
    }

    private func parseAccessory(_ node: SpecNode, into document: inout Document) throws(TemplateError) {
        if case .mapping = node.node {
            let fields = try node.fields(allowed: ["width"])
            guard let width = fields["width"] else { throw node.error("a custom accessory needs \"width\"") }
            document.accessoryViewWidth = try width.number(in: 0...10_000, "a width from 0 to 10000")
            return
        }
        document.accessory = try node.choice(["none": .none, "disclosureIndicator": .disclosureIndicator,
                                              "detailDisclosureButton": .detailDisclosureButton, "checkmark": .checkmark,
                                              "detailButton": .detailButton])
    }

    func insets(_ node: SpecNode) throws(TemplateError) -> EdgeInsets {
        if case .scalar = node.node { return EdgeInsets(all: try node.number(in: 0...10_000, "an inset from 0 to 10000")) }
        let fields = try node.fields(allowed: ["top", "left", "bottom", "right", "leading", "trailing", "horizontal", "vertical"])
        func value(_ key: String) throws(TemplateError) -> Double? {
            try fields[key]?.number(in: 0...10_000, "an inset from 0 to 10000")
        }
        // Layout is left-to-right, so leading is left and trailing right: both given would be one inset set
        // twice, and either silently winning would be a guess (horizontal and vertical stay defaults that a
        // side's own value overrides).
        for (side, alias) in [("left", "leading"), ("right", "trailing")] where fields[side] != nil {
            if let twice = fields[alias] { throw twice.error("\(alias) and \(side) both set the \(side) inset (layout is left-to-right); give one") }
        }
        let horizontal = try value("horizontal"), vertical = try value("vertical")
        let top = try value("top"), bottom = try value("bottom")
        let left = try value("left"), leading = try value("leading"), right = try value("right"), trailing = try value("trailing")
        return EdgeInsets(top: top ?? vertical ?? 0, left: left ?? leading ?? horizontal ?? 0,
                          bottom: bottom ?? vertical ?? 0, right: right ?? trailing ?? horizontal ?? 0)
    }

    func size(_ node: SpecNode) throws(TemplateError) -> Size {
        if case .sequence = node.node {
            let items = try node.list()
            guard items.count == 2 else { throw node.error("expected [width, height], got a list of \(items.count)") }
            return Size(width: try items[0].number(in: 0...100_000, "a width from 0 to 100000"),
                        height: try items[1].number(in: 0...100_000, "a height from 0 to 100000"))
        }
        let fields = try node.fields(allowed: ["width", "height"])
        guard let width = fields["width"], let height = fields["height"] else { throw node.error("expected {width, height}") }
        return Size(width: try width.number(in: 0...100_000, "a width from 0 to 100000"),
                    height: try height.number(in: 0...100_000, "a height from 0 to 100000"))
    }

    private func priorityPair(_ node: SpecNode) throws(TemplateError) -> (Double?, Double?) {
        func priority(_ node: SpecNode) throws(TemplateError) -> Double {
            if case .scalar(let scalar) = node.node {
                if let named = ConstraintLine.namedPriorities[scalar.string] { return named }
                // A misspelt name ("hihg") is neither a number nor a name: say both what it may be.
                if DecimalText.double(scalar.string) == nil, !scalar.string.isEmpty {
                    let names = ConstraintLine.namedPriorities.sorted { ($0.value, $0.key) > ($1.value, $1.key) }.map(\.key)
                    throw node.error("expected a priority from 1 to 1000 or one of \(names.joined(separator: ", ")), got '\(ShownText.excerpt(scalar.string))'")
                }
            }
            return try node.number(in: 1...1000, "a priority from 1 to 1000")
        }
        if case .scalar = node.node { let value = try priority(node); return (value, value) }
        let fields = try node.fields(allowed: ["horizontal", "vertical"])
        var pair: (Double?, Double?) = (nil, nil)
        if let horizontal = fields["horizontal"] { pair.0 = try priority(horizontal) }
        if let vertical = fields["vertical"] { pair.1 = try priority(vertical) }
        return pair
    }

    func view(_ node: SpecNode) throws(TemplateError) -> ViewSpec {
        let entries = try node.mapping()
        guard entries.count == 1, let (kind, body) = entries.first else {
            throw node.error("a view is one of {label: ...}, {image: ...}, {view: ...}, {stack: ...} or a control such as {button: ...}")
        }
        let common = ["name", "hidden", "hugging", "compression", "margins"]
        let fields: [String: SpecNode]
        var spec: ViewSpec
        switch kind {
        case "label":
            fields = try body.fields(allowed: common + ["font", "lines", "lineBreak", "alignment", "paragraph", "text", "locale"])
            var label = LabelSpec()
            if let font = fields["font"] { label.font = try self.font(font).spec }
            if let lines = fields["lines"] { label.lines = try lines.integer(in: 0...10_000) }
            if let lineBreak = fields["lineBreak"] {
                label.lineBreakMode = try lineBreak.choice(["wordWrap": .byWordWrapping, "charWrap": .byCharWrapping,
                                                            "truncateTail": .byTruncatingTail, "clip": .byClipping])
            }
            if let alignment = fields["alignment"] {
                label.paragraph.alignment = try alignment.choice(["natural": .natural, "left": .left, "center": .center,
                                                                  "right": .right, "justified": .justified])
            }
            if let paragraph = fields["paragraph"] { try self.paragraph(paragraph, into: &label.paragraph) }
            label.text = try fields["text"]?.string()
            if let node = fields["locale"] { label.locale = try locale(node) }
            spec = ViewSpec(name: "", kind: .label(label), location: SpecLocation(body))
        case "image":
            fields = try body.fields(allowed: common + ["size"])
            var imageSize: Size?
            if let node = fields["size"] { imageSize = try size(node) }
            spec = ViewSpec(name: "", kind: .image(imageSize), location: SpecLocation(body))
        case "view":
            fields = try body.fields(allowed: common + ["views"])
            spec = ViewSpec(name: "", kind: .view, location: SpecLocation(body))
        case "stack":
            fields = try body.fields(allowed: common + ["views", "axis", "spacing", "distribution", "alignment", "marginsRelative", "baselineRelative"])
            var stack = StackSpec()
            if let axis = fields["axis"] { stack.axis = try axis.choice(["horizontal": .horizontal, "vertical": .vertical]) }
            if let spacing = fields["spacing"] {
                // Below 0 the views overlap, as UIKit's stacks (and an Interface Builder stack) allow; a frame stack
                // adds its spacing to its height and could come out of negative height.
                stack.spacing = seen.frameLayout ? try spacing.number(in: 0...10_000, "a spacing from 0 to 10000 (a frame-layout stack's views do not overlap)")
                    : try spacing.number(in: -10_000...10_000, "a spacing from -10000 to 10000")
            }
            if let distribution = fields["distribution"] {
                stack.distribution = try distribution.choice(["fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
                                                              "equalSpacing": .equalSpacing, "equalCentering": .equalCentering])
            }
            if let alignment = fields["alignment"] {
                stack.alignment = try alignment.choice(["fill": .fill, "leading": .leading, "top": .top, "center": .center, "trailing": .trailing,
                                                        "bottom": .bottom, "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline])
                // Frame stacks place views by their edges: baselines would be taken for top and bottom, a
                // different height, silently.
                if seen.frameLayout, stack.alignment == .firstBaseline || stack.alignment == .lastBaseline {
                    throw alignment.error("alignment \(stack.alignment == .firstBaseline ? "firstBaseline" : "lastBaseline") is Auto Layout's; a "
                                          + "frame-layout template stacks its views by their edges (top, center, bottom, fill): use one of those or layout: auto")
                }
            }
            if let value = fields["marginsRelative"] { stack.marginsRelative = try value.bool() }
            if let value = fields["baselineRelative"] { stack.baselineRelative = try value.bool() }
            spec = ViewSpec(name: "", kind: .stack(stack), location: SpecLocation(body))
        default:
            guard let (control, controlFields) = try control(kind, body, common: common) else {
                throw node.error("unknown view kind \"\(kind)\"; expected label, image, view, stack or a control: \(Self.controlKinds.keys.sorted().joined(separator: ", "))")
            }
            (spec, fields) = (control, controlFields)
        }
        guard let name = fields["name"] else { throw body.error("missing field \"name\"") }
        spec.name = try name.string()
        guard TemplateName.isValid(spec.name) else {
            throw name.error("a view name is letters, digits and _, starting with a letter, got \(name.kind)")
        }
        guard !["contentView", "superview"].contains(spec.name) else { throw name.error("\"\(spec.name)\" is reserved for the cell's content view") }
        if let earlier = seen.names[spec.name] { throw name.error("the name \"\(spec.name)\" is already used (\(earlier))") }
        seen.names[spec.name] = body.path
        seen.views += 1
        guard seen.views <= Self.maximumViews else { throw node.error("more than \(Self.maximumViews) views in one cell") }
        if seen.frameLayout, let key = Self.autoLayoutOnlyFields.first(where: { fields[$0] != nil }), let given = fields[key] {
            throw given.error("\(key) is Auto Layout's; a frame-layout template sizes its views with sizeThatFits and stacks them "
                              + "in code, where it would change nothing: remove it or use layout: auto")
        }
        // In frame layout a view's or a stack's margins are the padding its children sit in; a label's or a
        // control's have nothing inside them to place, and no constraint to lay out to them.
        if seen.frameLayout, kind != "view", kind != "stack", let given = fields["margins"] {
            throw given.error("margins of a \(kind) are Auto Layout's layout margins; in a frame-layout template only a view's or a stack's "
                              + "margins place what is inside it: remove them, or put the \(kind) in a view with margins")
        }
        if let hidden = fields["hidden"] { spec.hidden = try hidden.bool() }
        if let hugging = fields["hugging"] { spec.hugging = try priorityPair(hugging) }
        if let compression = fields["compression"] { spec.compression = try priorityPair(compression) }
        if let margins = fields["margins"] { spec.margins = try insets(margins) }
        if let views = fields["views"] { spec.children = try views.list().map { node throws(TemplateError) in try view(node) } }
        return spec
    }

    /// A language tag for line breaking, which ICU must know: as --locale, since ICU would break an
    /// unknown tag's text with its root rules, silently.
    func locale(_ node: SpecNode) throws(TemplateError) -> String {
        let locale = try node.string()
        guard Typesetter.isKnownLocale(locale) else {
            throw node.error("expected a language ICU knows, as a tag such as en, zh-Hans or ja-JP, got \(node.kind)")
        }
        return locale
    }

    /// A font, with which of its fields were given (a run's font overrides only those).
    func font(_ node: SpecNode) throws(TemplateError) -> (spec: FontSpec, fields: Set<String>) {
        let fields = try node.fields(allowed: ["family", "size", "style", "weight", "italic"])
        var font = FontSpec()
        if let family = fields["family"] { font.family = try family.string() }
        if let size = fields["size"] { font.size = try size.number(in: 1...1000, "a point size from 1 to 1000") }
        if let style = fields["style"] {
            let name = try style.string()
            guard let textStyle = TextStyle(rawValue: name) else {
                throw style.error("unknown text style \"\(name)\"; expected one of \(TextStyle.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            if let first = TextStyleMetrics.introduction(of: textStyle.rawValue, laterThan: ios) {
                throw style.error("text style \(name) is new in iOS \(first); the template is loaded for iOS \(ios) (--ios)")
            }
            font.style = textStyle
        }
        if fields["size"] != nil && fields["style"] != nil { throw node.error("give a size or a text style, not both") }
        if let weight = fields["weight"] {
            let named: [String: Int] = ["thin": 100, "extraLight": 200, "light": 300, "regular": 400, "medium": 500,
                                        "semibold": 600, "bold": 700, "heavy": 800, "black": 900]
            if case .scalar(let scalar) = weight.node, let value = named[scalar.string] {
                font.weight = value
            } else {
                font.weight = try weight.integer(in: 1...1000)
            }
        }
        if let italic = fields["italic"] { font.italic = try italic.bool() }
        return (font, Set(fields.keys))
    }

    private func paragraph(_ node: SpecNode, into style: inout ParagraphStyle) throws(TemplateError) {
        let fields = try node.fields(allowed: ["lineSpacing", "paragraphSpacing", "lineHeightMultiple", "minimumLineHeight", "maximumLineHeight"])
        func value(_ key: String) throws(TemplateError) -> Double? { try fields[key]?.number(in: 0...10_000, "a number from 0 to 10000") }
        style.lineSpacing = try value("lineSpacing") ?? 0
        style.paragraphSpacing = try value("paragraphSpacing") ?? 0
        style.lineHeightMultiple = try value("lineHeightMultiple") ?? 0
        style.minimumLineHeight = try value("minimumLineHeight") ?? 0
        style.maximumLineHeight = try value("maximumLineHeight") ?? 0
    }

    static func fieldPath(_ node: SpecNode) throws(TemplateError) -> [String] {
        let text = try node.string()
        let path = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !text.isEmpty, path.allSatisfy({ !$0.isEmpty }) else { throw node.error("expected a field name or a dotted path like user.name, got \(node.kind)") }
        return path
    }

    func binding(_ view: String, _ node: SpecNode) throws(TemplateError) -> BindingSpec {
        var spec = BindingSpec(view: view, location: SpecLocation(node))
        if case .scalar = node.node {
            spec.text = try Self.fieldPath(node)
            return spec
        }
        let fields = try node.fields(allowed: ["text", "runs", "hiddenWhenEmpty", "size", "grid", "image", "visible"])
        if let text = fields["text"] { spec.text = try Self.fieldPath(text) }
        if let runs = fields["runs"] {
            if spec.text != nil { throw runs.error("give \"text\" or \"runs\", not both") }
            let list = try runs.list()
            guard list.count <= Self.maximumRuns else {
                throw runs.error("\(list.count) runs; a label takes at most \(Self.maximumRuns) (each run repeats its field's text)")
            }
            spec.runs = try list.map { node throws(TemplateError) in
                let runFields = try node.fields(allowed: ["field", "text", "font"])
                var run = BindingSpec.Run()
                if let field = runFields["field"] { run.field = try Self.fieldPath(field) }
                if let text = runFields["text"] { run.text = try text.string() }
                guard (run.field == nil) != (run.text == nil) else { throw node.error("a run has a \"field\" or a \"text\", one of the two") }
                if let font = runFields["font"] { (run.font, run.fontFields) = try self.font(font) }
                return run
            }
        }
        if let hidden = fields["hiddenWhenEmpty"] { spec.hiddenWhenEmpty = try hidden.bool() }
        if let size = fields["size"] { spec.size = try Self.fieldPath(size) }
        if let grid = fields["grid"] {
            let gridFields = try grid.fields(allowed: ["field", "columns", "cell", "spacing", "maximum"])
            guard let field = gridFields["field"] else { throw grid.error("missing field \"field\" (the array whose length gives the cells)") }
            var spec_ = BindingSpec.Grid(field: try Self.fieldPath(field))
            if let columns = gridFields["columns"] { spec_.columns = try columns.integer(in: 1...100) }
            if let cell = gridFields["cell"] { spec_.cell = try cell.number(in: 0...10_000, "a cell size from 0 to 10000") }
            if let spacing = gridFields["spacing"] { spec_.spacing = try spacing.number(in: 0...10_000, "a spacing from 0 to 10000") }
            if let maximum = gridFields["maximum"] { spec_.maximum = try maximum.integer(in: 1...10_000) }
            spec.grid = spec_
        }
        if let image = fields["image"] { spec.image = try Self.fieldPath(image) }
        if [spec.size != nil, spec.grid != nil, spec.image != nil].filter({ $0 }).count > 1 {
            throw node.error("give one of \"size\", \"grid\" and \"image\"")
        }
        if let visible = fields["visible"] { spec.visible = try Self.fieldPath(visible) }
        if spec.text == nil && spec.runs == nil && spec.size == nil && spec.grid == nil && spec.image == nil && spec.visible == nil {
            throw node.error("a binding sets at least one of text, runs, size, grid, image, visible")
        }
        return spec
    }
}
