import Cassowary

extension LayoutEngine {
    /// One layout pass: applies pending changes to the live solver, sizes the root with the two fences
    /// (`width == w @wp`, `height == h @hp`), and re-measures width-dependent views at their solved widths
    /// until the widths are stable (at most `maximumWidthPasses` rounds).
    func solve(width: Double, widthPriority: LayoutPriority, height: Double, heightPriority: LayoutPriority) throws(LayoutError) {
        guard width.isFinite, height.isFinite else { throw .nonFinite("fitting target \(width) x \(height) for \(root.layoutDebugName)") }
        guard widthPriority.isValid, heightPriority.isValid else {
            throw .invalidPriority(min(widthPriority.rawValue, heightPriority.rawValue), constraint: "fitting size of \(root.layoutDebugName)")
        }
        let fences = (width, widthPriority, height, heightPriority)
        let changed = needsCollect || !dirtyConstants.isEmpty || !dirtyPriorities.isEmpty || !dirtyIntrinsic.isEmpty
            || !dirtyOffsets.isEmpty || lastFences.map { $0 != fences } ?? true
        guard changed else { return }
        // History-free: the result of a pass must not depend on what the tree measured before. A system that
        // holds a broken constraint got it from an earlier conflict, and a conflict met while changing a
        // live system breaks whichever constraint changed last, not the one a first layout would break:
        // both cases start over from the tree, as a newly built cell would, and so does a change that
        // makes a constraint invalid or valid again (see `changesWhatIsInstalled`). Systems without
        // conflicts are kept, so data changes stay constant changes.
        if hasDemotions || needsRebuildForRemovals || changesWhatIsInstalled { reset() }
        do {
            let fromScratch = isEmpty
            try applyChanges(fences)
            if hasDemotions && !fromScratch {
                reset()
                try applyChanges(fences)
            }
        } catch {
            // Leave no half-applied state behind: the next pass rebuilds from the tree.
            reset()
            throw error
        }
    }

    private func applyChanges(_ fences: (Double, LayoutPriority, Double, LayoutPriority)) throws(LayoutError) {
        if needsCollect { try collect() }
        // Changes are applied in tree and installation order, never in hash order, so a layout that
        // leaves a choice to the solver makes the same choice in every run.
        if !dirtyPriorities.isEmpty {
            for c in installOrder where dirtyPriorities.contains(c) { try refreshPriority(c) }
            dirtyPriorities.removeAll()
        }
        if !dirtyConstants.isEmpty {
            for c in installOrder where dirtyConstants.contains(c) { try refreshConstant(c) }
            dirtyConstants.removeAll()
        }
        if !dirtyOffsets.isEmpty {
            for view in managed where dirtyOffsets.contains(ObjectIdentifier(view)) { try refreshOffsets(of: ObjectIdentifier(view)) }
            dirtyOffsets.removeAll()
        }

        func isWidthDependent(_ view: View) -> Bool { view.intrinsicSizeDependsOnWidth && pinned[ObjectIdentifier(view)] == nil }
        widthDependent.removeAll(keepingCapacity: true)
        for view in managed where isWidthDependent(view) { widthDependent.append(view) }
        // Width-dependent views start from their width-free measurement every pass, so the result never
        // depends on what the tree showed before.
        if !dirtyIntrinsic.isEmpty {
            for view in managed where !isWidthDependent(view) && dirtyIntrinsic.contains(ObjectIdentifier(view)) {
                try updateIntrinsic(view, width: nil)
            }
        }
        for view in widthDependent { try updateIntrinsic(view, width: nil, horizontalOnly: !hasCrossAxisConstraints) }
        dirtyIntrinsic.removeAll()

        try applyQueuedValues()
        try setFences(fences)
        lastFences = fences

        var converged = widthDependent.isEmpty
        for _ in 0..<Self.maximumWidthPasses where !converged {
            converged = true
            for view in widthDependent {
                guard let vars = variables[ObjectIdentifier(view)] else { continue }
                try applyQueuedValues()
                let solved = solver.value(of: vars.width)
                let measured = intrinsic[ObjectIdentifier(view)]?.measuredAtWidth
                if measured.map({ abs(solved - $0) > 1e-6 }) ?? true {
                    try updateIntrinsic(view, width: max(0, solved))
                    converged = false
                }
            }
        }
        try applyQueuedValues()
        diagnostics.removeAll { if case .widthDidNotConverge = $0 { return true } else { return false } }
        if !converged {
            diagnostics.append(.widthDidNotConverge(widthDependent.map(\.layoutDebugName)))
        }
    }

