import HTTPTypes
import Hummingbird
import NIOCore

/// Answers a request that no endpoint takes as every other refusal is answered, with a JSON reason: 405
/// with `Allow` for an endpoint's path asked with another method (a GET of `/v1/heights`), 404 naming
/// the endpoints for any other path. The router's own answer to both is an empty 404.
struct UnknownRoute<Context: RequestContext>: RouterMiddleware {
    /// Every endpoint's path and method, as `HeightServer.application` registers them.
    let endpoints: [(path: String, method: HTTPRequest.Method)]
    /// Where the answers are counted, as every endpoint's are (endpoint "unknown": one label for any path,
    /// so a scan of paths cannot grow the exposition).
    let metrics: ServiceMetrics

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            let response = answer(request)
            metrics.refusedRequest("unknown", status: Int(response.status.code))
            return response
        }
    }

    /// The 405 or 404 for a request no endpoint takes.
    private func answer(_ request: Request) -> Response {
        // As the router takes it: `/health/` is `/health`.
        var path = request.uri.path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        let methods = endpoints.filter { $0.path == path }.map(\.method.rawValue)
        guard methods.isEmpty else {
            var response = HeightServer.errorResponse(ServiceError(405, "\(path) takes \(methods.joined(separator: ", ")), not \(request.method.rawValue)"))
            response.headers[.allow] = methods.joined(separator: ", ")
            return response
        }
        let known = endpoints.map { "\($0.method.rawValue) \($0.path)" }.joined(separator: ", ")
        return HeightServer.errorResponse(ServiceError(404, "no endpoint \(path) (the endpoints: \(known))"))
    }
}
