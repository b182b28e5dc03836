import Cassowary

/// The solver-side variables of a view or free layout guide, in the engine root's coordinates. A class,
/// though immutable: it is looked up for a view many times per pass, and a copy is then one retain, not four.
final class ItemVariables {
    let x: Variable, y: Variable, width: Variable, height: Variable
    init(_ name: String) {
        x = Variable("\(name).minX"); y = Variable("\(name).minY")
        width = Variable("\(name).width"); height = Variable("\(name).height")
    }
}

/// The engine's record of a view it lays out: the view's variables, its last measurement and size
/// constraints, and its pins. Not a view itself. A pass walks these instead of looking
/// each view up in tables at every step (a later item of a 20-view cell made about a hundred such
/// look-ups, hashing the view's identity each time).
final class ViewRecord {
    /// The view. Not owned through this reference: the root owns its engine, so a record owning the root
    /// would keep the tree alive for good. `heldView` owns every other view, so a view that left the tree
    /// stays alive, and its identity unique, until the next collect drops its record.
    var view: View { viewReference.object }
    private let viewReference: Borrowed<View>
    private let heldView: View?
    let variables: ItemVariables
    /// The last measurement and its size constraints: empty before the view's first measurement and while
    /// it is pinned. Kept for the record's life (a `let`, so a pass reads it without a retain).
    let intrinsic = IntrinsicState()
    /// The frame constraints of a view that no constraint mentions (nil when constraints place it).
    var pins: [Constraint]?
    /// `width >= 0` and `height >= 0`, required, for every view but the root (see
    /// `LayoutSystem.addSizeFloors`); empty for the root and until the record's first collect.
    var floors: [Constraint] = []
    /// The view's change count (`View.intrinsicStamp`, shared).
    let stamp: IntrinsicStamp
    /// The change count when the view's intrinsic size was last taken into the system; nil before the
    /// first time, or when it must be taken again (an unpinned view).
    var measuredGeneration: Int?
    /// `view.intrinsicSizeDependsOnWidth`, and for such a view the priorities of its two width
    /// constraints (`LayoutSystem.wrappingWidthPriorities`), as of `measuredGeneration`: both change only
    /// with the view's change count, and reading them from the view on every item costs a retain a read.
    var dependsOnWidth = false
    var wrapping: (hug: LayoutPriority, resistWhileFree: LayoutPriority) = (.required, .required)
    /// `view.baselinesFollowCentre`, read once: the view's `intrinsic.baselines` are then kept as distances
    /// below its middle (both of them), not from its top and bottom.
    let baselinesFollowCentre: Bool

    init(_ view: View, _ variables: ItemVariables, isRoot: Bool) {
        viewReference = Borrowed(view); self.variables = variables
        heldView = isRoot ? nil : view
        stamp = view.intrinsicStamp
        baselinesFollowCentre = view.hasBaselines && view.baselinesFollowCentre
    }

    /// Runs `body` with the view where it is (see `Borrowed`).
    @inline(__always)
    func withView<Result, Failure: Error>(_ body: (View) throws(Failure) -> Result) throws(Failure) -> Result {
        try viewReference.use(body)
    }

    /// The view's intrinsic size depends on its width and the pass measures it again at its solved
    /// width: wrapping text that constraints place.
    var isWidthDependent: Bool { pins == nil && dependsOnWidth }
}

/// Where a solver constraint came from, so diagnostics can name it in the user's terms: the layout
/// constraint it stands for, or the text of an engine-made one.
enum ConstraintOrigin {
    case layout(LayoutConstraint)
    case intrinsic(String)
    case fitting(String)
    case origin(String)
    case autoresizing(String)
    case sizeFloor(String)
}

/// An active LayoutConstraint as it sits in the solver (a class: a conflict replaces the solver
/// constraint of the record in place).
final class InstalledConstraint {
    let layout: LayoutConstraint
    var solverConstraint: Constraint
    init(layout: LayoutConstraint, solverConstraint: Constraint) {
        self.layout = layout; self.solverConstraint = solverConstraint
    }
}

/// An engine-made size constraint `variable <relation> value` (an equality holds content size from both
/// sides, see `LayoutSystem.updateIntrinsic`): the value its solver constant holds, and
/// the value queued for it (see `ConstraintStore.applyQueuedValues`), so unchanged values are recognised without
/// asking the solver.
final class SizeConstraint {
    /// What the constraint is, apart from its value.
    struct Spec {
        unowned let view: View
        /// Horizontal for a width, vertical for a height.
        let axis: LayoutAxis
        /// What it constrains, for diagnostics: "width", "height", or a width with a note.
        let name: String
        let variable: Variable
        let relation: Relation
        /// The priority; for an equality, that of going over the value (hugging).
        let priority: LayoutPriority
        /// For an equality, the priority of falling short of the value (compression resistance).
        let shortfallPriority: LayoutPriority?

