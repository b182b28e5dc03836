import NIOCore
import NIOHTTP1
import NIOHTTPTypesHTTP1

/// Closes a connection after the answer to a request that did not ask to keep it open (RFC 9112 §9.3): an
/// HTTP/1.0 request without `Connection: keep-alive`, or a request whose `Connection` field holds `close` in
/// any spelling. Such a client reads the answer to the connection's end, so a connection left open costs it
/// the server's idle time on every request.
///
/// Hummingbird closes after a request whose `Connection` field is exactly `close`, but it sees the request
/// after its conversion to HTTP types, which drops the HTTP version. So this handler sits before that
/// conversion, where the version is still known, and says `close` in the form Hummingbird reads; the
/// answer's head says it too.
final class ConnectionPersistence: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// Whether the request being answered asked for the connection to close after it.
    private var closes = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(var head) = unwrapInboundIn(data) else {
            context.fireChannelRead(data)
            return
        }
        closes = !head.isKeepAlive
        if closes && head.headers["connection"] != ["close"] {
            head.headers.replaceOrAdd(name: "connection", value: "close")
            context.fireChannelRead(wrapInboundOut(.head(head)))
        } else {
            context.fireChannelRead(data)
        }
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard closes, case .head(var head) = unwrapOutboundIn(data), head.status.code >= 200 else {
            context.write(data, promise: promise)
            return
        }
        head.headers.replaceOrAdd(name: "connection", value: "close")
        context.write(wrapOutboundOut(.head(head)), promise: promise)
    }

    /// Puts a `ConnectionPersistence` before the conversion to HTTP types. Hummingbird adds a server's own
    /// handlers after that conversion; this one, added with them, places the handler where it belongs and
    /// then passes everything on unchanged.
    final class Placement: ChannelInboundHandler, RemovableChannelHandler {
        typealias InboundIn = NIOAny

        func handlerAdded(context: ChannelHandlerContext) {
            let pipeline = context.pipeline.syncOperations
            // Without the conversion (a pipeline Hummingbird no longer builds so) there is no version to read.
            guard let conversion = try? pipeline.handler(type: HTTP1ToHTTPServerCodec.self) else { return }
            try? pipeline.addHandler(ConnectionPersistence(), position: .before(conversion))
        }
    }
}
