import ViewLayout

/// The numbers a template's constraint may hold, checked when the template is loaded. A cell is at most
/// 10,000 points wide (the widest table) and `ConstraintRange.maximumConstant` tall; coefficients outside
/// these ranges (`* 1e41`, `+ 1e20`) put nonsense into the solver (a label 8 points below zero in a
/// row of 8), so they are refused with the line that holds them, as is a required constraint that
/// compares an attribute with itself and can never hold (`a.top == a.top + 8`).
enum ConstraintRange {
    /// Constants and metrics: at most this many points either way.
    static let maximumConstant = 100_000.0
    /// Multipliers: 0, or a magnitude from 1/1000 to 1000 (`a / 1000` to `a * 1000`).
    static let multipliers = 0.001...1000.0

    /// Why `constraint` is refused, or nil. `fromVisualFormat`: the constraint came from a VFL line,
    /// where a view named twice is placed against itself (`V:|-[t]-[t]-|` makes t 8 points high, less).
    static func problem(with constraint: LayoutConstraint, fromVisualFormat: Bool) -> String? {
        let name = constraint.firstItem.layoutDebugName
        if abs(constraint.constant) > maximumConstant {
            return "the constant \(formatPoints(constraint.constant)) is outside ±\(formatPoints(maximumConstant)) points"
        }
        let multiplier = abs(constraint.multiplier)
        if constraint.secondItem != nil, multiplier != 0, !multipliers.contains(multiplier) {
            return "the multiplier \(constraint.multiplier) is outside 0.001...1000 in magnitude (or 0)"
        }
        let isSize = constraint.firstAttribute == .width || constraint.firstAttribute == .height
        if isSize, constraint.secondItem == nil, constraint.relation != .greaterThanOrEqual, constraint.constant < 0 {
            return "a \(constraint.firstAttribute) of \(name) cannot be negative (\(formatPoints(constraint.constant)))"
        }
        if fromVisualFormat, let second = constraint.secondItem, second === constraint.firstItem {
            return "\(name) is placed against itself (a view named twice in one line)"
        }
        // `a.top == a.top + 8` says 0 == 8: no layout holds it, and a required one is broken on every item.
        if constraint.secondItem === constraint.firstItem, constraint.secondAttribute == constraint.firstAttribute,
           constraint.multiplier == 1, constraint.priority.isRequired {
            let constant = constraint.constant
            let holds = switch constraint.relation {
            case .equal: constant == 0
            case .lessThanOrEqual: constant >= 0
            case .greaterThanOrEqual: constant <= 0
            }
            if !holds {
                return "\(name).\(constraint.firstAttribute) is compared with itself, so it says "
                    + "0 \(constraint.relation) \(formatPoints(constant)), which no layout holds"
            }
        }
        return nil
    }

    /// The first view a VFL line names twice, anywhere in it (`V:|-[a]-[b]-[a]-|`), or nil: a view's place in
    /// a line is one, and the constraints of a second place fight the first's. A view named inside a
    /// predicate (`[a(==b)]`) is a size, not a place, and is not counted.
    static func viewNamedTwice(inVisualFormat text: String) -> String? {
        var seen: Set<Substring> = []
        var index = text.startIndex
        while let open = text[index...].firstIndex(of: "[") {
            let start = text.index(after: open)
            let end = text[start...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? text.endIndex
            let name = text[start..<end]
            if !name.isEmpty, !seen.insert(name).inserted { return String(name) }
            index = end
        }
        return nil
    }
}
