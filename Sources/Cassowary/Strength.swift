/// How much a constraint matters: an Auto Layout priority (`UILayoutPriority`) from 1 to 1000.
///
/// ## From priority to objective
///
/// Priority 1000 is *required*: the constraint holds exactly or ``Solver/add(_:)`` throws.
/// Every lower priority is its own level of the objective, and levels are compared
/// **lexicographically**, not by adding weighted numbers:
///
/// - Within one priority, the cost of a solution is the sum of the violations of the constraints at
///   that priority (`|e|` for `e == 0`, `max(0, e)` for `e <= 0`, `max(0, -e)` for `e >= 0`), each
///   with weight 1, measured in the units of the expression (points, for layout).
/// - Between priorities, the solver first minimises the cost at the highest priority present, then,
///   among the solutions that reach that minimum, the cost at the next priority, and so on.
///
/// So a violation at priority 751 is never traded for any amount of violation at 750 or below: no
/// bound on the size of violations is needed, and all 999 non-required priorities (fractional ones
/// too, such as 750.5) stay distinct. A weighted sum cannot promise this: 999 levels separated by a
/// factor `r` need `r^999` to fit in a `Double`, which allows `r ≈ 2`, far too little.
///
/// The only approximation is the solver's tolerance: violations and reduced costs below `1e-8` are
/// treated as zero, so two solutions whose higher-priority costs differ by less than that are
/// considered equal at that priority.
///
/// (kiwisolver, by contrast, uses one weighted sum with `strong = 1e6`, `medium = 1e3`, `weak = 1`; it
/// gives the same optimum as this solver whenever no lower level can gain more than the weight
/// ratio, which is the case for the systems in the differential fixtures.)
public struct Strength: Comparable, Hashable, Sendable {
    /// A constraint that must hold: priority 1000.
    public static let required = Strength(priority: 1000)
    /// UIKit's `defaultHigh` (750): compression resistance of most views.
    public static let defaultHigh = Strength(priority: 750)
    /// UIKit's `defaultLow` (250): content hugging of most views.
    public static let defaultLow = Strength(priority: 250)
    /// UIKit's `fittingSizeLevel` (50): how hard a fitting-size calculation pulls toward zero.
    public static let fittingSizeLevel = Strength(priority: 50)

    /// The Auto Layout priority, in 1...1000 (or NaN, which ``Solver`` rejects).
    public let priority: Double

    /// An Auto Layout priority. Values above 1000 mean required and values below 1 mean 1, as UIKit
    /// clamps them; NaN is kept so that the solver can report it as bad input.
    public init(priority: Double) {
        self.priority = priority.isNaN ? priority : min(1000, max(1, priority))
    }

    /// Whether the constraint must hold exactly (priority 1000).
    public var isRequired: Bool { priority >= 1000 }

    /// Orders by priority: the weaker strength is the lesser.
    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        lhs.priority < rhs.priority
    }
}

extension Strength: CustomStringConvertible {
    /// `required`, or `@` and the priority, as constraint descriptions show strengths.
    public var description: String {
        isRequired ? "required" : "@\(priority)"
    }
}
