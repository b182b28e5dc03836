import HeightCache
import Typesetting
import UIKitMetrics
import ViewLayout

/// Turns one cell element of an Interface Builder document into a `CellTemplate`: views by element,
/// constraints as the template's anchor equations, the outlets as view names and bindings.
///
/// Size classes: `<variation>` masks are resolved for an iPhone in portrait (compact width, regular
/// height), the device kind the presets measure; at design time a file laid out on Xcode 6 and 7's
/// size-class canvas (no `<device>`) is read as that canvas showed it, "Any" width and "Any" height, where
/// only the `default` variation applies, and a file designed on an iPad as a regular width and height.
struct InterfaceBuilderCellReader {
    let document: InterfaceBuilderDocument
    let entry: InterfaceBuilderDocument.CellEntry
    /// Design time: placeholder intrinsic sizes and the margins of the Xcode that saved the file.
    let design: Bool
    /// The iOS the run-time template lays out as (`--ios`).
    let runtimeIOS: IOSVersion
    /// The iOS whose UIKit metrics apply: at design time the iOS of the Xcode that saved the file (its
    /// `toolsVersion`), as Xcode's canvas lays it out; at run time `runtimeIOS`.
    var ios: IOSVersion { design ? IOSVersion(toolsVersion: document.toolsVersion) : runtimeIOS }
    /// The registered family for a font name (the system font's name: the family it resolves to), nil when
    /// none has it.
    let families: (String) -> String?
    /// A digest of the document's bytes (the template's part of a height cache's fingerprint).
    let sourceDigest: String

    /// What the reader could not carry over exactly (notes), and what a table run repeats (warnings: fonts
    /// measured in the stand-in, a tvOS document's iOS metrics), in the order met.
    private(set) var issues: [TemplateIssue] = []
    private(set) var designViews: [InterfaceBuilderCell.DesignView] = []
    private(set) var contentElement: XMLNode?
    /// IB object id -> template view name (views, the content view, the cell, layout guides).
    private var names: [String: String] = [:]
    /// Ids of layout margins guides: their edges are their view's margins.
    private var marginGuides: Set<String> = []
    /// The cell's own id and its own guides' (not its content view's): with an accessory, their trailing edge
    /// is not the content view's (`line(_:owner:)` notes a constraint to it).
    private var cellEdges: Set<String> = []
    private(set) var outlets: [String: String] = [:]
    /// The named image (not a system symbol) each image view shows, by view name, with its element's line:
    /// with an asset catalog, the catalog's size is the view's.
    private(set) var imageNames: [String: (image: String, line: Int)] = [:]
    /// Every view name given out or held by an outlet (see `viewName(forID:)`).
    var usedNames: Set<String> = ["contentView", "superview"]
    private var excluded: Set<String> = []
    /// The cell's constraints not masked out for the size class measured, each with the id of the view
    /// that owns it, in the file's order (read with the variations, before the views).
    private var keptConstraints: [(constraint: XMLNode, owner: String)] = []
    /// Ids of the views those constraints name.
    private var constrained: Set<String> = []
    private var pinnedFrames: [ConstraintSpec] = []
    /// The views whose outlets bind text: labels and text views.
    var labels: Set<String> = []
    private var viewCount = 0

    /// The size class of an iPhone in portrait.
    static let sizeClass = ["widthClass": "compact", "heightClass": "regular"]
    /// The size class of an iPad at full screen, in either orientation.
    static let padSizeClass = ["widthClass": "regular", "heightClass": "regular"]
    /// The size class the variations are resolved for: an iPhone in portrait, or at design time the
    /// canvas whose frames the file stores: the size-class canvas's "Any" width and height (no size
    /// class: only the `default` variation applies), or an iPad's.
    var traits: [String: String] {
        guard design else { return Self.sizeClass }
        if document.sizeClassCanvas { return [:] }
        return document.padCanvas ? Self.padSizeClass : Self.sizeClass
    }

    init(document: InterfaceBuilderDocument, entry: InterfaceBuilderDocument.CellEntry, design: Bool,
         runtimeIOS: IOSVersion = .newest, families: @escaping (String) -> String?, sourceDigest: String) {
        self.document = document; self.entry = entry; self.design = design; self.runtimeIOS = runtimeIOS; self.families = families
        self.sourceDigest = sourceDigest
    }

