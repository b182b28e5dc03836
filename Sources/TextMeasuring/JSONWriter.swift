import JSONLines
import ViewLayout

/// Writes compact JSON with keys in a fixed order (the documented contract's order), which
/// JSONSerialization does not promise.
struct JSONWriter {
    private(set) var text = ""

    mutating func raw(_ fragment: String) { text += fragment }

    mutating func number(_ value: Double) {
        text += value.isFinite ? formatPoints(value) : "null"
    }

    /// `,"name":value` (or without the comma for the first member of an object), a number.
    mutating func member(_ name: String, _ value: Double, first: Bool = false) {
        text += (first ? "\"" : ",\"") + name + "\":"
        number(value)
    }

    /// Any JSON value as it was read (numbers keep their literal).
    mutating func value(_ value: JSONValue) { value.write(to: &text) }
}
