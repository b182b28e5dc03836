import Cassowary

/// The solver-side variables of a view or free layout guide, in the engine root's coordinates.
struct ItemVariables {
    let x: Variable, y: Variable, width: Variable, height: Variable
    init(_ name: String) {
        x = Variable("\(name).minX"); y = Variable("\(name).minY")
        width = Variable("\(name).width"); height = Variable("\(name).height")
    }
}

/// Where a solver constraint came from, so diagnostics can name it in the user's terms.
enum ConstraintOrigin {
    case layout(LayoutConstraint)
    case intrinsic(View, String)
    case fitting(String)
    case origin(String)
    case autoresizing(View, String)
}

/// An active LayoutConstraint as it sits in the solver.
final class InstalledConstraint {
    let layout: LayoutConstraint
    var solverConstraint: Constraint
    var priority: LayoutPriority
    init(layout: LayoutConstraint, solverConstraint: Constraint, priority: LayoutPriority) {
        self.layout = layout; self.solverConstraint = solverConstraint; self.priority = priority
    }
}

/// An engine-made size constraint `variable <relation> value`: the value its solver constant holds, and
/// the value queued for it (see `LayoutEngine.applyQueuedValues`), so unchanged values are recognised without
/// asking the solver.
final class SizeConstraint {
    /// What the constraint is, apart from its value.
    struct Spec {
        unowned let view: View
        /// "width" or "height", for diagnostics.
        let axis: String
        let variable: Variable
        let relation: Relation
        let priority: LayoutPriority
    }

    let spec: Spec
    /// The solver constraint; replaced when a required value had to be added again at 999.
    var constraint: Constraint
    /// The value in the solver.
    var value: Double
    /// The value waiting in the engine's queue, if any.
    var queued: Double?

    init(_ spec: Spec, _ constraint: Constraint, _ value: Double) {
        self.spec = spec; self.constraint = constraint; self.value = value
    }

    /// The value once the queue is applied.
    var target: Double { queued ?? value }
}

/// Per-view intrinsic-size state: the last measurement and its four constraints (hugging ≤ and
/// compression resistance ≥ on each axis), whose constants follow the measurement.
struct IntrinsicState {
    var size: Size = .noIntrinsicSize
    var measuredAtWidth: Double?
    var baselines: (firstFromTop: Double, lastFromBottom: Double)?
    var hugWidth: SizeConstraint?, resistWidth: SizeConstraint?, hugHeight: SizeConstraint?, resistHeight: SizeConstraint?
    /// Width-dependent views only: the compression resistance of the width-free measurement, at
    /// `widthFreeResistance`, so wrapping content gives way to fixed content while its width is found.
    var resistWidthFree: SizeConstraint?
}

/// One Cassowary system for a view tree: built once, then kept live. Structural changes (subviews,
/// activation, stack arrangement) are applied as a diff of added/removed solver constraints; constant
/// changes (constraint constants, intrinsic sizes, margins, baselines) go to the solver with
/// `setConstant`, so measuring the same tree with other data never rebuilds the system.
final class LayoutEngine {
    unowned let root: View
    var solver = Solver()

    /// Views laid out by this engine, in tree order (root first), and their variables.
    var managed: [View] = []
    /// Views whose intrinsic size depends on their width (multi-line labels without a preferred width).
    var widthDependent: [View] = []
    /// True when some constraint relates a width to a height (then widths may depend on heights).
    var hasCrossAxisConstraints = false
    /// Root size requested by the previous pass, to skip work when nothing changed.
    var lastFences: (Double, LayoutPriority, Double, LayoutPriority)?
    var variables: [ObjectIdentifier: ItemVariables] = [:]
    /// Free layout guides of managed views.
    var guides: [LayoutGuide] = []

    var installed: [LayoutConstraint: InstalledConstraint] = [:]
    var installOrder: [LayoutConstraint] = []
    /// Constraints of the tree that the last collect left out because they failed validation (such as
    /// a constant that is not finite or a priority outside 1...1000), with a diagnostic.
    var skipped: Set<LayoutConstraint> = []
    var origins: [Constraint: ConstraintOrigin] = [:]
    /// Installed constraints whose solver constant depends on a view's margins or baselines, by view.
    var offsetDependents: [ObjectIdentifier: [LayoutConstraint]] = [:]
    var intrinsic: [ObjectIdentifier: IntrinsicState] = [:]
    /// Size constraints whose new values wait to be applied together (see `applyQueuedValues`).
    var valueQueue: [SizeConstraint] = []
    /// Views with no constraint mentioning them keep their frame (UIKit's autoresizing-mask constraints).
    var pinned: [ObjectIdentifier: [Constraint]] = [:]

    var originConstraints: [Constraint] = []
    var widthFence: (constraint: Constraint, priority: LayoutPriority)?
    var heightFence: (constraint: Constraint, priority: LayoutPriority)?

