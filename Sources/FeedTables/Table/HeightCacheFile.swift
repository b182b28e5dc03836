import CellTemplates
import HeightCache
import Typesetting

/// A height cache file that table runs share: heights are read from it under a fingerprint of the fonts,
/// the engine and the template (with its default locale), so an edit of any of them measures again, and
/// every row's height, measured or read, goes into a new cache that replaces the file after the run. The
/// file then holds the heights of the last run's rows and does not grow with every edit. A run that
/// measured nothing and read every height of the file leaves the file as it is, unless the font files'
/// checksums it remembers (`FontFileSums`) are not this run's.
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
    /// The font files' checksums to remember in the file, and those it remembered when read.
    private let fontFiles: FontFileSums
    private let storedFontFiles: FontFileSums?
    /// Each font file's identity before its checksum was taken: one written in place during the run (a new
    /// modification time) would have heights of its new bytes saved under the old bytes' fingerprint.
    private let fontIdentities: [(path: String, identity: FontFileSums.Identity?)]
    /// Why the file's heights were not used although it is a height cache (damaged, or written for
    /// other fonts, engine or template): the run starts empty and replaces it.
    public let warning: HeightStoreError?

    /// Opens the cache at `path` for `template` measured with `fonts`. A missing file is a first run; a
    /// file that is not a height cache (`HeightStoreError.notAStore`), or a path that is not a regular file
    /// (`notAFile`: a FIFO, a device; a link is followed), is refused, never overwritten. The font files'
    /// checksums the file remembers spare reading fonts that have not changed since.
    public init(path: String, fonts: FontCollection, template: CellTemplate, locale: String?) throws(HeightStoreError) {
        self.path = path
        let opened = try StoreImage.open(path: path)
        let image = opened.image
        var warning = opened.warning
        let fontsDigest = try HeightCacheFingerprint.digest(of: fonts, known: image?.fontFiles ?? FontFileSums())
        fontIdentities = fontsDigest.identities
        fingerprint = HeightCacheFingerprint(fonts: fontsDigest.digest, template: template.digest + (locale.map { "|\($0)" } ?? ""))
        fontFiles = fontsDigest.sums
        storedFontFiles = image?.fontFiles
        var loaded = false
        if let image {
            do { try image.load(into: stored, fingerprint: fingerprint); loaded = true } catch { warning = error }
        }
        self.warning = warning
        self.loaded = loaded
    }

    /// Replaces the file with this run's heights (through a temporary file and a rename), unless they are
    /// the file's own: nothing measured, every stored height read, the same font files remembered. A font
    /// file written during the run (`HeightStoreError.fontChanged`) leaves the file as it was.
    func save() throws(HeightStoreError) {
        for (font, identity) in fontIdentities where FontFileSums.Identity(path: font) != identity {
            throw .fontChanged(path: path, font: font)
        }
        if loaded && recorded.count == 0 && stored.isWhollyUsed && storedFontFiles == fontFiles { return }
        stored.copyUsed(into: recorded)
        try HeightStore.save(recorded, to: path, fingerprint: fingerprint, fontFiles: fontFiles)
    }
}
