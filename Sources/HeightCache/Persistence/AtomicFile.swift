#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file in one step: the bytes go to a temporary file in its folder, which is synced to disk
/// and put in the target's place by a rename. A crash leaves the old file or the new one, never a mix. The
/// target is a regular file or a new one (`StorePath`): a link is followed, and the file it names replaced,
/// keeping its permissions.
///
/// On Linux the temporary file is unnamed (`O_TMPFILE`) while it is written: a process killed then (a
/// store is tens of MB, and its write and sync take the longest) leaves nothing behind. It gets a name
/// beside the target only for the link and the rename that follow. Where the file system cannot make an
/// unnamed file, it is a named one (`NAME.tmp-PID-RANDOM`), removed on every path but a kill.
enum AtomicFile {
    /// Where `replace(_:writing:)`'s body writes the new file's bytes, in order.
    struct Sink {
        fileprivate let descriptor: Int32
        /// The file being replaced, for messages.
        let path: String

        /// Writes all of `bytes`.
        func write(_ bytes: [UInt8]) throws(HeightStoreError) {
            var written = 0
            while written < bytes.count {
                let result = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress! + written, $0.count - written) }
                if result < 0 {
                    if errno == EINTR { continue }
                    throw .io(path: path, "cannot write: \(errnoText())")
                }
                written += result
            }
        }
    }

    /// Replaces the file at `given` with `bytes`.
    static func replace(_ given: String, with bytes: [UInt8]) throws(HeightStoreError) {
        try replace(given) { (sink) throws(HeightStoreError) in try sink.write(bytes) }
    }

    /// Replaces the file at `given` with what `body` writes, a part at a time, so that a large file is
    /// never held whole in memory; the file is replaced only when `body` returns.
    static func replace(_ given: String, writing body: (Sink) throws(HeightStoreError) -> Void) throws(HeightStoreError) {
        let path = try StorePath.resolve(given)
        var temporary: String? = nil
        var fd = UnnamedFile.open(in: folder(of: path))
        if fd < 0 {
            let name = temporaryName(for: path)
            fd = open(name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            guard fd >= 0 else { throw .io(path: path, "cannot create \(name): \(errnoText())") }
            temporary = name
        }
        var ok = false
        defer {
            close(fd)
            if !ok, let temporary { unlink(temporary) }
        }
        try body(Sink(descriptor: fd, path: path))
        // The file keeps the permissions it had (a read-only cache stays read-only), as an --out file does.
        var info = stat()
        if stat(path, &info) == 0 { fchmod(fd, info.st_mode & 0o7777) }
        guard fsync(fd) == 0 else { throw .io(path: path, "cannot sync: \(errnoText())") }
        if let temporary {
            guard rename(temporary, path) == 0 else { throw .io(path: path, "cannot replace: \(errnoText())") }
        } else {
            // The unnamed file gets a name through its /proc link, then takes the target's place: linkat
            // cannot replace an existing file, rename can.
            let linked = temporaryName(for: path)
            guard UnnamedFile.link(fd, as: linked) else {
                throw .io(path: path, "cannot create \(linked): \(errnoText())")
            }
            guard rename(linked, path) == 0 else {
                let why = errnoText()
                unlink(linked)
                throw .io(path: path, "cannot replace: \(why)")
            }
        }
        ok = true
    }

    /// A name beside `path` that no other run picks.
    private static func temporaryName(for path: String) -> String {
        "\(path).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    }

    /// The folder part of `path` ("." for a bare name, "/" for a file at the root).
    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

}

private func errnoText() -> String { String(cString: strerror(errno)) }

/// `write(2)`, named apart from `Sink.write`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
    #else
    Darwin.write(descriptor, bytes, count)
    #endif
}
