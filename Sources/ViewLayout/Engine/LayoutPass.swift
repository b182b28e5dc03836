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
    var widthDependent: [ManagedView] = []
    var widthsConverged = true
    /// Set when the wrapping views were measured at guessed widths instead of after a width-free round:
    /// the priority their width-free constraints stay at or below (see `LayoutEngine.measureIntrinsicSizes`).
    var widthsGuessedAbove: Double?
    /// While the guess is being checked, wrapping views measured at a width leave their hugging constant
    /// (`width <= widest line`) as it is in the solver. The guess stands only if constraints stronger than
    /// that hugging fix every width, and then its constant moves no value (no constraint relates a width to
    /// a height either): pushing it cost a constant change per label and item. When the guess does not
    /// stand, the width-free round that follows sets every hugging constant again, as does any pass that
    /// does not guess, so a deferred constant is never read.
    var defersHugWidths = false

    init(target: FittingTarget) { self.target = target }
}
