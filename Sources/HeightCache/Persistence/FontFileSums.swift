#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Font files' checksums as a height store remembers them, each with the identity its file had when it
/// was read, so that the next run with the same files does not read tens of megabytes to find the same
/// sums. A file whose identity has changed in any way (replaced, written, moved, touched) is read again.
public struct FontFileSums: Sendable, Equatable {
    /// What a file's `stat` says: a file rewritten in place changes its modification and status-change
    /// times (the latter cannot be set back), a file replaced by another changes its inode.
    public struct Identity: Sendable, Equatable {
        public var device: UInt64
        public var inode: UInt64
        public var size: UInt64
        public var modified: Int64
        public var modifiedNanoseconds: Int64
        public var changed: Int64
        public var changedNanoseconds: Int64

        /// The identity of the file at `path`; nil when it cannot be read.
        public init?(path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            self.init(info)
        }

        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = UInt64(info.st_size)
            #if canImport(Glibc)
            modified = Int64(info.st_mtim.tv_sec); modifiedNanoseconds = Int64(info.st_mtim.tv_nsec)
            changed = Int64(info.st_ctim.tv_sec); changedNanoseconds = Int64(info.st_ctim.tv_nsec)
            #else
            modified = Int64(info.st_mtimespec.tv_sec); modifiedNanoseconds = Int64(info.st_mtimespec.tv_nsec)
            changed = Int64(info.st_ctimespec.tv_sec); changedNanoseconds = Int64(info.st_ctimespec.tv_nsec)
            #endif
        }

        init(device: UInt64, inode: UInt64, size: UInt64, modified: Int64, modifiedNanoseconds: Int64, changed: Int64, changedNanoseconds: Int64) {
            self.device = device; self.inode = inode; self.size = size
            self.modified = modified; self.modifiedNanoseconds = modifiedNanoseconds
            self.changed = changed; self.changedNanoseconds = changedNanoseconds
        }

        /// Whether the file was last written at least `settledSeconds` before `now`. A file written in the
        /// same clock tick as it was read could change again without its times moving (on a file system
        /// that keeps whole seconds), so only a settled file's sum is remembered.
        func isSettled(now: Int64) -> Bool { now - max(modified, changed) >= FontFileSums.settledSeconds }
    }

    /// A file's checksum with the identity it had.
    public struct Sum: Sendable, Equatable {
        public var identity: Identity
        public var checksum: UInt64
    }

    /// How long a file must have been left alone before its sum is remembered.
    static let settledSeconds: Int64 = 2

    /// The remembered sums by path.
    public var files: [String: Sum] = [:]

    public init() {}

    /// The remembered checksum of `path` if its file still has the identity it had.
    func checksum(of path: String, identity: Identity) -> UInt64? {
        guard let known = files[path], known.identity == identity else { return nil }
        return known.checksum
    }
}