    mutating func read() throws(TemplateError) -> CellTemplate {
        let cell = entry.element
        try readOutlets()
        readVariations()
        let content: XMLNode
        switch entry.kind {
        case .view:
            content = cell
        case .tableViewCell, .collectionViewCell:
            guard let found = cell.children.first(where: { $0["key"] == "contentView" }) else {
                throw failure("the cell has no content view", cell)
            }
            content = found
        }
        contentElement = content
        try checkCellSizes(cell, content)
        names[entry.id] = "contentView"
        if let id = content["id"] { names[id] = "contentView" }
        readGuides(of: content, named: "contentView")
        if entry.kind != .view {
            readGuides(of: cell, named: "contentView")
            cellEdges = Set([entry.id] + cell.children("viewLayoutGuide").compactMap { $0["id"] })
        }
        if document.tvOS {
            warn(.tvOSDocument, "a tvOS document: text styles at tvOS's sizes; margins, spacing and control sizes are iOS's (CellHeight has no tvOS table of them)", cell)
        }
        if !design, document.toolsVersion == 0 {
            note(.noToolsVersion, "the document gives no Xcode build number (toolsVersion): its canvas (lint --frames, render --design) is "
                 + "laid out as iOS \(IOSVersion(toolsVersion: 0).major)'s, the oldest known", cell)
        }
        if let custom = entry.customClass {
            note(.customClass, "custom class \(custom) may change its layout in code, which the file does not show", cell)
        }
        noteRuntimeAttributes(cell)
        if let style = entry.element["style"] {
            note(.builtInCellStyle, "a built-in cell style (\(style)) lays out its labels in UIKit's code; only the content view's own views are read", cell)
        }
        // Two ways UIKit narrows a cell's content that are not laid out here: said, so a row measured as
        // wide as its table is not taken for UIKit's.
        if entry.kind == .tableViewCell, let table = entry.list, table.name == "tableView", table["style"] == "insetGrouped" {
            warn(.insetGroupedTable, "a cell of an inset grouped table: UIKit insets its rows by the table's layout margins, which is not done here; "
                 + "its heights are those of a row as wide as the table (give --width the inset row's width)", table)
        }
        for holder in [cell, content] where holder["layoutMarginsFollowReadableWidth"] == "YES" {
            warn(.readableWidthMargins, "margins that follow the readable width (layoutMarginsFollowReadableWidth) are not widened here: where the "
                 + "table is wider than the readable width, as on an iPad, UIKit lays the content out narrower", holder)
            break
        }
        var views: [ViewSpec] = []
        for child in content.child("subviews")?.children ?? [] where !excluded.contains(child["id"] ?? "") {
            if let spec = try view(child, inStack: false) { views.append(spec) }
        }
        var constraints = try readConstraints()
        constraints += pinnedFrames
        // The cell's own margins, which a content view that preserves its superview's keeps its content
        // inside too (Xcode's canvas lays such a cell's views out at them).
        let cellOwn = entry.kind == .tableViewCell && content["preservesSuperviewLayoutMargins"] == "YES" ? try explicitMargins(cell) : nil
        let explicit = try explicitMargins(content)
        var margins = explicit
        // A cell and content view that both preserve their superview's margins took the table's, 15 at
        // the sides, before iOS 12.
        if margins == nil, entry.kind == .tableViewCell, ios.major < LayoutMetrics.preservedTableMarginsUntil,
           cell["preservesSuperviewLayoutMargins"] == "YES", content["preservesSuperviewLayoutMargins"] == "YES" {
            let side = LayoutMetrics.preservedTableSideMargin[ios], vertical = LayoutMetrics.cellVerticalMargin[ios]
            margins = EdgeInsets(top: vertical, left: side, bottom: vertical, right: side)
        }
        // Table cells take the table's margins from iOS 11; before, their content view kept UIView's.
        let tableMargins = entry.kind == .tableViewCell && margins == nil && ios.major >= LayoutMetrics.tableMarginsSince
        let bindings = outlets.values.sorted().filter { labels.contains($0) }.map { name in
            BindingSpec(view: name, text: [name], location: SpecLocation(file: document.file, line: cell.line, path: "outlet \(name)"))
        }
        // On the canvas a XIB's top-level collection cell has a root view's side margins (`LayoutMetrics`).
        var canvasMargins: EdgeInsets?
        if design, entry.kind == .collectionViewCell, entry.list == nil {
            // From iOS 11 they follow the width as a table cell's do: 20 where the cell and the phone are wider.
            let cellWidth = try storedFrame(entry.element)?.width ?? 0
            let side = ios.major >= LayoutMetrics.tableMarginsSince && cellWidth > 0
                ? TableGeometry(width: cellWidth, screenWidth: document.narrowDeviceWidth).cellLayoutMargin()
                : LayoutMetrics.topLevelCollectionCellSideMargin[ios]
            canvasMargins = EdgeInsets(top: 8, left: side, bottom: 8, right: side)
        }
        var contentViewMargins = margins ?? canvasMargins ?? (entry.kind == .tableViewCell && !tableMargins
            ? EdgeInsets(all: LayoutMetrics.cellSideMarginBeforeTableMargins[ios]) : nil)
        // Inside the cell's margins as well as its own: before iOS 11 the margins made above; from iOS 11 the
        // table's (`contentMargins` below).
        let withCellMargins = cellOwn.map { cellOwn in explicit.map { $0.atLeast(cellOwn) } ?? cellOwn }
        if let withCellMargins, ios.major < LayoutMetrics.tableMarginsSince {
            contentViewMargins = (contentViewMargins ?? .zero).atLeast(withCellMargins)
        }
        var template = CellTemplate(
            file: document.file, identifier: entry.reuseIdentifier ?? entry.customClass ?? entry.id, layout: .auto,
            accessory: accessory(cell), accessoryViewWidth: nil,
            separator: entry.separator,
            margins: contentViewMargins,
            spacing: 0, metrics: [:], views: views, constraints: constraints, bindings: bindings,
            digest: HeightCacheFingerprint.digest(of: "\(sourceDigest)#\(entry.id)#\(design)#ios\(ios)"))
        if let withCellMargins, ios.major >= LayoutMetrics.tableMarginsSince {
            template.contentMargins = .atLeastTable(own: withCellMargins)
        } else if tableMargins {
            template.contentMargins = .table
        } else if let own = explicit, entry.kind == .tableViewCell, content["preservesSuperviewLayoutMargins"] == "YES",
                  ios.major >= LayoutMetrics.tableMarginsSince {
            // Margins of its own that preserve the cell's: UIKit keeps the content inside both.
            template.contentMargins = .atLeastTable(own: own)
        }
        template.ios = ios
        return template
    }

    // MARK: outlets, variations, guides

    /// Outlets of the cell and of a XIB's placeholders (the file's owner) that point at views: their
    /// property names name the views. An outlet to an object the document does not have is an error (Xcode
    /// reports it and the nib does not load).
    private mutating func readOutlets() throws(TemplateError) {
        var found: [String: String] = [:]
        var dangling: XMLNode?
        // Only outlets to this cell's own objects name its views: File's Owner may hold an outlet of the same
        // name to a view elsewhere in the document, which must not take the name from the cell's view.
        var cellObjects: Set<String> = []
        entry.element.walk(skipping: Self.nestedCells) { node in if let id = node["id"] { cellObjects.insert(id) } }
        let holders = [entry.element] + (document.root.child("objects")?.children("placeholder") ?? [])
        var elsewhere: [XMLNode] = []
        for (index, holder) in holders.enumerated() {
            holder.walk(skipping: Self.nestedCells) { node in
                guard node.name == "outlet", let property = node["property"], let destination = node["destination"] else { return }
                if !document.objectIDs.contains(destination) { dangling = dangling ?? node }
                if cellObjects.contains(destination) { found[destination] = property } else if index == 0 { elsewhere.append(node) }
            }
        }
        // The cell's own outlet to a view outside it (another cell's, the scene's) names none of its views:
        // a feed field of that name fills nothing here.
        for node in elsewhere where document.objectIDs.contains(node["destination"] ?? "") {
            if node["property"] == "accessoryView" {
                // UIKit sets the view beside the content view, which ends before it: its texts wrap narrower.
                warn(.outletOutsideCell, "the cell's accessoryView is object \(node["destination"] ?? ""), outside the cell: on iOS the content "
                     + "view ends before it, which is not laid out here: its rows are measured as wide as without an accessory view", node)
                continue
            }
            note(.outletOutsideCell, "outlet \(node["property"] ?? "") of the cell points at object \(node["destination"] ?? ""), outside the cell: "
                 + "it names none of the cell's views, so no feed field fills it", node)
        }
        if let dangling {
            throw failure("outlet \(dangling["property"] ?? "") names object \(dangling["destination"] ?? ""), which the document does not have", dangling)
        }
        for (id, property) in found.sorted(by: { $0.key < $1.key }) where TemplateName.isValid(property) && usedNames.insert(property).inserted {
            outlets[id] = property
        }
    }

