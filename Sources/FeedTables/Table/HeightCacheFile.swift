import CellTemplates
import HeightCache
import Typesetting

/// A height cache file that table runs share: heights are read from it under a fingerprint of the fonts,
/// the engine and the template (with its default locale), so an edit of any of them measures again, and
/// every row's height, measured or read, goes into a new cache that replaces the file after the run. The
/// file then holds the heights of the last run's rows and does not grow with every edit. A run that
/// measured nothing and read every height of the file leaves the file as it is.
public final class HeightCacheFile: Sendable {
    /// The cache file, read when opened and replaced after a run.
    public let path: String
    /// Fonts, engine and template (with the locale) the heights hold for; a file under another is not read.
    public let fingerprint: HeightCacheFingerprint
    /// The heights read from the file; those a run reads are marked used.
    let stored = KeyedHeightCache()
    /// The heights this run measured; saved at the end with the used ones of `stored`.
    let recorded = KeyedHeightCache()
    /// Whether `stored` holds the file's heights (the file was read, under this fingerprint).
    private let loaded: Bool
    /// Why the file's heights were not used although it is a height cache (damaged, or written for
    /// other fonts, engine or template): the run starts empty and replaces it.
    public let warning: HeightStoreError?

    /// Opens the cache at `path` for `template` measured with `fonts`. A missing file is a first run; a
    /// file that is not a height cache (`HeightStoreError.notAStore`), or a path that is not a regular file
    /// (`notAFile`: a FIFO, a device; a link is followed), is refused, never overwritten.
    public init(path: String, fonts: FontCollection, template: CellTemplate, locale: String?) throws(HeightStoreError) {
        self.path = path
        fingerprint = HeightCacheFingerprint(fonts: try HeightCacheFingerprint.digest(of: fonts),
                                             template: template.digest + (locale.map { "|\($0)" } ?? ""))
        var warning: HeightStoreError?
        var loaded = false
        do {
            try HeightStore.load(into: stored, from: path, fingerprint: fingerprint)
            loaded = true
        } catch {
            switch error {
            case .missing: break
            case .notAStore, .notAFile: throw error
            default: warning = error
            }
        }
        self.warning = warning
        self.loaded = loaded
    }

    /// Replaces the file with this run's heights (through a temporary file and a rename), unless they are
    /// the file's own: nothing measured, every stored height read.
    func save() throws(HeightStoreError) {
        if loaded && recorded.count == 0 && stored.isWhollyUsed { return }
        stored.copyUsed(into: recorded)
        try HeightStore.save(recorded, to: path, fingerprint: fingerprint)
    }
}