        /// The solver constraint at `value`, labelled as diagnostics show it.
        func constraint(at value: Double) -> Constraint {
            let subject = "\(view.layoutDebugName).\(name)", amount = formatPoints(value)
            let text = switch relation {
            case .lessThanOrEqual: "\(subject) <= \(amount) @\(priority) (content hugging)"
            case .greaterThanOrEqual: "\(subject) >= \(amount) @\(priority) (compression resistance)"
            case .equal: "\(subject) == \(amount) (content hugging @\(priority), "
                + "compression resistance @\(shortfallPriority ?? priority))"
            }
            return Constraint(Expression([Term(variable, coefficient: 1)], constant: -value), relation,
                              strength: Strength(priority: priority.rawValue),
                              shortfallStrength: shortfallPriority.map { Strength(priority: $0.rawValue) }, label: text)
        }
    }

    let spec: Spec
    /// The solver constraint; replaced when a required value had to be added again at 999.
    var constraint: Constraint { didSet { reference = nil } }
    /// Where the solver keeps `constraint`, once looked up (see `reference(in:)`).
    var reference: Solver.ConstraintReference?
    /// The value in the solver.
    var value: Double
    /// The value waiting in the engine's queue, if any.
    var queued: Double?

    init(_ spec: Spec, _ constraint: Constraint, _ value: Double) {
        self.spec = spec; self.constraint = constraint; self.value = value
    }

    /// The value once the queue is applied.
    var target: Double { queued ?? value }

    /// The solver's reference to the constraint: kept, and looked up again only after the solver's
    /// constraints changed, so that applying a value costs no look-up.
    func reference(in solver: Solver) throws(LayoutError) -> Solver.ConstraintReference {
        if let reference, solver.isValid(reference) { return reference }
        guard let found = solver.reference(to: constraint) else { throw .solver(cause: .unknownConstraint(constraint)) }
        reference = found
        return found
    }
    /// The queued value when it differs from the value in the solver: what applying the queue changes.
    var change: Double? { queued.flatMap { $0 != value ? $0 : nil } }
}

/// Per-view intrinsic-size state: the last measurement and the constraints whose constants follow it. On
/// an axis whose size does not depend on the width, one equality holds hugging and compression resistance
/// (in `hug…`, the `resist…` one then nil) unless one of them is required; a wrapping width has a hugging
/// ≤ and a width-free compression resistance ≥ of different values. A class, so that a
/// measurement updates it where it is kept instead of copying it out of the table and back.
final class IntrinsicState {
    var size: Size = .noIntrinsicSize
    var measuredAtWidth: Double?
    /// The view's `baselineOffsets()`; for a view whose baselines follow its centre, both are distances below
    /// the middle of its intrinsic height instead (`ViewRecord.baselinesFollowCentre`).
    var baselines: (firstFromTop: Double, lastFromBottom: Double)?
    // The constraint records are updated in place (`sync`'s inout), which Swift would check for overlap at
    // run time on every item. They are written only in `updateIntrinsic`, and the solver calls made during a
    // write never read or write a view's state, so no two accesses overlap and the checks are off.
    @exclusivity(unchecked) var hugWidth: SizeConstraint?
    @exclusivity(unchecked) var resistWidth: SizeConstraint?
    @exclusivity(unchecked) var hugHeight: SizeConstraint?
    @exclusivity(unchecked) var resistHeight: SizeConstraint?
    /// Width-dependent views only: their compression resistance, just above their hugging
    /// (`wrappingWidthPriorities`), so wrapping content gives way to fixed content while its width is found.
    @exclusivity(unchecked) var resistWidthFree: SizeConstraint?

    /// The size constraints there are.
    var constraints: [SizeConstraint] {
        [hugWidth, resistWidth, hugHeight, resistHeight, resistWidthFree].compactMap { $0 }
    }

    /// Forgets the measurement and the constraints (which the caller removes from the solver).
    func clear() {
        size = .noIntrinsicSize
        measuredAtWidth = nil
        baselines = nil
        hugWidth = nil; resistWidth = nil; hugHeight = nil; resistHeight = nil; resistWidthFree = nil
    }
}
