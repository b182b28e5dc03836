@testable import HeightService
import Testing

/// More requests at once than the service measures: the one over the limit is told 503 with
/// `Retry-After: 1` (the answer the server sends), and a place left is free again. Over HTTP,
/// `HeightServerTests.aSlowBodyHoldsNoPlace` shows that only a request whose body has arrived takes one.
@Suite struct AdmissionTests {
    @Test func aFullServerSaysSoWithRetryAfter() throws {
        let admission = Admission(limit: 2)
        try admission.enter()
        try admission.enter()
        var refusal: ServiceError?
        do { try admission.enter() } catch { refusal = error }
        let error = try #require(refusal)
        #expect(error.status == 503 && error.retryAfter == 1 && error.message.contains("measuring 2 requests already"))
        let response = HeightServer.errorResponse(error)
        #expect(response.status.code == 503 && response.headers[.retryAfter] == "1")
        admission.leave()
        try admission.enter()
    }
}
