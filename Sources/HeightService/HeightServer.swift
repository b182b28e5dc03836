import Dispatch
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import NIOPosix

/// `cellheight serve`: the height service over HTTP/1.1 (Hummingbird), with the limits a shared server
/// needs (body size, a request's time, requests at once) and graceful shutdown on SIGTERM or SIGINT
/// (requests in flight are answered, the heights are saved when there is a cache folder, then the
/// process exits 0).
///
/// Endpoints: `GET /health`, `GET /metrics` (Prometheus), `GET /v1/templates`, `POST /v1/heights`,
/// `POST /v1/measure`, `GET /preview` (the live preview page) and `POST /v1/preview` (what it draws).
public enum HeightServer {
    /// Runs Swift concurrency's tasks on the server's event loops (NIO's shared group, which the
    /// application uses) instead of a pool of their own, so a request goes from the socket to its handler
    /// and back without changing threads: on 2 cores, 8 connections of 20-item requests were answered
    /// about 12% faster with this and small requests measured in place (BENCHMARKS.md, "Small requests
    /// in place"). Call once, from the main thread, before any task starts. Returns false where the
    /// runtime offers no hook for it (then tasks keep their own threads, and the server works as before).
    public static func runTasksOnEventLoops() -> Bool {
        NIOSingletons.unsafeTryInstallSingletonPosixEventLoopGroupAsConcurrencyGlobalExecutor()
    }

    /// A body up to this size is measured on the thread that read it: a request of a few dozen items
    /// takes well under a millisecond, less than handing it to another thread and back costs it. Larger
    /// ones go to Dispatch's threads, so a long request never holds a thread that serves connections.
    static let inPlaceBodyBytes = 16 * 1024

