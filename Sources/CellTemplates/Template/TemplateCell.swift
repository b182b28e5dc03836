import HeightCache
import Typesetting
import ViewLayout

/// A table cell built from a `CellTemplate`: its views, constraints (or frame stacks), and `bind(_:)`,
/// which sets an item's fields on them.
public final class TemplateCell: TableViewCell {
    /// The template the cell was built from; its bindings say what `bind(_:)` sets.
    public let template: CellTemplate
    /// The content size its text styles were sized for: a cell serves one category, so keep one per category.
    public let category: ContentSizeCategory
    /// `category`: a fitting in a table of another content size is an error, not this size's height.
    public override var configuredContentSize: ContentSizeCategory? { category }
    /// A template's frames are the engine's: each fitting starts from a new cell's content height.
    public override var measuresFrameLayoutFromZeroHeight: Bool { true }

    /// An Interface Builder cell's constraints to its own edges beside an accessory, with their constants as
    /// written and the share of what the accessory takes that each moves by (`ConstraintLine.cellWidthShare`).
    private var pastContentView: [(constraint: LayoutConstraint, constant: Double, share: Double)] = []

    /// What the accessory takes of the cell here (the file's on the canvas; at run time the accessory and the
    /// wider margin beside it on wider tables) moves the constraints to the cell's edges beyond it.
    public override func willFit(viewWidth: Double, contentWidth: Double) {
        for shifted in pastContentView {
            let constant = shifted.constant + shifted.share * (viewWidth - contentWidth)
            if shifted.constraint.constant != constant { shifted.constraint.constant = constant }
        }
    }
    /// Views by template name.
    public private(set) var named: [String: View] = [:]
    private var specHidden: [String: Bool] = [:]
    /// The labels that show text, depth first (the order of the template and of JSONL rows), by the name
    /// of their view: labels, buttons' titles and text views' texts.
    private var labels: [(name: String, label: Label)] = []
    /// The label that shows each text view's text (a label, a button's title, a text view's text), by
    /// the view's name: what text bindings set.
    private(set) var textLabels: [String: Label] = [:]
    /// Per label bound to runs, each run's text attributes (fixed once the content size is).
    private(set) var runAttributes: [String: [TextAttributes]] = [:]
    /// The template's bindings with the views they set, found by name once here rather than for every item.
    private(set) var boundViews: [BoundView] = []
    /// The column that holds a frame-layout template's views.
    private var frameRoot: FrameStackView?
    /// The template line each constraint came from, so a conflict found while measuring names its line.
    private(set) var constraintLines: [ObjectIdentifier: Int] = [:]
    /// Finds whether the layout is open, until `startsLayoutOverForEachFitting` is first asked for.
    private var openLayoutProbe: (() -> Bool)?

    /// Builds the template's views and constraints with text sized for `category`: a template cell to measure with,
    /// as FDTemplateLayoutCell keeps one per reuse identifier. Throws for a constraint that cannot be made.
    public convenience init(template: CellTemplate, textCache: PreparedTextCache, category: ContentSizeCategory) throws(TemplateError) {
        try self.init(template: template, textCache: textCache, category: category, probingOpenLayout: true)
    }

