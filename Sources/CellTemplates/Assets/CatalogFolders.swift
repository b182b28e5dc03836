#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folders a catalog's reader has been in, and how much it has listed. A folder is known by its
/// device and inode, not its path: two links to one folder, or a link to a folder that encloses it, lead
/// to a folder already read, which is not read again (a chain of 30 folders with two links each to the
/// next would otherwise be 2^29 visits). The entries listed in all are bounded as well, so a catalog
/// costs at most `AssetCatalog.maximumEntries` look-ups whatever its links.
struct CatalogFolders {
    private struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    private var visited: Set<Identity> = []
    private var entries = 0
    private let maximumEntries: Int

    init(maximumEntries: Int) { self.maximumEntries = maximumEntries }

    /// Whether `folder` (followed through links) is one not read before; it counts as read from now on.
    /// A folder that cannot be examined counts as new: listing it then reports why.
    mutating func isFirstVisit(_ folder: String) -> Bool {
        var info = stat()
        guard stat(folder, &info) == 0 else { return true }
        return visited.insert(Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))).inserted
    }

    /// Counts `count` names listed in `folder`; an error once the catalog has more than the limit.
    mutating func count(_ count: Int, in folder: String) throws(AssetCatalogError) {
        entries += count
        guard entries <= maximumEntries else {
            throw AssetCatalogError(file: folder, "more than \(maximumEntries) files and folders in one catalog")
        }
    }

    /// What `path` is to the walk, looked at without following a link first.
    enum Kind {
        /// A folder, reached by its own path.
        case folder
        /// A link that leads to a folder.
        case linkToFolder
        /// Anything else: a file, a link to one, a link that leads nowhere. The walk reads no such entry
        /// by itself (a set's files are read by the names its `Contents.json` gives).
        case other
    }

    static func kind(of path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .other }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFLNK:
            guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return .other }
            return .linkToFolder
        default: return .other
        }
    }
}
