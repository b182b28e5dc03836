import Cassowary

extension LayoutEngine {
    /// One layout pass: applies pending changes to the live solver, sizes the root with the two fitting
    /// constraints (`width == w @wp`, `height == h @hp`), and re-measures width-dependent views at their solved widths
    /// until the widths are stable (at most `maximumWidthPasses` rounds).
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
        // makes a constraint invalid or valid again (see `changesWhatIsInstalled`). Systems without
        // conflicts are kept, so data changes stay constant changes.
        if system.constraints.hasDemotions || system.needsRebuildForRemovals || changesWhatIsInstalled { reset() }
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
        var pass = LayoutPass(target: target, buffer: system.widths.takeViewList())
        defer { system.widths.handBack(&pass.widthDependent) }
        if pending.needsCollect { try collect() }
        try applyPendingConstraintChanges()
        try measureIntrinsicSizes(&pass)
        system.fitting.lastTarget = pass.target
        let outcome = try resolveWidths(&pass)
        if outcome == .guessStood { noteWidthFreeRoundSkipped() }
        system.diagnostics.removeAll { if case .widthDidNotConverge = $0 { return true } else { return false } }
        if outcome == .didNotConverge {
            system.diagnostics.append(.widthDidNotConverge(pass.widthDependent.map { $0.object.view.layoutDebugName }))
        }
    }

    /// Measures the wrapping views at their solved widths until the widths settle, and decides whether a
    /// guess made by `measureIntrinsicSizes` stands; if not, takes the width-free round after all, from
    /// wherever the guess left the solver (only the constants decide where the round and the rounds after
    /// it end).
    private func resolveWidths(_ pass: inout LayoutPass) throws(LayoutError) -> WidthOutcome {
        var converged = try settleWidths(pass)
        try applyQueuedValues()
        if case .guessed(let priority, let settled) = pass.widthRound {
            // The constraints above `priority` fix every width: the width-free round, whose constraints are
            // all at or below it, would have found the widths the views have now and measured them there.
            if converged && system.widths.areDetermined(pass.widthDependent, above: priority, in: system.solver, aroundHeights: settled) {
                return .guessStood
            }
            pass.widthRound = .widthFree
            for entry in pass.widthDependent {
                try entry.use { record throws(LayoutError) in try updateIntrinsic(record, width: nil, horizontalOnly: true) }
            }
            converged = try settleWidths(pass)
            try applyQueuedValues()
        }
        return converged ? .settled : .didNotConverge
    }

    /// New priorities, constants and margins, in installation and tree order, never in hash order, so a
    /// layout that leaves a choice to the solver makes the same choice in every run.
    private func applyPendingConstraintChanges() throws(LayoutError) {
        if !pending.priorities.isEmpty {
            for c in system.constraints.installOrder where pending.priorities.contains(c) { try refreshPriority(c) }
            pending.priorities.removeAll(keepingCapacity: true)
        }
        if !pending.constants.isEmpty {
            try refreshConstants(system.constraints.installOrder.filter(pending.constants.contains))
            pending.constants.removeAll(keepingCapacity: true)
        }
        if !pending.offsets.isEmpty {
            for record in system.tree.managed where pending.offsets.contains(ObjectIdentifier(record.view)) {
                try refreshOffsets(of: ObjectIdentifier(record.view))
            }
            pending.offsets.removeAll(keepingCapacity: true)
        }
    }

    /// Measures the views whose intrinsic size changed, and every width-dependent view without a width:
    /// they start from their width-free measurement every pass, so the result never depends on what the
    /// tree showed before. Then fits the root to the target, with every change applied to the solver.
    ///
    /// On a live system whose wrapping views may skip that round (see `widthFreePriority`), they are
    /// measured at the widths the solver gives them without it instead (a guess that the round changes
    /// nothing), and the pass notes the priority: the result stands only if the
    /// widths settle where they were measured and the stronger constraints fix them there.
    private func measureIntrinsicSizes(_ pass: inout LayoutPass) throws(LayoutError) {
        // One walk: views whose inputs changed are read again (and measured now unless they wrap), and
        // the wrapping ones are listed; the others are not reached at all.
        for entry in system.tree.borrowedManaged {
            // Each record is read where it is (see `Borrowed`).
            let measuresNow = entry.read { record -> Bool in
                let generation = record.stamp.generation
                guard record.measuredGeneration != generation else { return false }
                record.measuredGeneration = generation
                record.withView { view in
                    record.dependsOnWidth = view.intrinsicSizeDependsOnWidth
                    if record.dependsOnWidth { record.wrapping = wrappingWidthPriorities(of: view) }
                }
                return !record.isWidthDependent
            }
            if measuresNow { try entry.use { record throws(LayoutError) in try updateIntrinsic(record, width: nil) } }
            if entry.read({ $0.isWidthDependent }) { pass.widthDependent.append(entry) }
        }
        pending.intrinsicChanged = false
        // The fitting constraints hold the last pass's target (a pass that fails starts the system over): the
        // same target again, the usual later item, leaves them as they are.
        let fitted = system.fitting.hold(pass.target)
        if system.fitting.lastTarget != nil, let priority = widthFreePriority(of: pass.widthDependent) {
            let settled = try measureAtSolvedWidths(pass, movingFitting: !fitted)
            if !fitted { try fit(to: pass.target) }
            pass.widthRound = .guessed(above: priority, settled: settled)
            return
        }
        for entry in pass.widthDependent {
            try entry.use { record throws(LayoutError) in
                try updateIntrinsic(record, width: nil, horizontalOnly: !system.tree.hasCrossAxisConstraints)
            }
        }
        try applyQueuedValues()
        if !fitted { try fit(to: pass.target) }
    }

    /// The strongest priority among the width constraints that the width-free round of the
    /// width-dependent views sets, when that round may be skipped: every one of them has both
    /// constraints installed at the priorities it asks for now, none is required, and no constraint
    /// relates a width to a height (whose new values a skipped round would not see).
    private func widthFreePriority(of views: [Borrowed<ViewRecord>]) -> Double? {
        guard !views.isEmpty, !system.tree.hasCrossAxisConstraints else { return nil }
        var strongest = 0.0
        for entry in views {
            let priority = entry.read { record -> Double? in
                let state = record.intrinsic
                guard let hug = state.hugWidth, let resist = state.resistWidthFree else { return nil }
                let wanted = record.wrapping
                guard hug.spec.priority == wanted.hug, resist.spec.priority == wanted.resistWhileFree,
                      !wanted.hug.isRequired, !wanted.resistWhileFree.isRequired else { return nil }
                return max(wanted.hug.rawValue, wanted.resistWhileFree.rawValue)
            }
            guard let priority else { return nil }
            strongest = max(strongest, priority)
        }
        return strongest
    }

    /// The width-free round exists to find the widths of wrapping views before they are measured at them.
    /// Here the solver takes the queued widths and the width's fitting constraint first, and each view is
    /// measured at the width it then has; its height follows with the other heights and the height's fitting
    /// constraint in a second batch.
    /// No constraint relates the two axes here (see `widthFreePriority`), so the two batches reach the state
    /// one batch of every change would, and the heights cannot move a width: unless measuring a view changed
    /// a width constraint, the widths are settled as read, with no rows read again.
    ///
    /// Its width-free measurement would only set the constants of its two width constraints, and those
    /// constraints, at or below the priority the pass checks, move no value once the stronger constraints
    /// fix the width: they are held at zero meanwhile (see `WidthRound.guessed`). When the
    /// stronger constraints do not fix the widths, the pass takes the width-free round after all (see
    /// `runPass`), which sets both constants.
    ///
    /// With `movingFitting`, each fitting constraint that keeps its priority takes the target's new constant
    /// in its axis's batch (`fit(to:)` replaces the others afterwards).
    ///
    /// Returns where the solver stood before and after the batch of heights, if the widths were settled as
    /// read (see `WidthRound.guessed`).
    private func measureAtSolvedWidths(_ pass: LayoutPass, movingFitting: Bool)
        throws(LayoutError) -> (beforeHeights: Solver.BasisMark, afterHeights: Solver.BasisMark)? {
        let target = pass.target
        try applyQueuedWidths(fitting: movingFitting ? fittingChange(system.fitting.width, target.width, target.widthPriority) : [])
        let solver = system.solver
        let widths = solver.values(of: system.widths.variables(of: pass.widthDependent))
        let beforeMeasuring = solver.basisMark
        for (entry, width) in zip(pass.widthDependent, widths) {
            try entry.use { record throws(LayoutError) in
                try updateIntrinsic(record, width: max(0, width), zeroingWidthConstraints: true)
            }
        }
        // A width constraint that measuring replaced (one not at zero yet), or a width below zero (measured
        // at zero), leaves the widths to `settleWidths`.
        let before = solver.basisMark
        let settled = before.hasSameConstraints(as: beforeMeasuring) && widths.allSatisfy { $0 >= -Self.widthTolerance }
            && !system.sizes.hasQueuedWidth
        try applyQueuedValues(fitting: movingFitting ? fittingChange(system.fitting.height, target.height, target.heightPriority) : [])
        return settled ? (before, solver.basisMark) : nil
    }

    /// Measures width-dependent views again at their solved widths until no width moves, at most
    /// `maximumWidthPasses` rounds.
    /// Returns whether they settled.
    private func settleWidths(_ pass: LayoutPass) throws(LayoutError) -> Bool {
        var converged = pass.widthDependent.isEmpty
        if case .guessed(_, .some) = pass.widthRound { converged = true }
        let zeroing = pass.widthRound.zeroesWidthConstraints
        // Read once: calling the solver through `system`, a stored property that a call could replace,
        // retains and releases it around every call. Nothing in a pass replaces the system.
        let solver = system.solver
        let widths = converged ? [] : system.widths.variables(of: pass.widthDependent)
        for _ in 0..<Self.maximumWidthPasses where !converged {
            converged = true
            for (entry, width) in zip(pass.widthDependent, widths) {
                try applyQueuedValues()
                let solved = solver.value(of: width)
                // Borrowed where it is.
                let moved = entry.read { record -> Double? in
                    let measured = record.intrinsic.measuredAtWidth
                    return measured.map({ abs(solved - $0) > Self.widthTolerance }) ?? true ? solved : nil
                }
                if let solved = moved {
                    try entry.use { record throws(LayoutError) in
                        try updateIntrinsic(record, width: max(0, solved), zeroingWidthConstraints: zeroing)
                    }
                    converged = false
                }
            }
        }
        return converged
    }

    /// Fits the root to `target`: each axis's fitting constraint takes the target's value, or is replaced
    /// when its priority changed or it cannot hold.
    private func fit(to target: FittingTarget) throws(LayoutError) {
        guard let v = system.tree.rootRecord?.variables else { return }
        let width = try fittingConstraint(system.fitting.width, v.width, target.width, target.widthPriority, "width")
        system.fitting.width = width
        let height = try fittingConstraint(system.fitting.height, v.height, target.height, target.heightPriority, "height")
        system.fitting.height = height
    }

    /// The new constant of a fitting constraint that stays (same priority) for `value`, if it differs: a
    /// batch's list of fitting changes, empty or of one.
    private func fittingChange(_ existing: FittingConstraint?, _ value: Double, _ priority: LayoutPriority) -> [(constraint: Constraint, constant: Double)] {
        guard let existing, existing.keeps(priority), system.solver.constant(of: existing.constraint) != -value else { return [] }
        return [(existing.constraint, -value)]
    }

    /// The fitting constraint for one axis: the existing one with a new constant when its priority holds,
    /// else a new one.
    private func fittingConstraint(_ existing: FittingConstraint?, _ variable: Variable, _ value: Double, _ priority: LayoutPriority,
                                   _ axis: String) throws(LayoutError) -> FittingConstraint {
        if let existing, existing.keeps(priority) {
            if system.solver.constant(of: existing.constraint) == -value { return existing }
            do { try system.solver.setConstant(-value, of: existing.constraint, explainingConflicts: false) } catch {
                guard error.isConflict else { throw .solver(cause: error) }
                try removeInternal(existing.constraint)
                return try newFittingConstraint(variable, value, priority, axis)
            }
            return existing
        }
        if let existing { try removeInternal(existing.constraint) }
        return try newFittingConstraint(variable, value, priority, axis)
    }

    private func newFittingConstraint(_ variable: Variable, _ value: Double, _ priority: LayoutPriority,
                                      _ axis: String) throws(LayoutError) -> FittingConstraint {
        let text = "\(root.layoutDebugName).\(axis) == \(formatPoints(value)) @\(priority) (fitting size)"
        let c = Constraint(Expression([Term(variable, coefficient: 1)], constant: -value), .equal,
                           strength: Strength(priority: priority.rawValue), label: text)
        return FittingConstraint(constraint: try addInternal(c, .fitting(text)), priority: priority)
    }
}
