import ViewLayout

/// Views by element: their kind, sizes and priorities, frames pinned where the file has no constraints,
/// and stack views' arrangement.
extension InterfaceBuilderCellReader {
    mutating func view(_ node: XMLNode, inStack: Bool) throws(TemplateError) -> ViewSpec? {
        guard let id = node["id"] else { throw failure("a <\(node.name)> without an id", node) }
        viewCount += 1
        guard viewCount <= TemplateParser.maximumViews else {
            throw failure("more than \(TemplateParser.maximumViews) views in one cell (as in a template file)", node)
        }
        let name = viewName(forID: id)
        names[id] = name
        let location = SpecLocation(file: document.file, line: node.line, path: "\(node.name) \(id)")
        if let custom = node["customClass"] {
            note(.customViewClass, "<\(node.name)> \(id) is of custom class \(custom), whose code may change its size (insets, an "
                 + "intrinsicContentSize of its own), which the file does not show", node)
        }
        if node["preservesSuperviewLayoutMargins"] == "YES", constraintsReachMargins(of: node) {
            warn(.preservedMargins, "<\(node.name)> \(id) preserves its superview's layout margins, which are not carried to it here: views "
                 + "laid out to its margins stand at its own, where on iOS they stand at its superview's wherever it reaches into them, "
                 + "so their widths and the height may differ", node)
        }
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
             "containerView", "sceneKitView", "glkView", "mtkView", "arscnView", "arskView", "skView", "tvCardContentView":
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
        spec.clipsToBounds = node.name == "scrollView" || node["clipsSubviews"] == "YES"
        var designView = InterfaceBuilderCell.DesignView(name: name, id: id, storedFrame: stored)
        designView.markedMisplaced = node["misplaced"] == "YES"
        designViews.append(designView)
        let subviews = node.child("subviews")?.children ?? []
        let contentArea = node.name == "scrollView" && !subviews.isEmpty ? uniqueName(name + "_content") : nil
        readGuides(of: node, named: name, contentArea: contentArea)
        // A view laid out without constraints (`fixedFrame`) is held at its frame by the constraints
        // Interface Builder adds at build time for a view that has none ("prototyping" constraints), as a view
        // that keeps its autoresizing frame is.
        let fixedFrame = node["fixedFrame"] == "YES" && !constrained.contains(id)
        if !inStack, node["translatesAutoresizingMaskIntoConstraints"] != "NO" || fixedFrame {
            try pinFrame(node, name: name, location: location, autoresizing: !fixedFrame)
        }
        let isStack = node.name == "stackView"
        superviewFrames.append(stored)
        defer { superviewFrames.removeLast() }
        for child in subviews where !excluded.contains(child["id"] ?? "") {
            if let made = try view(child, inStack: isStack) { spec.children.append(made) }
        }
        if let contentArea { spec = scrollContent(of: spec, node, area: contentArea, id: id, location: location) }
        if let (content, fills) = Self.contentView(of: node), !excluded.contains(content["id"] ?? ""), let made = try view(content, inStack: true) {
            spec.children.append(made)
            let insets = fills ? (0, 0, 0, 0) : try storedInsets(of: content, in: stored)
            for (attribute, constant) in [(LayoutAttribute.leading, insets.0), (.top, insets.1), (.trailing, -insets.2), (.bottom, -insets.3)] {
                let line = ConstraintLine(firstItem: made.name, firstAttribute: attribute, relation: .equal, secondItem: name,
                                          secondAttribute: attribute, constant: constant)
                pinnedFrames.append(ConstraintSpec(line, location: SpecLocation(file: document.file, line: content.line, path: "\(content.name) \(content["id"] ?? "")")))
            }
        }
        return spec
    }

    /// The content view a view holds its subviews in, for the elements that have one beside `<subviews>`, and
    /// whether it fills its holder: a visual effect view's does (resized with it); a TVUIKit card view
    /// (`TVCardView`, a lockup) lays its content view out itself, from a content size and a focus size
    /// increase the file does not hold, so the content view keeps the insets the canvas gave it as the card
    /// resizes.
    static func contentView(of node: XMLNode) -> (view: XMLNode, fills: Bool)? {
        let element: String, fills: Bool
        switch node.name {
        case "visualEffectView": (element, fills) = ("view", true)
        case "tvCardView": (element, fills) = ("tvCardContentView", false)
        default: return nil
        }
        return node.children.first { $0.name == element && $0["key"] == "contentView" }.map { ($0, fills) }
    }

    /// A content view's stored frame as insets (leading, top, trailing, bottom) in its holder's stored frame;
    /// none where either frame is missing.
    func storedInsets(of content: XMLNode, in holder: Rect?) throws(TemplateError) -> (Double, Double, Double, Double) {
        guard let holder, let frame = try storedFrame(content) else { return (0, 0, 0, 0) }
        return (frame.minX, frame.minY, holder.width - frame.maxX, holder.height - frame.maxY)
    }

