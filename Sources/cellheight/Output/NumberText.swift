import ViewLayout

/// Numbers as the tool prints them.
enum NumberText {
    /// For people: at most two decimals, trailing zeros dropped ("61.33", "20.5", "343").
    static func short(_ value: Double) -> String { formatPointsShort(value) }
}
