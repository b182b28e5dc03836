import FeedTables
import ViewLayout

/// Writes compact JSON with keys in a fixed order (the documented contract's order), which
/// JSONSerialization does not promise.
struct JSONWriter {
    private(set) var text = ""

    mutating func raw(_ fragment: String) { text += fragment }

    mutating func number(_ value: Double) {
        text += value.isFinite ? formatPoints(value) : "null"
    }

    mutating func string(_ value: String) { text += Self.quoted(value) }

    mutating func value(_ value: JSONValue) {
        switch value {
        case .null: text += "null"
        case .bool(let flag): text += flag ? "true" : "false"
        case .number(let number): self.number(number)
        case .string(let string): self.string(string)
        case .array(let items):
            text += "["
            for (index, item) in items.enumerated() {
                if index > 0 { text += "," }
                self.value(item)
            }
            text += "]"
        case .object(let fields):
            text += "{"
            for (index, key) in fields.keys.sorted().enumerated() {
                if index > 0 { text += "," }
                string(key)
                text += ":"
                self.value(fields[key]!)   // key comes from the dictionary itself
            }
            text += "}"
        }
    }

    /// A JSON string literal (RFC 8259 escaping; non-ASCII written as is, in UTF-8).
    static func quoted(_ value: String) -> String {
        var out = ""
        FeedTables.JSONValue.writeString(value, to: &out)
        return out
    }
}
