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

    /// Any JSON value as it was read (numbers keep their literal).
    mutating func value(_ value: JSONValue) { value.write(to: &text) }
}
