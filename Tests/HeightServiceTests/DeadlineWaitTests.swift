@testable import HeightService
import Locking
import Logging
import ServiceLifecycle
import Testing

/// A request's deadline: the wait ends at the deadline, as soon as its task is cancelled (the body came
/// first), or when the service shuts down, whichever is first, and says which.
@Suite struct DeadlineWaitTests {
    @Test func aDeadlineThatComesEndsTheWaitAsExpired() async {
        #expect(await DeadlineWait.wait(until: .now + .milliseconds(20)) == .expired)
        #expect(await DeadlineWait.wait(until: .now - .seconds(1)) == .expired)
    }

    @Test func aCancelledWaitEndsAtOnceAsCancelled() async {
        // An hour away: only the cancellation can end it while the test runs.
        let wait = Task { await DeadlineWait.wait(until: .now + .seconds(3600)) }
        wait.cancel()
        #expect(await wait.value == .cancelled)
        // Cancelled before it starts waiting, too.
        let early = Task { () async -> DeadlineWait.Outcome in
            withUnsafeCurrentTask { $0?.cancel() }
            return await DeadlineWait.wait(until: .now + .seconds(3600))
        }
        #expect(await early.value == .cancelled)
    }

    /// Many waits cancelled at once, from other threads than their own: each ends once, none expired.
    @Test func manyWaitsCancelledTogetherEachEndOnce() async {
        let results = await withTaskGroup(of: DeadlineWait.Outcome.self) { group in
            for _ in 0..<500 { group.addTask { await DeadlineWait.wait(until: .now + .seconds(3600)) } }
            group.cancelAll()
            var results: [DeadlineWait.Outcome] = []
            for await result in group { results.append(result) }
            return results
        }
        #expect(results.count == 500 && results.allSatisfy { $0 == .cancelled })
    }

    /// A wait inside a service group ends when the group begins its graceful shutdown.
    @Test func aShutdownEndsTheWait() async throws {
        let waiter = Waiting()
        let group = ServiceGroup(configuration: .init(services: [waiter], logger: Logger(label: "test")))
        let running = Task { try await group.run() }
        try await Task.sleep(for: .milliseconds(200))
        await group.triggerGracefulShutdown()
        try await running.value
        #expect(waiter.outcome.withLock { $0 } == .shutdown)
    }

    /// A service that waits an hour for a deadline and keeps how the wait ended.
    private struct Waiting: Service {
        let outcome = Locked<DeadlineWait.Outcome?>(nil)
        func run() async throws {
            let ended = await DeadlineWait.wait(until: .now + .seconds(3600))
            outcome.withLock { $0 = ended }
        }
    }
}
