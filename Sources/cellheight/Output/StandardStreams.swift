#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CellTemplates
import FeedTables
import JSONLines

/// Buffered writes to standard output, standard error or a file. Output is flushed in blocks so that a
/// feed of a million lines is not a million system calls. A failed write (a full disk, a closed pipe) is
/// remembered, so the command can stop and say so instead of exiting 0 with output lost. Messages on
/// standard error quote feeds, templates and file names, so what a terminal would obey in them (escape
/// sequences, carriage returns, bidi overrides) is written escaped (`ShownText.forTerminal`).
final class StandardStream: TextOutput {
    private let descriptor: Int32
    /// The output file written to, kept alive (with its descriptor) as long as the stream.
    private let file: OutputFile?
    let name: String
    private var buffer: [UInt8] = []
    private let blockSize = 1 << 16
    /// Why the last write failed, if one did; later writes are dropped.
    private(set) var failure: String?
    /// Whether text written is escaped for a terminal (standard error's messages; not data written as bytes).
    private let escapesControls: Bool

    static func output() -> StandardStream { StandardStream(descriptor: 1, name: "standard output") }
    static func error() -> StandardStream { StandardStream(descriptor: 2, name: "standard error", escapesControls: true) }

    /// Writes to an output file's temporary file; the caller commits the file once the stream is checked.
    static func file(_ file: OutputFile) -> StandardStream {
        StandardStream(descriptor: file.descriptor, name: file.path, file: file)
    }

    private init(descriptor: Int32, name: String, file: OutputFile? = nil, escapesControls: Bool = false) {
        self.descriptor = descriptor
        self.name = name
        self.file = file
        self.escapesControls = escapesControls
        buffer.reserveCapacity(blockSize)
    }

    /// Flushes, then throws if any write failed.
    func checkWritten() throws(CLIError) {
        flush()
        if let failure { throw CLIError("cannot write to \(name): \(failure)") }
    }

    func write(_ text: String) {
        buffer.append(contentsOf: (escapesControls ? ShownText.forTerminal(text) : text).utf8)
        if buffer.count >= blockSize { flush() }
    }

    func write(utf8 bytes: UnsafeRawBufferPointer) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= blockSize { flush() }
    }

    func writeLine(_ text: String) {
        write(text)
        write("\n")
    }

    func flush() {
        if failure != nil { buffer.removeAll(keepingCapacity: true); return }
        var start = 0
        while start < buffer.count {
            let written = buffer[start...].withUnsafeBytes { bytes in
                #if canImport(Glibc)
                Glibc.write(descriptor, bytes.baseAddress, bytes.count)
                #else
                Darwin.write(descriptor, bytes.baseAddress, bytes.count)
                #endif
            }
            if written <= 0 {
                if written < 0 && errno == EINTR { continue }
                failure = written < 0 ? String(cString: strerror(errno)) : "nothing was written"
                break
            }
            start += written
        }
        buffer.removeAll(keepingCapacity: true)
    }

    deinit {
        flush()
    }
}
