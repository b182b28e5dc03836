/// Face selection within one family, following the CSS Fonts Level 4 font
/// matching algorithm (§5.2): italic faces are preferred for italic requests
/// (and upright for upright), then the nearest weight in CSS's order:
/// - desired 400...500: weights from desired up to 500, then below desired
///   (descending), then above 500 (ascending);
/// - desired < 400: below desired (descending), then above (ascending);
/// - desired > 500: above desired (ascending), then below (descending).
enum FontMatching {
    static func best(_ faces: [FontFace], weight: Int, italic: Bool) -> FontFace? {
        let sameStyle = faces.filter { $0.isItalic == italic }
        let pool = sameStyle.isEmpty ? faces : sameStyle
        return pool.min { rank($0.weight, desired: weight) < rank($1.weight, desired: weight) }
    }

    /// Smaller is better; encodes CSS's search order as (group, distance).
    static func rank(_ weight: Int, desired: Int) -> (Int, Int) {
        if weight == desired { return (0, 0) }
        if desired >= 400 && desired <= 500 {
            if weight > desired && weight <= 500 { return (1, weight - desired) }
            if weight < desired { return (2, desired - weight) }
            return (3, weight - desired)
        }
        if desired < 400 {
            return weight < desired ? (1, desired - weight) : (2, weight - desired)
        }
        return weight > desired ? (1, weight - desired) : (2, desired - weight)
    }
}