    /// The application serving `service` on `host:port` (port 0: any free port); `onRunning` is told the
    /// port once the server listens.
    public static func application(service: HeightService, host: String, port: Int, reloadInterval: Duration = .seconds(1),
                                   saveInterval: Duration = .seconds(30),
                                   logger: Logger, onRunning: @escaping @Sendable (Int) async -> Void = { _ in })
        -> some ApplicationProtocol {
        let router = Router()
        router.add(middleware: UnknownRoute(endpoints: endpoints, metrics: service.metrics))
        let admission = Admission(limit: service.limits.concurrentRequests)
        // Every endpoint's answers are counted, the reads too.
        func counted(_ endpoint: String, _ answer: @escaping @Sendable () -> Response) -> @Sendable (Request, BasicRequestContext) async -> Response {
            { _, _ in
                let started = ContinuousClock.now
                let response = answer()
                service.metrics.request(endpoint, status: Int(response.status.code), duration: ContinuousClock.now - started)
                return response
            }
        }
        // The reads, each answered to GET and to HEAD (RFC 9110 §9.3.2: the same header fields, Content-Length
        // among them, without the body; load balancers and uptime checks often ask with HEAD).
        let reads: [(path: String, endpoint: String, answer: @Sendable () -> Response)] = [
            // Templates whose last load failed are counted apart: some of them serve their previous version. With
            // none serving (an empty or unreadable folder, every template failing) the server can answer no
            // heights: 503, so a load balancer sends requests elsewhere.
            ("/health", "health", {
                let summaries = service.store.summaries()
                let serving = summaries.contains { $0.version != nil }
                return json("{\"status\":\"\(serving ? "ok" : "unavailable")\",\"templates\":\(summaries.count),"
                            + "\"failing\":\(service.store.loadErrors.count)}\n", status: serving ? .ok : .serviceUnavailable)
            }),
            // The exposition is made before this request is counted: it shows the requests before it.
            ("/metrics", "metrics", {
                Response(status: .ok, headers: [.contentType: "text/plain; version=0.0.4"],
                         body: ResponseBody(byteBuffer: ByteBuffer(string: service.metrics.text())))
            }),
            ("/v1/templates", "templates", { json(service.templates()) }),
            ("/preview", "page", {
                Response(status: .ok, headers: [.contentType: "text/html; charset=utf-8"],
                         body: ResponseBody(byteBuffer: ByteBuffer(string: PreviewPage.html)))
            }),
        ]
        for read in reads {
            router.get(RouterPath(read.path), use: counted(read.endpoint, read.answer))
            router.head(RouterPath(read.path), use: counted(read.endpoint) { withoutBody(read.answer()) })
        }
        router.post("/v1/heights") { request, _ in
            await answer("heights", request, service: service, admission: admission) { body, deadline, mayLoad throws(ServiceError) in
                try service.heightsUTF8(body: body, deadline: deadline, mayLoad: mayLoad)
            }
        }
        router.post("/v1/measure") { request, _ in
            await answer("measure", request, service: service, admission: admission) { body, deadline, _ throws(ServiceError) in
                Array(try service.measure(body: body, deadline: deadline).utf8)
            }
        }
        router.post("/v1/preview") { request, _ in
            // Pictures take longer than rows: always off the server's threads.
            await answer("preview", request, service: service, admission: admission, inPlaceBody: 0) { body, deadline, _ throws(ServiceError) in
                Array(try service.preview(body: body, deadline: deadline).utf8)
            }
        }
        return Application(
            router: router,
            server: .http1(configuration: .init(
                additionalChannelHandlers: [ConnectionPersistence.Placement(), MalformedRequestAnswer(metrics: service.metrics), ExpectContinue(bodyLimit: service.limits.bodyBytes),
                                            FlushBeforeClose(limit: .milliseconds(Int64(max(1, service.limits.requestSeconds) * 1000))),
                                            CloseAfterAnswer(linger: .seconds(2))],
                idleTimeout: .milliseconds(Int64((max(1, service.limits.requestSeconds) + idleGraceSeconds) * 1000)))),
            configuration: .init(address: .hostname(host, port: port), serverName: "cellheight"),
            services: [TemplateReloader(store: service.store, interval: reloadInterval, saveEvery: saveInterval, logger: logger)],
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) },
            logger: logger
        )
    }

    /// Every endpoint's path and method, for the answer to a request that none takes (`UnknownRoute`).
    static let endpoints: [(path: String, method: HTTPRequest.Method)] = [
        ("/health", .get), ("/health", .head), ("/metrics", .get), ("/metrics", .head), ("/v1/templates", .get),
        ("/v1/templates", .head), ("/preview", .get), ("/preview", .head),
        ("/v1/heights", .post), ("/v1/measure", .post), ("/v1/preview", .post),
    ]

    /// What a server that stopped with `error` says of it: a port in use in words (NIO's own text for it
    /// names a system call), anything else as it is.
    public static func failure(_ error: any Error, host: String, port: Int) -> String {
        if let error = error as? IOError, error.errnoCode == EADDRINUSE {
            return "\(host):\(port) is in use: another process listens there (give another --port, or 0 for any free one)"
        }
        return "\(error)"
    }

    /// The answer to HEAD: `answer`'s status and header fields, its Content-Length the body's, and no body.
    static func withoutBody(_ answer: Response) -> Response {
        var headers = answer.headers
        headers[.contentLength] = String(answer.body.contentLength ?? 0)
        return Response(status: answer.status, headers: headers)
    }

    /// How much longer than a request may take a connection may stay silent before it is closed. A body that
    /// stops arriving is answered 408 at the request's deadline; were the connection closed at that same
    /// moment, the client would get no answer at all, only a closed connection.
    static let idleGraceSeconds = 1.0

    /// Reads the body within the limits, measures (in place when the body has at most `inPlaceBody` bytes and
    /// loads no template, else off the server's threads: `work`'s third argument says whether it may load
    /// one), and answers JSON or the error with its status; counts the request.
    static func answer(_ endpoint: String, _ request: Request, service: HeightService, admission: Admission,
                       inPlaceBody: Int = inPlaceBodyBytes,
                       _ work: @escaping @Sendable ([UInt8], ContinuousClock.Instant, Bool) throws(ServiceError) -> [UInt8]) async -> Response {
        let started = ContinuousClock.now
        let deadline = started + .milliseconds(Int64(service.limits.requestSeconds * 1000))
        let response: Response
        do throws(ServiceError) {
            // A place is taken once the body is here: clients that send their bodies slowly hold their own
            // connections, never the places of requests ready to be measured.
            let body = try await readBody(request, limit: service.limits.bodyBytes, deadline: deadline)
            try admission.enter()
            defer { admission.leave() }
            var answer: [UInt8]?
            if body.count <= inPlaceBody {
                // In place unless it would load a template: then on Dispatch's threads, as larger bodies are.
                do { answer = try work(body, deadline, false) } catch where error == .loadsATemplate {}
            }
            if answer == nil {
                answer = try await offload { Result { () throws(ServiceError) in try work(body, deadline, true) } }.get()
            }
            response = json(ByteBuffer(bytes: answer ?? []))
        } catch {
            service.metrics.refused(String(error.status))
            response = errorResponse(error)
        }
        service.metrics.request(endpoint, status: Int(response.status.code), duration: ContinuousClock.now - started)
        return response
    }

    /// The body, refused past `limit` bytes (413, at once when its `Content-Length` says so) or when it has
    /// not all arrived by `deadline` (408): a client sending a byte a second holds a connection, not the
    /// server. When the server shuts down, a body not read within `shutdownGrace` is refused (503) rather
    /// than waited for, so a slow client does not hold up the shutdown and the heights' last save; a body
    /// the connection had already received, not yet handed to the request, is still read and answered.
    static func readBody(_ request: Request, limit: Int, deadline: ContinuousClock.Instant) async throws(ServiceError) -> [UInt8] {
        if let declared = request.headers[.contentLength].flatMap({ Int($0) }), declared > limit {
            throw ServiceError(413, "the body is larger than \(limit) bytes (its Content-Length says \(declared))")
        }
        let result: Result<[UInt8], ServiceError> = await withTaskGroup(of: Result<[UInt8], ServiceError>?.self) { group in
            group.addTask {
                var bytes: [UInt8] = []
                do {
                    for try await buffer in request.body {
                        guard bytes.count + buffer.readableBytes <= limit else {
                            return .failure(ServiceError(413, "the body is larger than \(limit) bytes"))
                        }
                        bytes += buffer.readableBytesView
                    }
                } catch {
                    return .failure(ServiceError(400, "the body could not be read: \(error)"))
                }
                return .success(bytes)
            }
            group.addTask {
                switch await DeadlineWait.wait(until: deadline) {
                case .expired: .failure(ServiceError(408, "the body did not arrive within the request's time"))
                case .shutdown:
                    // Refused only if the body is still arriving once the grace is over (or the deadline).
                    await Self.sleep(until: min(deadline, .now + shutdownGrace)) ? nil
                        : .failure(ServiceError(503, "the server is shutting down; send the request again", retryAfter: 1))
                case .cancelled: nil
                }
            }
            var first: Result<[UInt8], ServiceError>?
            while first == nil, let next = await group.next() { first = next }
            group.cancelAll()
            return first ?? .failure(ServiceError(408, "the body did not arrive"))
        }
        return try result.get()
    }

    /// How long a body may still take to be read once the server shuts down: a request whose bytes came
    /// with the signal is answered (it reads in microseconds), a client sending a byte a second is not.
    /// `scripts/serve-abuse`, SIGTERM under load: good requests answered 503 in 4 of 4 runs without it, in
    /// none of 7 with it.
    static let shutdownGrace = Duration.milliseconds(500)

    /// Sleeps until `instant`; true when the task was cancelled first (the body arrived).
    private static func sleep(until instant: ContinuousClock.Instant) async -> Bool {
        do { try await Task.sleep(until: instant, clock: .continuous) } catch { return true }
        return Task.isCancelled
    }

    /// Runs blocking work (measuring, reading and writing files) on Dispatch's threads, leaving the threads
    /// that serve connections to the network.
    static func offload<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: work()) }
        }
    }

    static func json(_ text: String, status: HTTPResponse.Status = .ok) -> Response { json(ByteBuffer(string: text), status: status) }

    static func json(_ body: ByteBuffer, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: [.contentType: "application/json"], body: ResponseBody(byteBuffer: body))
    }

    static func errorResponse(_ error: ServiceError) -> Response {
        let line = error.line.map { ",\"line\":\($0)" } ?? ""
        var response = json("{\"error\":" + jsonString(error.message) + line + "}\n", status: HTTPResponse.Status(code: error.status))
        if let retryAfter = error.retryAfter { response.headers[.retryAfter] = String(retryAfter) }
        // A body refused unread (too large, too slow) is not read to its end just to keep the connection:
        // the connection closes after the answer.
        if error.status == 413 || error.status == 408 { response.headers[.connection] = "close" }
        return response
    }
}
