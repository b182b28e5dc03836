import Testing
@testable import ViewLayout

/// What outlives a view: its subviews, constraints and layout guides keep working and stop naming it,
/// as they would with weak references (the references are unowned, cleared by the view on its way out).
@Suite struct ViewLifetimeTests {
    /// Builds a superview with one subview and returns only the subview: the superview is gone on return.
    private func orphanedSubview() -> View {
        let parent = View(name: "parent")
        let child = FixedSizeView(name: "child", contentSize: Size(width: 10, height: 20))
        parent.addSubview(child)
        #expect(child.superview === parent)
        return child
    }

    @Test func aSubviewOutlivingItsSuperviewHasNone() throws {
        let child = orphanedSubview()
        #expect(child.superview == nil)
        #expect(child.rootView === child)
        // It can join another tree and be laid out there.
        let other = View(name: "other")
        other.addSubview(child)
        try child.makeConstraints { $0.top.leading.trailing.bottom.equalToSuperview().offset(0) }
        let size = try other.layout(fittingWidth: 50)
        #expect(child.superview === other)
        #expect(size.height == 20)
    }

    /// A constraint on a view's margins guide is installed on the view but holds only the guide: it
    /// can outlive the view. Active while the view lives, inactive afterwards.
    private func constraintOfAGoneView() -> LayoutConstraint {
        let view = View(name: "gone")
        let c = view.layoutMarginsGuide.widthAnchor.constraint(equalToConstant: 30)
        c.isActive = true
        #expect(c.installedView === view)
        #expect(c.isActive)
        return c
    }

    @Test func aConstraintOutlivingItsViewIsInactive() {
        let c = constraintOfAGoneView()
        #expect(!c.isActive)
        // Changing it tells no engine (there is none to tell) and does not crash.
        c.constant = 40
        c.priority = .defaultLow
        #expect(c.constant == 40)
    }

    private func guidesOfAGoneView() -> (free: LayoutGuide, margins: LayoutGuide) {
        let view = View(name: "gone")
        let guide = LayoutGuide(identifier: "spacer")
        view.addLayoutGuide(guide)
        #expect(guide.owningView === view)
        #expect(view.layoutMarginsGuide.owningView === view)
        return (guide, view.layoutMarginsGuide)
    }

    @Test func guidesOutlivingTheirViewHaveNoOwner() {
        let (free, margins) = guidesOfAGoneView()
        #expect(free.owningView == nil)
        #expect(margins.owningView == nil)
        #expect(free.layoutDebugName == "(no view).spacer")
        // A guide without a view can be added to another one.
        let other = View(name: "other")
        other.addLayoutGuide(free)
        #expect(free.owningView === other)
    }

    @Test func aStackDetachesTheConstraintsItDrops() throws {
        let stack = StackView(name: "stack", arrangedSubviews: [FixedSizeView(contentSize: Size(width: 10, height: 10)),
                                                                 FixedSizeView(contentSize: Size(width: 10, height: 10))],
                              spacing: 4)
        let first = try stack.generatedConstraints()
        #expect(!first.isEmpty)
        #expect(first.allSatisfy { $0.isActive })
        stack.spacing = 6
        #expect(first.allSatisfy { !$0.isActive })
        let second = try stack.generatedConstraints()
        #expect(second.allSatisfy { $0.isActive })
        #expect(!second.contains { c in first.contains { $0 === c } })
    }

    // MARK: Nothing keeps a tree alive but its owner

    /// Weak references to the parts of a laid-out cell, which is gone when this returns.
    private struct Probes {
        weak var content: View?
        weak var label: View?
        weak var stack: View?
        weak var arranged: View?
        weak var guide: LayoutGuide?
        weak var constraint: LayoutConstraint?
    }