    /// Constraints and views masked out for the size class measured. The variations that apply are taken
    /// from the least specific to the most (`default`, then one trait, then two), so a more specific size
    /// class's include or exclude overrides a less specific one's, as Interface Builder's size classes do.
    private mutating func readVariations() {
        var applying: [XMLNode] = []
        entry.element.walk(skipping: Self.nestedCells) { node in
            if node.name == "variation", applies(variation: node["key"]) { applying.append(node) }
        }
        var masked: Set<String> = []
        for variation in Self.bySpecificity(applying) {
            for mask in variation.children("mask") {
                for exclude in mask.children("exclude") { if let id = exclude["reference"] { masked.insert(id) } }
                for include in mask.children("include") { if let id = include["reference"] { masked.remove(id) } }
            }
        }
        excluded = masked
        entry.element.walk(skipping: Self.nestedCells) { node in
            guard let constraints = node.child("constraints"),
                  let owner = node["id"] ?? (node["key"] == "contentView" ? entry.id : nil), !excluded.contains(owner) else { return }
            for constraint in constraints.children("constraint") where !excluded.contains(constraint["id"] ?? "") {
                keptConstraints.append((constraint, owner))
                constrained.insert(constraint["firstItem"] ?? owner)
                if let second = constraint["secondItem"] { constrained.insert(second) }
            }
        }
    }

    /// `variations` from the least specific key to the most (the number of traits it names; `default`
    /// none), in the file's order among equals.
    static func bySpecificity(_ variations: [XMLNode]) -> [XMLNode] {
        variations.enumerated().sorted { a, b in
            (traitCount(a.element), a.offset) < (traitCount(b.element), b.offset)
        }.map(\.element)
    }

    /// How many traits a variation's key names: 0 for `default`.
    static func traitCount(_ variation: XMLNode) -> Int {
        guard let key = variation["key"], key != "default" else { return 0 }
        return key.split(separator: "-").count
    }

    /// The most specific of `node`'s `<variation>`s that apply to the size class measured and give what
    /// `holds` looks for (a constraint's constant, an element's font), or nil: the element's own then holds.
    private func variation(of node: XMLNode, holding holds: (XMLNode) -> Bool) -> XMLNode? {
        let variations = node.children("variation").filter { holds($0) && applies(variation: $0["key"]) }
        let most = variations.map(Self.traitCount).max()
        return variations.first { Self.traitCount($0) == most }
    }

    /// The font description of a label, button, text field or text view for the size class measured: a
    /// `<variation>` of the element may give it a font of its own (Interface Builder's per-size-class
    /// font, which UIKit applies with the trait collection), as a constraint's may give it a constant.
    func fontDescription(of node: XMLNode) -> XMLNode? {
        let font = { (holder: XMLNode) in holder.child("fontDescription", key: "fontDescription") }
        return font(variation(of: node) { font($0) != nil } ?? node)
    }

    /// Whether a `<variation>`'s key ("default", "widthClass=compact", "heightClass=regular-widthClass=compact")
    /// names the size class measured.
    private func applies(variation key: String?) -> Bool {
        guard let key else { return false }
        if key == "default" { return true }
        let pairs = key.split(separator: "-").map { $0.split(separator: "=").map(String.init) }
        return pairs.allSatisfy { $0.count == 2 && traits[$0[0]] == $0[1] }
    }

    /// Names the layout guides of `node` (`<viewLayoutGuide>`) after the view `name`, so constraints to
    /// them reach that view: a `layoutMarginsGuide`'s edges are the view's margins, any other guide's
    /// (`safeArea`, a scroll view's content and frame guides) the view's edges.
    ///
    /// A view inside a cell has no safe-area insets of its own: a cell on a phone has none at its sides
    /// (a table row spans the screen in portrait, where the safe area leaves the full width), and UIKit
    /// insets a table cell's content view to the safe area where it has any (`insetsContentViewsToSafeArea`).
    /// A cell's own guides are read as its content view's: the cell's safe area is its bounds, which the
    /// content view fills when the cell has no accessory (with one, a constraint to the cell's trailing
    /// safe-area edge ends where the content view does, the accessory's width short of the cell's), and
    /// its margins guide is read as the content view's margins, which take the table's margins from the cell.
    private mutating func readGuides(of node: XMLNode, named name: String) {
        for guide in node.children("viewLayoutGuide") {
            guard let id = guide["id"] else { continue }
            names[id] = name
            if guide["key"] == "layoutMarginsGuide" { marginGuides.insert(id) }
        }
    }

    // MARK: views

