import Cassowary

extension LayoutEngine {
    /// Measures a view's intrinsic size at `width` and brings its size constraints up to date:
    /// constants via `setConstant`, constraints added or removed only when an axis gains or loses a size.
    ///
    /// Wrapping views (width-dependent) are measured twice per pass. First without a width: their
    /// horizontal constraints become `width <= single-line width` at (hugging − 0.01) and
    /// `width >= single-line width` at `widthFreeResistance`, so they take what the constraints around
    /// them leave; with `horizontalOnly` their heights keep the previous values (no constraint relates a
    /// width to a height then, so widths cannot depend on them). Then at their solved width: the hugging
    /// constant becomes the widest line (so a view that is not held by both edges shrinks to its text),
    /// heights and baselines follow. Only constants change from item to item. A pass on a live system
    /// may measure them once instead, at the widths the solver gives them without that round, on the
    /// guess that the round would change none (see `measureAtSolvedWidths`).
    ///
    /// `zeroingWidthConstraints` sets a wrapping view's two width constraints to zero instead (see
    /// `WidthRound.guessed`).
    func updateIntrinsic(_ record: ViewRecord, width: Double?, horizontalOnly: Bool = false,
                         zeroingWidthConstraints: Bool = false) throws(LayoutError) {
        guard record.pins == nil else { return }
        try record.withView { view throws(LayoutError) in
            try updateIntrinsic(record, view, width: width, horizontalOnly: horizontalOnly,
                                zeroingWidthConstraints: zeroingWidthConstraints)
        }
    }

    private func updateIntrinsic(_ record: ViewRecord, _ view: View, width: Double?, horizontalOnly: Bool,
                                 zeroingWidthConstraints: Bool) throws(LayoutError) {
        let vars = record.variables
        // Updated in place: an error below leaves it half done, but a failed pass resets the system.
        let state = record.intrinsic
        let size = try view.intrinsicContentSize(forWidth: width)
        guard size.width.isFinite, size.height.isFinite else {
            throw .nonFinite("intrinsic content size \(size) of \(view.layoutDebugName)")
        }
        let hugH = view.contentHuggingPriority(for: .horizontal), resistH = view.contentCompressionResistancePriority(for: .horizontal)
        let hugV = view.contentHuggingPriority(for: .vertical), resistV = view.contentCompressionResistancePriority(for: .vertical)
        state.measuredAtWidth = width
        // What the pass's walk read for the view at its latest change (see `ViewRecord.dependsOnWidth`).
        if record.dependsOnWidth {
            let wrapping = record.wrapping
            // At zero, both width constraints hold at any width the view gets: their rows never go
            // negative, so moving widths cost no pivots, and they stay there from item to item.
            try sync(&state.hugWidth, .horizontal, .lessThanOrEqual, zeroingWidthConstraints ? 0 : size.width, wrapping.hug, view, vars)
            if zeroingWidthConstraints {
                try sync(&state.resistWidthFree, .horizontal, .greaterThanOrEqual, 0, wrapping.resistWhileFree,
                         view, vars, note: " (while its width is found)")
            } else if width == nil {
                try sync(&state.resistWidthFree, .horizontal, .greaterThanOrEqual, size.width, wrapping.resistWhileFree,
                         view, vars, note: " (while its width is found)")
            }
            if let old = state.resistWidth { try removeInternal(old.constraint); state.resistWidth = nil }
            if width == nil && horizontalOnly { return }
        } else {
            try syncContentSize(&state.hugWidth, &state.resistWidth, .horizontal, size.width, hugH, resistH, view, vars)
            if let old = state.resistWidthFree { try removeInternal(old.constraint); state.resistWidthFree = nil }
        }
        let oldBaselines = state.baselines
        state.baselines = try view.baselineOffsets()
        state.size = size
        try syncContentSize(&state.hugHeight, &state.resistHeight, .vertical, size.height, hugV, resistV, view, vars)
        if !(oldBaselines.map { b in state.baselines.map { $0 == b } ?? false } ?? (state.baselines == nil)) {
            try refreshOffsets(of: ObjectIdentifier(view))
        }
    }

    /// The priorities of a wrapping view's two width constraints. Wrapping content hugs a hair more
    /// weakly than fixed content at the same priority, so when both could take spare width, the wrapping
    /// view keeps the width it was measured at; while its width is found it resists compression only at
    /// `widthFreeResistance` (or its own resistance, if lower).
    func wrappingWidthPriorities(of view: View) -> (hug: LayoutPriority, resistWhileFree: LayoutPriority) {
        let hug = view.contentHuggingPriority(for: .horizontal)
        let resist = view.contentCompressionResistancePriority(for: .horizontal)
        return (hug.isRequired ? hug : LayoutPriority(max(1, hug.rawValue - Self.wrappingHuggingBias)),
                min(resist, Self.widthFreeResistance))
    }

