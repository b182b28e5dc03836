import Foundation
import HeightService
import LayoutTestSupport
import Hummingbird
import Locking
import NIOCore
import Logging
import ServiceLifecycle
import Testing

/// The server over a real loopback connection: its answers, its limits as a misbehaving client meets
/// them, concurrent clients, and a graceful shutdown. One test at a time: several wait on the server's
/// timers (a request's time, the idle connection's), which a neighbour measuring megabytes would delay.
@Suite(.serialized) struct HeightServerTests {
    /// Starts a server of `service` on a free port: its service group (for a test to shut it down), the
    /// task running it, and a client of its port.
    static func start(_ service: HeightService) async throws -> (group: ServiceGroup, running: Task<Void, Error>, http: RawHTTP) {
        let port = Locked<Int?>(nil)
        var logger = Logger(label: "test")
        logger.logLevel = .critical
        let application = HeightServer.application(service: service, host: "127.0.0.1", port: 0, logger: logger) { bound in
            port.withLock { $0 = bound }
        }
        let group = ServiceGroup(configuration: .init(services: [application], logger: logger))
        let running = Task { try await group.run() }
        var waited = 0
        while port.withLock({ $0 }) == nil && waited < 1000 { try await Task.sleep(for: .milliseconds(10)); waited += 1 }
        return (group, running, RawHTTP(port: try #require(port.withLock { $0 })))
    }

    /// Runs a server of `service` on a free port for `body`, then shuts it down gracefully.
    static func withServer(_ service: HeightService, _ body: (RawHTTP) async throws -> Void) async throws {
        let (group, running, http) = try await start(service)
        do { try await body(http) } catch {
            await group.triggerGracefulShutdown()
            throw error
        }
        await group.triggerGracefulShutdown()
        try await running.value
    }

    @Test func answersOverHTTP() async throws {
        let lines = try exampleLines("status.jsonl", count: 3)
        let service = try service(try templateFolder())
        let direct = try service.heights(body: Array(#"{"template": "status", "items": [\#(lines.joined(separator: ","))], "widths": [375]}"#.utf8))
        try await Self.withServer(service) { http in
            let health = try #require(await http.get("/health"))
            // One template, loading: none failing.
            #expect(health.status == 200 && health.body == "{\"status\":\"ok\",\"templates\":1,\"failing\":0}\n", "\(health.body)")
            let heights = try #require(await http.post("/v1/heights", #"{"template": "status", "items": [\#(lines.joined(separator: ","))], "widths": [375]}"#))
            #expect(heights.status == 200 && heights.headers["content-type"] == "application/json")
            #expect(heights.body == direct)
            let missing = try #require(await http.post("/v1/heights", #"{"template": "gone", "items": [], "widths": [375]}"#))
            #expect(missing.status == 404 && missing.body.contains("no template \\\"gone\\\""))
            let page = try #require(await http.get("/preview"))
            #expect(page.status == 200 && page.body.contains("/v1/preview"))
            let metrics = try #require(await http.get("/metrics"))
            #expect(metrics.body.contains("cellheight_requests_total{endpoint=\"heights\",status=\"200\"} 1"))
            #expect(metrics.body.contains("cellheight_requests_total{endpoint=\"heights\",status=\"404\"} 1"))
            // Reads are counted too: the health check and the page before the metrics.
            #expect(metrics.body.contains("cellheight_requests_total{endpoint=\"health\",status=\"200\"} 1"), "\(metrics.body)")
            #expect(metrics.body.contains("cellheight_requests_total{endpoint=\"page\",status=\"200\"} 1"), "\(metrics.body)")
        }
    }

    /// A request no endpoint takes is answered with a JSON reason: 405 with `Allow` for an endpoint's path
    /// asked with another method, 404 naming the endpoints for another path (the router's own are empty).
    @Test func wrongMethodsAndPathsAreAnsweredInJSON() async throws {
        let service = try service(try templateFolder())
        try await Self.withServer(service) { http in
            let get = try #require(await http.get("/v1/heights"))
            #expect(get.status == 405 && get.headers["allow"] == "POST" && get.body.contains("/v1/heights takes POST, not GET"), "\(get)")
            let post = try #require(await http.post("/health", "{}"))
            #expect(post.status == 405 && post.headers["allow"] == "GET, HEAD", "\(post)")
            // A load balancer's HEAD of the health check: 200, no body.
            let head = try #require(await http.send("HEAD /health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"))
            let health = try #require(await http.get("/health"))
            #expect(head.status == 200 && head.body.isEmpty, "\(head)")
            // The header fields of the GET, Content-Length among them (RFC 9110 §9.3.2), on every read.
            #expect(head.headers["content-length"] == String(health.body.utf8.count), "\(head.headers) \(health.body)")
            for path in ["/v1/templates", "/metrics", "/preview"] {
                let read = try #require(await http.send("HEAD \(path) HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"))
                #expect(read.status == 200 && read.body.isEmpty && Int(read.headers["content-length"] ?? "") ?? 0 > 0, "\(path): \(read)")
            }
            // A path with a trailing slash is the router's path without it: a POST of it is the 405 of `/health`.
            let slash = try #require(await http.post("/health/", "{}"))
            #expect(slash.status == 405 && slash.headers["allow"] == "GET, HEAD", "\(slash)")
            let nowhere = try #require(await http.get("/v2/heights"))
            #expect(nowhere.status == 404 && nowhere.headers["content-type"] == "application/json"
                    && nowhere.body.contains("no endpoint /v2/heights (the endpoints: GET /health,"), "\(nowhere)")
            #expect(try #require(await http.get("/health")).status == 200)
        }
    }

    /// A request the HTTP parser cannot read gets a JSON reason that names the part at fault (a bare 400
    /// before), header fields over the limit 431, and the server goes on answering others.
    @Test func malformedRequestsAreAnsweredWithTheirFault() async throws {
        let service = try service(try templateFolder())
        try await Self.withServer(service) { http in
            let method = try #require(await http.send("FETCH /v1/heights HTTP/1.1\r\nHost: localhost\r\n\r\n"))
            #expect(method.status == 400 && method.headers["content-type"] == "application/json"
                    && method.body.contains("its method is none the server knows"), "\(method)")
            #expect(method.headers["content-length"] == String(method.body.utf8.count), "\(method)")
            let length = try #require(await http.send("POST /v1/heights HTTP/1.1\r\nHost: localhost\r\nContent-Length: 12a\r\n\r\n"))
            #expect(length.status == 400 && length.body.contains("its Content-Length is not a length in bytes"), "\(length)")
            let field = try #require(await http.send("GET /health HTTP/1.1\r\nHost: localhost\r\nX-Big: \(String(repeating: "a", count: 200_000))\r\n\r\n"))
            #expect(field.status == 431 && field.body.contains("header fields are larger than the server takes"), "\(field)")
            #expect(try #require(await http.get("/health")).status == 200)
        }
    }

    /// A body over the limit is refused with 413 (a gigabyte is not read to its end), one that arrives a
    /// piece at a time past the request's time with 408, and other clients are served meanwhile.
    @Test func limitsAsClientsMeetThem() async throws {
        let service = try service(try templateFolder()) { limits in
            limits.bodyBytes = 4096
            // Long enough for the large body's 413 on a loaded machine, short beside the slow client's 4 seconds.
            limits.requestSeconds = 2
        }
        try await Self.withServer(service) { http in
            let large = try #require(await http.post("/v1/heights", #"{"template": "status", "items": [], "widths": [375], "x": ""# + String(repeating: "a", count: 10_000) + "\"}"))
            #expect(large.status == 413 && large.body.contains("larger than 4096 bytes"), "\(large.status) \(large.body)")
            async let slow = http.post("/v1/heights", #"{"template": "status", "items": [], "widths": [375]}"#, pieces: 8, pause: 0.5)
            let meanwhile = try #require(await http.get("/health"))
            #expect(meanwhile.status == 200)
            let slowAnswer = try #require(await slow)
            #expect(slowAnswer.status == 408 && slowAnswer.body.contains("did not arrive"), "\(slowAnswer.status) \(slowAnswer.body)")
        }
    }

    /// `/health` counts the templates whose last load failed apart from all of them.
    @Test func healthCountsFailingTemplates() async throws {
        let folder = try templateFolder()
        try "views: [".write(toFile: folder + "/broken.yaml", atomically: true, encoding: .utf8)
        let service = try service(folder)
        try await Self.withServer(service) { http in
            let health = try #require(await http.get("/health"))
            #expect(health.body == "{\"status\":\"ok\",\"templates\":2,\"failing\":1}\n", "\(health.body)")
        }
    }

    /// With no template serving (an empty folder, every template failing) the server answers no heights:
    /// `/health` says so with 503, for a load balancer to send requests elsewhere. A wrong path or method
    /// is counted in the metrics, under one endpoint for every path.
    @Test func healthIsUnavailableWithoutATemplateServing() async throws {
        let folder = try templateFolder([])
        try "views: [".write(toFile: folder + "/broken.yaml", atomically: true, encoding: .utf8)
        try await Self.withServer(try service(folder)) { http in
            let health = try #require(await http.get("/health"))
            #expect(health.status == 503 && health.body == "{\"status\":\"unavailable\",\"templates\":1,\"failing\":1}\n", "\(health.body)")
            _ = try #require(await http.get("/nowhere"))
            _ = try #require(await http.get("/v1/heights"))
            let metrics = try #require(await http.get("/metrics"))
            #expect(metrics.body.contains("cellheight_requests_total{endpoint=\"unknown\",status=\"404\"} 1"), "\(metrics.body)")
            #expect(metrics.body.contains("cellheight_requests_total{endpoint=\"unknown\",status=\"405\"} 1"))
            #expect(metrics.body.contains("cellheight_requests_total{endpoint=\"health\",status=\"503\"} 1"))
        }
    }

    /// A port another process listens on is said in words, naming it.
    @Test func aPortInUseIsSaidInWords() {
        let error = IOError(errnoCode: EADDRINUSE, reason: "bind(descriptor:ptr:bytes:)")
        #expect(HeightServer.failure(error, host: "127.0.0.1", port: 8080)
                == "127.0.0.1:8080 is in use: another process listens there (give another --port, or 0 for any free one)")
    }

    /// A body refused unread (its Content-Length over the limit) is answered 413 with `Connection: close`, and
    /// the connection closes: the refused body is not read on, and a request sent after it is not answered
    /// (RFC 9112 §9.6). Hummingbird would otherwise read the body to its end and take the next request.
    @Test func aRefusedBodyClosesItsConnection() async throws {
        let service = try service(try templateFolder()) { limits in
            limits.bodyBytes = 4096
            limits.requestSeconds = 2
        }
        try await Self.withServer(service) { http in
            let head = "POST /v1/heights HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 9000\r\n\r\n"
            let more = Array(String(repeating: " ", count: 9000).utf8) + Array("GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n".utf8)
            let (first, after, closed) = await http.answerThenMore(head, then: more)
            let refused = try #require(first)
            #expect(refused.status == 413 && refused.headers["connection"] == "close", "\(refused)")
            #expect(after.isEmpty && closed, "\(after)")
            // A client that sends its body and the next request before reading: the 413 still reaches it (the
            // close is staged, not a reset), and nothing after it.
            let eager = try #require(await http.send(head, body: more))
            #expect(eager.status == 413 && !eager.body.contains("HTTP/1.1"), "\(eager)")
        }
    }

    /// An HTTP/1.0 request that does not ask to keep the connection, a request whose `Connection` holds
    /// `close` in any spelling (beside `keep-alive` too), and an HTTP/1.0 request with `Transfer-Encoding`
    /// (framing an HTTP/1.0 peer may read otherwise) have the connection closed after their answer, which
    /// says `close`, at once rather than at the idle timeout (RFC 9112 §6.1, §9.3, §9.6). An HTTP/1.0 request
    /// with `Connection: keep-alive` has it kept, and its answer says `keep-alive`.
    @Test func connectionsNotKeptAliveCloseAfterTheAnswer() async throws {
        let service = try service(try templateFolder()) { limits in limits.requestSeconds = 5 }
        try await Self.withServer(service) { http in
            for head in ["GET /health HTTP/1.0\r\n\r\n", "GET /health HTTP/1.1\r\nHost: localhost\r\nConnection: Close\r\n\r\n",
                         "GET /health HTTP/1.0\r\nConnection: keep-alive, close\r\n\r\n",
                         "GET /health HTTP/1.0\r\nConnection: keep-alive\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n"] {
                let started = ContinuousClock.now
                let (first, after, closed) = await http.answerThenMore(head, then: [], wait: 4)
                let answer = try #require(first, "\(head)")
                #expect(answer.status < 500 && answer.headers["connection"] == "close", "\(head): \(answer)")
                #expect(after.isEmpty && closed, "\(head)")
                #expect(ContinuousClock.now - started < .seconds(3), "\(head)")
            }
            let (first, _, closed) = await http.answerThenMore("GET /health HTTP/1.0\r\nConnection: keep-alive\r\n\r\n", then: [], wait: 1)
            #expect(try #require(first).status == 200 && first?.headers["connection"] == "keep-alive", "\(String(describing: first))")
            #expect(!closed)
        }
    }

    /// Requests sent before the answers to earlier ones (pipelining): each answer says what its own request
    /// asked. A request that keeps the connection, then one that closes it, sent together: the first answer
    /// does not say `close`, the second does, and the connection closes after it.
    @Test func pipelinedRequestsAreEachAnsweredForThemselves() async throws {
        let service = try service(try templateFolder()) { limits in limits.requestSeconds = 5 }
        try await Self.withServer(service) { http in
            let keep = "GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n"
            let (first, after, closed) = await http.answerThenMore(keep + "GET /health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
                                                                   then: [], wait: 4)
            let answer = try #require(first)
            #expect(answer.status == 200 && answer.headers["connection"] == nil, "\(answer)")
            #expect(after.hasPrefix("HTTP/1.1 200") && after.lowercased().contains("connection: close") && closed, "\(after)")
        }
    }

    /// An HTTP/1.0 client is never sent `100 Continue` (RFC 9110 §10.1.1, §15.2): its `Expect` is ignored and
    /// the request answered once its body arrives.
    @Test func anHTTP10ExpectationIsIgnored() async throws {
        let service = try service(try templateFolder()) { limits in limits.requestSeconds = 5 }
        try await Self.withServer(service) { http in
            let body = #"{"template": "status", "items": [], "widths": [375]}"#
            let head = "POST /v1/heights HTTP/1.0\r\nExpect: 100-continue\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n"
            let (first, after, closed) = await http.answerThenMore(head + body, then: [], wait: 4)
            let answer = try #require(first)
            #expect(answer.status == 200 && closed && after.isEmpty, "\(answer) \(after)")
        }
    }

    /// A client that sends its headers a piece at a time, past the request's time, has its connection
    /// closed without an answer, and others are served meanwhile: the server's idle timer (the request's
    /// time and a second) runs from the connection's start until a whole head is read, and the bytes of an
    /// unfinished head do not restart it, so slow headers cannot hold connections.
    @Test func headersThatTrickleInAreCutOff() async throws {
        let service = try service(try templateFolder()) { limits in
            limits.requestSeconds = 1
        }
        try await Self.withServer(service) { http in
            // The head takes 2.75 seconds to send in full; without the cut-off it would be answered 200.
            async let slow = http.send("GET /health HTTP/1.1\r\nHost: localhost\r\nX-Padding: aaaaaaaaaaaaaaaaaaaa\r\nConnection: close\r\n\r\n",
                                       pause: 0.25, headPieces: 12)
            let meanwhile = try #require(await http.get("/health"))
            #expect(meanwhile.status == 200)
            #expect(await slow == nil)
        }
    }

    /// A body that stops arriving is answered 408 when the request's time is up, before the idle connection
    /// is closed: the client learns why, rather than seeing the connection drop.
    @Test func aBodyThatStopsArrivingIsAnswered408() async throws {
        let service = try service(try templateFolder()) { limits in
            limits.requestSeconds = 1
        }
        try await Self.withServer(service) { http in
            let part = Array(#"{"template": "status", "items": ["#.utf8)
            let head = "POST /v1/heights HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                + "Content-Length: \(part.count + 50)\r\nConnection: close\r\n\r\n"
            let answer = try #require(await http.send(head, body: part))
            #expect(answer.status == 408 && answer.body.contains("did not arrive"), "\(answer.status) \(answer.body)")
        }
    }

    /// A request takes a place only once its body is here: a client sending its body slowly holds its own
    /// connection, and a request that is ready is measured meanwhile, though the service measures one at a
    /// time (before, sixteen slow uploads kept every request out for the request's time).
    @Test func aSlowBodyHoldsNoPlace() async throws {
        let service = try service(try templateFolder()) { limits in
            limits.concurrentRequests = 1
            limits.requestSeconds = 10
        }
        try await Self.withServer(service) { http in
            async let slow = http.post("/v1/heights", #"{"template": "status", "items": [], "widths": [375]}"#, pieces: 8, pause: 0.5)
            try await Task.sleep(for: .seconds(1))
            let ready = try #require(await http.post("/v1/heights", #"{"template": "status", "items": [], "widths": [375]}"#))
            #expect(ready.status == 200, "\(ready.status) \(ready.body)")
            #expect(try #require(await slow).status == 200)
        }
    }

    /// An answer of megabytes still being written when the server shuts down reaches its client whole: the
    /// connection closes only once the answer is on the socket (a full close had dropped what the socket's
    /// buffer had not taken yet, cutting the body off). The client reads only after the shutdown began.
    @Test func anAnswerInFlightAtShutdownArrivesWhole() async throws {
        let service = try service(try templateFolder(), allowInline: true)
        let template = #""views:\n  - label: {name: t}\nconstraints:\n  - \"V:|-[t]-|\"\n  - \"H:|-[t]-|\"\nbindings:\n  t: t\n""#
        let items = (0..<2_000).map { #"{"id": \#($0), "t": "row \#($0)"}"# }.joined(separator: ",")
        let widths = (0..<64).map { String(300 + $0) }.joined(separator: ", ")
        let body = #"{"inline": \#(template), "items": [\#(items)], "widths": [\#(widths)]}"#
        // Measured once here: the server answers from the cache at once, and the answer is what it sends.
        let expected = try service.heights(body: Array(body.utf8))
        #expect(expected.utf8.count > 8_000_000, "more than loopback's socket buffers hold")
        let (group, running, http) = try await Self.start(service)
        async let answer = http.post("/v1/heights", body, readAfter: 2)
        try await Task.sleep(for: .seconds(1))
        await group.triggerGracefulShutdown()
        let got = try #require(await answer)
        #expect(got.status == 200 && got.body.utf8.count == expected.utf8.count && got.body == expected,
                "\(got.status): \(got.body.utf8.count) of \(expected.utf8.count) bytes")
        try await running.value
    }

    /// A body still arriving when the server shuts down is answered 503 at once rather than waited for
    /// until the request's time is up (30 seconds here), which would hold up the shutdown and the heights' save.
    @Test func aSlowBodyAtShutdownIsAnswered503() async throws {
        let service = try service(try templateFolder()) { limits in
            limits.requestSeconds = 30
        }
        let (group, running, http) = try await Self.start(service)
        let started = ContinuousClock.now
        async let slow = http.post("/v1/heights", #"{"template": "status", "items": [], "widths": [375]}"#, pieces: 8, pause: 2)
        try await Task.sleep(for: .seconds(1))
        await group.triggerGracefulShutdown()
        let answer = try #require(await slow)
        #expect(answer.status == 503 && answer.headers["retry-after"] == "1" && answer.body.contains("shutting down"), "\(answer)")
        try await running.value
        #expect(ContinuousClock.now - started < .seconds(20))
    }

    /// `Expect: 100-continue` is answered `100 Continue` before the body is sent (curl, asking it for large
    /// bodies, waited a second for it on every such request), then the answer itself; a body whose declared
    /// length is over the limit gets its 413 with no 100.
    @Test func expectContinueIsAnswered() async throws {
        let service = try service(try templateFolder()) { limits in
            limits.bodyBytes = 4096
        }
        let body = Array(#"{"template": "status", "items": [], "widths": [375]}"#.utf8)
        try await Self.withServer(service) { http in
            func head(_ length: Int) -> String {
                "POST /v1/heights HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: \(length)\r\n"
                    + "Expect: 100-continue\r\nConnection: close\r\n\r\n"
            }
            // The body follows half a second after the head, as a client that waits for the 100 would send it.
            let answer = try #require(await http.send(head(body.count), body: body, pause: 0.5))
            #expect(answer.status == 100 && answer.body.hasPrefix("HTTP/1.1 200 OK\r\n") && answer.body.hasSuffix(#""rows":[],"errors":[]}"# + "\n"),
                    "\(answer)")
            let large = try #require(await http.send(head(5000), body: Array(repeating: 32, count: 5000)))
            #expect(large.status == 413, "\(large)")
        }
    }

    /// A `Content-Length` over the limit is refused before any of the body is read.
    @Test func aDeclaredLengthOverTheLimitIsRefusedAtOnce() async throws {
        let service = try service(try templateFolder()) { limits in
            limits.bodyBytes = 4096
            limits.requestSeconds = 30
        }
        try await Self.withServer(service) { http in
            let head = "POST /v1/heights HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                + "Content-Length: 9000000000\r\nConnection: close\r\n\r\n"
            let started = ContinuousClock.now
            let answer = try #require(await http.send(head, body: Array("{".utf8)))
            #expect(answer.status == 413 && answer.body.contains("larger than 4096 bytes (its Content-Length says 9000000000)"), "\(answer.status) \(answer.body)")
            // Not the request's time (30 s), which a body that never comes would wait for.
            #expect(ContinuousClock.now - started < .seconds(10))
        }
    }

    /// Sixteen clients at once get the heights one client gets alone, for a body measured where it was read
    /// (20 items, under 16 KiB) and for one handed to Dispatch's threads (80 items, over it).
    @Test(arguments: [20, 80])
    func concurrentClientsGetTheSameAnswers(items: Int) async throws {
        let lines = try exampleLines("status.jsonl", count: items)
        let service = try service(try templateFolder())
        let body = #"{"template": "status", "items": [\#(lines.joined(separator: ","))], "widths": [375, 320], "scales": [2, 3]}"#
        #expect((body.utf8.count <= 16 * 1024) == (items == 20))
        let alone = try service.heights(body: Array(body.utf8))
        try await Self.withServer(service) { http in
            let answers = await withTaskGroup(of: RawHTTP.Answer?.self) { group in
                for _ in 0..<16 { group.addTask { await http.post("/v1/heights", body) } }
                var all: [RawHTTP.Answer?] = []
                for await answer in group { all.append(answer) }
                return all
            }
            #expect(answers.count == 16)
            for answer in answers { #expect(answer?.status == 200 && answer?.body == alone) }
        }
    }
}
