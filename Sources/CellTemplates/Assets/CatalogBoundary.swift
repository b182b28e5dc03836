#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The catalog's own folder, as the place every link in it must lead to. A link whose target (all links
/// on its way resolved) is outside the folder is an error naming the link: a catalog cannot make the
/// reader open, or a message describe, a file elsewhere on the machine (a link to /etc/hostname).
struct CatalogBoundary {
    /// The catalog folder's real path: no links, no `.` or `..`.
    let root: String

    init(_ catalog: String) { root = RealPath.of(catalog) ?? catalog }

    /// The path to open for `path`, an entry of a folder inside the catalog: `path` itself, or the target
    /// of a link that stays inside the catalog. A link that leads nowhere is returned as it is, for its
    /// reader to report.
    func resolve(_ path: String) throws(AssetCatalogError) -> String {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK, let target = RealPath.of(path) else { return path }
        guard RealPath.isInside(target, folder: root) else {
            throw AssetCatalogError(file: path, "a link that leads outside the catalog; links are followed only within the catalog's folder")
        }
        return target
    }
}
