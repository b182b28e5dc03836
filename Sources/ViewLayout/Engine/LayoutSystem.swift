import Cassowary

/// A layout engine's live constraint system and the bookkeeping that ties it to the tree it was built
/// from, in parts that each keep one invariant: the collected tree, the constraint store (the one path by
/// which constraints enter and leave the solver, applying the queued size values before each), the width
/// resolution and the fitting constraints. All of it lives exactly as long as the solver: when the engine starts over it
/// replaces the whole value (see `LayoutEngine.reset`), so a rebuild cannot keep a field that a reset forgot.
///
/// What a pass does with the parts is in the extensions, one concern each: bringing the system in line
/// with the tree (`+Collect`), constants, priorities and margins (`+Constants`), views' size constraints
/// (`+Intrinsic`), the rounds that find wrapping views' widths (`+WidthRounds`) and the root's origin and
/// fitting constraints (`+Fitting`).
struct LayoutSystem {
    var solver = Solver()
    /// The views and free guides the engine lays out, and their variables.
    var tree = CollectedTree()
    /// The constraints in the solver, where each came from, and the size values waiting for it.
    var constraints = ConstraintStore()
    /// What the engine knows about the widths of wrapping views between passes.
    var widths = WidthResolution()
    /// The root's origin and the two constraints that pull it toward a pass's target.
    var fitting = Fitting()

    /// Diagnostics of the system as it stands: constraints skipped or broken while it was built, and what
    /// the most recent pass reported. A system with a broken constraint is rebuilt on the next change, so
    /// nothing here outlives the item that caused it.
    var diagnostics: [LayoutDiagnostic] = []

    /// Makes the collected views and guides the managed ones. Records that left may be freed and their
    /// addresses taken by new ones, so what the width resolution kept about listed views goes too.
    mutating func adopt(views: [ViewRecord], guides: [LayoutGuide]) {
        tree.managed = views
        tree.guides = guides
        widths.forgetListedViews()
    }

    /// Whether enough has been removed that a new system is cheaper than the leftovers.
    var needsRebuildForRemovals: Bool { constraints.needsRebuild(viewCount: tree.managed.count) }

    /// How much rounding a system may gather from constant changes before it is built anew
    /// (`Solver.roundingExposure`: the sum of the magnitudes of the row constants written in place).
    ///
    /// A live system answers an item with the rows that earlier items' constant changes left, and each
    /// change rounds, so its values drift from the ones a new system would give, more the more items it
    /// has measured. Rounding a height up to the pixel grid turns a drift past `PixelGrid.tolerance`
    /// (10⁻⁶ pixels) into a whole pixel: without a bound an item's height depended on how many and which
    /// items the same cell had measured before, and so on `--jobs`. At this budget half a unit in the last
    /// place of every write, 2⁻⁵³ of it, adds up to 3.3·10⁻⁷ points, the tolerance at @3x. Measured on the
    /// status example (20,000 items at 375 and 320 points @3x, one cell), values stay within 10⁻⁸ pixels of a
    /// new system's (3·10⁻⁸ without a bound; 2.5·10⁻⁶, a pixel for one row in ten, with stack caps of 10⁷)
    /// for 1.6% more instructions (BENCHMARKS.md).
    static let roundingBudget = 3e9

    /// The solver work one layout pass may take (`Solver.work`: row cells written while pivoting, rows marked and column slots passed, see `WorkMeter`) before it
    /// stops with `LayoutError.tooComplex`. The example templates' passes take under 10⁴, and 10,000
    /// constraints at as many priorities (the most a template may have) under 10⁶; 200 views tied by 4,000
    /// random inequalities at random priorities did not finish one pass in two minutes, and stop at this
    /// budget in about 1.5 s (release build). A limit on work, not time, so the same cell passes or fails on
    /// every machine.
    static let workBudget: UInt64 = 200_000_000

    /// Whether the rounding of in-place changes has reached the budget (see `roundingBudget`).
    var needsRebuildForPrecision: Bool { solver.roundingExposure > Self.roundingBudget }

    /// Adds an engine-made constraint (origin, fitting size, pinned frame); a required one that conflicts is
    /// reported and added at 999 instead, which is returned (see `ConstraintStore.add`).
    @discardableResult
    mutating func addInternal(_ c: Constraint, _ origin: ConstraintOrigin) throws(LayoutError) -> Constraint {
        try constraints.add(c, origin, to: solver, diagnostics: &diagnostics)
    }

    /// Takes an engine-made constraint out of the solver.
    mutating func removeInternal(_ c: Constraint) throws(LayoutError) {
        try constraints.remove(c, from: solver, diagnostics: &diagnostics)
    }

    /// Applies the queued size values, and `fitting`'s new constants, before the solver is read (see
    /// `ConstraintStore.applyQueuedValues`).
    mutating func applyQueuedValues(fitting: [(constraint: Constraint, constant: Double)] = []) throws(LayoutError) {
        try constraints.applyQueuedValues(fitting: fitting, in: solver, diagnostics: &diagnostics)
    }

    /// True while nothing has been added since the system was made (a pass then builds it from the tree,
    /// in tree and activation order, as for a tree laid out for the first time).
    var isEmpty: Bool { tree.managed.isEmpty && constraints.installed.isEmpty }
}

/// The views and free layout guides a collect found, with their solver variables.
struct CollectedTree {
    /// Views laid out by the engine, in tree order (root first). Set only by `LayoutSystem.adopt`, which
    /// also drops what the width resolution kept about the views before.
    fileprivate(set) var managed: [ViewRecord] = [] {
        didSet { borrowedManaged = managed.map(Borrowed.init) }
    }
    /// The same records, borrowed (see `Borrowed`), for the walk of every pass (see
    /// `LayoutSystem.measureChangedViews`). Replaced whenever `managed` is.
    private(set) var borrowedManaged: [Borrowed<ViewRecord>] = []
    /// The root's record (first in tree order; nil before the first collect).
    var rootRecord: ViewRecord? { managed.first }
    /// The managed views by identity, and views collected but not yet among `managed` (during a collect).
    var records: [ObjectIdentifier: ViewRecord] = [:]
    /// Variables of the free guides (a view's are in its record).
    var guideVariables: [ObjectIdentifier: ItemVariables] = [:]
    /// Free layout guides of managed views (set by `LayoutSystem.adopt`).
    fileprivate(set) var guides: [LayoutGuide] = []
    /// True when some constraint relates a width to a height (then widths may depend on heights).
    var hasCrossAxisConstraints = false
}
