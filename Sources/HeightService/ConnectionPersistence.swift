import Foundation
import NIOCore
import NIOHTTP1
import NIOHTTPTypesHTTP1

/// HTTP/1.0's and `Connection`'s rules for one connection (RFC 9112 §9.3, §9.6; RFC 9110 §10.1.1), which
/// Hummingbird does not apply: it sees a request after its conversion to HTTP types, which drops the HTTP
/// version, and it closes only after a request whose `Connection` field is exactly `close`. So this handler
/// sits before that conversion, where the version is still known:
/// - A request that does not keep the connection (HTTP/1.0 without `keep-alive`, a `close` option in any
///   spelling, or HTTP/1.0 with `Transfer-Encoding`, whose framing an HTTP/1.0 peer may read otherwise) has
///   its `Connection` field made exactly `close`, and its answer says `close`: Hummingbird closes after it.
///   A client reading to the connection's end would otherwise wait the server's idle time.
/// - An HTTP/1.0 request that keeps the connection has its answer say `keep-alive`, which an HTTP/1.0
///   client needs to hear before it sends another request on it.
/// - An HTTP/1.0 request's `Expect` is dropped: an HTTP/1.0 client is never sent `100 Continue`.
///
/// Requests may arrive before the answers to earlier ones are written (pipelining): what each answer says
/// is queued with its request, in order.
final class ConnectionPersistence: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// What the answer to a request says of the connection.
    enum Answer: Equatable {
        /// Nothing (HTTP/1.1 keeps the connection by default).
        case asIs
        /// `Connection: close`.
        case close
        /// `Connection: keep-alive` (an HTTP/1.0 request that asked for it).
        case keepAlive
    }

    /// The answers to requests read and not answered yet, oldest first.
    private var pending: [Answer] = []

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(var head) = unwrapInboundIn(data) else {
            context.fireChannelRead(data)
            return
        }
        let answer = Self.answer(to: head)
        pending.append(answer)
        let http10 = head.version == .http1_0
        // Most requests (HTTP/1.1, kept alive) pass as they came: no copy of their head.
        guard answer == .close || (http10 && head.headers.contains(name: "expect")) else {
            context.fireChannelRead(data)
            return
        }
        if answer == .close { head.headers.replaceOrAdd(name: "connection", value: "close") }
        if http10 { head.headers.remove(name: "expect") }
        context.fireChannelRead(wrapInboundOut(.head(head)))
    }

    /// What the answer to a request with `head` says of the connection.
    static func answer(to head: HTTPRequestHead) -> Answer {
        let options = head.headers["connection"].flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        if options.contains("close") { return .close }
        guard head.version == .http1_0 else { return .asIs }
        if head.headers.contains(name: "transfer-encoding") || !options.contains("keep-alive") { return .close }
        return .keepAlive
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        // An interim answer (100 Continue) is not the request's answer.
        guard case .head(var head) = unwrapOutboundIn(data), head.status.code >= 200, !pending.isEmpty else {
            context.write(data, promise: promise)
            return
        }
        switch pending.removeFirst() {
        case .asIs: context.write(data, promise: promise); return
        case .close: head.headers.replaceOrAdd(name: "connection", value: "close")
        case .keepAlive: head.headers.replaceOrAdd(name: "connection", value: "keep-alive")
        }
        context.write(wrapOutboundOut(.head(head)), promise: promise)
    }

    /// Puts a `ConnectionPersistence` before the conversion to HTTP types. Hummingbird adds a server's own
    /// handlers after that conversion; this one, added with them, places the handler where it belongs and
    /// takes itself out (until then it passes everything on unchanged).
    final class Placement: ChannelInboundHandler, RemovableChannelHandler {
        typealias InboundIn = NIOAny

        func handlerAdded(context: ChannelHandlerContext) {
            let pipeline = context.pipeline.syncOperations
            // Without the conversion (a pipeline Hummingbird no longer builds so) there is no version to read.
            if let conversion = try? pipeline.handler(type: HTTP1ToHTTPServerCodec.self) {
                try? pipeline.addHandler(ConnectionPersistence(), position: .before(conversion))
            }
            pipeline.removeHandler(context: context, promise: nil)
        }
    }
}
