#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Paths as the file system resolves them, for the checks that keep reading inside a folder (an asset
/// catalog's links, a served template's files) and writing outside the inputs.
package enum RealPath {
    /// The canonical path (links, `.` and `..` resolved), or nil for a path that does not exist.
    package static func of(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether the real path `path` is `folder` (a real path) or lies inside it.
    package static func isInside(_ path: String, folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
