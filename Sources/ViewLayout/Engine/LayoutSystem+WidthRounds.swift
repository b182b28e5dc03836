import Cassowary

extension LayoutSystem {
    /// Measures the wrapping views at their solved widths until the widths settle, and decides whether a
    /// guess made by `startWidthRound` stands; if not, takes the width-free round after all, from
    /// wherever the guess left the solver (only the constants decide where the round and the rounds after
    /// it end).
    mutating func resolveWidths(_ pass: inout LayoutPass) throws(LayoutError) -> WidthOutcome {
        var converged = try settleWidths(pass)
        try applyQueuedValues()
        if case .guessed(let priority, let settled) = pass.widthRound {
            // The constraints above `priority` fix every width: the width-free round, whose constraints are
            // all at or below it, would have found the widths the views have now and measured them there.
            if converged && widths.areDetermined(pass.widthDependent, above: priority, in: solver, aroundHeights: settled) {
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

    /// Reads again the views whose inputs changed, measures those that do not wrap, and lists the wrapping
    /// ones in `pass`, in one walk; the other views are not reached at all.
    mutating func measureChangedViews(_ pass: inout LayoutPass) throws(LayoutError) {
        for entry in tree.borrowedManaged {
            // Each record is read where it is (see `Borrowed`).
            let measuresNow = entry.read { record -> Bool in
                let generation = record.stamp.generation
                guard record.measuredGeneration != generation else { return false }
                record.measuredGeneration = generation
                record.withView { view in
                    record.dependsOnWidth = view.intrinsicSizeDependsOnWidth
                    if record.dependsOnWidth { record.wrapping = Self.wrappingWidthPriorities(of: view) }
                }
                return !record.isWidthDependent
            }
            if measuresNow { try entry.use { record throws(LayoutError) in try updateIntrinsic(record, width: nil) } }
            if entry.read({ $0.isWidthDependent }) { pass.widthDependent.append(entry) }
        }
    }

    /// Measures every wrapping view of the pass without a width: they start from their width-free
    /// measurement every pass, so the result never depends on what the tree showed before. Then fits the
    /// root to the target, with every change applied to the solver.
    ///
    /// On a live system whose wrapping views may skip that round (see `widthFreePriority`), they are
    /// measured at the widths the solver gives them without it instead (a guess that the round changes
    /// nothing), and the pass notes the priority: the result stands only if the
    /// widths settle where they were measured and the stronger constraints fix them there.
    mutating func startWidthRound(_ pass: inout LayoutPass) throws(LayoutError) {
        // The fitting constraints hold the last pass's target (a pass that fails starts the system over): the
        // same target again, the usual later item, leaves them as they are.
        let fitted = fitting.hold(pass.target)
        if fitting.lastTarget != nil, let priority = widthFreePriority(of: pass.widthDependent) {
            let settled = try measureAtSolvedWidths(pass, movingFitting: !fitted)
            if !fitted { try fit(to: pass.target) }
            pass.widthRound = .guessed(above: priority, settled: settled)
            return
        }
        for entry in pass.widthDependent {
            try entry.use { record throws(LayoutError) in
                try updateIntrinsic(record, width: nil, horizontalOnly: !tree.hasCrossAxisConstraints)
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
        guard !views.isEmpty, !tree.hasCrossAxisConstraints else { return nil }
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
    /// `resolveWidths`), which sets both constants.
    ///
    /// With `movingFitting`, each fitting constraint that keeps its priority takes the target's new constant
    /// in its axis's batch (`fit(to:)` replaces the others afterwards).
    ///
    /// Returns where the solver stood before and after the batch of heights, if the widths were settled as
    /// read (see `WidthRound.guessed`).
    private mutating func measureAtSolvedWidths(_ pass: LayoutPass, movingFitting: Bool)
        throws(LayoutError) -> (beforeHeights: Solver.BasisMark, afterHeights: Solver.BasisMark)? {
        let target = pass.target
        assert(!tree.hasCrossAxisConstraints, "the axes must be independent")
        try constraints.applyQueuedWidths(fitting: movingFitting ? fittingChange(fitting.width, target.width, target.widthPriority) : [],
                                          in: solver, diagnostics: &diagnostics)
        let solver = self.solver
        let solved = solver.values(of: widths.variables(of: pass.widthDependent))
        let beforeMeasuring = solver.basisMark
        for (entry, width) in zip(pass.widthDependent, solved) {
            try entry.use { record throws(LayoutError) in
                try updateIntrinsic(record, width: max(0, width), zeroingWidthConstraints: true)
            }
        }
        // A width constraint that measuring replaced (one not at zero yet), or a width below zero (measured
        // at zero), leaves the widths to `settleWidths`.
        let before = solver.basisMark
        let settled = before.hasSameConstraints(as: beforeMeasuring) && solved.allSatisfy { $0 >= -WidthResolution.tolerance }
            && !constraints.hasQueuedWidth
        try applyQueuedValues(fitting: movingFitting ? fittingChange(fitting.height, target.height, target.heightPriority) : [])
        return settled ? (before, solver.basisMark) : nil
    }

    /// Measures width-dependent views again at their solved widths until no width moves, at most
    /// `WidthResolution.maximumRounds` rounds.
    /// Returns whether they settled.
    private mutating func settleWidths(_ pass: LayoutPass) throws(LayoutError) -> Bool {
        var converged = pass.widthDependent.isEmpty
        if case .guessed(_, .some) = pass.widthRound { converged = true }
        let zeroing = pass.widthRound.zeroesWidthConstraints
        // Read once: reading `self.solver` at every call retains and releases it around the call.
        let solver = self.solver
        let variables = converged ? [] : widths.variables(of: pass.widthDependent)
        for _ in 0..<WidthResolution.maximumRounds where !converged {
            converged = true
            for (entry, width) in zip(pass.widthDependent, variables) {
                try applyQueuedValues()
                let solved = solver.value(of: width)
                // Borrowed where it is.
                let moved = entry.read { record -> Double? in
                    let measured = record.intrinsic.measuredAtWidth
                    return measured.map({ abs(solved - $0) > WidthResolution.tolerance }) ?? true ? solved : nil
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
}
