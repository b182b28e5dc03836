/// Reads a number written in decimal, as people and the formats this package reads write them.
/// Swift's `Double(String)` also reads hexadecimal (`0x25` is 37, `0x1p4` is 16), `inf` and `nan`; where a
/// height, a width or a template value is expected those are typing mistakes, and reading them as
/// numbers would give a silently wrong answer.
public enum DecimalText {
    /// The value of `text` when it is an optional sign, digits with an optional fraction (`12`, `12.5`,
    /// `.5`, `5.`) and an optional exponent (`1e3`, `2.5E-2`); nil for anything else, white space included.
    public static func double(_ text: some StringProtocol) -> Double? {
        var bytes = Substring(text).utf8[...]
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        let whole = bytes.prefix { isDigit($0) }
        bytes = bytes.dropFirst(whole.count)
        var fraction = 0
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            fraction = bytes.prefix { isDigit($0) }.count
            bytes = bytes.dropFirst(fraction)
        }
        guard whole.count + fraction > 0 else { return nil }
        if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
            let exponent = bytes.prefix { isDigit($0) }.count
            guard exponent > 0 else { return nil }
            bytes = bytes.dropFirst(exponent)
        }
        guard bytes.isEmpty else { return nil }
        return Double(String(text))
    }

    /// The value of `text` when it is a decimal number (as `double`) and finite; nil for nil, anything
    /// else, and numbers too large for a `Double`.
    public static func finite(_ text: (some StringProtocol)?) -> Double? {
        guard let text, let value = double(text), value.isFinite else { return nil }
        return value
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
