#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file in one step: the bytes go to a temporary file beside it, which is synced to disk and
/// renamed over the target. A crash leaves the old file or the new one, never a mix. The target is a
/// regular file or a new one (`StorePath`): a link is followed, and the file it names replaced.
enum AtomicFile {
    static func replace(_ given: String, with bytes: [UInt8]) throws(HeightStoreError) {
        let path = try StorePath.resolve(given)
        let temporary = "\(path).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard fd >= 0 else { throw .io(path: path, "cannot create \(temporary): \(errnoText())") }
        var ok = false
        defer { if !ok { unlink(temporary) } }
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, $0.count - written) }
            if result < 0 {
                if errno == EINTR { continue }
                let why = errnoText(); close(fd)
                throw .io(path: path, "cannot write: \(why)")
            }
            written += result
        }
        guard fsync(fd) == 0 else { let why = errnoText(); close(fd); throw .io(path: path, "cannot sync: \(why)") }
        guard close(fd) == 0 else { throw .io(path: path, "cannot close: \(errnoText())") }
        guard rename(temporary, path) == 0 else { throw .io(path: path, "cannot replace: \(errnoText())") }
        ok = true
    }

    private static func errnoText() -> String { String(cString: strerror(errno)) }
}
