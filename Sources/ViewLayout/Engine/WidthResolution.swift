import Cassowary

/// What the engine keeps from pass to pass about the widths of wrapping views: their width variables,
/// the solver's last answer that stronger constraints fix them, while it still holds, and the storage of the
/// list of such views. Everything it keeps is about one list of records; a different list, or a collect
/// that may have freed a record (see `LayoutSystem.adopt`), drops it.
struct WidthResolution {
    /// Upper bound on measure → solve rounds for width-dependent intrinsic sizes.
    static let maximumRounds = 4
    /// How far a solved width may be from the width a view was measured at and still count as that width.
    static let tolerance = 1e-6

    /// The records last listed, and their width variables in order.
    private var listed: (views: [Borrowed<ViewRecord>], variables: [Variable]) = ([], []) {
        didSet { keptAnswer = nil }
    }
    /// The solver's last answer that those widths are determined by pinned symbols only, while it holds.
    private var keptAnswer: KeptAnswer?

    /// A "yes" about the listed widths that holds until the basis or the constraints change: every width's
    /// row held pinned symbols only when the solver gave it (see `Solver.determinacy`).
    private struct KeptAnswer {
        /// The priority the constraints that determine the widths are above.
        let priority: Double
        /// Where the solver stood when it answered, or since, as far as the answer is concerned.
        var mark: Solver.BasisMark
    }
    /// Storage for the next pass's list of width-dependent views, handed back by each pass, so that a later
    /// item allocates no list.
    private var spareViewList: [Borrowed<ViewRecord>] = []

    /// Forgets the listed records (they may be freed).
    mutating func forgetListedViews() { listed = ([], []) }

    /// Takes the storage kept for a pass's list of views, empty.
    mutating func takeViewList() -> [Borrowed<ViewRecord>] { .takingStorage(of: &spareViewList) }

    /// Gives back the storage of a pass's list of views.
    mutating func handBack(_ list: inout [Borrowed<ViewRecord>]) { list.handBackStorage(to: &spareViewList) }

    /// The views' width variables, in order. A pass asks the solver about the same variables item after item:
    /// the list is kept while the views are the same.
    mutating func variables(of views: [Borrowed<ViewRecord>]) -> [Variable] {
        if !listed.views.elementsEqual(views, by: { $0.refers(to: $1) }) {
            listed = (views, views.map { $0.read { $0.variables.width } })
        }
        return listed.variables
    }

    /// Whether the constraints above `priority` fix the width of every one of `views` (see
    /// `Solver.isDetermined`).
    ///
    /// The answer is kept when the solver found every width's row made of pinned symbols only: it then lasts
    /// until a pivot or a change of constraints. Pivots made by a batch of heights alone do not count
    /// (`aroundHeights`, where the solver stood before and after that batch, when the widths were settled
    /// before it: no constraint relates the axes then, so those pivots change neither the widths' rows nor
    /// the reduced costs of their symbols), so from item to item the question costs nothing while the
    /// widths' basis stays.
    mutating func areDetermined(_ views: [Borrowed<ViewRecord>], above priority: Double, in solver: Solver,
                                aroundHeights: (beforeHeights: Solver.BasisMark, afterHeights: Solver.BasisMark)?) -> Bool {
        // Listing the variables first drops a kept answer about other views.
        let widths = variables(of: views)
        if let known = keptAnswer, known.priority == priority, let settled = aroundHeights,
           known.mark == settled.beforeHeights, settled.beforeHeights.hasSameConstraints(as: settled.afterHeights),
           solver.basisMark == settled.afterHeights {
            keptAnswer?.mark = settled.afterHeights
            return true
        }
        let answer = solver.determinacy(of: widths, byPrioritiesAbove: priority)
        keptAnswer = answer.lasting ? KeptAnswer(priority: priority, mark: solver.basisMark) : nil
        return answer.determined
    }
}
