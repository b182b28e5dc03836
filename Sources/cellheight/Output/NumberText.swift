/// Numbers as the tool prints them.
enum NumberText {
    /// JSON-compatible text: integral values without a fraction ("343"), others in Swift's
    /// shortest round-trip form ("20.333333333333332"). Non-finite values, which JSON cannot
    /// hold, print as "nan" / "inf" for messages (JSONWriter writes them as null).
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// For people: at most two decimals, trailing zeros dropped ("61.33", "20.5", "343").
    static func short(_ value: Double) -> String {
        guard value.isFinite else { return format(value) }
        let hundredths = (value * 100).rounded()
        let whole = Int64(hundredths / 100)
        let fraction = Int64(abs(hundredths.truncatingRemainder(dividingBy: 100)))
        let sign = value < 0 && whole == 0 && fraction != 0 ? "-" : ""
        switch fraction {
        case 0: return "\(sign)\(whole)"
        case let f where f % 10 == 0: return "\(sign)\(whole).\(f / 10)"
        case let f: return "\(sign)\(whole).\(f < 10 ? "0" : "")\(f)"
        }
    }
}
