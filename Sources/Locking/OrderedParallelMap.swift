import Dispatch
import Synchronization

/// Runs `count` pieces of work on up to `workers` threads and hands the results back in index order,
/// whatever order they finished in: a table's rows, a report's pictures and `measure`'s lines all keep
/// their input's order while every core works.
///
/// Workers take the next unstarted index until none is left, so a worker that drew slow pieces does not
/// keep the others waiting at the end. `body` gets the index and the number of the worker running it
/// (0..<workers, each number on one thread at a time), so a caller keeps per-worker state (template
/// cells, a typesetter lane) in an array it indexes by worker, unshared.
public func orderedParallelMap<Result>(count: Int, workers: Int, _ body: (_ index: Int, _ worker: Int) -> Result) -> [Result] {
    let threads = max(1, min(workers, count))
    if threads == 1 { return (0..<count).map { body($0, 0) } }
    let results = UnsafeMutableBufferPointer<Result>.allocate(capacity: count)
    let slots = ResultSlots(results)
    let next = Atomic<Int>(0)
    withoutActuallyEscaping(body) { body in
        let work = UncheckedWork(body)
        DispatchQueue.concurrentPerform(iterations: threads) { worker in
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < count else { return }
                // Each slot is initialized once, by the worker that took its index.
                (slots.buffer.baseAddress! + index).initialize(to: work.body(index, worker))
            }
        }
    }
    // concurrentPerform returns after every iteration did: every slot is initialized.
    let ordered = Array(results)
    _ = results.deinitialize()
    results.deallocate()
    return ordered
}

/// The result buffer as the workers see it; each index is written by one worker only, and read after
/// all of them finished.
private struct ResultSlots<Element>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Element>
    init(_ buffer: UnsafeMutableBufferPointer<Element>) { self.buffer = buffer }
}

/// The caller's closure as the workers see it: the caller promises (by this function's contract) that it
/// may run on several threads at once, each worker number on one thread at a time.
private struct UncheckedWork<Result>: @unchecked Sendable {
    let body: (Int, Int) -> Result
    init(_ body: @escaping (Int, Int) -> Result) { self.body = body }
}
