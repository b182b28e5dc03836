/// Face selection within one family, following the CSS Fonts Level 4 font
/// matching algorithm (§5.2): first the width (font-stretch, here OS/2 width
/// classes): the one asked for, else for normal and narrower requests the
/// nearest narrower width, then the nearest wider (wider requests the other way
/// round); among the faces of that width, italic faces are preferred for italic
/// requests (and upright for upright), then the nearest weight in CSS's order:
/// - desired 400...500: weights from desired up to 500, then below desired
///   (descending), then above 500 (ascending);
/// - desired < 400: below desired (descending), then above (ascending);
/// - desired > 500: above desired (ascending), then below (descending).
enum FontMatching {
    static func best(_ faces: [FontFace], weight: Int, italic: Bool, width: Int = FontFace.normalWidth) -> FontFace? {
        guard let nearest = faces.min(by: { widthRank($0.width, desired: width) < widthRank($1.width, desired: width) })?.width else {
            return nil
        }
        let sameWidth = faces.filter { $0.width == nearest }
        let sameStyle = sameWidth.filter { $0.isItalic == italic }
        let pool = sameStyle.isEmpty ? sameWidth : sameStyle
        return pool.min { rank($0.weight, desired: weight) < rank($1.weight, desired: weight) }
    }

    /// Smaller is better; CSS's search order for font-stretch as (group, distance).
    static func widthRank(_ width: Int, desired: Int) -> (Int, Int) {
        if width == desired { return (0, 0) }
        if desired <= FontFace.normalWidth {
            return width < desired ? (1, desired - width) : (2, width - desired)
        }
        return width > desired ? (1, width - desired) : (2, desired - width)
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
