import Cassowary

extension LayoutEngine {
    /// The views this engine places: the root, and the subviews of every managed view that lays out its
    /// subviews with constraints. Subviews of frame-layout views are placed by their own `layoutSubviews`.
    func managedViews() -> [View] {
        var result: [View] = []
        var stack: [View] = [root]
        while let view = stack.popLast() {
            result.append(view)
            if view.laysOutSubviewsWithConstraints {
                stack.append(contentsOf: view.subviews.reversed())
            }
        }
        return result
    }

    /// Brings the solver in line with the tree: adds what is new, removes what is gone (no rebuild).
    func collect() throws(LayoutError) {
        needsCollect = false
        if isEmpty { noteBuilt() }
        diagnostics.removeAll { if case .skippedConstraint = $0 { return true } else { return false } }
        skipped.removeAll()

        let views = managedViews()
        let viewIDs = Set(views.map(ObjectIdentifier.init))
        // Variables for new views; forget removed ones.
        for view in views where variables[ObjectIdentifier(view)] == nil {
            variables[ObjectIdentifier(view)] = ItemVariables(view.identifier.isEmpty ? view.typeName : view.identifier)
            dirtyIntrinsic.insert(ObjectIdentifier(view))
        }
        // Wanted constraints, in tree order (stack views generate theirs now).
        var wanted: [LayoutConstraint] = []
        var freeGuides: [LayoutGuide] = []
        for view in views {
            wanted += view.constraints
            wanted += try view.generatedConstraints()
        }
        for view in views { freeGuides += view.layoutGuides.filter { $0.kind == .free } }
        for guide in freeGuides where variables[ObjectIdentifier(guide)] == nil {
            variables[ObjectIdentifier(guide)] = ItemVariables(guide.identifier.isEmpty ? "guide" : guide.identifier)
        }
        let guideIDs = Set(freeGuides.map(ObjectIdentifier.init))

        func contains(_ item: LayoutItem) -> Bool {
            if let guide = item as? LayoutGuide, guide.kind == .free { return guideIDs.contains(ObjectIdentifier(guide)) }
            guard let view = item.owningViewForLayout else { return false }
            return viewIDs.contains(ObjectIdentifier(view))
        }

        var accepted: [LayoutConstraint] = []
        var acceptedSet: Set<LayoutConstraint> = []
        for c in wanted where !acceptedSet.contains(c) {
            guard contains(c.firstItem), c.secondItem.map(contains) ?? true else {
                diagnostics.append(.skippedConstraint(ConstraintInfo(c), reason: "relates a view outside the tree laid out from \(root.layoutDebugName)"))
                continue
            }
            do throws(LayoutError) {
                try LayoutConstraint.validate(c.firstItem, c.firstAttribute, c.secondItem, c.secondAttribute, c.multiplier, c.constant)
                guard c.priority.isValid else { throw LayoutError.invalidPriority(c.priority.rawValue, constraint: c.description) }
            } catch {
                diagnostics.append(.skippedConstraint(ConstraintInfo(c), reason: error.description))
                skipped.insert(c)
                continue
            }
            accepted.append(c)
            acceptedSet.insert(c)
        }

        // Remove constraints that are gone.
        for c in installOrder where !acceptedSet.contains(c) { try uninstall(c) }
        installOrder.removeAll { !acceptedSet.contains($0) }
        // Remove state of views and guides that left.
        for view in managed where !viewIDs.contains(ObjectIdentifier(view)) {
            try removeIntrinsic(ObjectIdentifier(view))
            try unpin(ObjectIdentifier(view))
            variables[ObjectIdentifier(view)] = nil
        }
        for guide in guides where !guideIDs.contains(ObjectIdentifier(guide)) { variables[ObjectIdentifier(guide)] = nil }
        managed = views
        guides = freeGuides

        if originConstraints.isEmpty, let v = variables[ObjectIdentifier(root)] {
            for (variable, name) in [(v.x, "minX"), (v.y, "minY")] {
                let c = Constraint(Expression([Term(variable, coefficient: 1)], constant: 0), .equal, strength: .required,
                                   label: "\(root.layoutDebugName).\(name) == 0")
                try addInternal(c, .origin("\(root.layoutDebugName).\(name) == 0"))
                originConstraints.append(c)
            }
        }

        hasCrossAxisConstraints = accepted.contains { $0.secondItem != nil && $0.firstAttribute.axis != $0.secondAttribute.axis }
        // Add the new ones, in order.
        for c in accepted where installed[c] == nil {
            try install(c)
            installOrder.append(c)
        }

        // Views nothing mentions keep their frames; mentioned ones get intrinsic-size constraints.
        var mentioned: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
        for c in accepted {
            if let view = c.firstItem.owningViewForLayout { mentioned.insert(ObjectIdentifier(view)) }
            if let view = c.secondItem?.owningViewForLayout { mentioned.insert(ObjectIdentifier(view)) }
        }
        for view in views {
            let id = ObjectIdentifier(view)
            if mentioned.contains(id) {
                try unpin(id)
            } else if pinned[id] == nil {
                try removeIntrinsic(id)
                try pin(view)
            }
        }
    }

