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

    /// The compressed fitting height at `width` (width required, height at fitting-size level).
    public func fittingHeight(forWidth width: Double) throws(LayoutError) -> Double {
        try systemLayoutSizeFitting(Size(width: width, height: 0), horizontalFittingPriority: .required,
                                    verticalFittingPriority: .fittingSizeLevel).height
    }

    /// Lays out the tree below this view at the current frame size: the solver places views laid out with
    /// constraints (writing their frames, snapped to the pixel grid), `layoutSubviews()` places the
    /// subviews of frame-layout views, recursively (mixed trees work both ways).
    public func layoutIfNeeded() throws(LayoutError) { try layoutTree(managedByAncestor: false) }

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
}
