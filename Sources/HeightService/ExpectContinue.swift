import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// Answers a request head with `Expect: 100-continue` by `100 Continue`, which tells the client to send
/// its body. curl asks so for bodies over 1 MB (older libcurl, as in many PHP backends, for any over 1 KiB)
/// and, answered nothing, waits a second before sending the body anyway: every such request took a second
/// longer. A body that its `Content-Length` puts over the limit gets no 100, so the client need not send
/// it: the 413 comes at once (`HeightServer.readBody`).
final class ExpectContinue: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias OutboundOut = HTTPResponsePart

    private let bodyLimit: Int

    init(bodyLimit: Int) { self.bodyLimit = bodyLimit }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head(let head) = unwrapInboundIn(data), head.headerFields[.expect]?.lowercased() == "100-continue",
           (head.headerFields[.contentLength].flatMap { Int($0) } ?? 0) <= bodyLimit {
            context.writeAndFlush(wrapOutboundOut(.head(HTTPResponse(status: .continue))), promise: nil)
        }
        context.fireChannelRead(data)
    }
}
