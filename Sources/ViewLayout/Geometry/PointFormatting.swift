// The two ways a number of points becomes text: exactly, for anything that is read back, and shortly,
// for people. Every layer formats points with one of these two.

/// A number of points as text: whole numbers without a decimal point ("320"), others as the shortest
/// decimal that reads back as the same Double ("81.66666666666667"), non-finite ones as "nan", "inf" or
/// "-inf". Used wherever a size is written: diagnostics, tables (a golden table round-trips exactly), JSON.
public func formatPoints(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
}

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

/// A change in points with its sign ("+1", "-0.5", "0"): `formatPoints` with a "+" before a positive value.
public func formatSignedPoints(_ delta: Double) -> String { (delta > 0 ? "+" : "") + formatPoints(delta) }

/// A change in points for a person to read ("+20.67", "-0.33"): `formatPointsShort` with a "+" before a
/// positive value; a change too small for two decimals is written exactly ("+7e-05"), never as none.
public func formatSignedPointsShort(_ delta: Double) -> String {
    let short = formatPointsShort(delta)
    return (delta > 0 ? "+" : "") + (delta != 0 && short == "0" ? formatPoints(delta) : short)
}

/// Two values a person compares ("golden 78.33, now 78.5"): `formatPointsShort`, unless two values that
/// differ would read the same; then both exactly.
public func formatPointsApart(_ first: Double, _ second: Double) -> (String, String) {
    let short = (formatPointsShort(first), formatPointsShort(second))
    return short.0 == short.1 && first != second ? (formatPoints(first), formatPoints(second)) : short
}
