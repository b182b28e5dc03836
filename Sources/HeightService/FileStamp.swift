#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a file was when a template was loaded from it: a change to any of these is a new file (an
/// editor's save, a copy over it, a rename into place), so the template is loaded again. The status-change
/// time is part of it: a copy that keeps the old modification time (`cp -p`, `rsync -t --inplace`) onto a
/// file of the same size changes only that, which no one can set back.
struct FileStamp: Hashable, Sendable {
    let path: String
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modified: Int64
    let modifiedNanoseconds: Int64
    let changed: Int64
    let changedNanoseconds: Int64

    /// The file's stamp now, or nil when it cannot be read.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.path = path
        device = UInt64(info.st_dev); inode = UInt64(info.st_ino); size = Int64(info.st_size)
        modified = Int64(info.st_mtim.tv_sec); modifiedNanoseconds = Int64(info.st_mtim.tv_nsec)
        changed = Int64(info.st_ctim.tv_sec); changedNanoseconds = Int64(info.st_ctim.tv_nsec)
    }
}
