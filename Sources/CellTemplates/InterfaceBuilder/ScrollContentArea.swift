import ViewLayout

/// What a scroll view's subviews are laid out in: its content area, whose size is the scroll view's content
/// size, not its frame. Apple's Auto Layout Guide ("Working with Scroll Views") gives UIKit's rule:
/// constraints between the edges or margins of a scroll view and its content attach to the content area;
/// those between its width, height or centres and its content, and all those to views outside it, attach to
/// its frame. So a row of pages each as wide as the scroll view makes the content wider, and never the scroll
/// view or the cell (a paging scroll view in MasterPassword's site cell, two pages of the cell's width). The
/// reader puts the subviews in a plain view at the scroll view's origin (its content offset is zero on the
/// canvas and in a cell just laid out) and moves those constraints to it, as it moves those to the scroll
/// view's content layout guide (Xcode 11's "Content Layout Guides").
struct ScrollContentArea: Sendable {
    /// The view the subviews are laid out in.
    let name: String
    /// Ids of everything inside the scroll view: its views, at any depth, and their guides.
    let inside: Set<String>

    /// Whether a constraint's attribute on the scroll view's side means its content area when the other side
    /// is inside it: edges and margins, not sizes, centres or baselines.
    static func meansContent(_ attribute: LayoutAttribute) -> Bool {
        switch attribute {
        case .left, .right, .top, .bottom, .leading, .trailing,
             .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin: true
        default: false
        }
    }

    /// The ids of the elements below `node`'s `<subviews>`.
    static func ids(inside node: XMLNode) -> Set<String> {
        var ids: Set<String> = []
        func walk(_ node: XMLNode) {
            if let id = node["id"] { ids.insert(id) }
            for child in node.children { walk(child) }
        }
        for child in node.child("subviews")?.children ?? [] { walk(child) }
        return ids
    }
}

extension InterfaceBuilderCellReader {
    /// `scroll` with its subviews moved into its content area (`ScrollContentArea`): a plain view at its
    /// origin with its margins, as large as its content makes it, or as the scroll view where nothing inside
    /// decides (at priority 1, below any view's).
    mutating func scrollContent(of scroll: ViewSpec, _ node: XMLNode, area name: String, id: String,
                                location: SpecLocation) -> ViewSpec {
        var area = ViewSpec(name: name, kind: .view, location: location)
        area.margins = scroll.margins
        area.children = scroll.children
        var spec = scroll
        spec.children = [area]
        let content = ScrollContentArea(name: name, inside: ScrollContentArea.ids(inside: node))
        scrollContents[id] = content
        for guide in node.children("viewLayoutGuide") where guide["key"] == "layoutMarginsGuide" {
            if let guideID = guide["id"] { scrollContents[guideID] = content }
        }
        let lines = [ConstraintLine(firstItem: name, firstAttribute: .left, relation: .equal, secondItem: scroll.name,
                                    secondAttribute: .left, constant: 0),
                     ConstraintLine(firstItem: name, firstAttribute: .top, relation: .equal, secondItem: scroll.name,
                                    secondAttribute: .top, constant: 0),
                     ConstraintLine(firstItem: name, firstAttribute: .width, relation: .equal, secondItem: scroll.name,
                                    secondAttribute: .width, constant: 0, priority: 1),
                     ConstraintLine(firstItem: name, firstAttribute: .height, relation: .equal, secondItem: scroll.name,
                                    secondAttribute: .height, constant: 0, priority: 1)]
        pinnedFrames += lines.map { ConstraintSpec($0, location: location) }
        return spec
    }

    /// The name a constraint's side takes: a scroll view's (or its margins guide's) edge related to something
    /// inside it is its content area's edge; any other side keeps `name`.
    func contentSide(_ name: String, id: String, attribute: LayoutAttribute, other: String) -> String {
        guard let area = scrollContents[id], ScrollContentArea.meansContent(attribute), area.inside.contains(other) else { return name }
        return area.name
    }
}