    /// A cell with everything that refers back to views: constraints installed on the views they name,
    /// constraints to the superview and to a margins guide, a stack view's arrangement and spacers, a free
    /// guide, and an engine that has laid the tree out. Its height is checked, then only probes remain.
    private func laidOutCell() throws -> Probes {
        let content = View(name: "content")
        content.displayScale = 3
        let icon = FixedSizeView(name: "icon", contentSize: Size(width: 20, height: 20))
        let label = FixedSizeView(name: "label", contentSize: Size(width: 100, height: 30))
        let arranged = FixedSizeView(name: "arranged", contentSize: Size(width: 10, height: 10))
        let stack = StackView(name: "stack", arrangedSubviews: [arranged, FixedSizeView(contentSize: Size(width: 10, height: 10))],
                              axis: .horizontal, spacing: 4, distribution: .equalSpacing)
        let guide = LayoutGuide(identifier: "gap")
        for view in [icon, label, stack] { content.addSubview(view) }
        content.addLayoutGuide(guide)
        try icon.makeConstraints { $0.top.leading.equalToSuperview().offset(8) }
        LayoutConstraint.activate([guide.leadingAnchor.constraint(equalTo: icon.trailingAnchor),
                                   guide.widthAnchor.constraint(equalToConstant: 6),
                                   guide.topAnchor.constraint(equalTo: icon.topAnchor),
                                   guide.heightAnchor.constraint(equalTo: icon.heightAnchor)])
        label.leadingAnchor.constraint(equalTo: guide.trailingAnchor).isActive = true
        let made = try label.makeConstraints { $0.top.equalTo(content.layoutMarginsGuide) }
        try stack.makeConstraints {
            $0.leading.equalTo(icon)
            $0.top.equalTo(label.bottom).offset(4)
            $0.bottom.equalToSuperview().offset(-8)
        }
        // Margins guide top at 8; label 30 tall from there, stack 10 below it with 4 between, 8 under it.
        #expect(try content.fittingHeight(forWidth: 320) == 60)
        return Probes(content: content, label: label, stack: stack, arranged: arranged, guide: guide, constraint: made[0])
    }

    @Test func aLaidOutCellGoesAwayWithItsOwner() throws {
        let probes = try laidOutCell()
        #expect(probes.content == nil)
        #expect(probes.label == nil)
        #expect(probes.stack == nil)
        #expect(probes.arranged == nil)
        #expect(probes.guide == nil)
        #expect(probes.constraint == nil)
    }

    /// A constraint between two views that are in no tree, activated; only the constraint is returned.
    private func constraintBetweenGoneViews() -> LayoutConstraint {
        let a = View(name: "a"), b = View(name: "b")
        let c = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 4)
        c.isActive = true
        #expect(c.isActive && c.firstItem === a && c.secondItem === b)
        return c
    }

    @Test func aConstraintKeptAfterItsViewsWentAwayNamesAPlaceholder() {
        let c = constraintBetweenGoneViews()
        #expect(!c.isActive)
        #expect(c.firstItem.owningViewForLayout == nil)
        #expect(c.secondItem?.owningViewForLayout == nil)
        #expect(c.description == "<LayoutConstraint (deallocated item).leading == (deallocated item).trailing + 4>")
        // Activating it again has no view to install it on.
        c.isActive = true
        #expect(!c.isActive)
    }

    @Test func aConstraintToAViewThatWentAwayIsSkipped() throws {
        let container = View(name: "container")
        container.displayScale = 3
        let box = FixedSizeView(name: "box", contentSize: Size(width: 10, height: 24))
        container.addSubview(box)
        try box.makeConstraints { $0.top.leading.bottom.equalToSuperview() }
        // A constraint to a view outside the tree, whose only owner then lets it go.
        var outside: View? = View(name: "outside")
        let stray = box.topAnchor.constraint(equalTo: outside!.topAnchor, constant: 100)
        stray.isActive = true
        outside = nil
        #expect(stray.isActive)
        #expect(stray.secondItem?.owningViewForLayout == nil)
        #expect(try container.fittingHeight(forWidth: 100) == 24)
        #expect(container.layoutDiagnostics.contains { diagnostic in
            if case .skippedConstraint(_, let reason) = diagnostic { return reason.contains("outside the tree") }
            return false
        })
    }

    @Test func aViewRemovedAndGoneBeforeTheNextPassLeavesNoTrace() throws {
        let container = View(name: "container")
        container.displayScale = 3
        var views: [FixedSizeView] = (0..<3).map { FixedSizeView(name: "v\($0)", contentSize: Size(width: 10, height: Double(10 * ($0 + 1)))) }
        for view in views { container.addSubview(view) }
        func chain() throws {
            for (index, view) in views.enumerated() {
                try view.remakeConstraints {
                    $0.leading.equalToSuperview()
                    if index == 0 { $0.top.equalToSuperview() } else { $0.top.equalTo(views[index - 1].bottom) }
                    if index == views.count - 1 { $0.bottom.equalToSuperview() }
                }
            }
        }
        try chain()
        #expect(try container.fittingHeight(forWidth: 100) == 60)
        // The middle view leaves and goes away before the next pass; a new one comes in its place.
        views[1].removeFromSuperview()
        views.remove(at: 1)
        let added = FixedSizeView(name: "added", contentSize: Size(width: 10, height: 5))
        container.insertSubview(added, at: 1)
        views.insert(added, at: 1)
        try chain()
        #expect(try container.fittingHeight(forWidth: 100) == 45)
    }
}
