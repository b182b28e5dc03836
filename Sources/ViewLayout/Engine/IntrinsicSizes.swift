import Cassowary

/// The queue of new intrinsic-size values (held by the constraint store), the storage its batches reuse,
/// and a batch's application to the solver in one repair. Views' size constraints themselves live in their records (`ViewRecord.intrinsic`);
/// the queue holds those whose value changed since the solver last took them, each once, in the order they
/// changed.
///
/// The queue does not own its sizes (see `DESIGN.md`, performance model): each size is owned by its view's
/// record, and the queue is applied before anything can let a size go (every addition and removal of a
/// solver constraint applies it first, and every pass ends with it), so a size is alive while it waits.
struct IntrinsicSizes {
    private var queue: [Borrowed<SizeConstraint>] = []
    /// Storage that applying queued values reuses for its list of constant changes.
    private var spareChangeList: [(reference: Solver.ConstraintReference, constant: Double)] = []
    private var spareSizeList: [Borrowed<SizeConstraint>] = []

    var isEmpty: Bool { queue.isEmpty }

    /// Whether a width waits in the queue.
    var hasQueuedWidth: Bool { queue.contains { $0.read { $0.spec.axis == .horizontal } } }

    /// Queues a new value for a size constraint (nothing if it already holds or awaits that value).
    @inline(__always)
    mutating func queue(_ value: Double, for size: SizeConstraint) {
        if size.target == value { return }
        if size.queued == nil { queue.append(Borrowed(size)) }
        size.queued = value
    }

    /// Takes the whole queue, leaving it empty; `handBack` returns its storage.
    mutating func takeQueue() -> [Borrowed<SizeConstraint>] { .takingStorage(of: &queue) }

    /// Takes the queued widths out, leaving the queued heights in the queue, in order; `handBackWidths`
    /// returns the list's storage.
    mutating func takeQueuedWidths() -> [Borrowed<SizeConstraint>] {
        var widths = Array.takingStorage(of: &spareSizeList)
        // The heights move to the front of the queue, in order; the widths are taken out.
        var heights = 0
        for index in queue.indices {
            let entry = queue[index]
            if entry.read({ $0.spec.axis == .horizontal }) {
                widths.append(entry)
            } else {
                queue[heights] = entry
                heights += 1
            }
        }
        queue.removeSubrange(heights...)
        return widths
    }

    /// Gives back the storage of a list `takeQueue` returned, now applied.
    mutating func handBack(_ list: inout [Borrowed<SizeConstraint>]) { list.handBackStorage(to: &queue) }

    /// Hands the queued values of `sizes` (taken from the queue) and the fitting constraints' new constants
    /// to `solver` in one call, which repairs the solution once, and records the values as held. The list of
    /// changes reuses storage kept from the last batch.
    ///
    /// On a conflict no size keeps a queued value, and the ones that were waiting come back with their
    /// values, for the constraint store to apply one at a time: the one that cannot hold is added again at
    /// 999 (see `ConstraintStore.add`).
    mutating func apply(_ sizes: [Borrowed<SizeConstraint>], fitting: [(constraint: Constraint, constant: Double)],
                        in solver: Solver) throws(LayoutError) -> [(size: SizeConstraint, value: Double)] {
        var changes = Array.takingStorage(of: &spareChangeList)
        defer { changes.handBackStorage(to: &spareChangeList) }
        for entry in sizes {
            if let change = try Self.queuedChange(entry, in: solver) { changes.append(change) }
        }
        for change in fitting {
            guard let reference = solver.reference(to: change.constraint) else { throw .solver(cause: .unknownConstraint(change.constraint)) }
            changes.append((reference, change.constant))
        }
        // Sizes queued at the value they hold change nothing in the solver; the loop at the end clears them.
        if !changes.isEmpty {
            do {
                try solver.setConstants(referenced: changes)
            } catch {
                let owned = sizes.map { $0.object }
                let waiting = owned.compactMap { size in size.queued.map { (size: size, value: $0) } }
                for size in owned { size.queued = nil }
                guard error.isConflict else { throw .solver(cause: error) }
                return waiting
            }
        }
        for entry in sizes {
            entry.read { size in
                guard let value = size.queued else { return }
                size.value = value
                size.queued = nil
            }
        }
        return []
    }

    /// The solver change a queued size asks for (its constraint's new constant, by reference), or nil when it
    /// already holds its queued value. The size is borrowed where the queue keeps it; only a reference that
    /// lapsed is looked up again through an owned one.
    private static func queuedChange(_ entry: Borrowed<SizeConstraint>, in solver: Solver) throws(LayoutError)
        -> (reference: Solver.ConstraintReference, constant: Double)? {
        let change = entry.read { size -> (reference: Solver.ConstraintReference?, constant: Double)? in
            size.change.map { (size.reference.flatMap { solver.isValid($0) ? $0 : nil }, -$0) }
        }
        guard let change else { return nil }
        if let reference = change.reference { return (reference, change.constant) }
        return (try entry.object.reference(in: solver), change.constant)
    }

    /// Gives back the storage of a list `takeQueuedWidths` returned, now applied.
    mutating func handBackWidths(_ list: inout [Borrowed<SizeConstraint>]) { list.handBackStorage(to: &spareSizeList) }
}
