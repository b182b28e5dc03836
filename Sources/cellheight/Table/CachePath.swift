#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks, before anything is measured, that `--cache` names a file the run can replace at its end:
/// otherwise a whole table would be computed only to fail when the cache is saved.
enum CachePath {
    static func checkWritable(_ path: String) throws(CLIError) {
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            throw CLIError("--cache \(path) is a folder; give the path of a file (the cache is one file, made on the first run)")
        }
        // The cache is replaced by a new file beside it, so its folder must take new files.
        let directory = FilePath.folder(of: path)
        var folderInfo = stat()
        guard stat(directory, &folderInfo) == 0, folderInfo.st_mode & S_IFMT == S_IFDIR else {
            throw CLIError("--cache \(path): the folder \(directory) does not exist; create it or give another path")
        }
        guard access(directory, W_OK | X_OK) == 0 else {
            throw CLIError("--cache \(path): cannot write in the folder \(directory) (\(String(cString: strerror(errno)))); give a path in a folder you can write to")
        }
    }
}
