import HTTPTypes
import NIOCore
import NIOHTTP1
import NIOHTTPTypes

/// Says what was wrong with a request that is not HTTP/1.1 the parser can read. Hummingbird answers such a
/// request 400 with no body and closes; this handler sees the parser's error on its way to Hummingbird and
/// gives that answer a body, `{"error": message}` as every other refusal has, naming what was malformed
/// (the method, the Content-Length, a header field), and header fields over the server's limit their own
/// status, 431 (RFC 6585 §5).
final class MalformedRequestAnswer: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private var parserError: HTTPParserError?
    /// Where the answers are counted, as every other endpoint's are (endpoint "malformed").
    private let metrics: ServiceMetrics?

    init(metrics: ServiceMetrics? = nil) { self.metrics = metrics }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if let error = error as? HTTPParserError, parserError == nil { parserError = error }
        context.fireErrorCaught(error)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard let error = parserError, case .head(var head) = unwrapOutboundIn(data), head.status == .badRequest,
              head.headerFields[.contentLength] == "0" else {
            context.write(data, promise: promise)
            return
        }
        parserError = nil
        let (status, message) = Self.answer(error)
        var body = context.channel.allocator.buffer(capacity: message.utf8.count + 16)
        body.writeString("{\"error\":\(jsonString(message))}\n")
        head.status = status
        head.headerFields[.contentLength] = String(body.readableBytes)
        head.headerFields[.contentType] = "application/json"
        // The parser cannot read on after its error: the connection closes, which the answer says.
        head.headerFields[.connection] = "close"
        metrics?.refusedRequest("malformed", status: Int(status.code))
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(body)), promise: promise)
    }

    /// The status and words for a parser's error.
    static func answer(_ error: HTTPParserError) -> (HTTPResponse.Status, String) {
        let malformed = "the request is not well-formed HTTP/1.1"
        switch error {
        case .invalidMethod:
            return (.badRequest, "\(malformed): its method is none the server knows (the endpoints take GET, HEAD and POST)")
        case .invalidContentLength:
            return (.badRequest, "\(malformed): its Content-Length is not a length in bytes, or it has two that differ")
        case .unexpectedContentLength:
            return (.badRequest, "\(malformed): it has a Content-Length beside a Transfer-Encoding, or one where no body may be")
        case .invalidChunkSize:
            return (.badRequest, "\(malformed): a chunk of its body has no valid size")
        case .invalidURL:
            return (.badRequest, "\(malformed): its target is not a path")
        case .invalidVersion:
            return (.badRequest, "\(malformed): its version is not HTTP/1.0 or HTTP/1.1")
        case .headerOverflow:
            return (.init(code: 431, reasonPhrase: "Request Header Fields Too Large"),
                    "the request's header fields are larger than the server takes")
        case .invalidHeaderToken, .invalidCharactersUsed, .lfExpected, .invalidConstant:
            return (.badRequest, "\(malformed): its request line or a header field holds characters HTTP does not allow there")
        default:
            return (.badRequest, malformed)
        }
    }
}
