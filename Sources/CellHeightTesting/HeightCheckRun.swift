import CellTemplates
import FeedTables
import Foundation
import HeightCache
import Typesetting
import UIKitMetrics
import ViewLayout

/// The steps of `checkHeights`: settings from devices and widths, the table run against the golden
/// table, the files written, and the issue's text.
struct HeightCheckRun {
    /// Differences listed in an issue at most; the rest are counted.
    static let listed = 20

    let template: CellTemplate
    let textCache: PreparedTextCache
    let settings: [MeasureSetting]
    let session: GoldenSession
    var golden: String { session.path }
    var recording: Bool { session.recording }

    static func settings(devices: [String], widths: [Double], scale: Double,
                         contentSizes: [ContentSizeCategory]) throws(HeightCheckError) -> [MeasureSetting] {
        var pairs: [(width: Double, scale: Double)] = widths.map { ($0, scale) }
        for name in devices {
            guard let device = Device.named(name) else {
                throw .settings("unknown device '\(name)'; known: \(Device.all.map(\.name).joined(separator: ", "))")
            }
            pairs.append((device.width, device.scale))
        }
        guard !pairs.isEmpty else {
            throw .settings("give at least one device or width")
        }
        // No content size would measure no row: a table of none would be recorded, and pass every check after.
        guard !contentSizes.isEmpty else {
            throw .settings("give at least one content size (contentSizes is empty)")
        }
        return MeasureSetting.combinations(pairs, contentSizes: contentSizes)
    }

    /// Refuses a tolerance `cellheight table --tolerance` would refuse: not a number, negative, or above
    /// `GoldenTable.maximumTolerance` (an infinite one would pass every row).
    static func check(tolerance: Double) throws(HeightCheckError) {
        if let problem = GoldenTable.toleranceProblem(tolerance) { throw .settings("tolerance \(problem)") }
    }

    /// A team's own fonts: the system font's file, and font files or folders to register.
    struct Fonts {
        var system: String?
        var paths: [String]