    private mutating func view(_ node: XMLNode, inStack: Bool) throws(TemplateError) -> ViewSpec? {
        guard let id = node["id"] else { throw failure("a <\(node.name)> without an id", node) }
        viewCount += 1
        guard viewCount <= TemplateParser.maximumViews else {
            throw failure("more than \(TemplateParser.maximumViews) views in one cell (as in a template file)", node)
        }
        let name = viewName(forID: id)
        names[id] = name
        let location = SpecLocation(file: document.file, line: node.line, path: "\(node.name) \(id)")
        let kind: ViewSpec.Kind
        switch node.name {
        case "label":
            kind = .label(try label(node))
            labels.insert(name)
        case "imageView":
            kind = .image(try imageSize(node))
            if let image = Self.imageName(node), !document.systemSymbols.contains(image) { imageNames[name] = (image, node.line) }
        case "stackView":
            kind = .stack(try stack(node))
        case "collectionView":
            let made = try collection(node)
            kind = .collection(made.spec)
            if let message = made.note { note(.collectionViewHeight, message, node) }
        case "view", "tableView", "scrollView", "mapView", "wkWebView", "webView", "visualEffectView",
             "containerView", "sceneKitView", "glkView", "mtkView", "arscnView", "arskView", "skView":
            kind = .view
        default:
            if let element = Self.controlElements[node.name] {
                kind = try controlKind(element, node, name: name)
            } else {
                // An element whose intrinsic size is not computed (a picker view, a search bar): its stored
                // frame stands in, and lint says so.
                kind = try storedFrameStandIn(node, "its intrinsic size is not computed")
            }
        }
        let placeholder = try placeholderKind(node)
        // A label whose placeholder stands in for its text on the canvas takes no text there.
        if placeholder != nil { labels.remove(name) }
        var spec = ViewSpec(name: name, kind: placeholder ?? kind, location: location)
        spec.hidden = node["hidden"] == "YES"
        // Absent priorities are the view's own: UIView's, or UIKit's for a control (a switch hugs at 750).
        spec.hugging = (try number(node, "horizontalHuggingPriority", in: 1...1000), try number(node, "verticalHuggingPriority", in: 1...1000))
        spec.compression = (try number(node, "horizontalCompressionResistancePriority", in: 1...1000),
                            try number(node, "verticalCompressionResistancePriority", in: 1...1000))
        spec.margins = try explicitMargins(node)
        let stored = try storedFrame(node)
        spec.initialSize = stored?.size
        var designView = InterfaceBuilderCell.DesignView(name: name, id: id, storedFrame: stored)
        designView.markedMisplaced = node["misplaced"] == "YES"
        designViews.append(designView)
        readGuides(of: node, named: name)
        // A view laid out without constraints (`fixedFrame`) is held at its frame by the constraints
        // Interface Builder adds at build time for a view that has none ("prototyping" constraints), as a view
        // that keeps its autoresizing frame is.
        let fixedFrame = node["fixedFrame"] == "YES" && !constrained.contains(id)
        if !inStack, node["translatesAutoresizingMaskIntoConstraints"] != "NO" || fixedFrame {
            try pinFrame(node, name: name, location: location)
        }
        let isStack = node.name == "stackView"
        for child in node.child("subviews")?.children ?? [] where !excluded.contains(child["id"] ?? "") {
            if let made = try view(child, inStack: isStack) { spec.children.append(made) }
        }
        // A visual effect view's subviews are its content view's, a view that fills it (resized with it).
        if node.name == "visualEffectView", let content = node.children.first(where: { $0.name == "view" && $0["key"] == "contentView" }),
           !excluded.contains(content["id"] ?? ""), let made = try view(content, inStack: true) {
            spec.children.append(made)
            for attribute in [LayoutAttribute.leading, .trailing, .top, .bottom] {
                let line = ConstraintLine(firstItem: made.name, firstAttribute: attribute, relation: .equal, secondItem: name,
                                          secondAttribute: attribute, constant: 0)
                pinnedFrames.append(ConstraintSpec(line, location: SpecLocation(file: document.file, line: content.line, path: "view \(content["id"] ?? "")")))
            }
        }
        return spec
    }

    /// A stored frame's size as a note gives it.
    static func describe(_ frame: Rect?) -> String {
        frame.map { "\(formatPoints($0.width)) x \(formatPoints($0.height))" } ?? "none"
    }

    /// A view that keeps its autoresizing frame (no `translatesAutoresizingMaskIntoConstraints="NO"`): held
    /// at the stored frame, as its autoresizing constraints hold it while its superview keeps its size.
    private mutating func pinFrame(_ node: XMLNode, name: String, location: SpecLocation) throws(TemplateError) {
        guard let frame = try storedFrame(node) else { return }
        for (attribute, value) in [(LayoutAttribute.left, frame.minX), (.top, frame.minY)] {
            let line = ConstraintLine(firstItem: name, firstAttribute: attribute, relation: .equal, secondItem: "superview",
                                      secondAttribute: attribute, constant: value)
            pinnedFrames.append(ConstraintSpec(line, location: location))
        }
        for (attribute, value) in [(LayoutAttribute.width, frame.width), (.height, frame.height)] {
            let line = ConstraintLine(firstItem: name, firstAttribute: attribute, relation: .equal, constant: value)
            pinnedFrames.append(ConstraintSpec(line, location: location))
        }
    }

