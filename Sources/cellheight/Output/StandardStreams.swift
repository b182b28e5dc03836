#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Buffered writes to standard output and error. Output is flushed in blocks so that a feed of
/// a million lines is not a million system calls.
final class StandardStream {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private let blockSize = 1 << 16

    static func output() -> StandardStream { StandardStream(descriptor: 1) }
    static func error() -> StandardStream { StandardStream(descriptor: 2) }

    private init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(blockSize)
    }

    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= blockSize { flush() }
    }

    func writeLine(_ text: String) {
        write(text)
        write("\n")
    }

    func flush() {
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
                break   // closed pipe or full disk: nothing more can be said on this stream
            }
            start += written
        }
        buffer.removeAll(keepingCapacity: true)
    }

    deinit { flush() }
}