        /// The bundled fonts plus these; the system font maps to `system`'s family.
        func collection() throws(TypesettingError) -> FontCollection {
            let fonts = try FontCollection.bundled()
            for path in paths {
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                    try fonts.register(folderAt: path)
                } else {
                    try fonts.register(fileAt: path)
                }
            }
            if let system {
                try fonts.register(fileAt: system)
                guard let family = fonts.faces().first(where: { $0.path == system })?.family else {
                    throw .fontFile(path: system, reason: "no font face in the file")
                }
                try fonts.mapSystemFont(toFamily: family)
            }
            return fonts
        }
    }

    init(template path: String, settings: [MeasureSetting], golden: String, tolerance: Double, recording: Bool,
         fonts: Fonts = Fonts(system: nil, paths: []), ios: IOSVersion = .newest) throws(HeightCheckError) {
        let collection: FontCollection
        do { collection = try fonts.collection() } catch { throw .fonts(error) }
        textCache = PreparedTextCache(typesetter: Typesetter(fonts: collection))
        do { template = try CellTemplate.load(file: path, textCache: textCache, ios: ios) } catch { throw .template(error) }
        self.settings = settings
        // A missing table is written by this run (and reported); record mode replaces one of other settings.
        do {
            session = try GoldenSession(path: golden, settings: settings, tolerance: tolerance, recording: recording,
                                        missingIsNew: true, keepsRows: true)
        } catch { throw .golden(error) }
    }

    /// The file a failed check leaves in the artifacts folder, never in the source tree, under the golden
    /// table's own path: `/work/App/Tests/Fixtures/status.csv` -> `ARTIFACTS/work/App/Tests/Fixtures/status.new.csv`.
    /// Each golden table has its own (two tests checking `iphone/heights.csv` and `ipad/heights.csv` must
    /// not write, attach or remove each other's). The folder is `CELLHEIGHT_ARTIFACTS`, else
    /// `SNAPSHOT_ARTIFACTS` (where swift-snapshot-testing writes its own), else `cellheight-artifacts` in the
    /// temporary folder.
    static func artifactPath(for golden: String, environment: [String: String]) -> String {
        let url = URL(fileURLWithPath: golden).standardizedFileURL
        let ext = url.pathExtension.isEmpty ? "csv" : url.pathExtension
        var folder = [environment["CELLHEIGHT_ARTIFACTS"], environment["SNAPSHOT_ARTIFACTS"]].compactMap { $0 }.first { !$0.isEmpty }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("cellheight-artifacts").path
        // A relative folder is the test process's working directory's (the package's under `swift test`): the
        // message gives the path whole, not one a shell elsewhere would read differently.
        if !folder.hasPrefix("/") { folder = FileManager.default.currentDirectoryPath + "/" + folder }
        return folder + url.deletingLastPathComponent().path + "/" + url.deletingPathExtension().lastPathComponent + ".new." + ext
    }

    func run(feed: String, environment: [String: String] = [:]) throws(HeightCheckError) -> HeightCheckResult {
        let reader: FeedReader
        do { reader = try FeedReader(path: feed) } catch { throw .feed(error) }
        let table = HeightTable(template: template, textCache: textCache, settings: settings,
                                jobs: ProcessInfo.processInfo.activeProcessorCount, golden: session.golden)
        var session = self.session
        var differences: [GoldenTable.Difference] = []
        var failures: [FeedError] = []
        var warnings = template.warnings.map(\.description)
        let summary: HeightTable.Summary
        do {
            summary = try table.run(reader) { (event) throws(FeedError) in
                try session.add(event, feed: reader.name)
                switch event {
                case .difference(let difference): if difference.fails { differences.append(difference) }
                case .failed(let error): failures.append(error)
                case .warning(let line): warnings.append(line)
                case .rows, .progress: break
                }
            }
        } catch {
            switch error {
            // The handler's error: a recording met an id an earlier item had.
            case .feed(let error), .handler(let error), .tooComplex(let error): throw .feed(error)
            case .golden(let error): throw .golden(error)
            case .cache: preconditionFailure("the run has no cache file")
            case let .unboundTemplate(fields, items, feed):
                throw .unboundTemplate(HeightTable.unboundMessage(fields: fields, items: items, feed: feed))
            }
        }
        // A missing golden table is recorded like record mode (and reported: a CI run must not pass silently).
        let writesGolden = session.writesGolden && failures.isEmpty
        // A table of no rows would pass every check after it: a feed with no items is no golden table.
        if writesGolden, session.recorder?.count == 0 {
            throw .settings("the feed \(feed) holds no items: a golden table of no rows would pass every check after it; give the items to pin")
        }
        let recorded = session.recorder?.text ?? ""
        let fails = !differences.isEmpty || !failures.isEmpty
        var notes: [String] = []
        if let unchecked = session.golden?.unchecked, !unchecked.isEmpty {
            let settings = unchecked.map(\.description).joined(separator: "; ")
            notes.append(session.writesGolden
                ? "The golden table also had rows at \(settings), which this check does not measure: the recording leaves them out."
                : "Rows at \(settings) not checked: this check measures some of the golden table's settings.")
        }
        if session.writesGolden, let replaced = session.replacedSettings {
            notes.append("The golden table was written at other settings and is replaced without a comparison: \(replaced)")
        }
        var artifact: String?
        let artifactPath = Self.artifactPath(for: golden, environment: environment)
        do {
            if writesGolden {
                try Self.replace(golden, with: recorded)
            } else if fails {
                artifact = artifactPath
                try FileManager.default.createDirectory(atPath: URL(fileURLWithPath: artifactPath).deletingLastPathComponent().path,
                                                        withIntermediateDirectories: true)
                try Data(recorded.utf8).write(to: URL(fileURLWithPath: artifactPath), options: .atomic)
            }
            // A passing check, or one that wrote the golden table, leaves no earlier failure's table behind.
            if (!fails || writesGolden) && FileManager.default.fileExists(atPath: artifactPath) { try FileManager.default.removeItem(atPath: artifactPath) }
        } catch let error as HeightCheckError {
            throw error
        } catch {
            throw .write(path: writesGolden ? golden : artifact ?? golden, reason: error.localizedDescription)
        }
        return HeightCheckResult(differences: differences, withinTolerance: summary.withinTolerance,
                                 failures: failures, rows: session.recorder?.count ?? 0, recorded: writesGolden, artifact: artifact,
                                 warnings: warnings, notes: notes, notRecorded: session.writesGolden && !writesGolden)
    }

    /// Writes `text` as the golden table at `path`: where a link stands there, the file it names is replaced
    /// and the link kept (a table shared by two test targets stays shared), and a first run makes the
    /// folder it is to be in.
    static func replace(_ path: String, with text: String) throws {
        let file: String
        do { file = try HeightStore.file(at: path) } catch { throw HeightCheckError.write(path: path, reason: "\(error)") }
        try FileManager.default.createDirectory(atPath: URL(fileURLWithPath: file).deletingLastPathComponent().path,
                                                withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
    }

    /// The issue to record, if any: bad items, differences (the first `listed`, then a count), or a
    /// golden table that did not exist and was written now.
    static func message(_ result: HeightCheckResult, golden: String, recording: Bool) -> String? {
        var lines: [String] = []
        if !result.failures.isEmpty {
            lines.append("\(result.failures.count) item(s) could not be measured:")
            lines += result.failures.prefix(listed).map { "  \($0)" }
            if result.failures.count > listed { lines.append("  and \(result.failures.count - listed) more") }
        }
        if !result.differences.isEmpty {
            lines.append("\(result.differences.count) row(s) differ from \(golden) (\(result.rows) measured):")
            lines += result.differences.prefix(listed).map { "  \($0)" }
            if result.differences.count > listed { lines.append("  and \(result.differences.count - listed) more") }
            if let artifact = result.artifact {
                lines.append("This run's table: \(artifact) (copy it over the golden table, or re-run with CELLHEIGHT_RECORD=1, if the change is right).")
            }
        }
        if result.notRecorded {
            lines.append("\(golden): not \(recording ? "recorded" : "written"): \(result.failures.count) item(s) could not be measured, and their rows would be missing from it.")
        }
        if !result.passed { lines += result.notes }   // a recording never passes
        if result.recorded && !recording {
            lines.append("\(golden) did not exist: recorded \(result.rows) rows. Check it in; the next run compares with it.")
        } else if result.recorded {
            // As swift-snapshot-testing's record mode: a recorded run is never taken for a passing one.
            lines.append("Record mode: wrote \(result.rows) rows to \(golden). Turn record mode off (CELLHEIGHT_RECORD, record:) and run again to check them.")
        }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    /// `path` unless absolute, else joined to the folder of the test file `file` (an `#filePath`); an
    /// Interface Builder reference's `#CELL` stays on the end.
    static func resolve(_ path: String, besides file: StaticString) -> String {
        guard !path.hasPrefix("/") else { return path }
        return URL(fileURLWithPath: "\(file)").deletingLastPathComponent().path + "/" + path
    }
}
