#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// State behind a pthread mutex: `withLock` is the only way in.
///
/// Used instead of `Synchronization.Mutex` because the thread sanitizer cannot see Mutex's contended path
/// on Linux: its fast path is an inlined compare-and-exchange, but a contended lock is handed over inside
/// the uninstrumented `_lockSlow`/`_unlockSlow` (futex system calls), so the sanitizer reports races on
/// state that the lock does protect. pthread calls are intercepted by the sanitizer, so `make tsan` reports
/// only real races. The uncontended cost is one atomic operation either way.
public final class Locked<State> {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// Reached only inside `withLock`, under the mutex: accesses cannot overlap (a nested `withLock` on the
    /// same instance would block on the mutex before reaching it), so Swift's run-time exclusivity check
    /// on every call is turned off.
    @exclusivity(unchecked) private var state: State

    /// Puts `state` behind a new mutex; from then on only ``withLock(_:)`` reaches it.
    public init(_ state: State) {
        self.state = state
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the state, holding the lock. Not reentrant: `body` must not call `withLock` on the
    /// same instance.
    @inline(__always)
    public func withLock<Result, Failure: Error>(_ body: (inout State) throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }
}

// The state is reached only under the mutex, so sharing the box is safe when the state itself may move
// between threads.
extension Locked: @unchecked Sendable where State: Sendable {}