    /// A stored frame's size as a note gives it.
    static func describe(_ frame: Rect?) -> String {
        frame.map { "\(formatPoints($0.width)) x \(formatPoints($0.height))" } ?? "none"
    }

    /// A view that keeps its autoresizing frame (no `translatesAutoresizingMaskIntoConstraints="NO"`): held by
    /// the constraints UIKit makes of its frame and `autoresizingMask` (`autoresizing`), or at its frame (the
    /// prototyping constraints Interface Builder gives a `fixedFrame` view, or a view without a mask).
    ///
    /// On each axis the mask's flexible parts (the margin before, the size, the margin after) take the
    /// superview's change of size in proportion to their stored lengths, and the others keep theirs: a label of
    /// flexible width keeps its margins and widens with a wider table; of flexible height with fixed margins,
    /// it makes its superview as tall as its text. A position between two flexible margins keeps its offset
    /// from the superview's centre (exact for a centred view; UIKit moves an off-centre one in proportion,
    /// which one constraint cannot say, and which moves it without resizing it).
    mutating func pinFrame(_ node: XMLNode, name: String, location: SpecLocation, autoresizing: Bool) throws(TemplateError) {
        guard let frame = try storedFrame(node) else { return }
        let mask = autoresizing ? node.child("autoresizingMask", key: "autoresizingMask") : nil
        guard let mask, let superview = superviewFrames.last ?? nil else {
            if let mask, ["flexibleMinX", "widthSizable", "flexibleMaxX", "flexibleMinY", "heightSizable", "flexibleMaxY"].contains(where: { mask[$0] == "YES" }) {
                note(.autoresizing, "<\(node.name)> \(node["id"] ?? "") has an autoresizing mask, but the file stores no frame for its superview "
                     + "to resize it against: held at its own frame", node)
            }
            for (attribute, value) in [(LayoutAttribute.left, frame.minX), (.top, frame.minY)] {
                pin(name, attribute, to: attribute, constant: value, location)
            }
            for (attribute, value) in [(LayoutAttribute.width, frame.width), (.height, frame.height)] {
                hold(name, attribute, at: value, location)
            }
            return
        }
        let axes: [(start: Double, length: Double, superview: Double, flexible: (Bool, Bool, Bool),
                    attributes: (start: LayoutAttribute, end: LayoutAttribute, center: LayoutAttribute, length: LayoutAttribute))] = [
            (frame.minX, frame.width, superview.width, (mask["flexibleMinX"] == "YES", mask["widthSizable"] == "YES", mask["flexibleMaxX"] == "YES"),
             (.left, .right, .centerX, .width)),
            (frame.minY, frame.height, superview.height, (mask["flexibleMinY"] == "YES", mask["heightSizable"] == "YES", mask["flexibleMaxY"] == "YES"),
             (.top, .bottom, .centerY, .height)),
        ]
        for axis in axes {
            let (start, length, whole) = (axis.start, axis.length, axis.superview)
            let end = whole - start - length
            let (before, sized, after) = axis.flexible
            let names = axis.attributes
            // Shares of a margin that reaches outside the superview, or of a superview of no length, are no
            // proportion UIKit's could be told from: the frame holds on that axis, and a note says so.
            guard start >= 0, end >= 0, whole > 0 else {
                if before || sized || after {
                    note(.autoresizing, "<\(node.name)> \(node["id"] ?? "") reaches outside its superview (or the superview has no size) "
                         + "on the \(names.length == .width ? "horizontal" : "vertical") axis: held at its frame there, not resized by its autoresizing mask", node)
                }
                pin(name, names.start, to: names.start, constant: start, location)
                hold(name, names.length, at: length, location)
                continue
            }
            // The length: fixed, or its share of the flexible parts' change (all of it when it is the only one).
            if sized {
                let flexible = length + (before ? start : 0) + (after ? end : 0)
                let share = flexible > 0 ? length / flexible : 1 / Double(1 + (before ? 1 : 0) + (after ? 1 : 0))
                if share == 1 {
                    pin(name, names.start, to: names.start, constant: start, location)
                    pin(name, names.end, to: names.end, constant: -end, location)
                    continue
                }
                var line = ConstraintLine(firstItem: name, firstAttribute: names.length, relation: .equal, secondItem: "superview",
                                          secondAttribute: names.length, constant: length - whole * share)
                line.multiplier = share
                pinnedFrames.append(ConstraintSpec(line, location: location))
            } else {
                hold(name, names.length, at: length, location)
            }
            // The position: from the edge whose margin is fixed, or about the centre when both are flexible.
            switch (before, after) {
            case (false, _): pin(name, names.start, to: names.start, constant: start, location)
            case (true, false): pin(name, names.end, to: names.end, constant: -end, location)
            case (true, true):
                pin(name, names.center, to: names.center, constant: start + length / 2 - whole / 2, location)
                if abs(start - end) > 0.5 {
                    note(.autoresizing, "<\(node.name)> \(node["id"] ?? "") between two flexible margins keeps its offset from its superview's "
                         + "centre; UIKit moves an off-centre view in proportion to its margins (its size is UIKit's)", node)
                }
            }
        }
    }

