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
    mutating func trailingCellEdgeShift(_ node: XMLNode, owner: String, multiplier: Double) -> Double {
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
    func multiplier(_ node: XMLNode) throws(TemplateError) -> Double {
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
