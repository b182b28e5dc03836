/// Required constraints that cannot all hold, and the one given up to recover (re-added at priority 999,
/// so it is still satisfied as far as the others allow).
public struct UnsatisfiableConstraints: CustomStringConvertible {
    /// The required constraints that together conflict with `broken`.
    public let conflicting: [ConstraintInfo]
    /// The constraint given up, the one Auto Layout's log names after "Will attempt to recover by breaking".
    public let broken: ConstraintInfo

    /// The conflict in one line: the constraint broken, then the others of the set.
    public var summary: String {
        let others = conflicting.map(\.description).filter { $0 != broken.description }
        return "broke \(broken.description)" + (others.isEmpty ? "" : "; it conflicts with \(ShortList.line(others))")
    }

    /// The report in the shape of Auto Layout's console log.
    public var description: String {
        var lines = ["Unable to simultaneously satisfy constraints.",
                     "\tProbably at least one of the constraints in the following list is one you don't want.",
                     "\tTry this: (1) look at each constraint and try to figure out which you don't expect;",
                     "\t(2) find the code that added the unwanted constraint or constraints and fix it.",
                     "("]
        var all = conflicting.map(\.description)
        if !all.contains(broken.description) { all.append(broken.description) }
        lines += all.map { "    \"\($0)\"," }
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint ")
        lines.append(broken.description)
        return lines.joined(separator: "\n")
    }
}