    /// `name.attribute == length` (a width or height), as a constraint the reader adds.
    private mutating func hold(_ name: String, _ attribute: LayoutAttribute, at length: Double, _ location: SpecLocation) {
        let line = ConstraintLine(firstItem: name, firstAttribute: attribute, relation: .equal, constant: length)
        pinnedFrames.append(ConstraintSpec(line, location: location))
    }

    /// `name.attribute == superview.other + constant`, as a constraint the reader adds.
    private mutating func pin(_ name: String, _ attribute: LayoutAttribute, to other: LayoutAttribute, constant: Double,
                              _ location: SpecLocation) {
        let line = ConstraintLine(firstItem: name, firstAttribute: attribute, relation: .equal, secondItem: "superview",
                                  secondAttribute: other, constant: constant)
        pinnedFrames.append(ConstraintSpec(line, location: location))
    }

    /// Whether a constraint of the cell is to `node`'s layout margins: an attribute such as `leadingMargin` of
    /// it, or its `layoutMarginsGuide` (a constraint without a first item is its holder's).
    func constraintsReachMargins(of node: XMLNode) -> Bool {
        guard let id = node["id"] else { return false }
        let guides = Set(node.children("viewLayoutGuide").filter { $0["key"] == "layoutMarginsGuide" }.compactMap { $0["id"] })
        var found = false
        entry.element.walk(skipping: Self.nestedCells) { holder in
            for constraint in holder.child("constraints")?.children("constraint") ?? [] where !found {
                let first = constraint["firstItem"] ?? holder["id"], second = constraint["secondItem"]
                found = (first == id && constraint["firstAttribute"]?.hasSuffix("Margin") == true)
                    || (second == id && constraint["secondAttribute"]?.hasSuffix("Margin") == true)
                    || first.map(guides.contains) == true || second.map(guides.contains) == true
            }
        }
        return found
    }

    mutating func stack(_ node: XMLNode) throws(TemplateError) -> StackSpec {
        var spec = StackSpec()
        // A size class may give the stack another axis, spacing, alignment or distribution (a `<variation>`
        // inside it, as a constraint's constant): UIKit applies it with the trait collection.
        func holder(_ keys: String...) -> XMLNode { variation(of: node) { variation in keys.contains { variation[$0] != nil } } ?? node }
        let axis = holder("axis")
        switch axis["axis"] {
        case nil, "horizontal": spec.axis = .horizontal
        case "vertical": spec.axis = .vertical
        case let other?:
            warn(.unknownValue, "<stackView> axis \"\(other)\" is neither horizontal nor vertical: laid out horizontally, UIStackView's default", axis)
        }
        // UIStackView's spacing may be negative (the views overlap).
        let spacing = holder("spacing", "spacingType")
        spec.spacing = spacing["spacingType"] == "standard" ? 8 : try number(spacing, "spacing", in: -10_000...10_000) ?? 0
        let alignment = holder("alignment")
        switch alignment["alignment"] {
        case "top", "leading": spec.alignment = .leading
        case "center": spec.alignment = .center
        case "bottom", "trailing": spec.alignment = .trailing
        case "firstBaseline": spec.alignment = .firstBaseline
        case "lastBaseline", "baseline": spec.alignment = .lastBaseline
        case nil, "fill": spec.alignment = .fill
        case let other?:
            spec.alignment = .fill
            warn(.unknownValue, "<stackView> alignment \"\(other)\" is none of UIKit's (fill, top, leading, center, bottom, trailing, "
                 + "firstBaseline, lastBaseline): laid out as fill, UIStackView's default", alignment)
        }
        let distribution = holder("distribution")
        switch distribution["distribution"] {
        case "fillEqually": spec.distribution = .fillEqually
        case "fillProportionally": spec.distribution = .fillProportionally
        case "equalSpacing": spec.distribution = .equalSpacing
        case "equalCentering": spec.distribution = .equalCentering
        case nil, "fill": spec.distribution = .fill
        case let other?:
            spec.distribution = .fill
            warn(.unknownValue, "<stackView> distribution \"\(other)\" is none of UIKit's (fill, fillEqually, fillProportionally, "
                 + "equalSpacing, equalCentering): laid out as fill, UIStackView's default", distribution)
        }
        spec.baselineRelative = holder("baselineRelativeArrangement")["baselineRelativeArrangement"] == "YES"
        // Interface Builder writes no flag for it: a stack view given layout margins in the file arranges its
        // views inside them (Xcode's stored frames: every such stack's views sit in by the margins).
        let hasMargins = try explicitMargins(node) != nil
        spec.marginsRelative = node["layoutMarginsRelativeArrangement"] == "YES" || hasMargins
        return spec
    }
}