    /// The cell, and with `probingOpenLayout` whether its layout is open, so that each fitting starts it over
    /// (`startsLayoutOverForEachFitting`): a view that wraps shares a row with another that shows text and
    /// the constraints leave the split open for some texts (`leavesWrappingOpen()`). A live system would then
    /// split the row, and so pick the height, by what it solved before (the items before, the same item at
    /// another width), and a table's rows would depend on their order and on how they are shared among
    /// workers. Found on a cell of its own, so that this one is as new, once per content size for the
    /// template (`CellTemplate.openLayouts`), and only when a fitting first asks: a cell that is built
    /// and never measured (a template checked at load, a table whose rows all come from its cache) lays
    /// out no probe.
    init(template: CellTemplate, textCache: PreparedTextCache, category: ContentSizeCategory, probingOpenLayout: Bool) throws(TemplateError) {
        self.template = template
        self.category = category
        super.init(reuseIdentifier: template.identifier)
        accessoryType = template.accessory
        collapsedRowHeight = template.collapsedRowHeight
        if let width = template.accessoryViewWidth {
            let accessory = View(name: "accessoryView")
            accessory.frame.size = Size(width: width, height: 0)
            accessoryView = accessory
        }
        ios = template.ios
        switch template.layout {
        case .auto:
            if let margins = template.margins { contentView.layoutMargins = margins }
            contentMargins = template.contentMargins
            for spec in template.views { contentView.addSubview(make(spec, textCache)) }
            try activateConstraints()
        case .frame:
            let root = FrameStackView(name: "frameRoot", axis: .vertical, spacing: template.spacing,
                                      padding: template.margins ?? .zero, alignment: .fill)
            contentView.addSubview(root)
            for spec in template.views { root.addSubview(make(spec, textCache)) }
            frameRoot = root
            enforceFrameLayout = true
        }
        let styles = Dictionary(template.allViews.compactMap { spec in spec.textStyle(template.ios).map { (spec.name, $0) } },
                                uniquingKeysWith: { first, _ in first })
        for binding in template.bindings {
            guard let runs = binding.runs, let style = styles[binding.view] else { continue }
            runAttributes[binding.view] = runs.map { run in
                style.font.overridden(by: run.font, setFields: run.fontFields)
                    .attributes(category, paragraph: style.paragraph, letterSpacing: style.letterSpacing, ios: template.ios)
            }
        }
        boundViews = template.bindings.compactMap { binding in
            guard let view = named[binding.view] else { return nil }   // checked at load
            return BoundView(binding: binding, view: view, hiddenInSpec: specHidden[binding.view] ?? false,
                             label: textLabels[binding.view], runAttributes: runAttributes[binding.view])
        }
        if probingOpenLayout, hasWrappingText {
            // The probe cell is built from the template this one was built from without an error, so it
            // builds too; should it not, the layout counts as closed, as a probe layout that fails does.
            openLayoutProbe = { [template, category] in
                (try? template.openLayouts.answer(for: category) { () throws(TemplateError) in
                    try TemplateCell(template: template, textCache: textCache, category: category, probingOpenLayout: false).leavesWrappingOpen()
                }) ?? false
            }
        }
    }

    public override var startsLayoutOverForEachFitting: Bool {
        get {
            if let probe = openLayoutProbe {
                openLayoutProbe = nil
                super.startsLayoutOverForEachFitting = probe()
            }
            return super.startsLayoutOverForEachFitting
        }
        set {
            openLayoutProbe = nil
            super.startsLayoutOverForEachFitting = newValue
        }
    }

