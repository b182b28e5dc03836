#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import HeightCache

/// Checks, before anything is measured, that `--cache` names a file the run can replace at its end:
/// otherwise a whole table would be computed only to fail when the cache is saved. The cache is a
/// regular file or a new path; a symbolic link is followed to the file it names (made there on the first
/// run), which is replaced while the link stays; a folder, a FIFO, a device or a socket is refused, so
/// that neither reading it (a FIFO waits) nor replacing it (`--cache /dev/null` as root) can happen.
enum CachePath {
    static func checkWritable(_ path: String) throws(CLIError) {
        let file: String
        do { file = try HeightStore.file(at: path) } catch {
            if case let .notAFile(_, kind, through) = error {
                throw CLIError("--cache \(path) is \(through.map { "a link to \($0), " } ?? "")\(kind), not a file; "
                               + "give the path of a file (the cache is one file, made on the first run)")
            }
            throw CLIError("--cache \(error)")
        }
        // The cache is replaced by a new file beside the file it names, so that folder must take new files.
        let directory = FilePath.folder(of: file)
        var folderInfo = stat()
        guard stat(directory, &folderInfo) == 0, folderInfo.st_mode & S_IFMT == S_IFDIR else {
            throw CLIError("--cache \(path): the folder \(directory) does not exist; create it or give another path")
        }
        guard access(directory, W_OK | X_OK) == 0 else {
            throw CLIError("--cache \(path): cannot write in the folder \(directory) (\(String(cString: strerror(errno)))); give a path in a folder you can write to")
        }
    }
}
