import HeightCache
import ViewLayout

/// Small readers: numbers in range, margins, stored frames, runtime attributes, and the reader's issues.
extension InterfaceBuilderCellReader {
    func explicitMargins(_ node: XMLNode) throws(TemplateError) -> EdgeInsets? {
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
    func checkCellSizes(_ cell: XMLNode, _ content: XMLNode) throws(TemplateError) {
        _ = try storedFrame(cell)
        _ = try storedFrame(content)
        if let rect = cell.child("rect", key: "frame"), let width = rect["width"], DecimalText.double(width) == 0 {
            throw failure("the cell's <rect> width \"\(width)\": a cell is wider than 0", rect)
        }
        for (holder, isCell) in [(cell, true)] + (entry.list.map { [($0, false)] } ?? []) {
            guard let text = holder["rowHeight"] else { continue }
            // A static table hides a row by giving its cell a row height of 0; no other row is 0 tall.
            let hiddenRow = isCell && entry.isStaticTableCell
            guard let value = DecimalText.double(text),
                  value == -1 || (value > 0 && value <= TableView.maximumRowHeight) || (hiddenRow && value == 0) else {
                throw failure("<\(holder.name)> rowHeight \"\(text)\": expected -1 (automatic) or a height above 0 and up to "
                              + formatPoints(TableView.maximumRowHeight) + (hiddenRow ? " (or 0, a hidden row)" : ""), holder)
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

    func accessory(_ cell: XMLNode) -> AccessoryType {
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
    mutating func noteRuntimeAttributes(_ node: XMLNode) {
        for attribute in node.child("userDefinedRuntimeAttributes")?.children("userDefinedRuntimeAttribute") ?? [] {
            guard let keyPath = attribute["keyPath"], !keyPath.hasPrefix("layer."),
                  !(node.name == "label" && keyPath == "numberOfLines") else { continue }
            let message = "<\(node.name)> \(node["id"] ?? "") sets \(keyPath) (a user-defined runtime attribute) when the nib loads, "
                + "which is not applied here: "
            // A key path UIKit's own views and constraints lay out by changes the height on iOS: said on every run.
            if Self.sizingKeyPaths.contains(keyPath) {
                warn(.runtimeAttribute, message + "UIKit's \(keyPath) changes the layout, so heights may differ from the app's", attribute)
            } else {
                note(.runtimeAttribute, message + "a custom property may change the view's text or size", attribute)
            }
        }
        for child in node.children where child.name != "userDefinedRuntimeAttributes" { noteRuntimeAttributes(child) }
    }

    /// Key paths of UIKit's own properties that change a layout: a view's intrinsic size (a label's, a
    /// button's, an image view's, a text view's), a stack's arrangement, a view's visibility and margins, and
    /// a constraint's constant, priority and activation.
    static let sizingKeyPaths: Set<String> = [
        "text", "attributedText", "font", "preferredMaxLayoutWidth", "lineBreakMode", "adjustsFontSizeToFitWidth",
        "minimumScaleFactor", "image", "title", "contentEdgeInsets", "titleEdgeInsets", "imageEdgeInsets",
        "textContainerInset", "spacing", "axis", "alignment", "distribution", "layoutMargins", "directionalLayoutMargins",
        "hidden", "isHidden", "constant", "active", "isActive", "priority", "preservesSuperviewLayoutMargins",
        "insetsLayoutMarginsFromSafeArea", "layoutMarginsFollowReadableWidth", "adjustsFontForContentSizeCategory",
    ]

    mutating func note(_ kind: TemplateIssue.Kind, _ message: String, _ node: XMLNode) {
        issues.append(TemplateIssue(kind, .note, failure(message, node)))
    }

    /// An issue that a table run repeats (the template's `warnings`).
    mutating func warn(_ kind: TemplateIssue.Kind, _ message: String, _ node: XMLNode) {
        issues.append(TemplateIssue(kind, .warning, failure(message, node)))
    }

    func failure(_ message: String, _ node: XMLNode) -> TemplateError {
        TemplateError(file: document.file, line: node.line, column: nil, path: "", message: message)
    }
}
