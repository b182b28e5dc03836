import Locking

/// At most `limit` requests measured at once: one more is refused at the door (503 with Retry-After)
/// instead of queueing behind the others until every client times out.
final class Admission: Sendable {
    let limit: Int
    private let running = Locked(0)

    init(limit: Int) { self.limit = max(1, limit) }

    /// Takes a place, or says the service is full.
    func enter() throws(ServiceError) {
        let admitted = running.withLock { running in
            guard running < limit else { return false }
            running += 1
            return true
        }
        guard admitted else {
            throw ServiceError(503, "the server is measuring \(limit) requests already; try again shortly", retryAfter: 1)
        }
    }

    func leave() { running.withLock { $0 -= 1 } }
}
