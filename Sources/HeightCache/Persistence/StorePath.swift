#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Typesetting

/// Where a height store's bytes are: the path itself, or the file a symbolic link there names (links
/// followed to the end, relative ones from their own folder). A store is a regular file: a FIFO would
/// make a read wait forever, and renaming a new store over a device or a FIFO would replace it (as root,
/// `/dev/null` itself), so anything else at the end is refused by what it is. A missing file is a
/// new store, made by the first save; a link to a missing file makes it where the link points.
enum StorePath {
    /// Links followed at most, as the kernel's own limit (`ELOOP` past 40).
    static let linkLimit = 40

    /// The regular file (or the new one) that `path` stands for.
    static func resolve(_ path: String) throws(HeightStoreError) -> String {
        var current = path
        for _ in 0...linkLimit {
            var info = stat()
            guard lstat(current, &info) == 0 else {
                if errno == ENOENT { return current }
                throw .io(path: path, "cannot examine \(current): \(String(cString: strerror(errno)))")
            }
            guard info.st_mode & S_IFMT == S_IFLNK else {
                if let kind = FileKind.notARegularFile(info.st_mode) {
                    throw .notAFile(path: path, kind: kind, through: current == path ? nil : current)
                }
                return current
            }
            current = try target(of: current, path: path)
        }
        throw .io(path: path, "more than \(linkLimit) links in a row")
    }

    private static func target(of link: String, path: String) throws(HeightStoreError) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(link, &buffer, buffer.count - 1)
        guard count >= 0 else { throw .io(path: path, "cannot read the link \(link): \(String(cString: strerror(errno)))") }
        let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard !target.hasPrefix("/"), let slash = link.lastIndex(of: "/") else { return target }
        return String(link[...slash]) + target
    }
}
