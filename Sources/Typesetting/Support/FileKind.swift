#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path names when it is not a regular file, in words for a message: the readers of fonts,
/// templates and documents open only regular files (a FIFO would block, a device never ends).
public enum FileKind {
    /// "a folder", "a FIFO (named pipe)", ...; nil for a regular file.
    public static func notARegularFile(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }
}
