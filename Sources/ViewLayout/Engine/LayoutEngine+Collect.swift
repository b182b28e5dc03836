import Cassowary

/// The views and free guides one collect lays out, and whether a constraint's items are among them.
struct CollectedItems {
    let views: [View]
    let guides: [LayoutGuide]
    let viewIDs: Set<ObjectIdentifier>
    let guideIDs: Set<ObjectIdentifier>

    init(views: [View], guides: [LayoutGuide]) {
        self.views = views; self.guides = guides
        viewIDs = Set(views.map(ObjectIdentifier.init))
        guideIDs = Set(guides.map(ObjectIdentifier.init))
    }

    func contains(_ item: LayoutItem) -> Bool {
        if let guide = item as? LayoutGuide, guide.kind == .free { return guideIDs.contains(ObjectIdentifier(guide)) }
        guard let view = item.owningViewForLayout else { return false }
        return viewIDs.contains(ObjectIdentifier(view))
    }
}

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
    /// Free guides are gathered after the constraints are made, because a stack view adds its spacer
    /// guides while it makes its arrangement; what left goes out before anything new comes in.
    func collect() throws(LayoutError) {
        pending.needsCollect = false
        if system.isEmpty { noteBuilt() }
        forgetSkippedConstraints()

        let views = managedViews()
        addRecords(forNewViews: views)
        let wanted = try wantedConstraints(of: views)
        let guides = views.flatMap { view in view.layoutGuides.filter { $0.kind == .free } }
        addVariables(forNewGuides: guides)
        let items = CollectedItems(views: views, guides: guides)
        let accepted = acceptedConstraints(wanted, in: items)

        try removeWhatLeft(keeping: Set(accepted), items)
        try installRootOrigin()
        system.tree.hasCrossAxisConstraints = accepted.contains { $0.secondItem != nil && $0.firstAttribute.axis != $0.secondAttribute.axis }
        try installNewConstraints(accepted)
        try pinUnmentionedViews(accepted)
    }

    /// Skipped constraints are validated again by this collect; their old reports go.
    private func forgetSkippedConstraints() {
        system.diagnostics.removeAll { if case .skippedConstraint = $0 { return true } else { return false } }
        system.constraints.skipped.removeAll()
    }

    /// Records (with their variables) for views new to the system; their intrinsic sizes are measured on this pass.
    private func addRecords(forNewViews views: [View]) {
        for view in views where system.tree.records[ObjectIdentifier(view)] == nil {
            let variables = ItemVariables(view.identifier.isEmpty ? view.typeName : view.identifier)
            system.tree.records[ObjectIdentifier(view)] = ViewRecord(view, variables, isRoot: view === root)
        }
    }

    private func addVariables(forNewGuides guides: [LayoutGuide]) {
        for guide in guides where system.tree.guideVariables[ObjectIdentifier(guide)] == nil {
            system.tree.guideVariables[ObjectIdentifier(guide)] = ItemVariables(guide.identifier.isEmpty ? "guide" : guide.identifier)
        }
    }

    /// The constraints the tree asks for, in tree order: each view's installed constraints, then those it
    /// generates (a stack view makes its arrangement now).
    private func wantedConstraints(of views: [View]) throws(LayoutError) -> [LayoutConstraint] {
        var wanted: [LayoutConstraint] = []
        for view in views {
            wanted += view.constraints
            wanted += try view.generatedConstraints()
        }
        return wanted
    }

    /// The wanted constraints that can take part, in order and without repeats. The others are skipped
    /// with a diagnostic: those that relate an item outside the tree, and invalid ones (remembered in
    /// `skipped`, so a change that makes one valid starts over; see `changesWhatIsInstalled`).
    private func acceptedConstraints(_ wanted: [LayoutConstraint], in items: CollectedItems) -> [LayoutConstraint] {
        var accepted: [LayoutConstraint] = []
        var acceptedSet: Set<LayoutConstraint> = []
        for c in wanted where !acceptedSet.contains(c) {
            guard items.contains(c.firstItem), c.secondItem.map(items.contains) ?? true else {
                system.diagnostics.append(.skippedConstraint(ConstraintInfo(c), reason: "relates a view outside the tree laid out from \(root.layoutDebugName)"))
                continue
            }
            do throws(LayoutError) {
                try LayoutConstraint.validate(c.firstItem, c.firstAttribute, c.secondItem, c.secondAttribute, c.multiplier, c.constant)
                guard c.priority.isValid else { throw LayoutError.invalidPriority(c.priority.rawValue, constraint: c.description) }
            } catch {
                system.diagnostics.append(.skippedConstraint(ConstraintInfo(c), reason: error.description))
                system.constraints.skipped.insert(c)
                continue
            }
            accepted.append(c)
            acceptedSet.insert(c)
        }
        return accepted
    }

    /// Takes out the constraints that are no longer accepted, and the state of views and guides that
    /// left the tree; the collected views and guides become the managed ones.
    private func removeWhatLeft(keeping accepted: Set<LayoutConstraint>, _ items: CollectedItems) throws(LayoutError) {
        for c in system.constraints.installOrder where !accepted.contains(c) { try uninstall(c) }
        system.constraints.keepInOrder(only: accepted)
        for record in system.tree.managed where !items.viewIDs.contains(ObjectIdentifier(record.view)) {
            try removeIntrinsic(record)
            try unpin(record)
            system.tree.records[ObjectIdentifier(record.view)] = nil
        }
        for guide in system.tree.guides where !items.guideIDs.contains(ObjectIdentifier(guide)) {
            system.tree.guideVariables[ObjectIdentifier(guide)] = nil
        }
        // Every collected view has a record (see `addRecords(forNewViews:)`).
        system.adopt(views: items.views.map { system.tree.records[ObjectIdentifier($0)]! }, guides: items.guides)
    }

    /// Places the root at (0, 0) once per system: the solver works in the root's coordinates.
    private func installRootOrigin() throws(LayoutError) {
        guard system.fitting.originConstraints.isEmpty, let v = system.tree.rootRecord?.variables else { return }
        for (variable, name) in [(v.x, "minX"), (v.y, "minY")] {
            let c = Constraint(Expression([Term(variable, coefficient: 1)], constant: 0), .equal, strength: .required,
                               label: "\(root.layoutDebugName).\(name) == 0")
            try addInternal(c, .origin("\(root.layoutDebugName).\(name) == 0"))
            system.fitting.originConstraints.append(c)
        }
    }

    /// Adds the accepted constraints the system does not hold yet, in tree order, after those it holds.
    private func installNewConstraints(_ accepted: [LayoutConstraint]) throws(LayoutError) {
        for c in accepted where system.constraints.installed[c] == nil {
            try install(c)
            system.constraints.appendToOrder(c)
        }
    }

    /// Views nothing mentions keep their frames; mentioned ones (and the root) get intrinsic-size
    /// constraints instead.
    private func pinUnmentionedViews(_ accepted: [LayoutConstraint]) throws(LayoutError) {
        var mentioned: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
        for c in accepted {
            if let view = c.firstItem.owningViewForLayout { mentioned.insert(ObjectIdentifier(view)) }
            if let view = c.secondItem?.owningViewForLayout { mentioned.insert(ObjectIdentifier(view)) }
        }
        for record in system.tree.managed {
            if mentioned.contains(ObjectIdentifier(record.view)) {
                try unpin(record)
            } else if record.pins == nil {
                try removeIntrinsic(record)
                try pin(record)
            }
        }
    }
}