    private func make(_ spec: ViewSpec, _ textCache: PreparedTextCache) -> View {
        let view: View
        switch spec.kind {
        case .label(let label):
            let made = Label(name: spec.name, textCache: textCache,
                             attributes: label.font.attributes(category, paragraph: label.paragraph, letterSpacing: label.letterSpacing, ios: template.ios),
                             text: label.text, numberOfLines: label.lines)
            made.lineBreakMode = label.lineBreakMode
            made.locale = label.locale
            made.preferredMaxLayoutWidth = label.preferredMaxLayoutWidth
            shows(made, as: spec.name)
            view = made
        case .image(let size):
            let made = FixedSizeView(name: spec.name, contentSize: size ?? .noIntrinsicSize)
            // A catalog's image is as large at each scale as the file UIKit picks there (65 pixels at 1x and 2x,
            // 98 at 3x: 65, 32.5 and 32.67 points); a binding that sets the image replaces it.
            if let image = spec.catalogImage {
                made.contentSizesByScale = image.sizes
                made.imageFile = image.file
            }
            view = made
        case .button(let button):
            let made = Button(name: spec.name, textCache: textCache, title: button.title,
                              attributes: button.font?.attributes(category, ios: template.ios), imageSize: button.image,
                              backgroundImageSize: button.backgroundImage, contentEdgeInsets: button.insets, ios: template.ios)
            made.titleLabel.locale = button.locale
            made.buttonType = button.type
            shows(made.titleLabel, as: spec.name)
            view = made
        case .control(let kind):
            view = Control(name: spec.name, kind: kind, ios: template.ios)
        case .textView(let textView):
            let made = TextView(name: spec.name, textCache: textCache,
                                attributes: textView.font.attributes(category, paragraph: textView.paragraph, letterSpacing: textView.letterSpacing,
                                                                     ios: template.ios),
                                text: textView.text, textContainerInset: textView.inset,
                                lineFragmentPadding: textView.lineFragmentPadding, ios: template.ios)
            made.textLabel.locale = textView.locale
            shows(made.textLabel, as: spec.name)
            view = made
        case .view:
            if template.layout == .frame {
                view = FrameStackView(name: spec.name, axis: .vertical, spacing: 0, padding: spec.margins ?? .zero, alignment: .fill)
            } else {
                view = View(name: spec.name)
            }
        case .collection(let collection):
            if let flow = collection.flow {
                view = CollectionView(name: spec.name, layout: flow)
            } else {
                view = FixedSizeView(name: spec.name, contentSize: Size(width: Size.noIntrinsicMetric,
                                                                       height: collection.height ?? Size.noIntrinsicMetric))
            }
        case .stack(let stack):
            if template.layout == .frame {
                let alignment: FrameStackView.CrossAlignment
                switch stack.alignment {
                case .fill: alignment = .fill
                case .leading, .firstBaseline: alignment = .leading
                case .center: alignment = .center
                case .trailing, .lastBaseline: alignment = .trailing
                }
                view = FrameStackView(name: spec.name, axis: stack.axis, spacing: stack.spacing, padding: spec.margins ?? .zero, alignment: alignment)
            } else {
                let made = StackView(name: spec.name, axis: stack.axis, spacing: stack.spacing,
                                     distribution: stack.distribution, alignment: stack.alignment, ios: template.ios)
                made.isLayoutMarginsRelativeArrangement = stack.marginsRelative
                made.isBaselineRelativeArrangement = stack.baselineRelative
                view = made
            }
        }
        if let margins = spec.margins, template.layout == .auto { view.layoutMargins = margins }
        if let value = spec.hugging.horizontal { view.setContentHuggingPriority(LayoutPriority(value), for: .horizontal) }
        if let value = spec.hugging.vertical { view.setContentHuggingPriority(LayoutPriority(value), for: .vertical) }
        if let value = spec.compression.horizontal { view.setContentCompressionResistancePriority(LayoutPriority(value), for: .horizontal) }
        if let value = spec.compression.vertical { view.setContentCompressionResistancePriority(LayoutPriority(value), for: .vertical) }
        view.isHidden = spec.hidden
        view.initialSize = spec.initialSize
        view.clipsToBounds = spec.clipsToBounds
        specHidden[spec.name] = spec.hidden
        named[spec.name] = view
        for child in spec.children {
            let made = make(child, textCache)
            if let stack = view as? StackView { stack.addArrangedSubview(made) } else { view.addSubview(made) }
        }
        return view
    }

    /// Records `label` as the text of the view named `name`.
    private func shows(_ label: Label, as name: String) {
        labels.append((name, label))
        textLabels[name] = label
    }

    private func activateConstraints() throws(TemplateError) {
        var count = 0
        func counted(_ added: Int, _ spec: ConstraintSpec) throws(TemplateError) {
            count += added
            guard count <= CellTemplate.maximumConstraints else {
                throw spec.location.error("more than \(CellTemplate.maximumConstraints) constraints in one cell (visual format lines count each they make)")
            }
        }
        for spec in template.constraints {
            let line: ConstraintLine
            switch spec.content {
            case .equation(let equation):
                try counted(1, spec)
                line = equation
            case .text(let text) where ConstraintLine.isVisualFormat(text):
                if let name = ConstraintRange.viewNamedTwice(inVisualFormat: text) {
                    let view = named[name]?.layoutDebugName ?? name
                    throw spec.location.error("\(view) is placed against itself (a view named twice in one line) in \"\(spec.text)\"")
                }
                let made: [LayoutConstraint]
                do { made = try LayoutConstraint.constraints(withVisualFormat: text, metrics: template.metrics, views: named) } catch {
                    throw spec.location.error("\(error.reason) at character \(error.index + 1) of \"\(text)\"")
                }
                try counted(made.count, spec)
                for constraint in made {
                    try checkRange(constraint, spec, fromVisualFormat: true)
                    constraintLines[ObjectIdentifier(constraint)] = spec.location.line
                }
                LayoutConstraint.activate(made)
                continue
            case .text(let text):
                try counted(1, spec)
                do { line = try ConstraintLine.parse(text) } catch {
                    throw spec.location.error("\(error.message) at character \(error.offset + 1) of \"\(text)\"")
                }
            }
            let first = try item(line.firstItem, spec)
            let second = try line.secondItem.map { name throws(TemplateError) in try item(name, spec, relativeTo: first) }
            let constraint: LayoutConstraint
            do {
                constraint = try LayoutConstraint(item: first, attribute: line.firstAttribute, relatedBy: line.relation,
                                                  toItem: second, attribute: line.secondAttribute,
                                                  multiplier: line.multiplier, constant: line.constant)
            } catch {
                throw spec.location.error("\(error) in \"\(spec.text)\"", cause: .layout(error))
            }
            constraint.priority = LayoutPriority(line.priority)
            try checkRange(constraint, spec, fromVisualFormat: false)
            constraintLines[ObjectIdentifier(constraint)] = spec.location.line
            if line.cellWidthShare != 0 { pastContentView.append((constraint, line.constant, line.cellWidthShare)) }
            constraint.isActive = true
        }
    }