    /// The size constraints of content whose size does not depend on the width, on one axis: as UIKit's
    /// content-size constraint, one equality `size == value` going over which costs the hugging priority
    /// and falling short the compression resistance, in `hug` (`resist` nil). Two inequalities say the
    /// same, at the cost of a row and two symbols more in the solver and two constant changes per new
    /// value instead of one (about a fifth of a later item of a cell). When either priority is required
    /// (or not valid), the two inequalities instead: a required side is a constraint of its own, which a
    /// conflict may break (see `addInternal`).
    private func syncContentSize(_ hug: inout SizeConstraint?, _ resist: inout SizeConstraint?, _ axis: LayoutAxis,
                                 _ value: Double, _ hugging: LayoutPriority, _ resistance: LayoutPriority,
                                 _ view: View, _ vars: ItemVariables) throws(LayoutError) {
        if hugging.isValid && resistance.isValid && !hugging.isRequired && !resistance.isRequired {
            if let old = resist { try removeInternal(old.constraint); resist = nil }
            try sync(&hug, axis, .equal, value, hugging, view, vars, shortfall: resistance)
        } else {
            try sync(&hug, axis, .lessThanOrEqual, value, hugging, view, vars)
            try sync(&resist, axis, .greaterThanOrEqual, value, resistance, view, vars)
        }
    }

    /// One intrinsic constraint `width|height <relation> value @priority` on the axis given (an equality
    /// with `shortfall` as the priority of falling short). A change of value only is queued (applied by
    /// `applyQueuedValues` before the solver is read or changed otherwise) and the record stays as it is
    /// (most items); a new relation or priority, or a value that appears or disappears, replaces the
    /// constraint at once. `note` follows the axis's name in diagnostics.
    private func sync(_ record: inout SizeConstraint?, _ axis: LayoutAxis, _ relation: Relation, _ value: Double,
                      _ priority: LayoutPriority, _ view: View, _ vars: ItemVariables, shortfall: LayoutPriority? = nil,
                      note: String = "") throws(LayoutError) {
        // The usual case, a new value only, reads the size where its record keeps it (see `Borrowed`).
        if let entry = record.map(Borrowed.init), entry.read({ existing in
            guard value >= 0, priority.isValid, existing.spec.relation == relation,
                  existing.constraint.strength.priority == priority.rawValue,
                  existing.constraint.shortfallStrength.priority == (shortfall ?? priority).rawValue else { return false }
            system.sizes.queue(value, for: existing)
            return true
        }) {
            return
        }
        record = try replace(record, axis, relation, value, priority, shortfall, view, vars, note: note)
    }

    /// Removes the old constraint and adds the new one, or none when the value or priority is not valid.
    private func replace(_ existing: SizeConstraint?, _ axis: LayoutAxis, _ relation: Relation, _ value: Double,
                         _ priority: LayoutPriority, _ shortfall: LayoutPriority?, _ view: View, _ vars: ItemVariables,
                         note: String = "") throws(LayoutError) -> SizeConstraint? {
        if let existing { try removeInternal(existing.constraint) }
        guard value >= 0 && priority.isValid else { return nil }
        let horizontal = axis == .horizontal
        let spec = SizeConstraint.Spec(view: view, axis: axis, name: (horizontal ? "width" : "height") + note,
                                       variable: horizontal ? vars.width : vars.height, relation: relation, priority: priority,
                                       shortfallPriority: shortfall)
        return SizeConstraint(spec, try add(spec, value), value)
    }

    /// Adds `variable <relation> value @priority` to the solver, labelled for diagnostics.
    private func add(_ spec: SizeConstraint.Spec, _ value: Double) throws(LayoutError) -> Constraint {
        let subject = "\(spec.view.layoutDebugName).\(spec.name)", amount = formatPoints(value)
        let text = switch spec.relation {
        case .lessThanOrEqual: "\(subject) <= \(amount) @\(spec.priority) (content hugging)"
        case .greaterThanOrEqual: "\(subject) >= \(amount) @\(spec.priority) (compression resistance)"
        case .equal: "\(subject) == \(amount) (content hugging @\(spec.priority), "
            + "compression resistance @\(spec.shortfallPriority ?? spec.priority))"
        }
        let c = Constraint(Expression([Term(spec.variable, coefficient: 1)], constant: -value), spec.relation,
                           strength: Strength(priority: spec.priority.rawValue),
                           shortfallStrength: spec.shortfallPriority.map { Strength(priority: $0.rawValue) }, label: text)
        return try addInternal(c, .intrinsic(text))
    }

