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
        pending.needsCollect = false
        if system.isEmpty { noteBuilt() }
        system.diagnostics.removeAll { if case .skippedConstraint = $0 { return true } else { return false } }
        system.skipped.removeAll()

        let views = managedViews()
        let viewIDs = Set(views.map(ObjectIdentifier.init))
        // Variables for new views; forget removed ones.
        for view in views where system.variables[ObjectIdentifier(view)] == nil {
            system.variables[ObjectIdentifier(view)] = ItemVariables(view.identifier.isEmpty ? view.typeName : view.identifier)
            pending.intrinsic.insert(ObjectIdentifier(view))
        }
        // Wanted constraints, in tree order (stack views generate theirs now).
        var wanted: [LayoutConstraint] = []
        var freeGuides: [LayoutGuide] = []
        for view in views {
            wanted += view.constraints
            wanted += try view.generatedConstraints()
        }
        for view in views { freeGuides += view.layoutGuides.filter { $0.kind == .free } }
        for guide in freeGuides where system.variables[ObjectIdentifier(guide)] == nil {
            system.variables[ObjectIdentifier(guide)] = ItemVariables(guide.identifier.isEmpty ? "guide" : guide.identifier)
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
                system.diagnostics.append(.skippedConstraint(ConstraintInfo(c), reason: "relates a view outside the tree laid out from \(root.layoutDebugName)"))
                continue
            }
            do throws(LayoutError) {
                try LayoutConstraint.validate(c.firstItem, c.firstAttribute, c.secondItem, c.secondAttribute, c.multiplier, c.constant)
                guard c.priority.isValid else { throw LayoutError.invalidPriority(c.priority.rawValue, constraint: c.description) }
            } catch {
                system.diagnostics.append(.skippedConstraint(ConstraintInfo(c), reason: error.description))
                system.skipped.insert(c)
                continue
            }
            accepted.append(c)
            acceptedSet.insert(c)
        }

        // Remove constraints that are gone.
        for c in system.installOrder where !acceptedSet.contains(c) { try uninstall(c) }
        system.installOrder.removeAll { !acceptedSet.contains($0) }
        // Remove state of views and guides that left.
        for view in system.managed where !viewIDs.contains(ObjectIdentifier(view)) {
            try removeIntrinsic(ObjectIdentifier(view))
            try unpin(ObjectIdentifier(view))
            system.variables[ObjectIdentifier(view)] = nil
        }
        for guide in system.guides where !guideIDs.contains(ObjectIdentifier(guide)) { system.variables[ObjectIdentifier(guide)] = nil }
        system.managed = views
        system.guides = freeGuides

        if system.originConstraints.isEmpty, let v = system.variables[ObjectIdentifier(root)] {
            for (variable, name) in [(v.x, "minX"), (v.y, "minY")] {
                let c = Constraint(Expression([Term(variable, coefficient: 1)], constant: 0), .equal, strength: .required,
                                   label: "\(root.layoutDebugName).\(name) == 0")
                try addInternal(c, .origin("\(root.layoutDebugName).\(name) == 0"))
                system.originConstraints.append(c)
            }
        }

        system.hasCrossAxisConstraints = accepted.contains { $0.secondItem != nil && $0.firstAttribute.axis != $0.secondAttribute.axis }
        // Add the new ones, in order.
        for c in accepted where system.installed[c] == nil {
            try install(c)
            system.installOrder.append(c)
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
            } else if system.pinned[id] == nil {
                try removeIntrinsic(id)
                try pin(view)
            }
        }
    }
}
