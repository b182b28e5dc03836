@testable import HeightService
import Testing

/// A request's deadline: the wait ends at the deadline, or as soon as its task is cancelled (the body came
/// first), whichever is first, and says which.
@Suite struct DeadlineWaitTests {
    @Test func aDeadlineThatComesEndsTheWaitAsExpired() async {
        #expect(await DeadlineWait.until(.now + .milliseconds(20)))
        #expect(await DeadlineWait.until(.now - .seconds(1)))
    }

    @Test func aCancelledWaitEndsAtOnceAsNotExpired() async {
        // An hour away: only the cancellation can end it while the test runs.
        let wait = Task { await DeadlineWait.until(.now + .seconds(3600)) }
        wait.cancel()
        #expect(await wait.value == false)
        // Cancelled before it starts waiting, too.
        let early = Task { () async -> Bool in
            withUnsafeCurrentTask { $0?.cancel() }
            return await DeadlineWait.until(.now + .seconds(3600))
        }
        #expect(await early.value == false)
    }

    /// Many waits cancelled at once, from other threads than their own: each ends once, none expired.
    @Test func manyWaitsCancelledTogetherEachEndOnce() async {
        let results = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<500 { group.addTask { await DeadlineWait.until(.now + .seconds(3600)) } }
            group.cancelAll()
            var results: [Bool] = []
            for await result in group { results.append(result) }
            return results
        }
        #expect(results.count == 500 && !results.contains(true))
    }
}
