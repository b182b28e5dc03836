import Dispatch

/// One piece of work started on another thread while the caller goes on with something else: a table
/// reads and measures its next batch of items while the caller writes the rows of the last one.
/// `value` waits for the work and gives its result.
public final class WorkAhead<Value>: @unchecked Sendable {
    // @unchecked: `result` is written once, by the worker, before it signals `done`, and read only after
    // a wait on `done`; the semaphore orders the two.
    private var result: Value?
    private let done = DispatchSemaphore(value: 0)
    private var taken = false

    /// Starts `work` at once on a thread of Dispatch's global pool. The caller promises that `work` may
    /// run beside whatever it does until it asks for `value`: they share nothing unlocked.
    public init(_ work: @escaping () -> Value) {
        let work = UncheckedClosure(work)
        DispatchQueue.global().async { [self] in
            result = work.body()
            done.signal()
        }
    }

    /// The work's result, once it is done (waiting for it if need be). Asked once.
    public var value: Value {
        if !taken { done.wait(); taken = true }
        return result!
    }
}

/// A closure the caller has promised may run on another thread (`WorkAhead.init`'s contract).
private struct UncheckedClosure<Value>: @unchecked Sendable {
    let body: () -> Value
    init(_ body: @escaping () -> Value) { self.body = body }
}