    func install(_ c: LayoutConstraint) throws(LayoutError) {
        guard let (expression, dependents) = solverExpression(for: c) else { return }
        let solverConstraint = Constraint(expression, c.relation.solverRelation, strength: Strength(priority: c.priority.rawValue),
                                          label: c.description)
        let record = InstalledConstraint(layout: c, solverConstraint: solverConstraint, priority: c.priority)
        installed[c] = record
        origins[solverConstraint] = .layout(c)
        for view in dependents { offsetDependents[ObjectIdentifier(view), default: []].append(c) }
        try addWithRecovery(record)
    }

    func uninstall(_ c: LayoutConstraint) throws(LayoutError) {
        guard let record = installed.removeValue(forKey: c) else { return }
        origins[record.solverConstraint] = nil
        dirtyConstants.remove(c)
        dirtyPriorities.remove(c)
        if solver.contains(record.solverConstraint) {
            do { try solver.remove(record.solverConstraint) } catch { throw .solver(cause: error) }
            removalsSinceBuild += 1
        }
        for key in offsetDependents.keys { offsetDependents[key]?.removeAll { $0 === c } }
    }

    /// Adds a layout constraint; a required one that conflicts is reported and added again at 999
    /// (it is "broken": satisfied as closely as the others allow), as Auto Layout recovers.
    func addWithRecovery(_ record: InstalledConstraint) throws(LayoutError) {
        do {
            try solver.add(record.solverConstraint)
        } catch {
            guard case .unsatisfiable(_, let conflicting) = error else { throw .solver(cause: error) }
            let broken = Constraint(record.solverConstraint.expression, record.solverConstraint.relation,
                                    strength: Strength(priority: 999), label: record.solverConstraint.label)
            origins[record.solverConstraint] = nil
            origins[broken] = .layout(record.layout)
            record.solverConstraint = broken
            noteDemotion()
            diagnostics.append(.unsatisfiable(UnsatisfiableConstraints(
                conflicting: conflicting.map(info(for:)), broken: ConstraintInfo(record.layout))))
            do { try solver.add(broken) } catch { throw .solver(cause: error) }
        }
    }

    /// Adds an engine-made constraint (origin, fitting size, pinned frame); conflicts are reported and the
    /// constraint is added at 999 instead.
    @discardableResult
    func addInternal(_ c: Constraint, _ origin: ConstraintOrigin) throws(LayoutError) -> Constraint {
        try applyQueuedValues()
        origins[c] = origin
        do {
            try solver.add(c)
            return c
        } catch {
            guard case .unsatisfiable(_, let conflicting) = error else { throw .solver(cause: error) }
            let weaker = Constraint(c.expression, c.relation, strength: Strength(priority: 999), label: c.label)
            origins[c] = nil
            origins[weaker] = origin
            noteDemotion()
            diagnostics.append(.unsatisfiable(UnsatisfiableConstraints(
                conflicting: conflicting.map(info(for:)), broken: info(for: weaker))))
            do { try solver.add(weaker) } catch { throw .solver(cause: error) }
            return weaker
        }
    }

    func removeInternal(_ c: Constraint) throws(LayoutError) {
        try applyQueuedValues()
        origins[c] = nil
        guard solver.contains(c) else { return }
        do { try solver.remove(c) } catch { throw .solver(cause: error) }
        removalsSinceBuild += 1
    }

    /// Pins a view nothing mentions to its current frame (relative to its superview's solved position).
    func pin(_ view: View) throws(LayoutError) {
        guard let v = variables[ObjectIdentifier(view)] else { return }
        let parent = view.superview.flatMap { variables[ObjectIdentifier($0)] }
        let f = view.frame
        var made: [Constraint] = []
        let specs: [(Variable, Variable?, Double, String)] = [
            (v.x, parent?.x, f.minX, "minX"), (v.y, parent?.y, f.minY, "minY"),
            (v.width, nil, f.width, "width"), (v.height, nil, f.height, "height"),
        ]
        for (variable, parentVariable, value, name) in specs {
            var terms = [Term(variable, coefficient: 1)]
            if let parentVariable { terms.append(Term(parentVariable, coefficient: -1)) }
            let label = "\(view.layoutDebugName).\(name) == \(formatPoints(value)) (frame)"
            let c = Constraint(Expression(terms, constant: -value), .equal, strength: .required, label: label)
            made.append(try addInternal(c, .autoresizing(view, label)))
        }
        pinned[ObjectIdentifier(view)] = made
    }

    func unpin(_ id: ObjectIdentifier) throws(LayoutError) {
        guard let made = pinned.removeValue(forKey: id) else { return }
        for c in made { try removeInternal(c) }
        dirtyIntrinsic.insert(id)
    }

    func info(for c: Constraint) -> ConstraintInfo {
        switch origins[c] {
        case .layout(let layout): return ConstraintInfo(layout)
        case .intrinsic(_, let text), .fitting(let text), .origin(let text), .autoresizing(_, let text):
            return ConstraintInfo(constraint: nil, description: "<\(text)>")
        case nil: return ConstraintInfo(constraint: nil, description: "<\(c.label ?? c.description)>")
        }
    }
}
