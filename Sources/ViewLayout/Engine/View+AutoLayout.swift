import Typesetting

extension View {
    /// The engine for the tree rooted at this view, created on first use and kept for later passes.
    func layoutEngine() -> LayoutEngine {
        if let engine { return engine }
        let made = LayoutEngine(root: self)
        engine = made
        return made
    }

    /// The size the constraints give this view for `targetSize` (UIView.systemLayoutSizeFitting): the root
    /// is pulled toward the target at the two priorities. With `.required` width and `.fittingSizeLevel`
    /// height and a target height of 0 it answers the smallest height at that width, the height a
    /// self-sizing cell's content view needs. The result is rounded up to the pixel grid.
    public func systemLayoutSizeFitting(_ targetSize: Size,
                                        horizontalFittingPriority: LayoutPriority = .fittingSizeLevel,
                                        verticalFittingPriority: LayoutPriority = .fittingSizeLevel) throws(LayoutError) -> Size {
        let engine = layoutEngine()
        try engine.solve(FittingTarget(width: targetSize.width, widthPriority: horizontalFittingPriority,
                                       height: targetSize.height, heightPriority: verticalFittingPriority))
        return PixelGrid(scale: effectiveDisplayScale).ceil(engine.rootSize)
    }

    /// The size the last fitting or layout of this tree's constraints gave this view, before the pixel grid
    /// rounded it (`systemLayoutSizeFitting` answers it rounded up); nil before any. A caller that lays the
    /// view out at its fitted height again, to inspect it, uses this to leave no sliver of a pixel for views
    /// to share.
    public var lastSolvedSize: Size? { engine.map(\.rootSize) }

    /// The compressed fitting height at `width` (width required, height at fitting-size level).
    public func fittingHeight(forWidth width: Double) throws(LayoutError) -> Double {
        try systemLayoutSizeFitting(Size(width: width, height: 0), horizontalFittingPriority: .required,
                                    verticalFittingPriority: .fittingSizeLevel).height
    }

    /// Lays out the tree below this view at the current frame size: the solver places views laid out with
    /// constraints (writing their frames, snapped to the pixel grid), `layoutSubviews()` places the
    /// subviews of frame-layout views, recursively (mixed trees work both ways).
    public func layoutIfNeeded() throws(LayoutError) { try layoutTree(managedByAncestor: false) }

    /// Lays the tree below this view out as its last solve left it, without solving again: the frames of a
    /// fitting just made (`fittingHeight(forWidth:)`) written and snapped as `layoutIfNeeded()` writes a
    /// layout's, then frame-layout subviews placed. A caller that wants the views as they were measured
    /// (a row's label lines) gets them without turning the solver from fitting to laying out and back. The
    /// fitting's height is its least, unrounded: a view pinned to the bottom may sit up to a pixel higher
    /// than in a layout at the rounded height. False, doing nothing, where this view has not solved since
    /// its last change, or does not lay out its subviews with constraints.
    @discardableResult
    public func layoutAsLastSolved() throws(LayoutError) -> Bool {
        guard laysOutSubviewsWithConstraints, let engine, !engine.system.isEmpty, engine.pending.isEmpty else { return false }
        engine.writeFrames()
        try layoutSubviews()
        for subview in subviews { try subview.layoutTree(managedByAncestor: true) }
        return true
    }

    /// Sizes this view to its compressed fitting height at `width`, then lays it out.
    @discardableResult
    public func layout(fittingWidth width: Double) throws(LayoutError) -> Size {
        let size: Size
        if laysOutSubviewsWithConstraints {
            size = try systemLayoutSizeFitting(Size(width: width, height: 0), horizontalFittingPriority: .required,
                                               verticalFittingPriority: .fittingSizeLevel)
        } else {
            size = try sizeThatFits(Size(width: width, height: .infinity))
        }
        frame.size = size
        try layoutIfNeeded()
        return size
    }

    func layoutTree(managedByAncestor: Bool) throws(LayoutError) {
        let withConstraints = laysOutSubviewsWithConstraints
        if withConstraints && !managedByAncestor {
            let engine = layoutEngine()
            try engine.solve(FittingTarget(width: frame.width, widthPriority: .required, height: frame.height, heightPriority: .required))
            engine.writeFrames()
        }
        try layoutSubviews()
        for subview in subviews { try subview.layoutTree(managedByAncestor: withConstraints) }
    }

    /// What the last layout pass of the tree rooted here reported: unsatisfiable constraints (and which
    /// one was broken), constraints that could not take part, labels whose width did not settle.
    public var layoutDiagnostics: [LayoutDiagnostic] { engine?.system.diagnostics ?? [] }

    /// How many times a constraint system was built for the tree rooted here: stays 1 while only data
    /// changes, unless required constraints conflict (a system that broke one is rebuilt for the next pass).
    public var layoutSystemBuildCount: Int { engine?.buildCount ?? 0 }

    /// Makes the next layout of this tree (and of every tree rooted below it) build its constraint system
    /// afresh, as a newly made view's would. Where the constraints leave a layout open (an ambiguous one:
    /// two wrapping labels in a row at one priority, say), a live system picks among the open solutions by
    /// what it solved before; starting over, the result is the same whatever the tree showed before.
    public func startLayoutOver() {
        engine?.reset()
        for subview in subviews { subview.startLayoutOver() }
    }
}