    // Dirty state.
    var needsCollect = true
    var dirtyConstants: Set<LayoutConstraint> = []
    var dirtyPriorities: Set<LayoutConstraint> = []
    var dirtyIntrinsic: Set<ObjectIdentifier> = []
    var dirtyOffsets: Set<ObjectIdentifier> = []

    /// Diagnostics of the system as it stands: constraints skipped or broken while it was built, and what
    /// the most recent pass reported. A system with a broken constraint is rebuilt on the next change, so
    /// nothing here outlives the item that caused it.
    var diagnostics: [LayoutDiagnostic] = []
    /// True when a conflict made the solver hold a constraint at a lower priority than asked (see
    /// `noteDemotion`). Which constraint breaks depends on the order things were added, so a system in
    /// this state is not reused for other data: the next pass builds a new one.
    var hasDemotions = false
    /// Constraints taken out of the solver since it was built. A removed constraint can leave symbols
    /// behind in the tableau (an error variable in other rows, its slot in the symbol tables), so a tree
    /// whose structure keeps changing (stack views hiding and showing views from item to item) would
    /// slow down with every item; past a bound proportional to the system's size the system is rebuilt,
    /// which costs about as much as the removals did, so the cost stays proportional to the work.
    var removalsSinceBuild = 0

    /// Whether enough has been removed that a new system is cheaper than the leftovers.
    var needsRebuildForRemovals: Bool { removalsSinceBuild > 2 * (installed.count + 4 * intrinsic.count) + 32 }
    /// Number of solver systems built (1 unless the tree's structure, or a conflict between required
    /// constraints, forced a rebuild).
    private(set) var buildCount = 0

    /// While a wrapping view's width is not known yet, it resists horizontal compression only just above the
    /// fitting level: it takes the width the other constraints leave it (and its single-line width when
    /// nothing bounds it), instead of fighting fixed-size neighbours at equal priority.
    static let widthFreeResistance: LayoutPriority = 51

    /// How much more weakly wrapping views hug horizontally than their priority says (see updateIntrinsic).
    static let wrappingHuggingBias = 0.01

    /// Upper bound on measure → solve rounds for width-dependent intrinsic sizes.
    static let maximumWidthPasses = 4

    init(root: View) { self.root = root }

    // MARK: Change notifications (from views and constraints)

    func structureChanged() { needsCollect = true }
    func constraintConstantChanged(_ constraint: LayoutConstraint) { dirtyConstants.insert(constraint) }
    func constraintPriorityChanged(_ constraint: LayoutConstraint) { dirtyPriorities.insert(constraint) }
    func intrinsicContentSizeInvalidated(_ view: View) { dirtyIntrinsic.insert(ObjectIdentifier(view)) }
    func viewGeometryOffsetsChanged(_ view: View) { dirtyOffsets.insert(ObjectIdentifier(view)) }

    /// Starts over with an empty solver (used when the solver reports an error it cannot recover from).
    func reset() {
        solver = Solver()
        variables = [:]; guides = []; installed = [:]; installOrder = []; origins = [:]
        offsetDependents = [:]; intrinsic = [:]; valueQueue = []; pinned = [:]; originConstraints = []; skipped = []
        widthFence = nil; heightFence = nil; managed = []; widthDependent = []; lastFences = nil
        needsCollect = true
        dirtyConstants = []; dirtyPriorities = []; dirtyIntrinsic = []; dirtyOffsets = []
        diagnostics = []; hasDemotions = false; removalsSinceBuild = 0
    }

    /// True while nothing has been added to the solver since the last reset (a pass then builds the system
    /// from the tree, in tree and activation order, as for a tree laid out for the first time).
    var isEmpty: Bool { managed.isEmpty && installed.isEmpty }

    /// Records that a required constraint is now held at a lower priority because it conflicted.
    func noteDemotion() { hasDemotions = true }

    /// Whether a changed constant or priority moves a constraint into or out of the system: an
    /// installed constraint whose constant is no longer finite or whose priority left 1...1000, or a
    /// skipped one that changed (it may be valid now). Leaving one out, or taking it back in at the
    /// end of the installation order, would give the system a history: a tree built afresh would
    /// validate it in tree order and report it only while it is invalid. So such a change starts over
    /// from the tree, as a conflict does. Rare by nature: valid data changes stay constant changes.
    var changesWhatIsInstalled: Bool {
        func moves(_ c: LayoutConstraint) -> Bool {
            skipped.contains(c) || (installed[c] != nil && !(c.constant.isFinite && c.priority.isValid))
        }
        return dirtyConstants.contains(where: moves) || dirtyPriorities.contains(where: moves)
    }

    func noteBuilt() { buildCount += 1 }
}
