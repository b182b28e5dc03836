/// One Cassowary system for a view tree: built once, then kept live. Structural changes (subviews,
/// activation, stack arrangement) are applied as a diff of added/removed solver constraints; constant
/// changes (constraint constants, intrinsic sizes, margins, baselines) go to the solver with
/// `setConstant`, so measuring the same tree with other data never rebuilds the system.
///
/// Its state is three values with three lifetimes: `system`, the solver and what it holds, replaced whole
/// when the engine starts over; `pending`, the changes reported since the last pass; and a `LayoutPass`
/// that each pass makes for itself. The system's parts each keep their own invariant (see `LayoutSystem`):
/// the collected tree, the constraint store (every addition to the solver and removal from it), the queue
/// of intrinsic-size values, the width resolution and the fitting constraints. The engine coordinates
/// them: it collects the tree into the store (`+Collect`), measures views into size constraints and
/// applies their queued values (`+Intrinsic`) and runs a pass (`+Pass`); the tree turns constraints into
/// solver expressions and solved values into frames (`CollectedTree+Expressions`, `+Frames`).
final class LayoutEngine {
    unowned let root: View
    // `system` and `pending` are read and changed many times per item. Swift would check each access
    // for overlap at run time, because some changes are made in place through container methods (an
    // append, an insert); none of those calls back into the engine, so no two accesses can overlap, and
    // the checks are turned off for these two (see DESIGN.md, performance model).

    /// The live system; `reset()` replaces it.
    @exclusivity(unchecked) var system = LayoutSystem()
    /// Changes waiting for the next pass.
    @exclusivity(unchecked) var pending = PendingChanges()
    /// Number of solver systems built (1 unless the tree's structure, or a conflict between required
    /// constraints, forced a rebuild).
    private(set) var buildCount = 0
    /// Passes that measured wrapping views at widths the stronger constraints fixed, without a
    /// width-free round first (see `measureAtSolvedWidths` and `widthsAreDetermined`).
    private(set) var widthFreeRoundsSkipped = 0

    /// While a wrapping view's width is not known yet, it resists horizontal compression only just above the
    /// fitting level: it takes the width the other constraints leave it (and its single-line width when
    /// nothing bounds it), instead of fighting fixed-size neighbours at equal priority.
    static let widthFreeResistance: LayoutPriority = 51

    /// How much more weakly wrapping views hug horizontally than their priority says (see updateIntrinsic).
    static let wrappingHuggingBias = 0.01

    /// Upper bound on measure → solve rounds for width-dependent intrinsic sizes.
    static let maximumWidthPasses = 4
    /// How far a solved width may be from the width a view was measured at and still count as that width.
    static let widthTolerance = 1e-6

    init(root: View) { self.root = root }

    // MARK: Change notifications (from views and constraints)

    func structureChanged() { pending.needsCollect = true }
    func constraintConstantChanged(_ constraint: LayoutConstraint) { pending.constants.insert(constraint) }
    func constraintPriorityChanged(_ constraint: LayoutConstraint) { pending.priorities.insert(constraint) }
    func intrinsicContentSizeInvalidated(_ view: View) { pending.intrinsicChanged = true }
    func viewGeometryOffsetsChanged(_ view: View) { pending.offsets.insert(ObjectIdentifier(view)) }

    /// Starts over with an empty solver (after a conflict, too many removals, or an error it cannot
    /// recover from): the next pass builds the system from the tree.
    func reset() {
        system = LayoutSystem()
        pending = PendingChanges()
    }

    /// Whether a changed constant or priority moves a constraint into or out of the system: an
    /// installed constraint whose constant is no longer finite or whose priority left 1...1000, or a
    /// skipped one that changed (it may be valid now). Leaving one out, or taking it back in at the
    /// end of the installation order, would give the system a history: a tree built afresh would
    /// validate it in tree order and report it only while it is invalid. So such a change starts over
    /// from the tree, as a conflict does. Rare by nature: valid data changes stay constant changes.
    var changesWhatIsInstalled: Bool {
        func moves(_ c: LayoutConstraint) -> Bool {
            system.constraints.skipped.contains(c) || (system.constraints.installed[c] != nil && !(c.constant.isFinite && c.priority.isValid))
        }
        return pending.constants.contains(where: moves) || pending.priorities.contains(where: moves)
    }

    // MARK: Frames (the tree's, as the solver has them)

    /// The solved size of the root (unrounded).
    var rootSize: Size { system.tree.rootSize(in: system.solver) }
    /// The solved rectangle of a managed view or free guide, in the root's coordinates (unrounded).
    func solvedRect(of item: LayoutItem) -> Rect? { system.tree.solvedRect(of: item, in: system.solver) }
    /// Writes every managed view's frame, snapped to the pixel grid.
    func writeFrames() { system.tree.writeFrames(from: system.solver, root: root) }

    func noteBuilt() { buildCount += 1 }
    func noteWidthFreeRoundSkipped() { widthFreeRoundsSkipped += 1 }
}
