import Cassowary

/// The constraints that fit the root to a pass's target: the root's origin at (0, 0), and one fitting
/// constraint per axis (`width == w @wp`, `height == h @hp`) that pulls it toward the target. They hold the
/// target of the last pass (a pass that fails starts the system over).
struct Fitting {
    /// The root's `minX == 0` and `minY == 0`.
    var originConstraints: [Constraint] = []
    var width: FittingConstraint?
    var height: FittingConstraint?
    /// What the previous pass fitted the root to, to skip work when nothing changed.
    var lastTarget: FittingTarget?

    /// Whether both fitting constraints hold `target` already.
    func hold(_ target: FittingTarget) -> Bool { lastTarget == target && width != nil && height != nil }
}

/// One of the root's two size constraints (`width == w @wp`, `height == h @hp`) that pull it toward a
/// pass's `FittingTarget`. The priority is kept beside the solver constraint because a constraint that
/// conflicted is held at 999: it is then replaced, not updated, when the next target comes.
struct FittingConstraint {
    let constraint: Constraint
    let priority: LayoutPriority

    /// Whether it can take a new constant for `priority` (else it is replaced).
    func keeps(_ priority: LayoutPriority) -> Bool {
        self.priority == priority && constraint.strength.priority == priority.rawValue
    }
}
