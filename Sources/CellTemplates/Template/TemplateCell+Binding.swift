import HeightCache
import JSONLines
import Typesetting
import ViewLayout

extension TemplateCell {
    /// Sets an item's fields on the views, as the template's bindings say. A field of the wrong type is a
    /// `BindingError` naming it; a missing one is empty (an empty label, a zero-size hidden image).
    public func bind(_ item: JSONValue) throws(BindingError) {
        for bound in boundViews {
            let binding = bound.binding, view = bound.view
            // A `visible` binding decides, over the view's own `hidden`: a view hidden by design that the
            // data shows is the usual reason to bind it.
            var hidden = bound.hiddenInSpec
            if let path = binding.visible { hidden = !Self.isPresent(try Self.field(item, path)) }
            // A label's own text, a button's title or a text view's text: each is a label of the view's.
            if let label = bound.label {
                if let path = binding.text {
                    let text = try Self.text(Self.field(item, path), path)
                    label.text = text
                    if binding.hiddenWhenEmpty && text.isEmpty { hidden = true }
                } else if let runs = binding.runs {
                    let text = try Self.attributedText(runs, bound.runAttributes ?? [], item)
                    label.attributedText = text
                    if binding.hiddenWhenEmpty && text.isEmpty { hidden = true }
                }
            }
            // A binding that sets the image's size sets it at every scale; one that only shows or hides the view
            // (`visible`) keeps the sizes the template gave it (an Interface Builder document's catalog image).
            if let image = view as? FixedSizeView {
                if binding.size != nil || binding.image != nil || binding.grid != nil { image.contentSizesByScale = nil }
                if let path = binding.size {
                    let size = try Self.size(Self.field(item, path), path)
                    image.contentSize = size ?? .zero
                    if size == nil { hidden = true }
                } else if let path = binding.image {
                    let found = try catalogImage(Self.field(item, path), path)
                    image.contentSize = found?.size ?? .zero
                    image.contentSizesByScale = found?.sizes
                    image.imageFile = found?.file
                    if found == nil { hidden = true }
                } else if let grid = binding.grid {
                    let count = try Self.count(Self.field(item, grid.field), grid.field)
                    let shown = min(count, grid.maximum)
                    if shown == 0 {
                        image.contentSize = .zero
                        hidden = true
                    } else {
                        let columns = min(shown, grid.columns)
                        let rows = (shown + columns - 1) / columns
                        image.contentSize = Size(width: Double(columns) * grid.cell + Double(columns - 1) * grid.spacing,
                                                 height: Double(rows) * grid.cell + Double(rows - 1) * grid.spacing)
                    }
                }
            }
            view.isHidden = hidden
        }
    }

    /// The value at `path` in `item`; nil when a step is absent or null (a missing field is empty). A step
    /// that is there but is no object (a string where `user.name` needs `user` to hold `name`) is the wrong
    /// type, as a field's own value of the wrong type is, not a missing field.
    static func field(_ item: JSONValue, _ path: [String]) throws(BindingError) -> JSONValue? {
        var current = item
        for (depth, step) in path.enumerated() {
            switch current {
            case .object:
                guard let next = current[step] else { return nil }
                current = next
            case .null:
                return nil
            default:
                let parent = path[..<depth].joined(separator: ".")
                throw BindingError(field: path, .wrongType(expected: "an object at \"\(parent)\"", got: current.summary))
            }
        }
        return current
    }

    /// A label's runs with the item's fields, each in its own attributes (none: no text).
    private static func attributedText(_ runs: [BindingSpec.Run], _ attributes: [TextAttributes],
                                       _ item: JSONValue) throws(BindingError) -> AttributedText {
        guard !attributes.isEmpty else { return AttributedText("") }
        var pieces: [(String, TextAttributes)] = []
        var hasFieldText = false
        for (run, attributes) in zip(runs, attributes) {
            let text: String
            if let path = run.field {
                text = try Self.text(Self.field(item, path), path)
                hasFieldText = hasFieldText || !text.isEmpty
            } else {
                text = run.text ?? ""
            }
            guard !text.isEmpty else { continue }
            pieces.append((text, attributes))
        }
        // Literal runs punctuate field text; with no field text there is nothing to show.
        return hasFieldText ? AttributedText(runs: pieces) : AttributedText("")
    }

    /// Label text: a string, or a number's literal; absent or null is empty.
    static func text(_ value: JSONValue?, _ path: [String]) throws(BindingError) -> String {
        switch value {
        case nil, .null?: return ""
        case .string(let text)?: return text
        case .number(let literal)?: return literal
        case let other?: throw BindingError(field: path, .wrongType(expected: "a string", got: other.summary))
        }
    }

    /// An image size: {"width": w, "height": h} or [w, h], finite and >= 0; nil when absent or null.
    static func size(_ value: JSONValue?, _ path: [String]) throws(BindingError) -> Size? {
        func number(_ value: JSONValue?, _ what: String) throws(BindingError) -> Double {
            guard let number = value?.double, number.isFinite, number >= 0, number <= 100_000 else {
                throw BindingError(field: path, .outOfRange(expected: "\(what) from 0 to 100000", got: value?.summary ?? "nothing"))
            }
            return number
        }
        switch value {
        case nil, .null?: return nil
        case .array(let items)? where items.count == 2:
            return Size(width: try number(items[0], "a width"), height: try number(items[1], "a height"))
        case .object? :
            return Size(width: try number(value?["width"], "a width"), height: try number(value?["height"], "a height"))
        case let other?:
            throw BindingError(field: path, .wrongType(expected: #"{"width": w, "height": h} or [w, h]"#, got: other.summary))
        }
    }

    /// The catalog image a field names; nil (no image) when the field is absent, null or "".
    private func catalogImage(_ value: JSONValue?, _ path: [String]) throws(BindingError) -> AssetCatalog.Image? {
        switch value {
        case nil, .null?: return nil
        case .string(let name)?:
            if name.isEmpty { return nil }
            guard let catalog = template.assets else { return nil }   // checked at load: an image binding has a catalog
            guard let found = catalog.image(named: name) else {
                if let unreadable = catalog.unreadable[name] { throw BindingError(field: path, .imageUnreadable(name: name, reason: "\(unreadable)")) }
                throw BindingError(field: path, .imageNotInCatalog(name: name, catalog: catalog.path))
            }
            return found
        case let other?:
            throw BindingError(field: path, .wrongType(expected: "an image name (a string)", got: other.summary))
        }
    }

    /// The length of an array field; absent or null is 0.
    static func count(_ value: JSONValue?, _ path: [String]) throws(BindingError) -> Int {
        switch value {
        case nil, .null?: return 0
        case .array(let items)?: return items.count
        case let other?: throw BindingError(field: path, .wrongType(expected: "an array", got: other.summary))
        }
    }

    /// Present for `visible`: not absent, null, false, 0, "", [] or {}. A count of 0 hides its view as
    /// `false` does: feeds from SQL and CSV carry flags as 0 and 1, and a badge of 0 is the usual hidden one.
    static func isPresent(_ value: JSONValue?) -> Bool {
        switch value {
        case nil, .null?, .bool(false)?: return false
        case .number(let text)?: return DecimalText.double(text) != 0
        case .string(let text)?: return !text.isEmpty
        case .array(let items)?: return !items.isEmpty
        case .object(let members)?: return !members.isEmpty
        default: return true
        }
    }
}
