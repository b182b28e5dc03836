#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A readers-writer lock that lets a waiting writer in before new readers (glibc's default would let a
/// steady stream of readers starve it). Not reentrant.
public final class ReadWriteLock: @unchecked Sendable {
    // @unchecked: the pthread lock is the synchronisation; it lives at a stable heap address.
    private let lock: UnsafeMutablePointer<pthread_rwlock_t>

    /// An unlocked lock; on glibc it is set to let a waiting writer in before new readers.
    public init() {
        lock = .allocate(capacity: 1)
        var attributes = pthread_rwlockattr_t()
        pthread_rwlockattr_init(&attributes)
        #if canImport(Glibc)
        pthread_rwlockattr_setkind_np(&attributes, Int32(PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP))
        #endif
        pthread_rwlock_init(lock, &attributes)
        pthread_rwlockattr_destroy(&attributes)
    }

    deinit {
        pthread_rwlock_destroy(lock)
        lock.deallocate()
    }

    /// Runs `body` holding the lock shared: other readers may run at the same time, writers may not. Not
    /// reentrant: taking it in `withWriteLock`'s body on the same thread stops the process (a programmer's
    /// error, which would otherwise go on unlocked, and unlock the writer's hold on its way out); taking the
    /// write side in this body waits for itself for ever, which pthread does not report.
    public func withReadLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        let taken = pthread_rwlock_rdlock(lock)
        precondition(taken == 0, "ReadWriteLock taken again by the thread that holds it for writing (error \(taken)): it is not reentrant")
        defer { pthread_rwlock_unlock(lock) }
        return try body()
    }

    /// Runs `body` holding the lock exclusively: no reader or other writer runs meanwhile. Not reentrant:
    /// taking it again on the thread that holds it stops the process (see `withReadLock`).
    public func withWriteLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        let taken = pthread_rwlock_wrlock(lock)
        precondition(taken == 0, "ReadWriteLock taken again by the thread that holds it (error \(taken)): it is not reentrant")
        defer { pthread_rwlock_unlock(lock) }
        return try body()
    }
}
