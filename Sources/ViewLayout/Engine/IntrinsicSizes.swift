import Cassowary

/// The queue of new intrinsic-size values and the storage its batches reuse. Views' size constraints
/// themselves live in their records (`ViewRecord.intrinsic`); the queue holds those whose value changed
/// since the solver last took them, each once, in the order they changed.
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

    /// An empty list of constant changes on storage kept from the last batch; `handBackChanges` returns it.
    mutating func takeChangeList() -> [(reference: Solver.ConstraintReference, constant: Double)] { .takingStorage(of: &spareChangeList) }

    /// Gives back the storage of a list `takeChangeList` returned, now applied.
    mutating func handBackChanges(_ list: inout [(reference: Solver.ConstraintReference, constant: Double)]) {
        list.handBackStorage(to: &spareChangeList)
    }

    /// Gives back the storage of a list `takeQueuedWidths` returned, now applied.
    mutating func handBackWidths(_ list: inout [Borrowed<SizeConstraint>]) { list.handBackStorage(to: &spareSizeList) }
}
