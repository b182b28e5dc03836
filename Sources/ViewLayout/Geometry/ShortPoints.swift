/// A number of points for a person to read: at most two decimals, trailing zeros dropped ("61.33",
/// "20.5", "343"), where `formatPoints` writes the exact value for files that must read back the same.
public func formatPointsShort(_ value: Double) -> String {
    // Beyond 1e15 hundredths no longer fit the integer arithmetic below; such values print exactly.
    guard value.isFinite, abs(value) < 1e13 else { return formatPoints(value) }
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
