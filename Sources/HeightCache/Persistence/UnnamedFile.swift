#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file written without a name until it is whole (Linux's `O_TMPFILE`), so that a process killed while
/// writing leaves nothing behind; then linked under a temporary name and renamed into place (`linkat`
/// cannot replace an entry, `rename` can). The cache store, `--out` and the report folder all write this way.
public enum UnnamedFile {
    /// A write-only file with no name in `folder` (relative to `directory`), or -1 where the system or the
    /// file system makes none: the caller then falls back to a named temporary file.
    public static func open(in folder: String, relativeTo directory: Int32 = AT_FDCWD) -> Int32 {
        #if os(Linux)
        // O_TMPFILE is a macro over bits Swift does not import: __O_TMPFILE (0o20000000) with O_DIRECTORY.
        return openat(directory, folder, 0o20000000 | O_DIRECTORY | O_WRONLY | O_CLOEXEC, 0o644)
        #else
        return -1
        #endif
    }

    /// Gives the unnamed file `descriptor` the name `name` (relative to `directory`) through its /proc link;
    /// false, with `errno` set, when it cannot.
    public static func link(_ descriptor: Int32, as name: String, relativeTo directory: Int32 = AT_FDCWD) -> Bool {
        linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", directory, name, AT_SYMLINK_FOLLOW) == 0
    }
}
