#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import HeightCache

/// An open folder that its entries are looked at, read, written and removed through (`fstatat`, `openat`,
/// `renameat`, `unlinkat`), never following a link inside it: a link named like a report's file is an
/// entry of its own, not the file it points to.
final class FolderDescriptor: @unchecked Sendable {
    /// What an entry is, looked at without following a link.
    enum EntryKind: Equatable { case file, folder, link, other, gone }

    /// The folder's path, for messages.
    let path: String
    /// The open folder; closed when this goes.
    let descriptor: Int32

    /// Opens the folder at `path` (a link naming the folder itself is followed: the caller named it).
    init(_ path: String) throws(ReportFolderError) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ReportFolderError(folder: path, .unreadable("cannot open the folder: \(String(cString: strerror(errno)))")) }
        self.path = path
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// The entries' names, but `.` and `..`.
    func names() throws(ReportFolderError) -> [String] {
        let copy = dup(descriptor)
        guard copy >= 0, let stream = fdopendir(copy) else {
            if copy >= 0 { close(copy) }
            throw ReportFolderError(folder: path, .unreadable("cannot list the folder: \(String(cString: strerror(errno)))"))
        }
        defer { closedir(stream) }
        // The stream shares its position with the descriptor it was made from: start at the beginning.
        rewinddir(stream)
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// What the entry `name` is, without following a link.
    func kind(of name: String) -> EntryKind {
        var info = stat()
        guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return .gone }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFLNK: return .link
        default: return .other
        }
    }

    /// The first `limit` bytes of the regular file `name`, or nil when it is not one (a link, a pipe:
    /// opened without following a link and without waiting) or cannot be read.
    func readFile(_ name: String, atMost limit: Int) -> [UInt8]? {
        let file = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var info = stat()
        guard fstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: limit)
        var count = 0
        while count < limit {
            let got = bytes.withUnsafeMutableBytes { read(file, $0.baseAddress! + count, limit - count) }
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { return nil }
            if got == 0 { break }
            count += got
        }
        return Array(bytes[..<count])
    }

    /// Puts `bytes` in the folder as `name`, whole: they go to a file with no name (or a hidden temporary
    /// name where the file system cannot make one) that then takes `name`'s place in one rename, which
    /// replaces a link of that name rather than writing where it points.
    func replace(_ name: String, with bytes: [UInt8]) throws(ReportFolderError) {
        func failure(_ code: Int32 = errno) -> ReportFolderError {
            ReportFolderError(folder: path, .cannotWrite(name: name, reason: String(cString: strerror(code))))
        }
        let temporary = ".\(name).\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        var file = UnnamedFile.open(in: ".", relativeTo: descriptor)
        let named = file < 0
        if named {
            // O_EXCL never follows a link, and fails on any entry of that name.
            file = openat(descriptor, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            guard file >= 0 else { throw failure() }
        }
        defer { close(file) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(file, $0.baseAddress! + written, bytes.count - written) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                let code = errno
                if named { unlinkat(descriptor, temporary, 0) }
                throw failure(code)
            }
            written += count
        }
        if !named {
            // An unnamed file gets a name through its /proc link; linkat cannot replace an entry, rename can.
            guard UnnamedFile.link(file, as: temporary, relativeTo: descriptor) else { throw failure() }
        }
        guard renameat(descriptor, temporary, descriptor, name) == 0 else {
            let code = errno
            unlinkat(descriptor, temporary, 0)
            throw failure(code)
        }
    }

    /// Removes the entry `name` when it is a regular file (a link or a folder of that name stays).
    func removeFile(_ name: String) {
        guard kind(of: name) == .file else { return }
        unlinkat(descriptor, name, 0)
    }
}
