/// What views and constraints reported to an engine since its last pass; the next pass applies it.
/// A new value asks for everything: collect the tree first (a new engine, or one that starts over).
struct PendingChanges {
    /// Subviews, activation, layout guides or a stack's arrangement changed: collect the tree again.
    var needsCollect = true
    /// Constraints whose constant changed.
    var constants: Set<LayoutConstraint> = []
    /// Constraints whose priority changed.
    var priorities: Set<LayoutConstraint> = []
    /// Some view's intrinsic size (or its hugging and compression resistance) changed, so the next pass
    /// has work; which views, their records tell (see `ViewRecord.measuredGeneration`). A flag, not a
    /// set of views: inserting each view of an item into a set cost more than the comparison.
    var intrinsicChanged = false
    /// Views whose margins changed.
    var offsets: Set<ObjectIdentifier> = []
    /// A constraint's terms name other variables than when it was installed (a stack's baseline now another
    /// view's): the next pass starts over from the tree, as a new cell's would.
    var needsRebuild = false

    /// Whether constants, priorities or margins changed (most items change none: their views' contents
    /// change, which their records tell).
    var hasConstraintChanges: Bool { !constants.isEmpty || !priorities.isEmpty || !offsets.isEmpty }

    /// Forgets the changes of constants, priorities and margins, once a pass applied them.
    mutating func forgetAppliedChanges() {
        if !priorities.isEmpty { priorities.removeAll(keepingCapacity: true) }
        if !constants.isEmpty { constants.removeAll(keepingCapacity: true) }
        if !offsets.isEmpty { offsets.removeAll(keepingCapacity: true) }
    }

    /// True when nothing is pending.
    var isEmpty: Bool {
        !needsCollect && constants.isEmpty && priorities.isEmpty && !intrinsicChanged && offsets.isEmpty && !needsRebuild
    }
}