    /// Refuses a constraint whose constants or multiplier are outside `ConstraintRange`, at its line.
    private func checkRange(_ constraint: LayoutConstraint, _ spec: ConstraintSpec, fromVisualFormat: Bool) throws(TemplateError) {
        if let problem = ConstraintRange.problem(with: constraint, fromVisualFormat: fromVisualFormat) {
            throw spec.location.error("\(problem) in \"\(spec.text)\"")
        }
    }

    private func item(_ name: String, _ spec: ConstraintSpec, relativeTo first: View? = nil) throws(TemplateError) -> View {
        switch name {
        case "contentView": return contentView
        case "superview":
            // The first view's superview; as the first item itself, the content view.
            return first?.superview ?? contentView
        default:
            guard let view = named[name] else {
                throw spec.location.error("no view named \"\(name)\" in \"\(spec.text)\"; views: \(named.keys.sorted().joined(separator: ", "))")
            }
            return view
        }
    }

    /// The shown labels (and buttons' titles and text views' texts, by their view's name) whose last
    /// measurement met characters that no registered font covers, with how many. A label in a hidden view
    /// is left out: it keeps the measurement of an earlier item.
    func labelsMissingGlyphs() -> [(name: String, count: Int)] {
        var found: [(name: String, count: Int)] = []
        for index in labels.indices {
            let count = labels[index].label.measuredMissingGlyphs
            if count > 0 && labels[index].label.isShown() { found.append((labels[index].name, count)) }
        }
        return found
    }

    /// Line counts and truncation of the labels drawn, neither hidden nor inside a hidden view (and of buttons'
    /// titles and text views' texts, by their view's name), after the cell was laid out at `width` (JSONL
    /// rows). The lines are the text's: a text view's caret line after a final line break holds none of it
    /// and is not counted.
    public func labelSummaries() throws(LayoutError) -> [(name: String, lines: Int, truncated: Bool)] {
        var result: [(name: String, lines: Int, truncated: Bool)] = []
        for (name, label) in labels where named[name]?.isShown() == true {
            guard let text = label.attributedText, !text.isEmpty, let layout = try label.shownLayout() else { continue }
            let end = text.runs.last?.range.upperBound ?? 0
            result.append((name, layout.lines.count { $0.range.lowerBound < end }, layout.isTruncated))
        }
        return result
    }

    /// Checks that the fonts of every view's text are registered (at load, so measuring never meets an
    /// unknown family).
    func checkFonts() throws(TemplateError) {
        for spec in template.allViews {
            guard let font = spec.textStyle(template.ios)?.font, let view = textLabels[spec.name] else { continue }
            do { _ = try view.textCache.typesetter.fonts.face(family: font.family, weight: font.weight ?? 400) } catch {
                throw spec.location.error("\(error)", cause: .font(error))
            }
        }
        for binding in template.bindings {
            for run in binding.runs ?? [] where run.fontFields.contains("family") {
                guard let family = run.font?.family, let view = textLabels[binding.view] else { continue }
                do { _ = try view.textCache.typesetter.fonts.face(family: family) } catch { throw binding.location.error("\(error)", cause: .font(error)) }
            }
        }
    }

    /// Frame layout: the column of views, at the content width.
    public override func sizeThatFits(_ size: Size) throws(LayoutError) -> Size {
        guard let frameRoot else { return try super.sizeThatFits(size) }
        let fitted = try frameRoot.sizeThatFits(Size(width: size.width, height: .infinity))
        frameRoot.frame = Rect(x: 0, y: 0, width: size.width, height: fitted.height)
        return Size(width: size.width, height: fitted.height)
    }

    /// Frame layout: the column of views fills the content view (constraint layout is the superclass's).
    public override func layoutSubviews() throws(LayoutError) {
        try super.layoutSubviews()
        frameRoot?.frame = contentView.bounds
    }
}
