/// One Cassowary system for a view tree: built once, then kept live. Structural changes (subviews,
/// activation, stack arrangement) are applied as a diff of added/removed solver constraints; constant
/// changes (constraint constants, intrinsic sizes, margins, baselines) go to the solver with
/// `setConstant`, so measuring the same tree with other data never rebuilds the system.
///
/// The engine holds three values with three lifetimes: `system`, the solver and what it holds, replaced
/// whole when the engine starts over; `pending`, the changes views and constraints reported since the last
/// pass; and a `LayoutPass` that each pass makes for itself. It decides when to start over and in which
/// order a pass runs; the system's parts do the work, each keeping its own invariant (see `LayoutSystem`).
final class LayoutEngine {
    unowned let root: View
    // `system` and `pending` are read and changed many times per item, and a pass changes `system` in
    // place for its whole length. Swift would check each access for overlap at run time. A pass calls view
    // code (a view's intrinsic size, baselines, generated constraints), but that code reaches the engine
    // only through the change notifications below, which write `pending` alone, and `pending` is never
    // being changed while view code runs; so no two accesses can overlap, and the checks are turned off for
    // these two (see DESIGN.md, performance model).

    /// The live system; `reset()` replaces it.
    @exclusivity(unchecked) var system = LayoutSystem()
    /// Changes waiting for the next pass.
    @exclusivity(unchecked) var pending = PendingChanges()
    /// Number of solver systems built (1 unless the tree's structure, or a conflict between required
    /// constraints, forced a rebuild).
    private(set) var buildCount = 0
    /// Passes that measured wrapping views at widths the stronger constraints fixed, without a
    /// width-free round first (see `LayoutSystem.startWidthRound`).
    private(set) var widthFreeRoundsSkipped = 0
    /// The solver work a pass may take (`LayoutSystem.workBudget`; tests lower it).
    var workBudget = LayoutSystem.workBudget

    init(root: View) { self.root = root }

    // MARK: Change notifications (from views and constraints)

    func structureChanged() { pending.needsCollect = true }
    func constraintConstantChanged(_ constraint: LayoutConstraint) { pending.constants.insert(constraint) }
    func constraintPriorityChanged(_ constraint: LayoutConstraint) { pending.priorities.insert(constraint) }
    func intrinsicContentSizeInvalidated(_ view: View) { pending.intrinsicChanged = true }
    func viewGeometryOffsetsChanged(_ view: View) { pending.offsets.insert(ObjectIdentifier(view)) }
    func expressionsChanged() { pending.needsRebuild = true }

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

    // MARK: Passes

    /// One layout pass: applies pending changes to the live solver, sizes the root with the two fitting
    /// constraints (`width == w @wp`, `height == h @hp`), and re-measures width-dependent views at their
    /// solved widths until the widths are stable (at most `WidthResolution.maximumRounds` rounds).
    func solve(_ target: FittingTarget) throws(LayoutError) {
        guard target.width.isFinite, target.height.isFinite else {
            throw .nonFinite("fitting target \(target.width) x \(target.height) for \(root.layoutDebugName)")
        }
        guard target.widthPriority.isValid, target.heightPriority.isValid else {
            throw .invalidPriority(min(target.widthPriority.rawValue, target.heightPriority.rawValue),
                                   constraint: "fitting size of \(root.layoutDebugName)")
        }
        guard !pending.isEmpty || system.fitting.lastTarget != target else { return }
        // History-free: the result of a pass must not depend on what the tree measured before. A system that
        // holds a broken constraint got it from an earlier conflict, and a conflict met while changing a
        // live system breaks whichever constraint changed last, not the one a first layout would break:
        // both cases start over from the tree, as a newly built cell would, and so does a change that
        // makes a constraint invalid or valid again (see `changesWhatIsInstalled`), and a system whose
        // in-place changes have gathered enough rounding to move a height by a pixel (see
        // `LayoutSystem.roundingBudget`). Other systems are kept, so data changes stay constant changes.
        if pending.needsRebuild || system.constraints.hasDemotions || system.needsRebuildForRemovals || changesWhatIsInstalled
            || system.needsRebuildForPrecision { reset() }
        do {
            let fromScratch = system.isEmpty
            try runPass(target)
            if system.constraints.hasDemotions && !fromScratch {
                reset()
                try runPass(target)
            }
        } catch {
            // Leave no half-applied state behind: the next pass rebuilds from the tree.
            reset()
            throw error
        }
    }

    /// Applies the pending changes and fits the root to `target`, with a pass state of its own.
    private func runPass(_ target: FittingTarget) throws(LayoutError) {
        system.constraints.startBudget(workBudget, solver: system.solver, root: root)
        // The budget is the pass's: what reads the solver afterwards (frames, diagnostics) is not limited.
        defer { system.solver.limitWork(to: .max) }
        var pass = LayoutPass(target: target, buffer: system.widths.takeViewList())
        defer { system.widths.handBack(&pass.widthDependent) }
        if pending.needsCollect {
            pending.needsCollect = false
            let building = system.isEmpty
            if building { buildCount += 1 }
            try system.collect(root: root, fittingFirst: building ? target : nil)
        }
        if pending.hasConstraintChanges {
            try system.apply(pending)
            pending.forgetAppliedChanges()
        }
        try system.measureChangedViews(&pass)
        pending.intrinsicChanged = false
        try system.startWidthRound(&pass)
        system.fitting.lastTarget = pass.target
        let outcome = try system.resolveWidths(&pass)
        try system.constraints.checkBudget(system.solver)
        if outcome == .guessStood { widthFreeRoundsSkipped += 1 }
        system.diagnostics.removeAll { if case .widthDidNotConverge = $0 { return true } else { return false } }
        if outcome == .didNotConverge {
            system.diagnostics.append(.widthDidNotConverge(pass.widthDependent.map { $0.object.view.layoutDebugName }))
        }
    }

    // MARK: Frames (the tree's, as the solver has them)

    /// The solved size of the root (unrounded).
    var rootSize: Size { system.tree.rootSize(in: system.solver) }
    /// The solved rectangle of a managed view or free guide, in the root's coordinates (unrounded).
    func solvedRect(of item: LayoutItem) -> Rect? { system.tree.solvedRect(of: item, in: system.solver) }
    /// Writes every managed view's frame, snapped to the pixel grid.
    func writeFrames() { system.tree.writeFrames(from: system.solver, root: root) }
}