    private mutating func label(_ node: XMLNode) throws(TemplateError) -> LabelSpec {
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
                if let fontNode = attributes.child("font", key: "NSFont"), let made = try font(fontNode, node) { spec.font = made }
                // What the attributes set that changes lines or their height and is not laid out here.
                var unapplied: [String] = []
                if let paragraph = attributes.child("paragraphStyle", key: "NSParagraphStyle") {
                    spec.paragraph = try paragraphStyle(paragraph)
                    unapplied += ["firstLineHeadIndent", "headIndent", "tailIndent", "paragraphSpacingBefore", "hyphenationFactor"]
                        .filter { (DecimalText.double(paragraph[$0] ?? "") ?? 0) != 0 }
                }
                if let kern = Self.number(attributes, "NSKern") {
                    guard let points = DecimalText.double(kern["value"] ?? ""), (-1000...1000).contains(points) else {
                        throw failure("the attributed text's NSKern \"\(kern["value"] ?? "")\": expected points from -1000 to 1000", kern)
                    }
                    spec.letterSpacing = points
                }
                unapplied += ["NSBaselineOffset", "NSExpansion"].filter { (DecimalText.double(Self.number(attributes, $0)?["value"] ?? "") ?? 0) != 0 }
                if !unapplied.isEmpty {
                    warn(.attributedText, "the attributed text's \(unapplied.joined(separator: ", ")) \(unapplied.count == 1 ? "is" : "are") not applied here "
                         + "(its lines wrap at the label's whole width, unhyphenated, in the font's own line): its lines and height may differ from UIKit's", node)
                }
                // UILabel.text drops the attributed text's style: a bound text keeps it here.
                if let outlet = outlets[node["id"] ?? ""], spec.paragraph != ParagraphStyle() || spec.letterSpacing != 0 {
                    warn(.attributedText, "label \(outlet) has an attributed text with line spacing or kerning: a bound text is measured with them, "
                         + "as an app that sets attributedText has it; one that sets text loses them (UILabel.text), and its rows differ", node)
                }
            }
            if fragments.count > 1 {
                note(.attributedText, "an attributed text of \(fragments.count) fragments is measured in its first fragment's font, kerning and paragraph style", node)
            }
        }
        // Xcode writes Autoshrink as a minimum (scale factor or font size) and no `adjustsFontSizeToFit`
        // attribute, which it writes only as "NO"; "YES" comes from other writers.
        let minimumScale = DecimalText.double(node["minimumScaleFactor"] ?? "") ?? 0
        let minimumSize = DecimalText.double(node["minimumFontSize"] ?? "") ?? 0
        if node["adjustsFontSizeToFit"] == "YES" || (node["adjustsFontSizeToFit"] != "NO" && (minimumScale > 0 || minimumSize > 0)) {
            let minimum = minimumScale > 0 ? "minimum scale \(formatPoints(minimumScale))" : minimumSize > 0 ? "minimum \(formatPoints(minimumSize)) pt" : "no minimum"
            if spec.lines == 1 {
                note(.adjustsFontSize, "autoshrink (\(minimum)): the label is measured at its full font size, its line as tall as "
                     + "that font's; UILabel shrinks the text to fit its width, so what is drawn differs", node)
            } else {
                warn(.adjustsFontSize, "autoshrink (\(minimum)) on a label of \(spec.lines == 0 ? "any number of" : "\(spec.lines)") lines: "
                     + "measured at its full font size, where UILabel shrinks the text until it fits, so its lines and height may be fewer", node)
            }
        }
        if let width = DecimalText.double(node["preferredMaxLayoutWidth"] ?? ""), width > 0 {
            note(.preferredMaxLayoutWidth, "preferredMaxLayoutWidth \(formatPoints(width)) is not applied: the label wraps at the width its constraints give it", node)
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
    private mutating func designableFont(_ node: XMLNode, _ spec: inout LabelSpec) {
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

    /// A label's or text view's text: an attribute, or a `<string>` or `<mutableString>` element.
    static func text(of node: XMLNode) -> String? {
        node["text"] ?? node.child("string", key: "text")?.text ?? node.child("mutableString", key: "text")?.text
    }

    /// UILabel's default font in Interface Builder: the system font at 17 points.
    static let defaultLabelFont: FontSpec = { var font = FontSpec(); font.size = 17; return font }()

    mutating func font(_ node: XMLNode?, _ owner: XMLNode) throws(TemplateError) -> FontSpec? {
        guard let node else { return nil }
        // A size that is there but not a point size (NaN, 1e9, 0x10) is a mistake in the file, not a font to
        // replace with the system font's 17 points: as in a template file, 1 to 1000.
        for key in ["pointSize", "size"] where node[key] != nil { _ = try number(node, key, in: 1...1_000) }
        var missingName: String?, unknownWeight: String?
        let made = InterfaceBuilderFont.font(node, families: families, missing: { missingName = $0 }, unknownWeight: { unknownWeight = $0 })
        if let unknownWeight {
            let known = InterfaceBuilderFont.weights.sorted { $0.value < $1.value }.map(\.key).joined(separator: ", ")
            warn(.unknownFontWeight, "font weight \"\(unknownWeight)\" is none of UIKit's (\(known)): measured at regular", owner)
        }
        if let missingName {
            warn(.unregisteredFont, "font \"\(missingName)\" is not registered: measured in \(families(FontCollection.systemFontName) ?? FontCollection.standInSystemFamily) (register it with --font-file or --fonts)", owner)
        }
        if made == nil { note(.unknownFontDescription, "font description not understood: measured in the system font at 17 points", owner) }
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

    private func paragraphStyle(_ node: XMLNode) throws(TemplateError) -> ParagraphStyle {
        func value(_ key: String) throws(TemplateError) -> Double { try number(node, key, in: 0...10_000) ?? 0 }
        return ParagraphStyle(lineSpacing: try value("lineSpacing"), paragraphSpacing: try value("paragraphSpacing"),
                              lineHeightMultiple: try value("lineHeightMultiple"), minimumLineHeight: try value("minimumLineHeight"),
                              maximumLineHeight: try value("maximumLineHeight"))
    }

    /// An image view's size: its named image's (from `<resources>`), and at design time its placeholder
    /// intrinsic size first. Nil: no intrinsic size (no image).
    private mutating func imageSize(_ node: XMLNode) throws(TemplateError) -> Size? {
        let placeholder = try placeholderSize(node)
        if design, let placeholder, let width = placeholder.width, let height = placeholder.height {
            return Size(width: width, height: height)
        }
        guard let name = Self.imageName(node) else { return nil }
        guard let size = document.imageSizes[name] else {
            note(.imageSize, "image \"\(name)\" has no size in the document's resources: the image view has no intrinsic size", node)
            return nil
        }
        if document.systemSymbols.contains(name) { return try symbolSize(name, shape: size, node) }
        return Size(width: size.width, height: size.height)
    }

    /// On the canvas, the placeholder intrinsic size (Interface Builder's "Intrinsic Size: Placeholder") of
    /// a label, a view, a button or another control stands in for the size its content would give it, as it
    /// does in Xcode; a view of that size, "infinite" (none) on an axis it leaves open. Nil at run time,
    /// where UIKit never sees it, and for stack views, whose size their arranged views give (an image view
    /// reads its own in `imageSize`).
    private func placeholderKind(_ node: XMLNode) throws(TemplateError) -> ViewSpec.Kind? {
        guard node.name == "label" || node.name == "view" || Self.controlElements[node.name] != nil,
              let placeholder = try placeholderSize(node), design else { return nil }
        return .image(Size(width: placeholder.width ?? Size.noIntrinsicMetric, height: placeholder.height ?? Size.noIntrinsicMetric))
    }

    /// A view's placeholder intrinsic size as the file gives it, nil on an axis it leaves "infinite" (none);
    /// nil when it gives none. Checked at run time too, where it is not used: the file is the same.
    ///
    /// On the canvas a view of an `IB_DESIGNABLE` class without a placeholder has the intrinsic size Xcode's
    /// designable agent reported for it (`<designables>`), its own code (a font it sets, a size it draws) having
    /// run there; not a label of several lines, whose reported size is its text on one line, before Auto Layout
    /// gave it a width to wrap at (`designableFont` measures those).
    private func placeholderSize(_ node: XMLNode) throws(TemplateError) -> (width: Double?, height: Double?)? {
        guard node["placeholderIntrinsicWidth"] != nil || node["placeholderIntrinsicHeight"] != nil else {
            guard design, let id = node["id"], let size = document.designableSizes[id],
                  node.name != "label" || (node["numberOfLines"] ?? "1") == "1" else { return nil }
            return (size.width < 0 ? nil : size.width, size.height < 0 ? nil : size.height)
        }
        return (try number(node, "placeholderIntrinsicWidth", in: 0...Self.maximumSize, orWord: "infinite"),
                try number(node, "placeholderIntrinsicHeight", in: 0...Self.maximumSize, orWord: "infinite"))
    }

    /// The image an image view or a button state shows (`key` "image"), or a button state's background
    /// (`key` "backgroundImage"): the attribute of that name, or (Xcode 15 on) the image its
    /// `<imageReference key=...>` names.
    static func imageName(_ node: XMLNode, key: String = "image") -> String? {
        node[key] ?? node.child("imageReference", key: key)?["image"]
    }

    /// A system symbol's estimated size (`SymbolImageSize`) under the view's symbol configuration (or the
    /// scale its image reference names), with a note that says it is estimated. `state` is the button state
    /// that shows it, if any; in a button without a configuration that names a point size the symbol is at
    /// least as tall as a line of the button's font, `buttonFontPoints` (`symbolLineHeight(points:)`).
    mutating func symbolSize(_ name: String, shape: (width: Double, height: Double), _ node: XMLNode, state: XMLNode? = nil,
                             buttonFontPoints: Double? = nil) throws(TemplateError) -> Size {
        let estimate = try symbolEstimate(node, state: state)
        var size = estimate.size(shape: shape), why = ""
        if let points = buttonFontPoints, estimate.pointSize == nil {
            let line = Self.symbolLineHeight(points: points)
            if line > size.height {
                size.height = line
                why = ", as tall as a line of the button's \(formatPointsShort(points))-point font"
            }
        }
        note(.symbolSize, "system symbol \"\(name)\" is estimated at \(formatPointsShort(size.width)) x \(formatPointsShort(size.height)) points, "
             + "as UIKit draws a \(formatPointsShort(estimate.points))-point symbol\(why) (the file gives only its shape)", node)
        return size
    }

    /// The size configuration of a symbol image: its `symbolScale`, and its configuration's scale and point size
    /// (or font) where the file gives one.
    private mutating func symbolEstimate(_ node: XMLNode, state: XMLNode?) throws(TemplateError) -> SymbolImageSize {
        var estimate = SymbolImageSize(ios: ios)
        estimate.scale = (state ?? node).child("imageReference", key: "image")?["symbolScale"]
        let configurations = [state, node].compactMap { $0 }.flatMap { $0.children("preferredSymbolConfiguration") }
        if let configuration = configurations.first(where: { $0["key"] != "preferredSymbolConfigurationForImage" }) {
            estimate.scale = configuration["scale"] ?? estimate.scale
            // A point size of 0 is none given (the configuration's default).
            if let points = try number(configuration, "pointSize", in: 0...1_000), points > 0 {
                estimate.pointSize = points
            } else if let font = try font(configuration.child("fontDescription", key: "fontDescription"), node) {
                estimate.pointSize = font.attributes(.default).size
            }
        }
        return estimate
    }

    private func stack(_ node: XMLNode) throws(TemplateError) -> StackSpec {
        var spec = StackSpec()
        spec.axis = node["axis"] == "vertical" ? .vertical : .horizontal
        // UIStackView's spacing may be negative (the views overlap).
        spec.spacing = node["spacingType"] == "standard" ? 8 : try number(node, "spacing", in: -10_000...10_000) ?? 0
        switch node["alignment"] {
        case "top", "leading": spec.alignment = .leading
        case "center": spec.alignment = .center
        case "bottom", "trailing": spec.alignment = .trailing
        case "firstBaseline": spec.alignment = .firstBaseline
        case "lastBaseline", "baseline": spec.alignment = .lastBaseline
        default: spec.alignment = .fill
        }
        switch node["distribution"] {
        case "fillEqually": spec.distribution = .fillEqually
        case "fillProportionally": spec.distribution = .fillProportionally
        case "equalSpacing": spec.distribution = .equalSpacing
        case "equalCentering": spec.distribution = .equalCentering
        default: spec.distribution = .fill
        }
        spec.baselineRelative = node["baselineRelativeArrangement"] == "YES"
        // Interface Builder writes no flag for it: a stack view given layout margins in the file arranges its
        // views inside them (Xcode's stored frames: every such stack's views sit in by the margins).
        let hasMargins = try explicitMargins(node) != nil
        spec.marginsRelative = node["layoutMarginsRelativeArrangement"] == "YES" || hasMargins
        return spec
    }

    // MARK: constraints

    private mutating func readConstraints() throws(TemplateError) -> [ConstraintSpec] {
        var result: [ConstraintSpec] = []
        for (constraint, owner) in keptConstraints {
            // A placeholder constraint holds on Xcode's canvas and is removed at build time.
            if constraint["placeholder"] == "YES" && !design {
                note(.placeholderConstraint, "placeholder constraint \(constraint["id"] ?? "") is removed at build time, as Xcode removes it", constraint)
                continue
            }
            if let made = try line(constraint, owner: owner) { result.append(made) }
        }
        return result
    }

    private mutating func line(_ node: XMLNode, owner: String) throws(TemplateError) -> ConstraintSpec? {
        let location = SpecLocation(file: document.file, line: node.line, path: "constraint \(node["id"] ?? "")")
        func item(_ id: String, _ attributeName: String) throws(TemplateError) -> (String, LayoutAttribute)? {
            guard let name = names[id] else {
                // A view masked out for this size class takes its constraints with it.
                if excluded.contains(id) { return nil }
                throw failure("constraint \(node["id"] ?? "") names item \(id), which is not a view of this cell", node)
            }
            guard let attribute = LayoutAttribute(rawValue: attributeName == "baseline" ? "lastBaseline" : attributeName),
                  attribute != .notAnAttribute else {
                throw failure("constraint \(node["id"] ?? ""): unknown attribute \"\(attributeName)\"", node)
            }
            if marginGuides.contains(id) { return (name, Self.marginAttribute(attribute) ?? attribute) }
            return (name, attribute)
        }
        guard let firstAttribute = node["firstAttribute"] else { throw failure("a constraint without firstAttribute", node) }
        guard let first = try item(node["firstItem"] ?? owner, firstAttribute) else { return nil }
        let relation: LayoutRelation
        switch node["relation"] {
        case nil: relation = .equal
        case "greaterThanOrEqual": relation = .greaterThanOrEqual
        case "lessThanOrEqual": relation = .lessThanOrEqual
        case let other?: throw failure("constraint \(node["id"] ?? ""): unknown relation \"\(other)\"", node)
        }
        // A size class may give the constraint another constant (a `<variation>` inside it).
        let holder = variation(of: node) { $0["constant"] != nil } ?? node
        let constant = try number(holder["constant"], default: 0, in: -Self.maximumSize...Self.maximumSize, "constant", holder)
        let priority = try number(node["priority"], default: 1000, in: 1...1_000, "priority", node)
        var line = ConstraintLine(firstItem: first.0, firstAttribute: first.1, relation: relation, constant: constant, priority: priority)
        if let secondID = node["secondItem"] {
            guard let second = try item(secondID, node["secondAttribute"] ?? firstAttribute) else { return nil }
            line.secondItem = second.0
            line.secondAttribute = second.1
            line.multiplier = try self.multiplier(node)
        }
        line.constant += trailingCellEdgeShift(node, owner: owner, multiplier: line.multiplier)
        return ConstraintSpec(line, location: location)
    }

    /// A constraint to the trailing edge of a cell that has an accessory, or to its safe area's: the cell's
    /// own edge lies past the accessory, where the template's content view ends at the accessory. UIKit lays
    /// the view out to the cell's edge, under the accessory, so the constant moves by what the accessory
    /// takes of the cell: on the canvas the file's own cell and content widths show it, at run time the
    /// accessory's width (`AccessoryType.width`). To the cell's margins, whose inset beside an accessory the
    /// file does not show, the view is laid out against the content view's edge, with a note.
    private mutating func trailingCellEdgeShift(_ node: XMLNode, owner: String, multiplier: Double) -> Double {
        let accessory = accessory(entry.element)
        guard accessory != .none, !cellEdges.isEmpty else { return 0 }
        let trailing: Set<String> = ["trailing", "right", "trailingMargin", "rightMargin"]
        let firstAttribute = node["firstAttribute"] ?? ""
        let first = (id: node["firstItem"] ?? owner, attribute: firstAttribute)
        let second = (id: node["secondItem"] ?? "", attribute: node["secondAttribute"] ?? firstAttribute)
        let onFirst = cellEdges.contains(first.id) && trailing.contains(first.attribute)
        let onSecond = cellEdges.contains(second.id) && trailing.contains(second.attribute)
        guard onFirst != onSecond else { return 0 }
        let edge = onFirst ? first : second
        guard !marginGuides.contains(edge.id), !edge.attribute.hasSuffix("Margin") else {
            note(.marginPastAccessory, "constraint \(node["id"] ?? "") is to the cell's trailing margin, which lies past its \(accessory.rawValue) accessory: "
                 + "it is laid out against the content view's trailing margin, where the accessory begins (UIKit lays it out "
                 + "under the accessory; constrain it to the content view to say which is meant)", node)
            return 0
        }
        let accessoryWidth = design ? storedAccessoryWidth ?? accessory.width : accessory.width
        // cell.trailing = contentView.trailing + accessoryWidth, on whichever side the cell stands.
        return onFirst ? -accessoryWidth : multiplier * accessoryWidth
    }

    /// What the accessory takes of the cell on Xcode's canvas: the stored cell's width less its content
    /// view's, where the file stores both.
    private var storedAccessoryWidth: Double? {
        guard let cellWidth = DecimalText.finite(entry.element.child("rect", key: "frame")?["width"]),
              let contentWidth = DecimalText.finite(contentElement?.child("rect", key: "frame")?["width"]),
              cellWidth > contentWidth else { return nil }
        return cellWidth - contentWidth
    }

    /// A multiplier as a number or a ratio ("49:45").
    private func multiplier(_ node: XMLNode) throws(TemplateError) -> Double {
        guard let text = node["multiplier"] else { return 1 }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        if parts.count == 2, let top = DecimalText.double(parts[0]), let bottom = DecimalText.double(parts[1]), bottom != 0, top.isFinite, bottom.isFinite {
            return top / bottom
        }
        guard parts.count == 1, let value = DecimalText.double(text), abs(value) <= Self.maximumSize else {
            throw failure("constraint \(node["id"] ?? ""): multiplier \"\(text)\" is not a number from -\(formatPoints(Self.maximumSize)) to \(formatPoints(Self.maximumSize)) or a ratio such as 49:45", node)
        }
        return value
    }

    /// A constraint's number attribute, `value` when absent; anything but a decimal number in `range` is an
    /// error naming the constraint.
    private func number(_ text: String?, default value: Double, in range: ClosedRange<Double>, _ field: String,
                        _ node: XMLNode) throws(TemplateError) -> Double {
        guard let text else { return value }
        guard let parsed = DecimalText.double(text), range.contains(parsed) else {
            throw failure("constraint \(node["id"] ?? ""): \(field) \"\(text)\" is not a number from \(formatPoints(range.lowerBound)) to \(formatPoints(range.upperBound))", node)
        }
        return parsed
    }

    /// The margin attribute for an edge of a layout margins guide.
    static func marginAttribute(_ attribute: LayoutAttribute) -> LayoutAttribute? {
        switch attribute {
        case .top: .topMargin
        case .bottom: .bottomMargin
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        case .left: .leftMargin
        case .right: .rightMargin
        case .centerX: .centerXWithinMargins
        case .centerY: .centerYWithinMargins
        default: nil
        }
    }

    // MARK: small readers

    private func explicitMargins(_ node: XMLNode) throws(TemplateError) -> EdgeInsets? {
        func value(_ element: XMLNode, _ key: String) throws(TemplateError) -> Double { try number(element, key, in: 0...10_000) ?? 0 }
        if let insets = node.child("edgeInsets", key: "layoutMargins") {
            return EdgeInsets(top: try value(insets, "top"), left: try value(insets, "left"), bottom: try value(insets, "bottom"), right: try value(insets, "right"))
        }
        if let insets = node.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            return EdgeInsets(top: try value(insets, "top"), left: try value(insets, "leading"), bottom: try value(insets, "bottom"), right: try value(insets, "trailing"))
        }
        return nil
    }

    func storedFrame(_ node: XMLNode) throws(TemplateError) -> Rect? {
        guard let rect = node.child("rect", key: "frame") else { return nil }
        let place = -Self.maximumSize...Self.maximumSize, size = 0...Self.maximumSize
        guard let x = try number(rect, "x", in: place), let y = try number(rect, "y", in: place),
              let width = try number(rect, "width", in: size), let height = try number(rect, "height", in: size) else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// The cell's own frame, its content view's, and the row heights its table gives it, checked as a view's
    /// frame is: a size or row height the file gives that is not one is an error at its line, not a height
    /// read as if the file gave none.
    private func checkCellSizes(_ cell: XMLNode, _ content: XMLNode) throws(TemplateError) {
        _ = try storedFrame(cell)
        _ = try storedFrame(content)
        if let rect = cell.child("rect", key: "frame"), let width = rect["width"], DecimalText.double(width) == 0 {
            throw failure("the cell's <rect> width \"\(width)\": a cell is wider than 0", rect)
        }
        for holder in [cell, entry.list].compactMap({ $0 }) {
            guard let text = holder["rowHeight"] else { continue }
            guard let value = DecimalText.double(text), value == -1 || (value > 0 && value <= TableView.maximumRowHeight) else {
                throw failure("<\(holder.name)> rowHeight \"\(text)\": expected -1 (automatic) or a height above 0 and up to "
                              + formatPoints(TableView.maximumRowHeight), holder)
            }
        }
    }

    /// `number`, where `word` (Interface Builder's "infinite": no placeholder on that axis) also reads as nil.
    func number(_ node: XMLNode, _ key: String, in range: ClosedRange<Double>, orWord word: String) throws(TemplateError) -> Double? {
        node[key] == word ? nil : try number(node, key, in: range)
    }

    /// The largest size or position read (as a template file's sizes).
    static let maximumSize = 100_000.0

    /// Attribute `key` of `node` as a number in `range`; nil when absent. Anything else (not a number, NaN,
    /// out of range) is an error at the element's line, as in a template file.
    func number(_ node: XMLNode, _ key: String, in range: ClosedRange<Double>) throws(TemplateError) -> Double? {
        guard let text = node[key] else { return nil }
        guard let value = DecimalText.double(text), range.contains(value) else {
            throw failure("<\(node.name)> \(key) \"\(text)\": expected a number from \(formatPoints(range.lowerBound)) to \(formatPoints(range.upperBound))", node)
        }
        return value
    }

    /// Attribute `key` of `node` as a whole number in `range` (a count, such as numberOfLines); nil when absent.
    func integer(_ node: XMLNode, _ key: String, in range: ClosedRange<Int>) throws(TemplateError) -> Int? {
        guard let text = node[key] else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw failure("<\(node.name)> \(key) \"\(text)\": expected a whole number from \(range.lowerBound) to \(range.upperBound)", node)
        }
        return value
    }

    private func accessory(_ cell: XMLNode) -> AccessoryType {
        AccessoryType(rawValue: cell["accessoryType"] ?? "none") ?? .none
    }

    /// An attribute dictionary's number at `key` (`<real>` or `<integer>`).
    static func number(_ attributes: XMLNode, _ key: String) -> XMLNode? {
        attributes.child("real", key: key) ?? attributes.child("integer", key: key)
    }

    /// The text of an attributed string's fragments, joined.
    static func content(of fragments: [XMLNode]) -> String {
        fragments.map { $0["content"] ?? $0.child("string", key: "content")?.text ?? "" }.joined()
    }

    /// The value a user-defined runtime attribute of `node` sets at `keyPath`, as the file writes it ("0",
    /// "YES", a string); the last such attribute's, as the nib sets them in order.
    static func runtimeValue(_ node: XMLNode, _ keyPath: String) -> String? {
        guard let entry = node.child("userDefinedRuntimeAttributes")?.children("userDefinedRuntimeAttribute")
            .last(where: { $0["keyPath"] == keyPath }) else { return nil }
        return entry["value"] ?? entry.children.first?["value"]
    }

    /// Notes each value the cell's views set by key path when the nib loads (user-defined runtime
    /// attributes) that is not applied here: a custom property may set a view's text or size, which the
    /// file's layout does not show. A layer's (`layer.cornerRadius`) draws, and a label's `numberOfLines` is
    /// applied (`label(_:)`); neither is noted.
    private mutating func noteRuntimeAttributes(_ node: XMLNode) {
        for attribute in node.child("userDefinedRuntimeAttributes")?.children("userDefinedRuntimeAttribute") ?? [] {
            guard let keyPath = attribute["keyPath"], !keyPath.hasPrefix("layer."),
                  !(node.name == "label" && keyPath == "numberOfLines") else { continue }
            note(.runtimeAttribute, "<\(node.name)> \(node["id"] ?? "") sets \(keyPath) (a user-defined runtime attribute) when the nib loads, "
                 + "which is not applied here: a custom property may change the view's text or size", attribute)
        }
        for child in node.children where child.name != "userDefinedRuntimeAttributes" { noteRuntimeAttributes(child) }
    }

    mutating func note(_ kind: TemplateIssue.Kind, _ message: String, _ node: XMLNode) {
        issues.append(TemplateIssue(kind, .note, failure(message, node)))
    }

    /// An issue that a table run repeats (the template's `warnings`).
    mutating func warn(_ kind: TemplateIssue.Kind, _ message: String, _ node: XMLNode) {
        issues.append(TemplateIssue(kind, .warning, failure(message, node)))
    }

    private func failure(_ message: String, _ node: XMLNode) -> TemplateError {
        TemplateError(file: document.file, line: node.line, column: nil, path: "", message: message)
    }
}

extension SpecLocation {
    init(file: String, line: Int?, path: String) {
        self.file = file; self.line = line; self.column = nil; self.path = path
    }
}
