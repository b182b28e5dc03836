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

extension LayoutSystem {
    /// The views this engine places: the root, and the subviews of every managed view that lays out its
    /// subviews with constraints. Subviews of frame-layout views are placed by their own `layoutSubviews`.
    static func managedViews(from root: View) -> [View] {
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

    /// Brings the solver in line with the tree under `root`: adds what is new, removes what is gone (no
    /// rebuild). Free guides are gathered after the constraints are made, because a stack view adds its
    /// spacer guides while it makes its arrangement; what left goes out before anything new comes in.
    mutating func collect(root: View, fittingFirst: FittingTarget? = nil) throws(LayoutError) {
        forgetSkippedConstraints()

        let views = Self.managedViews(from: root)
        let newViews = addRecords(forNewViews: views, root: root)
        let wanted = try Self.wantedConstraints(of: views)
        let guides = views.flatMap { view in view.layoutGuides.filter { $0.kind == .free } }
        addVariables(forNewGuides: guides)
        let items = CollectedItems(views: views, guides: guides)
        let accepted = acceptedConstraints(wanted, in: items, root: root)

        try removeWhatLeft(keeping: Set(accepted), items)
        try installRootOrigin()
        for record in newViews { try addSizeFloors(record) }
        if let fittingFirst { try fit(to: fittingFirst) }
        tree.hasCrossAxisConstraints = accepted.contains { $0.secondItem != nil && $0.firstAttribute.axis != $0.secondAttribute.axis }
        try installNewConstraints(accepted)
        try pinUnmentionedViews(accepted, root: root)
    }

    /// Skipped constraints are validated again by this collect; their old reports go.
    private mutating func forgetSkippedConstraints() {
        diagnostics.removeAll { if case .skippedConstraint = $0 { return true } else { return false } }
        constraints.skipped.removeAll()
    }

    /// Records (with their variables) for views new to the system, returned in tree order; their intrinsic
    /// sizes are measured on this pass.
    private mutating func addRecords(forNewViews views: [View], root: View) -> [ViewRecord] {
        var made: [ViewRecord] = []
        for view in views where tree.records[ObjectIdentifier(view)] == nil {
            let variables = ItemVariables(view.identifier.isEmpty ? view.typeName : view.identifier)
            let record = ViewRecord(view, variables, isRoot: view === root)
            tree.records[ObjectIdentifier(view)] = record
            made.append(record)
        }
        return made
    }

    /// Holds a new view's width and height at or above 0, as Auto Layout's engine does: a view's size is
    /// never negative, and constraints that would need it to be are unsatisfiable, so one of them breaks
    /// (UIKit reports `H:|-(8)-[view]-(8)-|` in a superview of width 0 as a conflict). Xcode's canvas shows
    /// the same: a label squeezed past nothing is stored 0 wide and its neighbours give way. The floors
    /// go in before the view's constraints (in a new system, before any constraint), so a conflict breaks
    /// one of those, never a floor. The root has none: its size is the fitting size, and a root that
    /// nothing sizes must still show as one.
    private mutating func addSizeFloors(_ record: ViewRecord) throws(LayoutError) {
        guard record !== tree.rootRecord, record.floors.isEmpty else { return }
        let name = record.view.layoutDebugName
        for (variable, axis) in [(record.variables.width, "width"), (record.variables.height, "height")] {
            let text = "\(name).\(axis) >= 0 (size floor)"
            let c = Constraint(Expression([Term(variable, coefficient: 1)], constant: 0), .greaterThanOrEqual, strength: .required, label: text)
            record.floors.append(try addInternal(c, .sizeFloor(text)))
        }
    }

    private mutating func addVariables(forNewGuides guides: [LayoutGuide]) {
        for guide in guides where tree.guideVariables[ObjectIdentifier(guide)] == nil {
            tree.guideVariables[ObjectIdentifier(guide)] = ItemVariables(guide.identifier.isEmpty ? "guide" : guide.identifier)
        }
    }

    /// The constraints the tree asks for, in tree order: each view's installed constraints, then those it
    /// generates (a stack view makes its arrangement now).
    private static func wantedConstraints(of views: [View]) throws(LayoutError) -> [LayoutConstraint] {
        var wanted: [LayoutConstraint] = []
        for view in views {
            wanted += view.constraints
            wanted += try view.generatedConstraints()
        }
        return wanted
    }

    /// The wanted constraints that can take part, in order and without repeats. The others are skipped
    /// with a diagnostic: those that relate an item outside the tree, and invalid ones (remembered in
    /// `skipped`, so a change that makes one valid starts over; see `LayoutEngine.changesWhatIsInstalled`).
    private mutating func acceptedConstraints(_ wanted: [LayoutConstraint], in items: CollectedItems, root: View) -> [LayoutConstraint] {
        var accepted: [LayoutConstraint] = []
        var acceptedSet: Set<LayoutConstraint> = []
        for c in wanted where !acceptedSet.contains(c) {
            guard items.contains(c.firstItem), c.secondItem.map(items.contains) ?? true else {
                diagnostics.append(.skippedConstraint(ConstraintInfo(c), reason: "relates a view outside the tree laid out from \(root.layoutDebugName)"))
                continue
            }
            do throws(LayoutError) {
                try LayoutConstraint.validate(c.firstItem, c.firstAttribute, c.secondItem, c.secondAttribute, c.multiplier, c.constant)
                guard c.priority.isValid else { throw LayoutError.invalidPriority(c.priority.rawValue, constraint: c.description) }
            } catch {
                diagnostics.append(.skippedConstraint(ConstraintInfo(c), reason: error.description))
                constraints.skipped.insert(c)
                continue
            }
            accepted.append(c)
            acceptedSet.insert(c)
        }
        return accepted
    }

    /// Takes out the constraints that are no longer accepted, and the state of views and guides that
    /// left the tree; the collected views and guides become the managed ones.
    private mutating func removeWhatLeft(keeping accepted: Set<LayoutConstraint>, _ items: CollectedItems) throws(LayoutError) {
        for c in constraints.installOrder where !accepted.contains(c) { try uninstall(c) }
        constraints.keepInOrder(only: accepted)
        for record in tree.managed where !items.viewIDs.contains(ObjectIdentifier(record.view)) {
            try removeIntrinsic(record)
            try unpin(record)
            for c in record.floors { try removeInternal(c) }
            record.floors = []
            tree.records[ObjectIdentifier(record.view)] = nil
        }
        for guide in tree.guides where !items.guideIDs.contains(ObjectIdentifier(guide)) {
            tree.guideVariables[ObjectIdentifier(guide)] = nil
        }
        // Every collected view has a record (see `addRecords(forNewViews:)`).
        adopt(views: items.views.map { tree.records[ObjectIdentifier($0)]! }, guides: items.guides)
    }

    /// Adds the accepted constraints the system does not hold yet, in tree order, after those it holds.
    private mutating func installNewConstraints(_ accepted: [LayoutConstraint]) throws(LayoutError) {
        for c in accepted where constraints.installed[c] == nil {
            try install(c)
            constraints.appendToOrder(c)
        }
    }

    /// Views nothing mentions keep their frames; mentioned ones (and the root) get intrinsic-size
    /// constraints instead.
    private mutating func pinUnmentionedViews(_ accepted: [LayoutConstraint], root: View) throws(LayoutError) {
        var mentioned: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
        for c in accepted {
            if let view = c.firstItem.owningViewForLayout { mentioned.insert(ObjectIdentifier(view)) }
            if let view = c.secondItem?.owningViewForLayout { mentioned.insert(ObjectIdentifier(view)) }
        }
        for record in tree.managed {
            if mentioned.contains(ObjectIdentifier(record.view)) {
                try unpin(record)
            } else if record.pins == nil {
                try removeIntrinsic(record)
                try pin(record)
            }
        }
    }

    /// Pins a view nothing mentions to its current frame (relative to its superview's solved position).
    private mutating func pin(_ record: ViewRecord) throws(LayoutError) {
        let view = record.view, v = record.variables
        let parent = view.superview.flatMap { tree.records[ObjectIdentifier($0)]?.variables }
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
            made.append(try addInternal(c, .autoresizing(label)))
        }
        record.pins = made
    }

    /// Frees a view that a constraint now mentions; its intrinsic size is measured on this pass.
    private mutating func unpin(_ record: ViewRecord) throws(LayoutError) {
        guard let made = record.pins else { return }
        record.pins = nil
        for c in made { try removeInternal(c) }
        record.measuredGeneration = nil
    }
}
