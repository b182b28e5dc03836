import Dispatch
import Locking

/// Waits for a request's deadline on a Dispatch timer that is cancelled, and freed, the moment the wait is.
///
/// `Task.sleep` is not used for this: a cancelled sleep resumes at once, but its timer stays scheduled, holding
/// the task's memory, until the deadline passes. Every request of the service waits for its deadline beside
/// reading its body and then cancels the wait, so at 5,000 requests a second and the default 30-second limit
/// the service held about 100 MB of finished sleeps.
enum DeadlineWait {
    /// True when `deadline` came; false when the waiting task was cancelled first.
    static func until(_ deadline: ContinuousClock.Instant) async -> Bool {
        let remaining = ContinuousClock.now.duration(to: deadline)
        guard remaining > .zero else { return true }
        let waiter = Waiter()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in waiter.start(continuation, after: remaining) }
        } onCancel: {
            waiter.finish(expired: false)
        }
    }

    /// One wait: its continuation and timer, and how it ended, under one lock, so that the timer firing, the
    /// task being cancelled and the wait starting may come in any order and the continuation resumes once.
    private final class Waiter: Sendable {
        // @unchecked: the timer is reached only under the lock, and Dispatch's sources may be scheduled and
        // cancelled from any thread.
        private struct State: @unchecked Sendable {
            var continuation: CheckedContinuation<Bool, Never>?
            var timer: DispatchSourceTimer?
            /// How the wait ended, once it has (cancelled before it started, too).
            var expired: Bool?
        }

        private let state = Locked(State())

        func start(_ continuation: CheckedContinuation<Bool, Never>, after remaining: Duration) {
            let ended: Bool? = state.withLock { state in
                if let expired = state.expired { return expired }
                let timer = DispatchSource.makeTimerSource(queue: .global())
                let (seconds, attoseconds) = remaining.components
                timer.schedule(deadline: .now() + .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)))
                timer.setEventHandler { [self] in finish(expired: true) }
                timer.resume()
                state.continuation = continuation
                state.timer = timer
                return nil
            }
            if let ended { continuation.resume(returning: ended) }
        }

        func finish(expired: Bool) {
            let (continuation, timer): (CheckedContinuation<Bool, Never>?, DispatchSourceTimer?) = state.withLock { state in
                guard state.expired == nil else { return (nil, nil) }
                state.expired = expired
                defer { state.continuation = nil; state.timer = nil }
                return (state.continuation, state.timer)
            }
            timer?.cancel()
            continuation?.resume(returning: expired)
        }
    }
}