    /// Applies the queued values in one solver call, which repairs the solution once for all of them:
    /// a view's hugging and compression resistance move together, and a change that would push the
    /// solution one way and another that brings it back cost no dual-simplex pivots. Called before the
    /// solver is read, and before any other change to it, so queueing never reorders a change relative
    /// to anything else.
    ///
    /// `fitting` holds new constants for the fitting constraints that go into the same batch (a change of
    /// table width then costs one repair with the new sizes, not a second one); on a conflict they are left
    /// for `fit(to:)`, which replaces a fitting constraint that cannot hold.
    func applyQueuedValues(fitting: [(constraint: Constraint, constant: Double)] = []) throws(LayoutError) {
        guard !system.sizes.isEmpty || !fitting.isEmpty else { return }
        // The queue's buffer is taken, not copied, and handed back empty (nothing queues meanwhile: the
        // solver calls below never reach the views).
        var queue = system.sizes.takeQueue()
        defer { system.sizes.handBack(&queue) }
        try applyBatch(of: queue, fitting: fitting)
    }

    /// Applies the queued widths and the given fitting changes in one batch, as `applyQueuedValues` does, and leaves
    /// the queued heights in the queue, in order. Only for a system in which no constraint relates the two
    /// axes: no row then holds symbols of both, so widths applied first and heights after reach the state
    /// one batch of both would (each row takes its own changes in the same order, and the dual simplex's
    /// steps on one axis never touch the other's rows or reduced costs).
    func applyQueuedWidths(fitting: [(constraint: Constraint, constant: Double)]) throws(LayoutError) {
        assert(!system.tree.hasCrossAxisConstraints, "the axes must be independent")
        var widths = system.sizes.takeQueuedWidths()
        defer { system.sizes.handBackWidths(&widths) }
        try applyBatch(of: widths, fitting: fitting)
    }

    /// Applies a batch (see `IntrinsicSizes.apply`); a value that conflicts is applied alone, and held at 999
    /// if it cannot be otherwise (see `setValue`).
    private func applyBatch(of sizes: [Borrowed<SizeConstraint>], fitting: [(constraint: Constraint, constant: Double)]) throws(LayoutError) {
        let conflicting = try system.sizes.apply(sizes, fitting: fitting, in: system.solver)
        for (size, value) in conflicting { try setValue(value, of: size) }
    }

    /// Sets one size's value; a required size that conflicts at it is added again at 999, reported.
    private func setValue(_ value: Double, of size: SizeConstraint) throws(LayoutError) {
        do {
            try system.solver.setConstant(-value, of: size.constraint, explainingConflicts: false)
        } catch {
            guard error.isConflict else { throw .solver(cause: error) }
            try removeInternal(size.constraint)
            size.constraint = try add(size.spec, value)
        }
        size.value = value
    }

    func removeIntrinsic(_ record: ViewRecord) throws(LayoutError) {
        let sizes = record.intrinsic.constraints
        record.intrinsic.clear()
        for size in sizes { try removeInternal(size.constraint) }
    }

    /// Recomputes the solver constants of constraints that use this view's margins or baselines.
    func refreshOffsets(of id: ObjectIdentifier) throws(LayoutError) {
        for c in system.constraints.dependents(of: id) { try refreshConstant(c) }
    }

    /// Pushes a constraint's current constant to the solver; if a required one can no longer be
    /// satisfied at the new value, it is reinstalled (and broken, with a report). A constant that is
    /// not finite never gets here: the pass starts over instead (see `changesWhatIsInstalled`).
    func refreshConstant(_ c: LayoutConstraint) throws(LayoutError) {
        try applyQueuedValues()
        guard let change = changedConstant(of: c) else { return }
        do {
            try system.solver.setConstant(change.constant, of: change.constraint, explainingConflicts: false)
        } catch {
            guard error.isConflict else { throw .solver(cause: error) }
            try uninstall(c)
            try install(c)
        }
    }

    /// Pushes the current constants of several constraints to the solver in one batch (one repair, and for
    /// required ones one copy of the solver to fall back to, instead of one each). If they conflict, they go
    /// one at a time in the given order instead, so the one that breaks is the one a single change would break.
    func refreshConstants(_ constraints: [LayoutConstraint]) throws(LayoutError) {
        try applyQueuedValues()
        let changes = constraints.compactMap(changedConstant(of:))
        do {
            try system.solver.setConstants(changes, explainingConflicts: false)
        } catch {
            guard error.isConflict else { throw .solver(cause: error) }
            for c in constraints { try refreshConstant(c) }
        }
    }

    /// An installed constraint's solver constraint and the constant it should have now, if that differs
    /// from the one it has.
    private func changedConstant(of c: LayoutConstraint) -> (constraint: Constraint, constant: Double)? {
        guard let record = system.constraints.installed[c], let constant = system.tree.solverConstant(for: c),
              system.solver.constant(of: record.solverConstraint) != constant else { return nil }
        return (record.solverConstraint, constant)
    }

    /// Re-adds a constraint whose priority changed (the solver's strengths are fixed per constraint).
    /// An invalid priority never gets here: the pass starts over instead (see `changesWhatIsInstalled`).
    func refreshPriority(_ c: LayoutConstraint) throws(LayoutError) {
        guard system.constraints.installed[c] != nil else { return }
        try uninstall(c)
        try install(c)
    }
}
