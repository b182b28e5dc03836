/// Numbers in tables: whole numbers without a decimal point ("320"), others as the shortest decimal
/// that reads back to the same Double ("81.66666666666667"), so a golden table round-trips exactly.
public enum HeightText {
    public static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }
}
