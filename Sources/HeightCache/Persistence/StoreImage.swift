import Foundation

/// A store file read whole and checked (its magic, checksum and format), with the font files' sums it
/// remembers: a run takes them to make its fingerprint before the store's heights are compared with it.
public struct StoreImage: Sendable {
    let bytes: Data
    let path: String
    let header: HeightStore.Header

    /// The font files' checksums the store remembers (none for a format 2 store).
    public var fontFiles: FontFileSums { header.fontFiles }

    /// Reads the store at `path` (a link is followed). Throws `missing` for no file or an empty one (a
    /// `mktemp` name: nothing in it to lose), `notAFile` for a folder, a FIFO, a device or a socket, `io`
    /// for a file that cannot be read, `notAStore` and `corrupt` as `HeightStore.load` does.
    public init(path: String) throws(HeightStoreError) {
        let file = try StorePath.resolve(path)
        guard FileManager.default.fileExists(atPath: file) else { throw .missing(path: path) }
        // Said in the system's words ("Permission denied"), not Foundation's general one.
        guard access(file, R_OK) == 0 else { throw .io(path: path, "cannot read: \(String(cString: strerror(errno)))") }
        // Known from its first bytes: a mistyped path to someone's 20 GB file is refused, not read into memory.
        if HeightStore.startsAsStore(file) == false { throw .notAStore(path: path, HeightStore.notAStoreStart) }
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: file)) } catch {
            throw .io(path: path, "cannot read: \(error.localizedDescription)")
        }
        guard !data.isEmpty else { throw .missing(path: path) }
        bytes = data
        self.path = path
        header = try bytes.withUnsafeBytes { buffer in
            Result { () throws(HeightStoreError) in try HeightStore.header(buffer, path: path) }
        }.get()
    }

    /// The store at `path` as a run opens it: nil for none yet (a first run); a damaged store is nil with
    /// the reason, and the run starts empty and replaces it. A file that is not a height store, one that
    /// cannot be read (so what it holds is unknown), or a path that is not a regular file throws: it is
    /// never overwritten.
    public static func open(path: String) throws(HeightStoreError) -> (image: StoreImage?, warning: HeightStoreError?) {
        do { return (try StoreImage(path: path), nil) } catch {
            switch error {
            case .missing: return (nil, nil)
            case .notAStore, .notAFile, .io: throw error
            default: return (nil, error)
            }
        }
    }

    /// Reads the store's heights into `cache` and returns how many it held; throws `fingerprintMismatch`
    /// (leaving `cache` as it was) when they were written under another fingerprint.
    @discardableResult
    public func load(into cache: KeyedHeightCache, fingerprint: HeightCacheFingerprint) throws(HeightStoreError) -> Int {
        let parsed = try bytes.withUnsafeBytes { buffer in
            Result { () throws(HeightStoreError) in try HeightStore.entries(buffer, header: header, path: path, fingerprint: fingerprint) }
        }.get()
        cache.insert(geometries: parsed.geometries, entries: parsed.entries)
        return parsed.entries.count
    }
}
