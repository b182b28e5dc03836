import JSONLines
import HeightCache
import ViewLayout

/// Constraints as the template's anchor equations, with the size class's variations applied.
extension InterfaceBuilderCellReader {
    mutating func readConstraints() throws(TemplateError) -> [ConstraintSpec] {
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

    mutating func line(_ node: XMLNode, owner: String) throws(TemplateError) -> ConstraintSpec? {
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
        case nil, "equal": relation = .equal
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
            // A scroll view's edges, to what is inside it, are its content area's (`ScrollContentArea`).
            let firstID = node["firstItem"] ?? owner
            line.firstItem = contentSide(line.firstItem, id: firstID, attribute: line.firstAttribute, other: secondID)
            line.secondItem = contentSide(second.0, id: secondID, attribute: line.secondAttribute, other: firstID)
        }
        line.cellWidthShare = cellEdgeShare(node, owner: owner, multiplier: line.multiplier)
        // Said of a constraint that is laid out, not of one its size class leaves out with its view.
        noteUnreadAttributes(of: node)
        return ConstraintSpec(line, location: location)
    }

    /// The attributes Xcode writes on a `<constraint>` (across the files of 30 apps' Interface Builder
    /// documents, Xcode 5 to 26), read here or of no effect on a layout (`id`, `identifier`, `userLabel`,
    /// `symbolic`, `type`, `symbolType`).
    static let constraintAttributes: Set<String> = [
        "id", "firstItem", "firstAttribute", "secondItem", "secondAttribute", "relation", "constant", "multiplier",
        "priority", "placeholder", "identifier", "userLabel", "symbolic", "type", "symbolType",
        "customClass", "customModule", "customModuleProvider",
    ]

    /// Says what the constraint holds that is not read: an attribute Xcode does not write (`active="NO"`
    /// typed by hand is laid out as an active constraint), and a custom constraint class, whose code may set
    /// its constant (a one-pixel line's height) where the file shows another.
    mutating func noteUnreadAttributes(of node: XMLNode) {
        let id = ShownText.excerpt(node["id"] ?? "", limit: 40)
        for name in node.attributes.keys.sorted() where !Self.constraintAttributes.contains(name) {
            warn(.unknownValue, "constraint \(id): attribute \(ShownText.excerpt(name, limit: 40))=\"\(ShownText.excerpt(node[name] ?? "", limit: 40))\" "
                 + "is not one Xcode writes, and is not read: the constraint is laid out as the rest of it says", node)
        }
        if let custom = node["customClass"] {
            note(.customViewClass, "constraint \(id) is of custom class \(ShownText.excerpt(custom, limit: 80)), whose code may change its constant, "
                 + "which the file does not show", node)
        }
    }

    /// A constraint to an attribute of a cell that has an accessory, or of its safe area, that lies past the
    /// content view: the cell's trailing edge and width take in the accessory and its centre lies half the
    /// accessory further on, where the template's cell is its content view, which ends at the accessory.
    /// UIKit lays the view out against the cell (a view pinned to its trailing edge lies under the
    /// accessory), so the constant moves by what the accessory takes of the cell wherever the cell is
    /// measured (`TemplateCell` sets it for each fitting): on the canvas the file's own cell and content
    /// widths show it, at run time the accessory and the wider margin beside it on wider tables. Written
    /// `first = m × second + c` with `cell.a = content.a + k(a) × w`, w what the accessory takes, the content
    /// view's equation is `first = m × second + c + (m × k(second) − k(first)) × w`: this returns the factor
    /// of w. The cell's margins beside an accessory, which the file does not show, are laid out as the
    /// content view's, with a note.
    mutating func cellEdgeShare(_ node: XMLNode, owner: String, multiplier: Double) -> Double {
        let accessory = accessory(entry.element)
        guard accessory != .none, !cellEdges.isEmpty else { return 0 }
        let firstAttribute = node["firstAttribute"] ?? ""
        let first = (id: node["firstItem"] ?? owner, attribute: firstAttribute)
        let second = (id: node["secondItem"] ?? "", attribute: node["secondAttribute"] ?? firstAttribute)
        /// How much of the accessory's width the cell's attribute lies past the content view's (left to right).
        func share(_ side: (id: String, attribute: String)) -> Double {
            guard cellEdges.contains(side.id) else { return 0 }
            switch side.attribute {
            case "trailing", "right", "width": return 1
            case "centerX": return 0.5
            default: return 0
            }
        }
        /// What a side names when it is a part of the cell's margins that moves with the accessory.
        func pastMargin(_ side: (id: String, attribute: String)) -> String? {
            guard cellEdges.contains(side.id) else { return nil }
            let guide = marginGuides.contains(side.id)
            switch side.attribute {
            case "trailingMargin", "rightMargin": return "the cell's trailing margin"
            case "centerXWithinMargins": return "the centre of the cell's margins"
            case "trailing", "right": return guide ? "the cell's trailing margin" : nil
            case "centerX": return guide ? "the centre of the cell's margins" : nil
            case "width": return guide ? "the width of the cell's margins" : nil
            default: return nil
            }
        }
        if let margin = pastMargin(first) ?? (second.id.isEmpty ? nil : pastMargin(second)) {
            note(.marginPastAccessory, "constraint \(node["id"] ?? "") is to \(margin), which lies past its \(accessory.rawValue) accessory: "
                 + "it is laid out against the content view's margins, where the accessory begins (UIKit lays it out "
                 + "under the accessory; constrain it to the content view to say which is meant)", node)
            return 0
        }
        return (second.id.isEmpty ? 0 : multiplier * share(second)) - share(first)
    }

    /// A multiplier as a number, a ratio ("49:45") or a fraction ("1/2.5"): Xcode stores what was typed in
    /// its multiplier field, which takes all three (GITGET's storyboard holds "1.9/3" and "1/9").
    func multiplier(_ node: XMLNode) throws(TemplateError) -> Double {
        guard let text = node["multiplier"] else { return 1 }
        let parts = text.split(omittingEmptySubsequences: false) { $0 == ":" || $0 == "/" }
        let value: Double?
        switch parts.count {
        case 1: value = DecimalText.double(text)
        case 2:
            let top = DecimalText.double(parts[0]), bottom = DecimalText.double(parts[1])
            value = top.flatMap { top in bottom.flatMap { $0 == 0 ? nil : top / $0 } }
        default: value = nil
        }
        guard let value, value.isFinite, abs(value) <= Self.maximumSize else {
            throw failure("constraint \(node["id"] ?? ""): multiplier \"\(text)\" is not a number from -\(formatPoints(Self.maximumSize)) to "
                          + "\(formatPoints(Self.maximumSize)), a ratio such as 49:45 or a fraction such as 1/3", node)
        }
        return value
    }

    /// A constraint's number attribute, `value` when absent; anything but a decimal number in `range` is an
    /// error naming the constraint.
    func number(_ text: String?, default value: Double, in range: ClosedRange<Double>, _ field: String,
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
}
