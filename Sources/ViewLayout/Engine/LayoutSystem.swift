import Cassowary

/// A layout engine's live constraint system and the bookkeeping that ties it to the tree it was built
/// from. All of it lives exactly as long as the solver: when the engine starts over it replaces the
/// whole value (see `LayoutEngine.reset`), so a rebuild cannot keep a field that a reset forgot.
struct LayoutSystem {
    var solver = Solver()

    /// Views laid out by the engine, in tree order (root first).
    var managed: [ViewRecord] = [] {
        didSet {
            borrowedManaged = managed.map(Unmanaged.passUnretained)
            // A record that left may be freed and its address taken by a new one: the cache must not match it.
            widthVariables = ([], [])
        }
    }
    /// The same records, not owned, for the walk of every pass (see `LayoutEngine.measureIntrinsicSizes`):
    /// walking `managed` retains and releases each record it visits.
    private(set) var borrowedManaged: [Unmanaged<ViewRecord>] = []
    /// The root's record (first in tree order; nil before the first collect).
    var rootRecord: ViewRecord? { managed.first }
    /// The managed views by identity, and views collected but not yet among `managed` (during a collect).
    var records: [ObjectIdentifier: ViewRecord] = [:]
    /// Variables of the free guides (a view's are in its record).
    var guideVariables: [ObjectIdentifier: ItemVariables] = [:]
    /// Free layout guides of managed views.
    var guides: [LayoutGuide] = []
    /// True when some constraint relates a width to a height (then widths may depend on heights).
    var hasCrossAxisConstraints = false

    var installed: [LayoutConstraint: InstalledConstraint] = [:]
    /// Installed constraints in the order they went in: changes are applied in this order, never in hash
    /// order, so a layout that leaves a choice to the solver makes the same choice in every run.
    var installOrder: [LayoutConstraint] = []
    /// Constraints of the tree that the last collect left out because they failed validation (such as
    /// a constant that is not finite or a priority outside 1...1000), with a diagnostic.
    var skipped: Set<LayoutConstraint> = []
    var origins: [Constraint: ConstraintOrigin] = [:]
    /// Installed constraints whose solver constant depends on a view's margins or baselines, by view.
    var offsetDependents: [ObjectIdentifier: [LayoutConstraint]] = [:]
    /// Size constraints whose new values wait to be applied together (see `LayoutEngine.applyQueuedValues`).
    /// Not owned (a retain and a release per value and item): each size is owned by its view's record, and
    /// the queue is applied before anything can let a size go (every addition and removal of a solver
    /// constraint applies it first, and every pass ends with it), so a size is alive while it waits.
    var valueQueue: [Unmanaged<SizeConstraint>] = []

    /// The width variables of the records a pass listed as width-dependent, and that list (see
    /// `LayoutEngine.widthVariables(of:)`). Emptied whenever `managed` changes.
    var widthVariables: (views: [Unmanaged<ViewRecord>], variables: [Variable]) = ([], []) {
        didSet { lastingWidthDeterminacy = nil }
    }
    /// Where the solver stood when it last found those widths determined by pinned symbols only, above
    /// `priority` (see `LayoutEngine.widthsAreDetermined`).
    var lastingWidthDeterminacy: (priority: Double, structure: UInt64, pivots: UInt64)?
    /// Storage for the next pass's list of width-dependent views, handed back by each pass, so that a later
    /// item allocates no list (growing one from empty was four allocations an item for ten labels).
    var spareViewList: [Unmanaged<ViewRecord>] = []

    /// Storage that applying queued values reuses for its lists (see `LayoutEngine.applyBatch`).
    var spareChangeList: [(reference: Solver.ConstraintReference, constant: Double)] = []
    var spareSizeList: [Unmanaged<SizeConstraint>] = []

    /// The root's `minX == 0` and `minY == 0`.
    var originConstraints: [Constraint] = []
    var widthFence: Fence?
    var heightFence: Fence?
    /// What the previous pass fitted the root to, to skip work when nothing changed.
    var lastTarget: FittingTarget?

    /// Diagnostics of the system as it stands: constraints skipped or broken while it was built, and what
    /// the most recent pass reported. A system with a broken constraint is rebuilt on the next change, so
    /// nothing here outlives the item that caused it.
    var diagnostics: [LayoutDiagnostic] = []
    /// True when a conflict made the solver hold a constraint at a lower priority than asked. Which
    /// constraint breaks depends on the order things were added, so a system in this state is not reused
    /// for other data: the next pass builds a new one.
    var hasDemotions = false
    /// Constraints taken out of the solver since it was built. A removed constraint can leave symbols
    /// behind in the tableau (an error variable in other rows, its slot in the symbol tables), so a tree
    /// whose structure keeps changing (stack views hiding and showing views from item to item) would
    /// slow down with every item; past a bound proportional to the system's size the system is rebuilt,
    /// which costs about as much as the removals did, so the cost stays proportional to the work.
    var removalsSinceBuild = 0

    /// Whether enough has been removed that a new system is cheaper than the leftovers.
    var needsRebuildForRemovals: Bool { removalsSinceBuild > 2 * (installed.count + 4 * managed.count) + 32 }

    /// True while nothing has been added since the system was made (a pass then builds it from the tree,
    /// in tree and activation order, as for a tree laid out for the first time).
    var isEmpty: Bool { managed.isEmpty && installed.isEmpty }
}
