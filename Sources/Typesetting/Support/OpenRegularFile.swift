#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular file of at most a given size, open for reading. The descriptor is opened without blocking
/// and checked with `fstat` before a byte is read, so a FIFO does not hang the run, a device such as
/// /dev/zero is refused by what it is (`FileKind`), and a file over the limit is refused unread. The
/// readers of fonts and of the files a user names (`FeedTables/Files`) open them through it; each says a
/// failure in its own words. The descriptor is closed when the value goes.
package struct OpenRegularFile: ~Copyable {
    /// Why a file was not opened.
    package enum Failure: Error, Equatable {
        /// `open` failed with this `errno`.
        case cannotOpen(errno: Int32)
        /// `fstat` failed with this `errno`.
        case cannotExamine(errno: Int32)
        /// It is a folder, a FIFO, a device or a socket: `FileKind`'s words.
        case notARegularFile(String)
        /// It has this many bytes, more than the limit.
        case tooLarge(bytes: Int)
    }

    /// The open descriptor (read-only, non-blocking, close-on-exec).
    package let descriptor: Int32
    /// The file's size in bytes when it was opened.
    package let size: Int

    /// Opens `path` if it is a regular file of at most `limit` bytes.
    package init(_ path: String, limit: Int) throws(Failure) {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw .cannotOpen(errno: errno) }
        var info = stat()
        let failure: Failure? =
            if fstat(descriptor, &info) != 0 { .cannotExamine(errno: errno) }
            else if let kind = FileKind.notARegularFile(info.st_mode) { .notARegularFile(kind) }
            else if Int(info.st_size) > limit { .tooLarge(bytes: Int(info.st_size)) }
            else { nil }
        if let failure {
            close(descriptor)
            throw failure
        }
        self.descriptor = descriptor
        self.size = Int(info.st_size)
    }

    deinit { close(descriptor) }
}
