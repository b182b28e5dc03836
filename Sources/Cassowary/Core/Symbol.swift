/// A column of the simplex tableau.
///
/// - external: a user ``Variable``; unrestricted in sign.
/// - slack: turns an inequality into an equation; restricted to be >= 0.
/// - error: measures how much a non-required constraint is violated; >= 0 and part of the objective.
/// - dummy: marks a required equation so it can be found and removed again; always 0, never pivoted in.
///
/// Symbols are ordered by `id`, the order in which they were created; the simplex uses that order
/// to break ties (Bland's rule), which guarantees termination on degenerate systems.
struct Symbol: Hashable, Comparable, Sendable {
    enum Kind: UInt8, Sendable {
        case external, slack, error, dummy
    }

    let id: Int32
    let kind: Kind

    /// Slack, error and dummy symbols must stay >= 0; external ones may take any value.
    var isRestricted: Bool { kind != .external }

    /// Whether the symbol may enter the basis: dummies never do, as they stand for fixed zeros.
    var isPivotable: Bool { kind == .slack || kind == .error }

    static func == (lhs: Symbol, rhs: Symbol) -> Bool {
        lhs.id == rhs.id
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool {
        lhs.id < rhs.id
    }
}