    private func setFences(_ fences: (Double, LayoutPriority, Double, LayoutPriority)) throws(LayoutError) {
        guard let v = variables[ObjectIdentifier(root)] else { return }
        widthFence = try fence(widthFence, v.width, fences.0, fences.1, "width")
        heightFence = try fence(heightFence, v.height, fences.2, fences.3, "height")
    }

    private func fence(_ existing: (constraint: Constraint, priority: LayoutPriority)?, _ variable: Variable,
                       _ value: Double, _ priority: LayoutPriority, _ axis: String) throws(LayoutError) -> (constraint: Constraint, priority: LayoutPriority) {
        if let existing, existing.priority == priority, existing.constraint.strength.priority == priority.rawValue {
            if solver.constant(of: existing.constraint) == -value { return existing }
            do { try solver.setConstant(-value, of: existing.constraint) } catch {
                guard error.isConflict else { throw .solver(cause: error) }
                try removeInternal(existing.constraint)
                return try newFence(variable, value, priority, axis)
            }
            return existing
        }
        if let existing { try removeInternal(existing.constraint) }
        return try newFence(variable, value, priority, axis)
    }

    private func newFence(_ variable: Variable, _ value: Double, _ priority: LayoutPriority, _ axis: String) throws(LayoutError) -> (constraint: Constraint, priority: LayoutPriority) {
        let text = "\(root.layoutDebugName).\(axis) == \(formatPoints(value)) @\(priority) (fitting size)"
        let c = Constraint(Expression([Term(variable, coefficient: 1)], constant: -value), .equal,
                           strength: Strength(priority: priority.rawValue), label: text)
        return (try addInternal(c, .fitting(text)), priority)
    }

    /// The solved size of the root (unrounded).
    var rootSize: Size {
        guard let v = variables[ObjectIdentifier(root)] else { return .zero }
        return Size(width: solver.value(of: v.width), height: solver.value(of: v.height))
    }

    /// The solved rectangle of a managed view or free guide, in the root's coordinates (unrounded).
    func solvedRect(of item: LayoutItem) -> Rect? {
        guard let (v, _) = variables(of: item) else { return nil }
        return Rect(x: solver.value(of: v.x), y: solver.value(of: v.y),
                    width: solver.value(of: v.width), height: solver.value(of: v.height))
    }

    /// Writes every managed view's frame (not the root's): edges snapped to the pixel grid in root
    /// coordinates, then made relative to the superview's snapped origin, as UIKit rounds.
    func writeFrames() {
        // Work in whole pixels so differences of snapped edges are exact, then divide by the scale once.
        let scale = PixelGrid(scale: root.effectiveDisplayScale).scale
        func pixels(_ rect: Rect) -> (Double, Double, Double, Double) {
            ((rect.minX * scale).rounded(), (rect.minY * scale).rounded(), (rect.maxX * scale).rounded(), (rect.maxY * scale).rounded())
        }
        var origins: [ObjectIdentifier: (Double, Double)] = [ObjectIdentifier(root): (0, 0)]
        for view in managed where view !== root {
            guard let rect = solvedRect(of: view) else { continue }
            let (x0, y0, x1, y1) = pixels(rect)
            origins[ObjectIdentifier(view)] = (x0, y0)
            let parent = view.superview.flatMap { origins[ObjectIdentifier($0)] } ?? (0, 0)
            view.frame = Rect(x: (x0 - parent.0) / scale, y: (y0 - parent.1) / scale,
                              width: (x1 - x0) / scale, height: (y1 - y0) / scale)
        }
        for guide in guides {
            guard let rect = solvedRect(of: guide) else { continue }
            let (x0, y0, x1, y1) = pixels(rect)
            let owner = guide.owningView.flatMap { origins[ObjectIdentifier($0)] } ?? (0, 0)
            guide.layoutFrame = Rect(x: (x0 - owner.0) / scale, y: (y0 - owner.1) / scale,
                                     width: (x1 - x0) / scale, height: (y1 - y0) / scale)
        }
    }
}
