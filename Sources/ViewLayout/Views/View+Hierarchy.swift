extension View {
    /// Adds `view` as the last subview, removing it from its previous superview first.
    public func addSubview(_ view: View) { insertSubview(view, at: subviews.count) }

    /// Inserts `view` among the subviews at `index` (clamped to the valid range).
    public func insertSubview(_ view: View, at index: Int) {
        if view === self || isDescendant(of: view) { return }   // would create a cycle; UIKit ignores it too
        view.removeFromSuperview()
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.parent = self
        notifyEngines { $0.structureChanged() }
    }

    /// Removes the view from its superview, deactivating constraints that relate it to views outside its
    /// own subtree (as UIKit does).
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.notifyEngines { $0.structureChanged() }
        for root in [parent.rootView] {
            for view in root.selfAndDescendants {
                for constraint in view.constraints where constraint.crosses(subtreeOf: self) {
                    constraint.isActive = false
                }
            }
        }
        parent.subviews.removeAll { $0 === self }
        self.parent = nil
        parent.subviewWasRemoved(self)
    }

    /// Adds a free layout guide owned by this view.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.kind == .free, guide.owningView == nil else { return }
        guide.attach(to: self)
        layoutGuides.append(guide)
        notifyEngines { $0.structureChanged() }
    }

    /// Removes a guide added here, deactivating the constraints that name it (UIView.removeLayoutGuide).
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        for constraint in rootView.selfAndDescendants.flatMap(\.constraints) where constraint.involves(guide) {
            constraint.isActive = false
        }
        layoutGuides.removeAll { $0 === guide }
        guide.attach(to: nil)
        notifyEngines { $0.structureChanged() }
    }

    /// Whether `view` is an ancestor of this one; unlike UIView.isDescendant(of:), false for the view itself.
    public func isDescendant(of view: View) -> Bool {
        var current = superview
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// Every shown view below this one (depth first, hidden subtrees left out), with its frame in this view's
    /// coordinates and its depth below it (0 for a subview): what a drawing walks, and what asks where views
    /// sit beside each other.
    public func shownDescendants() -> [(view: View, frame: Rect, depth: Int)] {
        var result: [(view: View, frame: Rect, depth: Int)] = []
        func walk(_ view: View, origin: Point, depth: Int) {
            for subview in view.subviews where !subview.isHidden {
                let frame = Rect(x: origin.x + subview.frame.minX, y: origin.y + subview.frame.minY,
                                 width: subview.frame.width, height: subview.frame.height)
                result.append((subview, frame, depth))
                walk(subview, origin: frame.origin, depth: depth + 1)
            }
        }
        walk(self, origin: Point(x: 0, y: 0), depth: 0)
        return result
    }

    /// Whether hiding leaves this view drawn: neither it nor an ancestor below `root` (up to the top of
    /// the tree when nil) is hidden. UIKit draws no hidden view and nothing inside one.
    public func isShown(below root: View? = nil) -> Bool {
        var current: View? = self
        while let view = current, view !== root {
            if view.isHidden { return false }
            current = view.superview
        }
        return true
    }

    /// Whether an ancestor below `root` (not `root`, not this view) clips its subviews: this view shows only
    /// inside that ancestor.
    public func isClipped(below root: View) -> Bool {
        var current = superview
        while let view = current, view !== root {
            if view.clipsToBounds { return true }
            current = view.superview
        }
        return false
    }

    /// The top of the tree this view is in.
    public var rootView: View {
        var current = self
        while let parent = current.superview { current = parent }
        return current
    }

    /// This view and all its descendants, depth first in subview order.
    public var selfAndDescendants: [View] {
        var result: [View] = []
        var stack: [View] = [self]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    /// The first descendant (or self) with the given identifier.
    public func view(withIdentifier identifier: String) -> View? { selfAndDescendants.first { $0.identifier == identifier } }

    /// The nearest view that is this view or an ancestor of both.
    func nearestCommonAncestor(with other: View) -> View? {
        var ancestors = Set<ObjectIdentifier>()
        var current: View? = self
        while let view = current { ancestors.insert(ObjectIdentifier(view)); current = view.superview }
        current = other
        while let view = current {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            current = view.superview
        }
        return nil
    }
}
