#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Locking
import Synchronization
import ViewLayout

/// A running precache (see `TableView.precacheHeights`): wait for it, or cancel it.
public final class PrecacheTask: Sendable {
    private let cancelled = Atomic<Bool>(false)
    private let finished = DispatchSemaphore(value: 0)
    private let outcome = Locked<(done: Bool, failures: [HeightCacheError], measured: Int)>((false, [], 0))

    /// Stops after the row being measured.
    public func cancel() { cancelled.store(true, ordering: .relaxed) }
    /// True once `cancel()` was called; the row being measured may still finish.
    public var isCancelled: Bool { cancelled.load(ordering: .relaxed) }
    /// True once the task has stopped: every row measured or failed, cancelled, or the table's shape unreadable.
    public var isFinished: Bool { outcome.withLock { $0.done } }

    /// Blocks until every row has a height (or failed), or the task was cancelled.
    public func wait() {
        finished.wait()
        finished.signal()
    }

    /// Rows whose height could not be computed (configuration errors, cells that do not size themselves);
    /// they are skipped, not cached.
    public var failures: [HeightCacheError] { outcome.withLock { $0.failures } }
    /// Heights computed and cached by this task.
    public var measuredCount: Int { outcome.withLock { $0.measured } }

    func noteMeasured() { outcome.withLock { $0.measured += 1 } }
    func noteFailure(_ error: HeightCacheError) { outcome.withLock { $0.failures.append(error) } }
    func finish() {
        outcome.withLock { $0.done = true }
        finished.signal()
    }
}

extension TableView {
    /// Computes, in the background, the heights of rows not asked for yet, nearest `visible` first
    /// (FDTemplateLayoutCell's precache, which idles on the run loop). Each row is measured under the read
    /// side of the table's update lock, so an update waits for the row in progress and the row's height
    /// is stored against the shape it was measured in; after an update the task starts again from
    /// `visible` in the new shape. It never stores a height for a row that has changed.
    ///
    /// `identifier` and `configuration` run on a background thread with a template of their own; they
    /// must read the model (which changes only inside update methods) and must not update or invalidate the
    /// table (under the read side of its lock, an update would wait for itself).
    @discardableResult
    public func precacheHeights<Cell: TableViewCell>(near visible: TableIndexPath = TableIndexPath(row: 0, section: 0),
                                                     identifier: @escaping @Sendable (TableIndexPath) -> String,
                                                     configuration: @escaping @Sendable (Cell, TableIndexPath) throws -> Void) -> PrecacheTask {
        let task = PrecacheTask()
        // The data source is the caller's: ask it for the shape here, on the caller's thread.
        do throws(HeightCacheError) { try loadShapeIfNeeded() } catch {
            task.noteFailure(error)
            task.finish()
            return task
        }
        DispatchQueue.global(qos: .utility).async { [self] in
            var walk = PrecacheWalk(visible: visible)
            // The closures run on this thread only under the read side of the update lock: marked once for the
            // walk, not once a row.
            let me = pthread_self()
            state.withLock { $0.precachingThreads.append(me) }
            while !task.isCancelled {
                let more: Bool = modelLock.withReadLock {
                    let snapshot = state.withLock { ($0.heights.epoch, $0.heights.rowCounts, $0.geometry, $0.slot) }
                    walk.follow(epoch: snapshot.0, slot: snapshot.3, rowCounts: snapshot.1)
                    while let path = walk.next() {
                        guard state.withLock({ $0.heights.height(at: path, slot: snapshot.3) }) == nil else { continue }
                        do throws(HeightCacheError) {
                            let height = try cellHeight(identifier(path), in: snapshot.2, location: path.description) { (cell: Cell) in
                                try configuration(cell, path)
                            }
                            // The read lock keeps updates out, so the epoch is still the snapshot's.
                            store(height, at: path, slot: snapshot.3, epoch: snapshot.0)
                            counters.add(.precached)
                            task.noteMeasured()
                            debugLog("precached - \(path) \(formatPointsShort(height))")
                        } catch {
                            task.noteFailure(error)
                        }
                        return true
                    }
                    return false
                }
                if !more { break }
            }
            // Unmarked before a waiter is let go: the pool may hand this thread to other work.
            state.withLock { $0.precachingThreads.removeAll { pthread_equal($0, me) != 0 } }
            task.finish()
        }
        return task
    }
}

/// Visits rows outward from a visible row (the row, then one below, one above, two below, ...), and
/// starts over when the table's shape or geometry changes.
struct PrecacheWalk {
    let visible: TableIndexPath
    private var epoch: UInt64?
    private var slot: Int?
    private var starts: [Int] = []   // flat index of each section's first row
    private var total = 0
    private var center = 0
    private var distance = 0
    private var pendingAbove: Int?

    init(visible: TableIndexPath) { self.visible = visible }

    mutating func follow(epoch newEpoch: UInt64, slot newSlot: Int, rowCounts: [Int]) {
        guard newEpoch != epoch || newSlot != slot else { return }
        epoch = newEpoch
        slot = newSlot
        starts = []
        total = 0
        for count in rowCounts { starts.append(total); total += count }
        let section = min(max(0, visible.section), max(0, rowCounts.count - 1))
        let row = rowCounts.isEmpty ? 0 : min(max(0, visible.row), max(0, rowCounts[section] - 1))
        // The visible row, or the last row when its section and those after it are empty.
        center = max(0, min(rowCounts.isEmpty ? 0 : starts[section] + row, total - 1))
        distance = 0
        pendingAbove = nil
    }

    mutating func next() -> TableIndexPath? {
        while true {
            if let above = pendingAbove {
                pendingAbove = nil
                if above >= 0 { return path(at: above) }
            }
            guard distance < total else { return nil }
            let below = center + distance
            if distance > 0 { pendingAbove = center - distance }
            distance += 1
            if below < total { return path(at: below) }
        }
    }

    private func path(at flat: Int) -> TableIndexPath {
        // The last section starting at or before `flat` (sections may be empty).
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= flat { low = mid } else { high = mid - 1 }
        }
        return TableIndexPath(row: flat - starts[low], section: low)
    }
}
