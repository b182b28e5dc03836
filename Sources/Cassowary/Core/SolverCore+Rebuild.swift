/// Solving a core's system again from scratch: the way back after an overflow (see
/// ``Tableau/overflowed``) that left a tableau unusable, where keeping a copy on every addition would
/// make building a system quadratic.
extension SolverCore {
    /// A fresh core with the same constraints and constants (plus `extra`, at its place in the order
    /// of addition, and with the constants in `restoring` put back), solved from scratch; nil if that
    /// fails too. The way back after an overflow that left this core unusable: the same system, so the
    /// same values wherever the optimum is unique.
    func rebuilt(including extra: (constraint: Constraint, record: Record)? = nil,
                 restoring constants: [(constraint: Constraint, constant: Double)] = []) -> SolverCore? {
        var all = records.map { (constraint: $0.key, record: $0.value) }
        if let extra { all.append(extra) }
        if !constants.isEmpty {
            let restored = Dictionary(constants, uniquingKeysWith: { first, _ in first })
            for index in all.indices {
                if let constant = restored[all[index].constraint] { all[index].record.constant = constant }
            }
        }
        all.sort { $0.record.order < $1.record.order }
        var fresh = SolverCore()
        for item in all {
            do {
                try fresh.add(item.constraint, constant: item.record.constant)
            } catch {
                return nil
            }
        }
        return fresh
    }
}
