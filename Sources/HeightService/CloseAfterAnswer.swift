import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// Closes the connection once an answer that says `Connection: close` is written (RFC 9112 §9.6: the
/// server must not take another request on it). The server says it where it refuses a body unread (413,
/// 408), and Hummingbird would otherwise read that body to its end to take the next request: a client could
/// keep streaming gigabytes the server had already refused, and have its next request answered.
final class CloseAfterAnswer: ChannelOutboundHandler, RemovableChannelHandler {
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private var closesAfterEnd = false

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(let head) where head.status.kind != .informational:
            closesAfterEnd = head.headerFields[.connection]?.lowercased() == "close"
            context.write(data, promise: promise)
        case .end where closesAfterEnd:
            closesAfterEnd = false
            let written = context.eventLoop.makePromise(of: Void.self)
            written.futureResult.cascade(to: promise)
            // Through the handlers before this one, so that `FlushBeforeClose` lets the answer reach the client.
            written.futureResult.assumeIsolated().whenComplete { _ in context.close(mode: .all, promise: nil) }
            context.writeAndFlush(data, promise: written)
        default:
            context.write(data, promise: promise)
        }
    }
}
