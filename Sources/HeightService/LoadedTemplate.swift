import CellTemplates
import FeedTables
import HeightCache
import Locking
import Typesetting
import UIKitMetrics
import ViewLayout

/// A template as the service holds it: the loaded template, its lint findings, the heights measured with
/// it (a bounded cache shared by every request), and runners for the settings requests ask for. Replaced
/// whole when its files change, so a request holds one version from start to end.
final class LoadedTemplate: Sendable {
    let name: String
    let template: CellTemplate
    /// A digest of the template and every file it read, of the server's fonts and of the engine's version:
    /// what a client may cache heights under (another font or release of the server measures otherwise).
    let fingerprint: String
    /// The template's issues (notes and warnings), then what `cellheight lint` says of an empty item
    /// (unsatisfiable or ambiguous layouts, squeezed views), as text.
    let findings: [String]
    /// The same as JSON objects with their severity and kind (`TemplateIssue.jsonObject`).
    let issues: [String]
    let heights: KeyedHeightCache
    /// The text cache this version measures with: the server's, or one with the template's own fonts.
    let textCache: PreparedTextCache
    /// Runners by settings: a runner is cheap, but requests at one set of settings reuse its cells.
    private let runners = Locked<[[MeasureSetting]: HeightTableRunner]>([:])
    private static let maximumRunners = 32
    /// The most settings (width, scale, content size) the heights are kept at before they are forgotten and
    /// kept afresh: far more than devices x content sizes, so only clients asking for ever new widths reach
    /// it, and they cannot grow the server's bookkeeping without end.
    static let maximumGeometries = 4_096

    /// The template file's text this version was read from: other iOS releases are made from it, not from the
    /// file as it is when one is asked for (which may be mid-edit). Nil for an inline template.
    let sourceText: String?
    /// The template file `sourceText` was read from, which its relative paths are resolved against: not
    /// `template.file`, which for a YAML file naming an Interface Builder cell is the document's path. Nil
    /// for an inline template.
    let sourcePath: String?
    /// Where the heights are kept between runs (`serve --cache`), with what they hold for; nil for none.
    let cacheFile: (path: String, fingerprint: HeightCacheFingerprint, fontFiles: FontFileSums)?
    /// Why the cache file's heights were not read (damaged, or for other fonts or another template); the
    /// file is replaced at the next save. A file that is not a height cache is never written.
    let cacheWarning: String?

    /// `fontsDigest` is the digest of the server's fonts (`HeightCacheFingerprint.digest(of:)`), taken once.
    init(name: String, template: CellTemplate, textCache: PreparedTextCache, fontsDigest: String, cachedHeights: Int,
         cacheFile path: String? = nil, sourceText: String? = nil, sourcePath: String? = nil) {
        self.name = name
        self.template = template
        self.sourceText = sourceText
        self.sourcePath = sourcePath
        self.textCache = textCache
        fingerprint = HeightCacheFingerprint.digest(of: [template.digest, template.identifier, fontsDigest,
                                                         HeightCacheFingerprint.engineVersion].joined(separator: "|"))
        heights = KeyedHeightCache(capacity: cachedHeights, maximumGeometries: Self.maximumGeometries)
        var file: (String, HeightCacheFingerprint, FontFileSums)?
        var warning: String?
        if let path {
            // A file there that cannot be read as a height cache (not one, unreadable) is not read, and saving
            // refuses to replace it (`HeightStore.save`): the heights are saved once it is gone or a cache.
            var image: StoreImage?
            do {
                let opened = try StoreImage.open(path: path)
                image = opened.image
                warning = opened.warning.map { "\($0); starting an empty cache" }
            } catch {
                warning = "\(error); its heights are not read, and are saved there once it is a height cache or gone"
            }
            do {
                // The font files' sums the file remembers spare reading unchanged fonts (`FontFileSums`).
                let fonts = try HeightCacheFingerprint.digest(of: textCache.typesetter.fonts, known: image?.fontFiles ?? FontFileSums())
                let stamp = HeightCacheFingerprint(fonts: fonts.digest, template: template.digest)
                file = (path, stamp, fonts.sums)
                if let image {
                    do { _ = try image.load(into: heights, fingerprint: stamp) } catch { warning = "\(error); starting an empty cache" }
                }
            } catch {
                warning = "\(error); its heights are not kept"
            }
        }
        cacheFile = file
        cacheWarning = warning
        let geometry = template.geometry(at: MeasureSetting(width: 375, scale: 3))
        let lint = try? TemplateLint(template: template, textCache: textCache)
            .check([TemplateLint.Sample(name: "an empty item", fields: .object([]))], in: geometry, checksFields: false)
        (findings, issues) = Self.findings(template, lint: lint ?? [])
    }

    /// The template's issues, then lint's findings: as text and as JSON objects (`TemplateIssue.jsonObject`),
    /// as `/v1/templates` and `/v1/preview` answer them.
    static func findings(_ template: CellTemplate, lint: [TemplateLint.Finding]) -> (text: [String], json: [String]) {
        (template.issues.map(\.description) + lint.map(\.description),
         template.issues.map(\.jsonObject) + lint.map { $0.jsonObject(file: template.file) })
    }

    /// Writes the heights held now to the cache file (through a temporary file and a rename), if there is one.
    func saveHeights() throws(HeightStoreError) {
        guard let cacheFile else { return }
        try HeightStore.save(heights, to: cacheFile.path, fingerprint: cacheFile.fingerprint, fontFiles: cacheFile.fontFiles)
    }

    /// The runner for `settings`, made on first use; the heights cache is the template's.
    func runner(_ settings: [MeasureSetting], jobs: Int, callers: Int) -> HeightTableRunner {
        runners.withLock { runners in
            if let known = runners[settings] { return known }
            if runners.count >= Self.maximumRunners { runners.removeAll() }
            let runner = HeightTableRunner(template: template, textCache: textCache, settings: settings, jobs: jobs,
                                           cache: heights, callers: callers)
            runners[settings] = runner
            return runner
        }
    }
}
