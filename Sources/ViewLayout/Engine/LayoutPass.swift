/// What a layout pass fits the root to: `width == w @wp` and `height == h @hp`. Required on both axes
/// for `layoutIfNeeded` (the frame's size); required width and fitting-level height for a fitting height.
struct FittingTarget: Equatable {
    var width: Double
    var widthPriority: LayoutPriority
    var height: Double
    var heightPriority: LayoutPriority
}

/// The state of one layout pass, made fresh for every pass, so nothing of it carries over to the next:
/// the target, the views whose intrinsic size depends on their width (found once the pending changes
/// are applied, measured again at their solved widths), and whether their widths settled.
struct LayoutPass {
    let target: FittingTarget
    /// Not owned (a retain and a release per view, loop and item): the records belong to the system's
    /// `managed`, which a pass does not change once it has collected the tree.
    var widthDependent: [Unmanaged<ViewRecord>] = []
    var widthsConverged = true
    /// Set when every width-dependent view was measured at the width the solution gives it and nothing since
    /// can move a width (see `LayoutEngine.measureAtSolvedWidths`): settling them reads nothing. It holds the
    /// solver's pivot count before and after the batch of heights that followed (see
    /// `LayoutEngine.widthsAreDetermined`).
    var settledWidths: (pivotsBeforeHeights: UInt64, pivotsAfterHeights: UInt64)?
    /// Set when the wrapping views were measured without a width-free round, on the guess that it changes nothing:
    /// the priority their width-free constraints stay at or below (see `LayoutEngine.measureIntrinsicSizes`).
    var widthsGuessedAbove: Double?
    /// While the guess is being checked, wrapping views measured at a width set both their width constraints
    /// (hugging `width <= widest line`, width-free resistance `width >= single-line width`) to zero. The guess
    /// stands only if constraints stronger than both fix every width, and then their constants move no value
    /// (no constraint relates a width to a height either). At zero they hold at every width, so a width that
    /// moves costs no pivot, and from one item to the next they cost nothing. When the guess does not stand,
    /// the width-free round that follows sets both from a measurement again, as does any pass that does not
    /// guess, so a parked constant is never read.
    var parksWidthConstraints = false

    /// `buffer` is an empty list whose storage the pass may reuse (see `WidthResolution.takeViewList`).
    init(target: FittingTarget, buffer: [Unmanaged<ViewRecord>] = []) {
        self.target = target
        widthDependent = buffer
    }
}
