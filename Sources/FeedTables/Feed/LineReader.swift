#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file (or standard input) one line at a time in fixed-size blocks, so memory holds
/// one block plus the longest line rather than the whole file. Lines end at "\n"; a "\r"
/// before it is dropped; the last line may lack its "\n".
public final class LineReader {
    /// How the input is named in messages: the path, or "<stdin>".
    public let name: String
    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private var buffer: [UInt8] = []
    private var start = 0          // first unread byte in buffer
    private var scanned = 0        // bytes after `start` known to hold no "\n"
    private var atEnd = false
    private var atStart = true     // a UTF-8 byte order mark may precede the first line
    private let blockSize = 1 << 16
    /// Bytes read so far, and the file's size when known (for progress).
    public private(set) var bytesRead = 0
    public let totalBytes: Int?

    /// Opens `path`, or standard input for "-".
    public init(path: String) throws(FeedError) {
        if path == "-" {
            name = "<stdin>"
            descriptor = 0
            ownsDescriptor = false
            totalBytes = nil
            return
        }
        name = path
        var info = stat()
        guard stat(path, &info) == 0 else { throw FeedError(file: path, "cannot read it: \(Self.errorText())") }
        guard info.st_mode & S_IFMT != S_IFDIR else { throw FeedError(file: path, "cannot read it: it is a directory") }
        let opened = open(path, O_RDONLY)
        guard opened >= 0 else { throw FeedError(file: path, "cannot read it: \(Self.errorText())") }
        descriptor = opened
        ownsDescriptor = true
        totalBytes = info.st_mode & S_IFMT == S_IFREG ? Int(info.st_size) : nil
    }

    deinit { if ownsDescriptor { close(descriptor) } }

    /// Everything not read yet, to the end of the input (a JSON array feed is parsed whole).
    public func readRest() throws(FeedError) -> [UInt8] {
        while !atEnd { try fill() }
        var rest = Array(buffer[start...])
        start = buffer.count
        if atStart {
            atStart = false
            if rest.starts(with: [0xEF, 0xBB, 0xBF]) { rest.removeFirst(3) }
        }
        return rest
    }

    /// The first byte that is not white space, without consuming anything (nil for empty input).
    public func peekFirstNonSpace() throws(FeedError) -> UInt8? {
        var index = start
        while true {
            while index < buffer.count {
                let byte = buffer[index]
                if ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains(byte) { return byte }
                index += 1
            }
            if atEnd { return nil }
            try fill()
            index = max(index, start)
        }
    }

    /// The next line without its terminator, or nil at the end of the input. A UTF-8 byte order
    /// mark at the start of the input (as some editors write) is dropped.
    public func nextLine() throws(FeedError) -> [UInt8]? {
        guard var line = try readLine() else { return nil }
        if atStart {
            atStart = false
            if line.starts(with: [0xEF, 0xBB, 0xBF]) { line.removeFirst(3) }
        }
        return line
    }

    /// True when `nextLine()` can answer from what was already read, without waiting for the input:
    /// a reader that batches lines stops its batch here, so output keeps up with a slow producer.
    /// What it scans is remembered, so the `nextLine()` that follows does not scan it again.
    public var hasBufferedLine: Bool { bufferedNewline() != nil || atEnd }

    /// The next line feed in what was read, scanning only past what earlier calls scanned; without one,
    /// the whole rest counts as scanned.
    private func bufferedNewline() -> Int? {
        if let newline = buffer[(start + scanned)...].firstIndex(of: 0x0A) {
            scanned = newline - start
            return newline
        }
        scanned = buffer.count - start
        return nil
    }

    private func readLine() throws(FeedError) -> [UInt8]? {
        while true {
            if let newline = bufferedNewline() {
                var end = newline
                if end > start && buffer[end - 1] == 0x0D { end -= 1 }
                let line = Array(buffer[start..<end])
                start = newline + 1
                scanned = 0
                return line
            }
            if atEnd {
                guard start < buffer.count else { return nil }
                let line = Array(buffer[start...])
                start = buffer.count
                scanned = 0
                return line
            }
            try fill()
        }
    }

    private func fill() throws(FeedError) {
        if start > 0 {   // drop consumed bytes
            buffer.removeSubrange(0..<start)
            start = 0
        }
        let old = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: blockSize))
        var count = 0
        repeat {
            count = buffer.withUnsafeMutableBytes { bytes in
                read(descriptor, bytes.baseAddress! + old, blockSize)   // baseAddress: buffer is non-empty
            }
        } while count < 0 && errno == EINTR
        guard count >= 0 else {
            buffer.removeSubrange(old...)
            throw FeedError(file: name, "cannot read it: \(Self.errorText())")
        }
        buffer.removeSubrange((old + count)...)
        bytesRead += count
        if count == 0 { atEnd = true }
    }

    private static func errorText() -> String { String(cString: strerror(errno)) }
}
