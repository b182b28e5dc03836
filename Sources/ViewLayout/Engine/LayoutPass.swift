import Cassowary

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
/// are applied, measured again at their solved widths), and how their widths are being found.
struct LayoutPass {
    let target: FittingTarget
    /// Not owned (see `DESIGN.md`, performance model): the records belong to the system's tree, which a
    /// pass does not change once it has collected it.
    var widthDependent: [Borrowed<ViewRecord>] = []
    var widthRound = WidthRound.widthFree

    /// `buffer` is an empty list whose storage the pass may reuse (see `WidthResolution.takeViewList`).
    init(target: FittingTarget, buffer: [Borrowed<ViewRecord>] = []) {
        self.target = target
        widthDependent = buffer
    }
}

/// How a pass finds the widths of its wrapping views before it measures them at those widths.
enum WidthRound {
    /// Measured without a width first, so that they take the width the other constraints leave them.
    case widthFree
    /// Measured at the widths the solver gives them without that round, on the guess that it would change
    /// nothing: the guess stands only if the widths settle where they were measured and the constraints
    /// stronger than `priority` (which every constraint of the skipped round is at or below) fix them.
    ///
    /// Meanwhile the views' two width constraints (hugging `width <= widest line`, width-free resistance
    /// `width >= single-line width`) are set to zero. If the guess stands, the stronger constraints fix every
    /// width, so their constants move no value (no constraint relates a width to a height either); at zero
    /// they hold at every width, so a width that moves costs no pivot, and from one item to the next they
    /// cost nothing. If it does not, the width-free round that follows sets both from a measurement again,
    /// as does any pass that does not guess, so a zero set here is never read.
    ///
    /// `settled` is set when every view was measured at the width the solution gives it and nothing since
    /// can move a width (see `LayoutSystem.measureAtSolvedWidths`): settling them reads nothing. It holds
    /// where the solver stood before and after the batch of heights that followed (see
    /// `WidthResolution.areDetermined`).
    case guessed(above: Double, settled: (beforeHeights: Solver.BasisMark, afterHeights: Solver.BasisMark)?)

    /// Whether the wrapping views' width constraints are held at zero (see `guessed`).
    var zeroesWidthConstraints: Bool { if case .guessed = self { true } else { false } }
}

/// How the widths of a pass's wrapping views ended.
enum WidthOutcome {
    /// Measured at the widths they settled at.
    case settled
    /// Measured at the widths the solver gave them without a width-free round, and the guess stood.
    case guessStood
    /// Still moving after `WidthResolution.maximumRounds` rounds.
    case didNotConverge
}
