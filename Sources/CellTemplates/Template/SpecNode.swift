/// A node of a template document with its path and position, and typed readers that report what was
/// expected where. Every reader fails with a `TemplateError`; none traps.
struct SpecNode {
    let document: DocumentNode
    let path: String
    let file: String

    init(document: DocumentNode, path: String, file: String) {
        self.document = document; self.path = path; self.file = file
    }

    /// What the node holds.
    var node: DocumentNode.Content { document.content }

    func error(_ message: String) -> TemplateError {
        TemplateError(file: file, line: document.line, column: document.column, path: path, message: message)
    }

    func child(_ key: String, _ node: DocumentNode) -> SpecNode {
        SpecNode(document: node, path: Self.path(path, key: key), file: file)
    }

    /// A field's path below `parent`: `views.title`, or the bare key at the top.
    static func path(_ parent: String, key: String) -> String { parent.isEmpty ? key : "\(parent).\(key)" }

    /// A list item's path below `parent`: `views[3]`.
    static func path(_ parent: String, index: Int) -> String { "\(parent)[\(index)]" }

    /// The problem with a key that is not a scalar (YAMLKeyScan says it too, before Yams builds the nodes).
    static let keyNotAName = "keys must be names"

    /// The problem with a key its mapping already has.
    static func keyGivenTwice(_ key: String) -> String { "\"\(key)\" is given twice" }

    /// What the node is, for "expected X, got Y" messages.
    var kind: String {
        switch node {
        case .scalar(let scalar):
            if scalar.isPlain {
                if scalar.string.isEmpty || scalar.string == "null" || scalar.string == "~" { return "null" }
                if DecimalText.double(scalar.string) != nil { return "the number \(scalar.string)" }
                return "\(scalar.string)"
            }
            return "the string \"\(scalar.string)\""
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        }
    }

    var isNull: Bool {
        guard case .scalar(let scalar) = node, scalar.isPlain else { return false }
        return scalar.string.isEmpty || scalar.string == "null" || scalar.string == "~"
    }

    func mapping() throws(TemplateError) -> [(key: String, value: SpecNode)] {
        try keyedMapping().map { ($0.key, $0.value) }
    }

    /// The mapping's entries with the nodes of their keys (to point at a key in messages).
    func keyedMapping() throws(TemplateError) -> [(key: String, keyNode: SpecNode, value: SpecNode)] {
        guard case .mapping(let mapping) = node else { throw error("expected a mapping, got \(kind)") }
        var result: [(key: String, keyNode: SpecNode, value: SpecNode)] = []
        var seen: Set<String> = []
        for (keyNode, valueNode) in mapping {
            guard case .scalar(let key) = keyNode.content else {
                throw SpecNode(document: keyNode, path: path, file: file).error(Self.keyNotAName)
            }
            guard seen.insert(key.string).inserted else {
                throw SpecNode(document: keyNode, path: path, file: file).error(Self.keyGivenTwice(key.string))
            }
            let valueChild = child(key.string, valueNode)
            result.append((key.string, SpecNode(document: keyNode, path: valueChild.path, file: file), valueChild))
        }
        return result
    }

    /// The mapping's fields, after checking that each is one of `allowed`.
    func fields(allowed: [String]) throws(TemplateError) -> [String: SpecNode] {
        var result: [String: SpecNode] = [:]
        for (key, keyNode, value) in try keyedMapping() {
            guard allowed.contains(key) else {
                throw keyNode.error("unknown field \"\(key)\"; expected one of: \(allowed.joined(separator: ", "))")
            }
            result[key] = value
        }
        return result
    }

    func list() throws(TemplateError) -> [SpecNode] {
        guard case .sequence(let sequence) = node else { throw error("expected a list, got \(kind)") }
        return sequence.enumerated().map { SpecNode(document: $1, path: Self.path(path, index: $0), file: file) }
    }

    func string() throws(TemplateError) -> String {
        guard case .scalar(let scalar) = node, !isNull else { throw error("expected a string, got \(kind)") }
        return scalar.string
    }

    /// The value of a plain scalar written as a decimal number; infinite for one past a double's range
    /// (1e400), which is a number, but not one to use.
    private func decimal() throws(TemplateError) -> Double {
        guard case .scalar(let scalar) = node, scalar.isPlain, let value = DecimalText.double(scalar.string) else {
            throw error("expected a number, got \(kind)")
        }
        return value
    }

    func number() throws(TemplateError) -> Double {
        let value = try decimal()
        guard value.isFinite else { throw error("expected a number within ±1.8e308, got \(kind)") }
        return value
    }

    /// A number in `range` (finite, so a number past a double's range is out of it, said as `what`).
    func number(in range: ClosedRange<Double>, _ what: String) throws(TemplateError) -> Double {
        let value = try decimal()
        guard range.contains(value) else { throw error("expected \(what), got \(kind)") }
        return value
    }

    func integer(in range: ClosedRange<Int>) throws(TemplateError) -> Int {
        let value = try number()
        guard let integer = Int(exactly: value), range.contains(integer) else {
            throw error("expected a whole number from \(range.lowerBound) to \(range.upperBound), got \(kind)")
        }
        return integer
    }

    func bool() throws(TemplateError) -> Bool {
        guard case .scalar(let scalar) = node, scalar.isPlain else { throw error("expected true or false, got \(kind)") }
        // YAML's spellings: true and false as YAML 1.2 writes them (true, True, TRUE), and the yes/no and
        // on/off of YAML 1.1, which many editors and tools still write, in the same three cases.
        switch scalar.string {
        case "true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON": return true
        case "false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF": return false
        default: throw error("expected true or false, got \(kind)")
        }
    }

    /// One of a fixed set of names.
    func choice<Value>(_ choices: KeyValuePairs<String, Value>) throws(TemplateError) -> Value {
        let name = try string()
        guard let match = choices.first(where: { $0.key == name }) else {
            throw error("expected one of \(choices.map(\.key).joined(separator: ", ")), got \(kind)")
        }
        return match.value
    }
}
