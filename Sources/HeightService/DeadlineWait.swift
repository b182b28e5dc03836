import Dispatch
import Locking
import NIOCore
import NIOPosix
import ServiceLifecycle

/// Waits for a request's deadline on a timer that is cancelled, and freed, the moment the wait is: the
/// event loop's own when the waiting task runs on one (a request's does), else a Dispatch timer.
///
/// `Task.sleep` is not used for this: a cancelled sleep resumes at once, but its timer stays scheduled, holding
/// the task's memory, until the deadline passes. Every request of the service waits for its deadline beside
/// reading its body and then cancels the wait, so at 5,000 requests a second and the default 30-second limit
/// the service held about 100 MB of finished sleeps. The event loop's timer is a heap entry of the loop that
/// serves the connection, scheduled and cancelled on it; a Dispatch timer source woke Dispatch's timer
/// thread and a worker for every request (about 4% of a loaded server's time).
enum DeadlineWait {
    /// How a wait ended.
    enum Outcome: Sendable {
        /// The deadline came.
        case expired
        /// The waiting task was cancelled first.
        case cancelled
        /// The service group the task runs in began its graceful shutdown first.
        case shutdown
    }

    /// Waits for `deadline`, the task's cancellation or the service's graceful shutdown (outside a service
    /// group, never), whichever comes first. The shutdown is a handler registered for the wait (about 9,000
    /// instructions a request, `scripts/serve-instructions`); a task of its own awaiting it cost about 41,000.
    static func wait(until deadline: ContinuousClock.Instant) async -> Outcome {
        let remaining = ContinuousClock.now.duration(to: deadline)
        guard remaining > .zero else { return .expired }
        let waiter = Waiter()
        return await withGracefulShutdownHandler {
            await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in waiter.start(continuation, after: remaining) }
            } onCancel: {
                waiter.finish(.cancelled)
            }
        } onGracefulShutdown: {
            waiter.finish(.shutdown)
        }
    }

    /// One wait: its continuation and timer, and how it ended, under one lock, so that the timer firing, the
    /// task being cancelled and the wait starting may come in any order and the continuation resumes once.
    private final class Waiter: Sendable {
        // @unchecked: the timer is reached only under the lock, and Dispatch's sources may be scheduled and
        // cancelled from any thread.
        private struct State: @unchecked Sendable {
            var continuation: CheckedContinuation<Outcome, Never>?
            var timer: Timer?
            /// How the wait ended, once it has (cancelled before it started, too).
            var outcome: Outcome?
        }

        private let state = Locked(State())

        func start(_ continuation: CheckedContinuation<Outcome, Never>, after remaining: Duration) {
            let ended: Outcome? = state.withLock { state in
                if let outcome = state.outcome { return outcome }
                let (seconds, attoseconds) = remaining.components
                let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
                if let loop = MultiThreadedEventLoopGroup.currentEventLoop {
                    state.timer = .eventLoop(loop.scheduleTask(in: .nanoseconds(nanoseconds)) { [self] in finish(.expired) })
                } else {
                    let timer = DispatchSource.makeTimerSource(queue: .global())
                    timer.schedule(deadline: .now() + .nanoseconds(Int(nanoseconds)))
                    timer.setEventHandler { [self] in finish(.expired) }
                    timer.resume()
                    state.timer = .dispatch(timer)
                }
                state.continuation = continuation
                return nil
            }
            if let ended { continuation.resume(returning: ended) }
        }

        func finish(_ outcome: Outcome) {
            let (continuation, timer): (CheckedContinuation<Outcome, Never>?, Timer?) = state.withLock { state in
                guard state.outcome == nil else { return (nil, nil) }
                state.outcome = outcome
                defer { state.continuation = nil; state.timer = nil }
                return (state.continuation, state.timer)
            }
            switch timer {
            case .eventLoop(let scheduled): scheduled.cancel()
            case .dispatch(let source): source.cancel()
            case nil: break
            }
            continuation?.resume(returning: outcome)
        }

        /// The timer a wait runs on.
        private enum Timer {
            case eventLoop(Scheduled<Void>)
            case dispatch(DispatchSourceTimer)
        }
    }
}
