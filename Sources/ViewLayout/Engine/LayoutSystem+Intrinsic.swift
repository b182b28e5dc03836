import Cassowary

extension LayoutSystem {
    /// The least priority a wrapping view resists horizontal compression at (see `wrappingWidthPriorities`):
    /// just above the fitting level, so a fitting size never squeezes it.
    static let widthFreeResistance: LayoutPriority = 51

    /// How much more weakly wrapping views hug horizontally than their priority says (see
    /// `wrappingWidthPriorities`).
    static let wrappingHuggingBias = 0.01

    /// Measures a view's intrinsic size at `width` and brings its size constraints up to date:
    /// constants via `setConstant`, constraints added or removed only when an axis gains or loses a size.
    ///
    /// Wrapping views (width-dependent) are measured twice per pass. First without a width: their
    /// horizontal constraints become `width <= single-line width` at (hugging − 0.01) and
    /// `width >= single-line width` just above that (`wrappingWidthPriorities`), so they take what the
    /// constraints around them leave; with `horizontalOnly` their heights keep the previous values (no
    /// constraint relates a width to a height then, so widths cannot depend on them). Then at their solved
    /// width: both constants become the widest line (so a view that is not held by both edges shrinks to
    /// its text, as UIKit's single content-size constraint follows the label's intrinsic width), heights
    /// and baselines follow. Only constants change from item to item. A pass on a live system
    /// may measure them once instead, at the widths the solver gives them without that round, on the
    /// guess that the round would change none (see `measureAtSolvedWidths`).
    ///
    /// `zeroingWidthConstraints` sets a wrapping view's two width constraints to zero instead (see
    /// `WidthRound.guessed`).
    mutating func updateIntrinsic(_ record: ViewRecord, width: Double?, horizontalOnly: Bool = false,
                                  zeroingWidthConstraints: Bool = false) throws(LayoutError) {
        guard record.pins == nil else { return }
        try record.withView { view throws(LayoutError) in
            try updateIntrinsic(record, view, width: width, horizontalOnly: horizontalOnly,
                                zeroingWidthConstraints: zeroingWidthConstraints)
        }
    }

