import NIOCore

/// Lets an answer reach the client before its connection closes. When the server shuts down, Hummingbird
/// closes a connection as soon as the end of its last answer is written, and a full close drops what is
/// still waiting for the socket: an answer of megabytes (more than the socket's buffer takes at once) was cut
/// off mid-body at SIGTERM. Here a full close first closes the output, which the channel does only once its
/// pending writes are on the socket, then closes the rest. A client that stops reading holds it at most
/// `limit`, so it cannot hold up a shutdown.
final class FlushBeforeClose: ChannelOutboundHandler, RemovableChannelHandler {
    typealias OutboundIn = Any

    private let limit: TimeAmount
    private var closing = false
    private var closed = false

    init(limit: TimeAmount) { self.limit = limit }

    func close(context: ChannelHandlerContext, mode: CloseMode, promise: EventLoopPromise<Void>?) {
        guard mode == .all, !closing else {
            context.close(mode: mode, promise: promise)
            return
        }
        closing = true
        let loop = context.eventLoop.assumeIsolated()
        // Whether the output closed (its writes done) or could not be (closed already, or the time is up), the
        // whole channel closes after, once.
        let closeAll = { [self] in
            guard !closed else { return }
            closed = true
            context.close(mode: .all, promise: promise)
        }
        let giveUp = loop.scheduleTask(in: limit) { closeAll() }
        let flushed = context.eventLoop.makePromise(of: Void.self)
        flushed.futureResult.assumeIsolated().whenComplete { _ in
            giveUp.cancel()
            closeAll()
        }
        context.flush()
        context.close(mode: .output, promise: flushed)
    }
}
