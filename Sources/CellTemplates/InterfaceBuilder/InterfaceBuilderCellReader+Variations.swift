import HeightCache

/// Outlets (the views' names), size-class variations and layout guides: what the reader settles before
/// the views.
extension InterfaceBuilderCellReader {
    /// Outlets of the cell and of a XIB's placeholders (the file's owner) that point at views: their
    /// property names name the views. An outlet to an object the document does not have is an error (Xcode
    /// reports it and the nib does not load).
    mutating func readOutlets() throws(TemplateError) {
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
    mutating func readVariations() {
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
    /// none); of two that name one trait each, the width class's is the more specific, and otherwise the
    /// file's order holds among equals.
    static func bySpecificity(_ variations: [XMLNode]) -> [XMLNode] {
        variations.enumerated().sorted { a, b in
            let (x, y) = (specificity(a.element), specificity(b.element))
            return (x.0, x.1, a.offset) < (y.0, y.1, b.offset)
        }.map(\.element)
    }

    /// How specific a variation's key is: the number of traits it names, then whether one is the width
    /// class. Where a height-class variation and a width-class one both apply, Xcode lays the canvas out with
    /// the width class's (VPNOn's fields 8 points from the margin under `widthClass=compact`, not 12 under
    /// `heightClass=regular`: 16 frames of 9 cells).
    static func specificity(_ variation: XMLNode) -> (Int, Int) {
        (traitCount(variation), variation["key"]?.contains("widthClass=") == true ? 1 : 0)
    }

    /// How many traits a variation's key names: 0 for `default`.
    static func traitCount(_ variation: XMLNode) -> Int {
        guard let key = variation["key"], key != "default" else { return 0 }
        return key.split(separator: "-").count
    }

    /// The most specific of `node`'s `<variation>`s that apply to the size class measured and give what
    /// `holds` looks for (a constraint's constant, an element's font), or nil: the element's own then holds.
    func variation(of node: XMLNode, holding holds: (XMLNode) -> Bool) -> XMLNode? {
        Self.bySpecificity(node.children("variation").filter { holds($0) && applies(variation: $0["key"]) }).last
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
    func applies(variation key: String?) -> Bool {
        Self.applies(variation: key, to: traits)
    }

    /// Whether a `<variation>`'s key names the size class `traits`.
    static func applies(variation key: String?, to traits: [String: String]) -> Bool {
        guard let key else { return false }
        if key == "default" { return true }
        let pairs = key.split(separator: "-").map { $0.split(separator: "=").map(String.init) }
        return pairs.allSatisfy { $0.count == 2 && traits[$0[0]] == $0[1] }
    }

    /// Says where the cell has size-class variations for a regular width, which a run does not apply: a run
    /// reads the cell as an iPhone in portrait (compact width) at every width it measures, while an iPad at
    /// full screen, or a large iPhone in landscape, has a regular width, where UIKit takes those constants,
    /// fonts and installed views instead.
    mutating func warnOfRegularWidthVariations() {
        guard !design else { return }
        var found: [XMLNode] = []
        entry.element.walk(skipping: Self.nestedCells) { node in
            if node.name == "variation", node["key"]?.contains("widthClass=regular") == true, !applies(variation: node["key"]) {
                found.append(node)
            }
        }
        guard let first = found.first else { return }
        let count = found.count == 1 ? "a size-class variation" : "\(found.count) size-class variations"
        warn(.sizeClassVariation, "\(count) for a regular width (\(first["key"] ?? "")\(found.count == 1 ? "" : ", ...")) not applied: the cell is "
             + "read as on an iPhone in portrait (a compact width) at every width measured, so heights at an iPad's width are not UIKit's there", first)
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
    ///
    /// A scroll view's content layout guide is its content area (`contentArea`, `ScrollContentArea`), its frame
    /// layout guide its frame.
    /// The `<viewLayoutGuide>` keys Xcode writes that the reader places: the safe area, the margins and a scroll
    /// view's content and frame guides.
    static let knownGuides: Set<String> = ["safeArea", "layoutMarginsGuide", "contentLayoutGuide", "frameLayoutGuide"]

    mutating func readGuides(of node: XMLNode, named name: String, contentArea: String? = nil) {
        for guide in node.children("viewLayoutGuide") {
            guard let id = guide["id"] else { continue }
            if let key = guide["key"], !Self.knownGuides.contains(key) {
                warn(.unknownLayoutGuide, "layout guide \"\(key)\" is none of those read here (" + Self.knownGuides.sorted().joined(separator: ", ")
                     + "): constraints to it are measured as to its view's edges", guide)
            }
            names[id] = guide["key"] == "contentLayoutGuide" ? contentArea ?? name : name
            if guide["key"] == "layoutMarginsGuide" { marginGuides.insert(id) }
        }
    }
}
