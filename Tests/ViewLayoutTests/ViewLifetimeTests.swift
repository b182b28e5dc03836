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
}

