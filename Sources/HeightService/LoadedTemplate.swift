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
    /// A digest of the template and every file it read: what a client may cache heights under.
    let fingerprint: String
    /// What `cellheight lint` says of an empty item (unsatisfiable or ambiguous layouts, squeezed views).
    let findings: [String]
    let heights: KeyedHeightCache
    private let textCache: PreparedTextCache
    /// Runners by settings: a runner is cheap, but requests at one set of settings reuse its cells.
    private let runners = Locked<[[MeasureSetting]: HeightTableRunner]>([:])
    private static let maximumRunners = 32

    init(name: String, template: CellTemplate, textCache: PreparedTextCache, cachedHeights: Int) {
        self.name = name
        self.template = template
        self.textCache = textCache
        fingerprint = HeightCacheFingerprint.digest(of: template.digest + "|" + template.identifier)
        heights = KeyedHeightCache(capacity: cachedHeights)
        let geometry = TableGeometry(width: 375, scale: 3, separatorStyle: template.separator)
        let lint = try? TemplateLint(template: template, textCache: textCache)
            .check([TemplateLint.Sample(name: "an empty item", fields: .object([]))], in: geometry, checksFields: false)
        findings = (template.warnings.map { "\($0)" }) + (lint ?? []).map(\.description)
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