    private mutating func updateIntrinsic(_ record: ViewRecord, _ view: View, width: Double?, horizontalOnly: Bool,
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
            // Otherwise both are the single-line width without a width, the widest line at one: as UIKit's
            // one content-size constraint, whose constant is the label's intrinsic width of the moment.
            let constant = zeroingWidthConstraints ? 0 : size.width
            try sync(&state.hugWidth, .horizontal, .lessThanOrEqual, constant, wrapping.hug, view, vars)
            try sync(&state.resistWidthFree, .horizontal, .greaterThanOrEqual, constant, wrapping.resistWhileFree,
                     view, vars, note: " (as it wraps)")
            if let old = state.resistWidth { try removeInternal(old.constraint); state.resistWidth = nil }
            if width == nil && horizontalOnly { return }
        } else {
            try syncContentSize(&state.hugWidth, &state.resistWidth, .horizontal, size.width, hugH, resistH, view, vars)
            if let old = state.resistWidthFree { try removeInternal(old.constraint); state.resistWidthFree = nil }
        }
        let oldBaselines = state.baselines
        var baselines = try view.baselineOffsets()
        if record.baselinesFollowCentre, let offsets = baselines {
            // Kept below the middle of the intrinsic height, where they stay however tall the view is made.
            let half = max(0, size.height) / 2
            baselines = (offsets.firstFromTop - half, half - offsets.lastFromBottom)
        }
        state.baselines = baselines
        state.size = size
        try syncContentSize(&state.hugHeight, &state.resistHeight, .vertical, size.height, hugV, resistV, view, vars)
        if !(oldBaselines.map { b in state.baselines.map { $0 == b } ?? false } ?? (state.baselines == nil)) {
            try refreshOffsets(of: ObjectIdentifier(view))
        }
    }

    /// The priorities of a wrapping view's two width constraints. Wrapping content hugs a hair more
    /// weakly than fixed content at the same priority, so when both could take spare width, the wrapping
    /// view keeps the width it was measured at.
    ///
    /// It resists compression a hair above that hugging (never below `widthFreeResistance`, never above its
    /// own resistance): so it gives way to fixed-size neighbours, whose resistance is UIKit's 750, instead
    /// of fighting them at equal priority while its width is found; but where wrapping views must share
    /// one width (the labels of a vertical stack that fills its width, nothing else giving the stack a
    /// width), the widest text wins over the others' hugging, as UIKit's compression resistance wins
    /// there: Xcode stores such a stack as wide as its longest line (GoMap's display settings, three cells).
    static func wrappingWidthPriorities(of view: View) -> (hug: LayoutPriority, resistWhileFree: LayoutPriority) {
        let hug = view.contentHuggingPriority(for: .horizontal)
        let resist = view.contentCompressionResistancePriority(for: .horizontal)
        guard !hug.isRequired else { return (hug, min(resist, Self.widthFreeResistance)) }
        let hugging = LayoutPriority(max(1, hug.rawValue - Self.wrappingHuggingBias))
        let resisting = LayoutPriority(max(Self.widthFreeResistance.rawValue, hugging.rawValue + Self.wrappingHuggingBias / 2))
        return (hugging, min(resist, resisting))
    }

    /// The size constraints of content whose size does not depend on the width, on one axis: as UIKit's
    /// content-size constraint, one equality `size == value` going over which costs the hugging priority
    /// and falling short the compression resistance, in `hug` (`resist` nil). Two inequalities say the
    /// same, at the cost of a row and two symbols more in the solver and two constant changes per new
    /// value instead of one (about a fifth of a later item of a cell). When either priority is required
    /// (or not valid), the two inequalities instead: a required side is a constraint of its own, which a
    /// conflict may break (see `ConstraintStore.add`).
    private mutating func syncContentSize(_ hug: inout SizeConstraint?, _ resist: inout SizeConstraint?, _ axis: LayoutAxis,
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
    private mutating func sync(_ record: inout SizeConstraint?, _ axis: LayoutAxis, _ relation: Relation, _ value: Double,
                               _ priority: LayoutPriority, _ view: View, _ vars: ItemVariables, shortfall: LayoutPriority? = nil,
                               note: String = "") throws(LayoutError) {
        // The usual case, a new value only, reads the size where its record keeps it (see `Borrowed`).
        if let entry = record.map(Borrowed.init), entry.read({ existing in
            guard value >= 0, priority.isValid, existing.spec.relation == relation,
                  existing.constraint.strength.priority == priority.rawValue,
                  existing.constraint.shortfallStrength.priority == (shortfall ?? priority).rawValue else { return false }
            constraints.queue(value, for: existing)
            return true
        }) {
            return
        }
        record = try replace(record, axis, relation, value, priority, shortfall, view, vars, note: note)
    }

    /// Removes the old constraint and adds the new one, or none when the value or priority is not valid.
    private mutating func replace(_ existing: SizeConstraint?, _ axis: LayoutAxis, _ relation: Relation, _ value: Double,
                                  _ priority: LayoutPriority, _ shortfall: LayoutPriority?, _ view: View, _ vars: ItemVariables,
                                  note: String = "") throws(LayoutError) -> SizeConstraint? {
        if let existing { try removeInternal(existing.constraint) }
        guard value >= 0 && priority.isValid else { return nil }
        let horizontal = axis == .horizontal
        let spec = SizeConstraint.Spec(view: view, axis: axis, name: (horizontal ? "width" : "height") + note,
                                       variable: horizontal ? vars.width : vars.height, relation: relation, priority: priority,
                                       shortfallPriority: shortfall)
        return SizeConstraint(spec, try constraints.addSize(spec, at: value, to: solver, diagnostics: &diagnostics), value)
    }

    /// Takes a view's size constraints out of the solver and forgets its measurement.
    mutating func removeIntrinsic(_ record: ViewRecord) throws(LayoutError) {
        let sizes = record.intrinsic.constraints
        record.intrinsic.clear()
        for size in sizes { try removeInternal(size.constraint) }
    }
}
