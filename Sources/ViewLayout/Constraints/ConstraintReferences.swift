/// The constraints that name an item (a view or a layout guide) as one of their two items.
///
/// Constraints name their items without owning them, as UIKit's name theirs weakly: a view holds the
/// constraints installed on it, and those name the view, so owning references both ways would keep every
/// constrained view alive for good. Not weakly either, since weakly referenced objects pay for it on every
/// retain and release (see `View.parent`). Instead each item keeps this list, and tells the constraints on
/// it when it goes away; they then name `DeallocatedItem` in its place, so reading a constraint never
/// reaches an item that is gone. The list does not keep constraints alive: a constraint takes itself off
/// the lists of its items when it goes away.
struct ConstraintReferences {
    private var constraints: [ObjectIdentifier: Borrowed<LayoutConstraint>] = [:]

    mutating func insert(_ constraint: LayoutConstraint) {
        constraints[ObjectIdentifier(constraint)] = Borrowed(constraint)
    }

    mutating func remove(_ constraint: LayoutConstraint) {
        constraints[ObjectIdentifier(constraint)] = nil
    }

    /// Tells every constraint on the list that the item `id` is going away (called from the item's `deinit`).
    func itemIsGoingAway(_ id: ObjectIdentifier) {
        for constraint in constraints.values {
            constraint.read { $0.itemIsGoingAway(id) }
        }
    }
}

/// What a constraint names once one of its items has gone away: an item of no view, so that layout skips
/// the constraint and diagnostics say what happened.
final class DeallocatedItem: LayoutItem, Sendable {
    static let shared = DeallocatedItem()

    var owningViewForLayout: View? { nil }
    var layoutDebugName: String { "(deallocated item)" }
}
