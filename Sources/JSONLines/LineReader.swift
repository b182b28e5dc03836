#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file (or standard input) one line at a time in fixed-size blocks, so memory holds
/// one block plus the longest line rather than the whole file. Lines end at "\n"; a "\r"
/// before it is dropped; the last line may lack its "\n". A line longer than `maximumLineBytes` is
/// read past without being kept (`Line.tooLong`), so one enormous line, or a device that never sends
/// a line feed, cannot take the memory of the machine.
public final class LineReader {
    /// A line as read: its bytes, or only its length when it was longer than the reader keeps.
    public enum Line: Equatable, Sendable {
        case text([UInt8])
        /// A line of `bytes` bytes (without its terminator), more than `maximumLineBytes`: skipped.
        case tooLong(bytes: Int)
    }

    /// The longest line kept by default, 4 MiB: laying out a text holds about 60 bytes per character at
    /// its peak, so such a line stays near 250 MB; `cellheight measure` and `table` share it.
    public static let defaultMaximumLineBytes = 4 << 20

    /// Lines longer than this many bytes come back as `Line.tooLong`.
    public let maximumLineBytes: Int
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
    /// The file's size, nil for standard input and other streams whose size is not known.
    public let totalBytes: Int?

    /// Opens `path`, or standard input for "-".
    public init(path: String, maximumLineBytes: Int = LineReader.defaultMaximumLineBytes) throws(LineReaderError) {
        self.maximumLineBytes = maximumLineBytes
        if path == "-" {
            name = "<stdin>"
            descriptor = 0
            ownsDescriptor = false
            totalBytes = nil
            return
        }
        name = path
        var info = stat()
        guard stat(path, &info) == 0 else { throw LineReaderError(file: path, "cannot read it: \(Self.errorText())") }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: throw LineReaderError(file: path, "cannot read it: it is a directory")
        case S_IFCHR, S_IFBLK:
            // /dev/zero and the like never end a line: a device is not a feed.
            throw LineReaderError(file: path, "cannot read it: it is a device, not a file (give a file, or '-' for standard input)")
        default: break
        }
        let opened = open(path, O_RDONLY)
        guard opened >= 0 else { throw LineReaderError(file: path, "cannot read it: \(Self.errorText())") }
        descriptor = opened
        ownsDescriptor = true
        totalBytes = info.st_mode & S_IFMT == S_IFREG ? Int(info.st_size) : nil
    }

    /// Reads `bytes` held in memory (a request's body), named `name` in messages.
    public init(bytes: [UInt8], name: String, maximumLineBytes: Int = LineReader.defaultMaximumLineBytes) {
        self.maximumLineBytes = maximumLineBytes
        self.name = name
        descriptor = -1
        ownsDescriptor = false
        buffer = bytes
        atEnd = true
        bytesRead = bytes.count
        totalBytes = bytes.count
    }

    deinit { if ownsDescriptor { close(descriptor) } }

    /// Everything not read yet, to the end of the input (a JSON array feed is parsed whole); reading
    /// stops once more than `limit` bytes are held, so a caller can refuse a larger input unread.
    public func readRest(atMost limit: Int = .max) throws(LineReaderError) -> [UInt8] {
        while !atEnd && buffer.count - start <= limit { try fill() }
        var rest = Array(buffer[start...])
        start = buffer.count
        if atStart {
            atStart = false
            if rest.starts(with: [0xEF, 0xBB, 0xBF]) { rest.removeFirst(3) }
        }
        return rest
    }

    /// The first byte that is not white space, without consuming anything (nil for empty input, and
    /// when the first `maximumLineBytes` bytes are all white space: the lines are then read one by one).
    public func peekFirstNonSpace() throws(LineReaderError) -> UInt8? {
        var index = start
        while true {
            while index < buffer.count {
                let byte = buffer[index]
                if ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains(byte) { return byte }
                index += 1
            }
            if atEnd || index - start > maximumLineBytes { return nil }
            try fill()
            index = max(index, start)
        }
    }

    /// The next line without its terminator, or nil at the end of the input. A UTF-8 byte order
    /// mark at the start of the input (as some editors write) is dropped.
    public func nextLine() throws(LineReaderError) -> Line? {
        let line = try readLine()
        guard atStart else { return line }
        atStart = false
        guard case .text(let bytes)? = line, bytes.starts(with: [0xEF, 0xBB, 0xBF]) else { return line }
        return .text(Array(bytes.dropFirst(3)))
    }

    /// True when `nextLine()` can answer from what was already read, without waiting for the input:
    /// a reader that batches lines stops its batch here, so output keeps up with a slow producer.
    /// What it scans is remembered, so the `nextLine()` that follows does not scan it again.
    public var hasBufferedLine: Bool { bufferedNewline() != nil || atEnd }

    /// The next line feed in what was read, scanning only past what earlier calls scanned; without one,
    /// the whole rest counts as scanned.
    private func bufferedNewline() -> Int? {
        let from = start + scanned
        // memchr: a line is hundreds of bytes, and a byte at a time was a tenth of a warm run's reading.
        let found: Int? = buffer.withUnsafeBufferPointer { bytes in
            guard from < bytes.count, let base = bytes.baseAddress,
                  let hit = memchr(base + from, 0x0A, bytes.count - from) else { return nil }
            return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        }
        if let newline = found {
            scanned = newline - start
            return newline
        }
        scanned = buffer.count - start
        return nil
    }

    private func readLine() throws(LineReaderError) -> Line? {
        while true {
            if let newline = bufferedNewline() { return takeLine(to: newline, next: newline + 1) }
            if atEnd { return start < buffer.count ? takeLine(to: buffer.count, next: buffer.count) : nil }
            if buffer.count - start > maximumLineBytes { return .tooLong(bytes: try skipLine()) }
            try fill()
        }
    }

    /// The line from `start` to `end` (a "\r" before the end dropped); the next line starts at `next`.
    private func takeLine(to end: Int, next: Int) -> Line {
        var end = end
        if end < next, end > start, buffer[end - 1] == 0x0D { end -= 1 }
        defer { start = next; scanned = 0 }
        if end - start > maximumLineBytes { return .tooLong(bytes: end - start) }
        return .text(Array(buffer[start..<end]))
    }

    /// Reads past the rest of a line too long to keep, a block at a time (what was read of it is
    /// dropped block by block), and gives its length in bytes without its terminator.
    private func skipLine() throws(LineReaderError) -> Int {
        var length = 0
        while true {
            if let newline = bufferedNewline() {
                length += newline - start
                if newline > start, buffer[newline - 1] == 0x0D { length -= 1 }
                start = newline + 1
                scanned = 0
                return length
            }
            length += buffer.count - start
            start = buffer.count
            scanned = 0
            if atEnd { return length }
            try fill()
        }
    }

    private func fill() throws(LineReaderError) {
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
            throw LineReaderError(file: name, "cannot read it: \(Self.errorText())")
        }
        buffer.removeSubrange((old + count)...)
        bytesRead += count
        if count == 0 { atEnd = true }
    }

    private static func errorText() -> String { String(cString: strerror(errno)) }
}
