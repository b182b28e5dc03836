#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation

/// A minimal HTTP/1.1 client over a blocking socket, so tests can send what real clients send (and what
/// broken ones do: a body a piece at a time, a connection dropped mid-request) without an HTTP library.
public struct RawHTTP: Sendable {
    public struct Answer: Sendable { public let status: Int; public let headers: [String: String]; public let body: String }

    public let port: Int

    public init(port: Int) { self.port = port }

    /// Sends the head (in `headPieces`, `pause` seconds apart), then the body in `pieces`, `pause` seconds
    /// apart, waits `readAfter` seconds, and reads the answer to the end (the request asks the server to
    /// close); nil when the server closed the connection without an answer.
    public func send(_ head: String, body: [UInt8] = [], pieces: Int = 1, pause: Double = 0, headPieces: Int = 1,
                     readAfter: Double = 0) async -> Answer? {
        // A thread of its own: the client sleeps between pieces, and a sleeping Dispatch worker is one the
        // server under test (its timers, its measuring) cannot have on a two-core machine.
        await withCheckedContinuation { continuation in
            Thread {
                continuation.resume(returning: sendBlocking(head, body: body, pieces: pieces, pause: pause, headPieces: headPieces,
                                                            readAfter: readAfter))
            }.start()
        }
    }

    public func get(_ path: String) async -> Answer? {
        await send("GET \(path) HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
    }

    public func post(_ path: String, _ body: String, pieces: Int = 1, pause: Double = 0, readAfter: Double = 0) async -> Answer? {
        let bytes = Array(body.utf8)
        return await send("POST \(path) HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: \(bytes.count)\r\n"
                          + "Connection: close\r\n\r\n", body: bytes, pieces: pieces, pause: pause, readAfter: readAfter)
    }

    /// Sends `head`, reads one answer (its head and `Content-Length` bytes of body), then sends `then` on the
    /// same connection and reads what comes until the server closes it (or `wait` seconds pass): the first
    /// answer, the raw text after it (empty when the server took nothing more), and whether the server closed
    /// the connection (false when the wait ran out with it open).
    public func answerThenMore(_ head: String, then more: [UInt8], wait: Double = 5) async -> (first: Answer?, after: String, closed: Bool) {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: answerThenMoreBlocking(head, then: more, wait: wait)) }.start()
        }
    }

    /// A socket connected to the server's port on loopback; nil when it cannot connect.
    private func connected() -> Int32? {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { close(socket); return nil }
        return socket
    }

    private func answerThenMoreBlocking(_ head: String, then more: [UInt8], wait: Double) -> (first: Answer?, after: String, closed: Bool) {
        guard let socket = connected() else { return (nil, "", false) }
        defer { close(socket) }
        var timeout = timeval(tv_sec: Int(wait), tv_usec: Int((wait - Double(Int(wait))) * 1_000_000))
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let bytes = Array(head.utf8)
        guard bytes.withUnsafeBytes({ Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) == bytes.count else { return (nil, "", false) }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        var closed = false
        func receive() -> Bool {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            // 0: the server closed its side; below 0: the wait ran out (EAGAIN) or the connection was reset.
            if count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK) { closed = true }
            if count <= 0 { return false }
            received += buffer[0..<count]
            return true
        }
        // The first answer: its head, then as many body bytes as its Content-Length says.
        var firstEnd: Int?
        while firstEnd == nil, receive() {
            guard let answer = Self.parse(received), let split = String(decoding: received, as: UTF8.self).range(of: "\r\n\r\n") else { continue }
            let headBytes = String(decoding: received, as: UTF8.self)[..<split.upperBound].utf8.count
            let length = Int(answer.headers["content-length"] ?? "0") ?? 0
            if received.count >= headBytes + length { firstEnd = headBytes + length }
        }
        guard let firstEnd else { return (Self.parse(received), "", closed) }
        let first = Self.parse(Array(received[..<firstEnd]))
        received.removeFirst(firstEnd)
        var offset = 0
        while offset < more.count {
            let sent = more[offset...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent <= 0 { break }
            offset += sent
        }
        while receive() {}
        return (first, String(decoding: received, as: UTF8.self), closed)
    }

    private func sendBlocking(_ head: String, body: [UInt8], pieces: Int, pause: Double, headPieces: Int, readAfter: Double) -> Answer? {
        guard let socket = connected() else { return nil }
        defer { close(socket) }
        // Pieces `pause` seconds apart; false once the server has closed the connection.
        func sendInPieces(_ bytes: [UInt8], _ pieces: Int, pauseFirst: Bool) -> Bool {
            let size = max(1, (bytes.count + pieces - 1) / pieces)
            var offset = 0
            while offset < bytes.count {
                if pause > 0 && (pauseFirst || offset > 0) { usleep(useconds_t(pause * 1_000_000)) }
                let end = min(bytes.count, offset + size)
                let sent = bytes[offset..<end].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                if sent <= 0 { return false }
                offset += sent
            }
            return true
        }
        guard sendInPieces(Array(head.utf8), headPieces, pauseFirst: false) else { return nil }
        _ = sendInPieces(body, pieces, pauseFirst: true)
        if readAfter > 0 { usleep(useconds_t(readAfter * 1_000_000)) }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            received += buffer[0..<count]
        }
        return Self.parse(received)
    }

    static func parse(_ bytes: [UInt8]) -> Answer? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let split = text.range(of: "\r\n\r\n") else { return nil }
        let lines = text[..<split.lowerBound].split(separator: "\r\n")
        guard let first = lines.first, let status = Int(first.split(separator: " ").dropFirst().first ?? "") else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: " ")
        }
        var body = String(text[split.upperBound...])
        if headers["transfer-encoding"] == "chunked" { body = dechunk(body) }
        return Answer(status: status, headers: headers, body: body)
    }

    static func dechunk(_ text: String) -> String {
        var rest = Substring(text), out = ""
        while let line = rest.range(of: "\r\n"), let size = Int(rest[..<line.lowerBound], radix: 16), size > 0 {
            let start = line.upperBound
            let utf8 = rest.utf8
            let end = utf8.index(start, offsetBy: size)
            out += String(rest[start..<end])
            rest = rest[end...].dropFirst(2)
        }
        return out
    }
}

private extension Substring {
    func trimmingCharacters(in set: Character) -> String {
        String(drop(while: { $0 == set }).reversed().drop(while: { $0 == set }).reversed())
    }
}
