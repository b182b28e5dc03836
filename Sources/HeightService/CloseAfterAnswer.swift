import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// Closes the connection after an answer that says `Connection: close` (RFC 9112 §9.6: the server takes no
/// other request on it). The server says it where it refuses a body unread (413, 408), and Hummingbird would
/// otherwise read that body to its end to take the next request: a client could keep streaming gigabytes
/// the server had already refused, and have its next request answered.
///
/// The close is staged, as §9.6 asks: once the answer is written the output closes (the client reads the
/// answer and then the end), what the client still sends is read and dropped, and the whole connection
/// closes after `linger` or when the client closes first. Closed at once, a connection with the client's
/// unread bytes in it is reset, and a client still sending its body may lose the answer with it.
final class CloseAfterAnswer: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let linger: TimeAmount
    private var closesAfterEnd = false
    private var closing = false

    init(linger: TimeAmount) { self.linger = linger }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        // After the closing answer nothing the client sends is a request the server takes.
        if !closing { context.fireChannelRead(data) }
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(let head) where head.status.kind != .informational:
            closesAfterEnd = head.headerFields[.connection]?.lowercased() == "close"
            context.write(data, promise: promise)
        case .end where closesAfterEnd:
            closesAfterEnd = false
            closing = true
            let written = context.eventLoop.makePromise(of: Void.self)
            written.futureResult.cascade(to: promise)
            let linger = self.linger
            written.futureResult.assumeIsolated().whenComplete { _ in
                context.close(mode: .output, promise: nil)
                context.eventLoop.assumeIsolated().scheduleTask(in: linger) { context.close(mode: .all, promise: nil) }
            }
            context.writeAndFlush(data, promise: written)
        default:
            context.write(data, promise: promise)
        }
    }
}
