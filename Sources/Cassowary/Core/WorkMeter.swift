/// The work a solver has done, in row cells written while pivoting, and the limit its caller set on it.
///
/// Inequalities that relate most variables to most others fill the rows in, and then one pivot costs as much
/// as the whole tableau: a system of a few thousand such constraints took minutes to build. A caller that
/// must answer in bounded time sets a limit; past it every simplex loop stops at its next step, the
/// solution is left unfinished, and the caller, which checks ``isSpent`` after its calls, throws the
/// solver away. A class, not a count in the tableau: the tableau is a value, and copies made to roll back a
/// failed call or to test feasibility would take the count back with them.
///
/// `@unchecked Sendable`: a solver, with its tableau and every copy of it, is used by one thread at a time
/// (see ``Solver``), so the counter is never touched from two at once.
final class WorkMeter: @unchecked Sendable {
    /// Row cells written so far, by substitutions (a stale row's when it is brought up to date too) and by new
    /// rows copying their terms' rows, a quarter for each row marked stale by a pivot, and a 256th for each
    /// slot passed finding a row in a symbol's column (grows with how full rows are, not only with pivots).
    var spent: UInt64 = 0
    /// The most ``spent`` may reach before the loops stop.
    var limit = UInt64.max

    /// Whether the limit has been passed: simplex loops stop, and the solution is not to be read.
    var isSpent: Bool { spent > limit }
}
