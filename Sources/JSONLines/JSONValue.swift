/// A JSON value that keeps numbers as they were written, so an id like 1234567890123456789 or 1.50
/// goes back out exactly as it came in (Foundation's parsers turn every number into a Double).
public indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    /// The number's literal text, as in the source.
    case number(String)
    case string(String)
    case array([JSONValue])
    /// Members in source order. `JSONParser` refuses a name given twice in one object; a value made
    /// otherwise with one looks up the later.
    case object([(key: String, value: JSONValue)])

    /// Same kind and content: numbers by their literal text (so 1.0 is not 1), objects member by member, in order.
    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): true
        case (.bool(let x), .bool(let y)): x == y
        case (.number(let x), .number(let y)): x == y
        case (.string(let x), .string(let y)): x == y
        case (.array(let x), .array(let y)): x == y
        case (.object(let x), .object(let y)): x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// Hashes the compact JSON text, which equal values share.
    public func hash(into hasher: inout Hasher) { hasher.combine(text) }

    /// A member of an object, by a name equal to `key` as Swift compares strings (canonically equivalent
    /// spellings are one name, as `JSONParser` tells repeated names); nil for other values.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// The value at a dotted path ("user.name"); nil when a step is missing.
    public func value(at path: [String]) -> JSONValue? {
        var current: JSONValue? = self
        for step in path { current = current?[step] }
        return current
    }

    /// The number's value, for numbers.
    public var double: Double? {
        if case .number(let text) = self { return Double(text) }
        return nil
    }

    /// A string's characters, or any other value's JSON text (a number's literal): an id in CSV and messages.
    public var plainText: String {
        switch self {
        case .string(let text), .number(let text): return text
        default: return text
        }
    }

    /// `plainText` as a message shows it: on one line, with control and bidi characters escaped (`ShownText`).
    public var shownText: String { ShownText.oneLine(plainText) }

    /// A short description for error messages: the kind, and the value when it is short.
    public var summary: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .number(let text): "the number \(text)"
        case .string(let value): value.count > 40 ? "a string of \(value.count) characters" : "the string \(JSONValue.string(value).text)"
        case .array(let items): "an array of \(items.count)"
        case .object: "an object"
        }
    }

    /// Compact JSON text; numbers as they were written, strings escaped as JSON requires.
    public var text: String {
        var out = ""
        write(to: &out)
        return out
    }

    /// Appends the compact JSON text to `out`: `text` without a string per nested value, for long outputs.
    public func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let text): out += text
        case .string(let value): JSONValue.writeString(value, to: &out)
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { out += "," }
                JSONValue.writeString(member.key, to: &out)
                out += ":"
                member.value.write(to: &out)
            }
            out += "}"
        }
    }

    /// Appends the compact JSON text to `out` as UTF-8: an id or a name goes straight into a byte buffer,
    /// without a string of its own.
    public func write(to out: inout [UInt8]) {
        switch self {
        case .null: out.appendUTF8("null")
        case .bool(let value): out.appendUTF8(value ? "true" : "false")
        case .number(let text): out.appendUTF8(text)
        case .string(let value): JSONValue.writeString(value, to: &out)
        case .array, .object: out.appendUTF8(text)
        }
    }

    /// `writeString(_:to:)` into UTF-8 bytes.
    public static func writeString(_ value: String, to out: inout [UInt8]) {
        guard needsEscapes(value) else {
            out.append(UInt8(ascii: "\""))
            out.appendUTF8(value)
            out.append(UInt8(ascii: "\""))
            return
        }
        var text = ""
        writeString(value, to: &text)
        out.appendUTF8(text)
    }

    private static func needsEscapes(_ value: String) -> Bool {
        value.utf8.contains { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 }
    }

    /// A JSON string literal for `value`: quotes, backslashes and control characters escaped.
    public static func writeString(_ value: String, to out: inout String) {
        out += "\""
        // Most strings need no escape: appended whole.
        if !needsEscapes(value) {
            out += value
            out += "\""
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += unicodeEscape(UInt16(scalar.value))
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}

extension JSONValue {
    /// A UTF-16 unit as a JSON string writes it escaped: `\u` and four lowercase hex digits.
    public static func unicodeEscape(_ unit: UInt16) -> String {
        let hex = String(unit, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}

extension Array where Element == UInt8 {
    /// Appends `text`'s UTF-8 bytes in one copy from its contiguous storage (for the short strings Swift
    /// keeps inside the string value, up to 15 bytes, a copy on the stack): most ids, numbers and names.
    @inlinable public mutating func appendUTF8(_ text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }
}
