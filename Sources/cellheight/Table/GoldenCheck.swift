import ArgumentParser
import CellTemplates
import FeedTables
import Foundation
import GoldenReport
import Render
import Typesetting
import ViewLayout

/// `table --check` beyond the printed differences: the golden table compared with, record mode's new
/// table, the JUnit file and the report folder. It takes the run's events as they come and writes its
/// files only once the run is over (each whole, through `OutputFile`). A run that ends early leaves the
/// golden table as it was, and writes the JUnit file and report of the items before the end, saying that
/// the run ended there (`endEarly`): an earlier run's passing report left in place would read as this run's.
final class GoldenCheck {
    private var session: GoldenSession
    var path: String { session.path }
    var recording: Bool { session.recording }
    /// The table the rows are compared with: nil in record mode when there is none yet, or when it was
    /// written at other settings (then `note` says so).
    var golden: GoldenTable? { session.golden }
    private var note: String? { session.replacedSettings.map { "\($0); recording it with this run's settings" } }
    private var junit: JUnitReport?
    private var found: ChangedRows?
    private let goldenFile: OutputFile?
    private let junitFile: OutputFile?
    private let reportFolder: ReportFolder?
    private let pictureLimit: Int
    /// The golden frames file beside the golden table (read by the report, rewritten by a recording).
    private let framesPath: String
    /// Whether anything is at `path`, a link that leads nowhere included.
    private static func pathExists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// How messages name the frames file (`GoldenOptions.framesOption`).
    private let framesOption: String
    /// Record mode's new golden frames (`--record-pictures`, or a recording when the file exists).
    private let framesFile: OutputFile?
    /// Items whose golden frames are still to be drawn: the current batch's.
    private var pendingFrames: [(item: FeedItem, rows: [HeightRow])] = []
    private let template: CellTemplate
    private let textCache: PreparedTextCache
    private let jobs: Int
    /// The one scale this check measures at, for the note on a golden table without a scale column.
    private let scales: Set<Double>

    /// Loads the golden table and checks every path before the run. `inputs` are the files the run
    /// reads, the golden table among them.
    init(_ options: GoldenOptions, path: String, settings: [MeasureSetting], template: CellTemplate, textCache: PreparedTextCache,
         jobs: Int, inputs: InputFiles, environment: [String: String]) throws {
        self.template = template; self.textCache = textCache; self.jobs = jobs
        scales = Set(settings.map(\.scale))
        let recording = options.recording(environment: environment)
        if options.recordPictures, !recording {
            throw ValidationError("--record-pictures goes with --record (or CELLHEIGHT_RECORD=1): it stores the pictures of a recording.")
        }
        do {
            session = try GoldenSession(path: path, settings: settings, tolerance: options.tolerance, recording: recording)
        } catch {
            // Options that do not fit the table are a usage error, shown with the command's usage. Either way
            // the caller writes the JUnit file and report saying the check did not start (`writeNotStarted`).
            if case .otherSettings = error { throw ValidationError("\(error)") }
            throw CLIError(error)
        }
        // Record mode writes the golden table: every other input stays protected.
        goldenFile = recording ? try OutputFile(path, option: "--check", inputs: inputs.excluding(options: ["--check"])) : nil
        framesPath = GoldenFrame.path(forGolden: path)
        framesOption = options.framesOption
        // Frames once recorded are kept in step with the table: a stale picture would be shown as golden.
        let keepsFrames = recording && (options.recordPictures || Self.pathExists(framesPath))
        let framesInputs = inputs.excluding(options: ["--check", InputFiles.goldenFrames])
        if keepsFrames {
            // An input there is a usage error, said first; then what stands there must be a frames file.
            try framesInputs.refuseOutput(framesPath, option: options.framesOption)
            if let refusal = GoldenFrames.refusalToReplace(path: framesPath) { throw CLIError("\(options.framesOption) \(refusal)") }
        }
        framesFile = keepsFrames ? try OutputFile(framesPath, option: options.framesOption, inputs: framesInputs) : nil
        junitFile = try options.junit.map { try Self.junitOutput($0, inputs: inputs) }
        reportFolder = try options.report.map { path in
            try inputs.refuseOutput(path, option: "--report")
            do { return try ReportFolder.inspect(path) } catch { throw CLIError("--report \(error)", cause: error) }
        }
        pictureLimit = options.reportPictures
        let showSize = golden?.hasContentSize ?? false || Set(settings.map(\.contentSize)).count > 1
        if options.junit != nil {
            junit = JUnitReport(suite: path, className: template.identifier, showContentSize: showSize,
                                templateWarnings: template.warnings.map(\.description))
        }
        if options.report != nil {
            found = ChangedRows(templateWarnings: template.warnings.map(\.description))
        }
    }

    /// Writes the JUnit file and the report page of a `--check` run that ended before its check began (the
    /// template, the feed, the cache or the golden table could not be used, or the options do not fit the
    /// table), each saying why, where the run asked for them: an earlier run's passing files left in place
    /// would read as this run's. `inputs` are the files the run reads, never written over.
    static func writeNotStarted(_ options: GoldenOptions, reason: String, suite: String, className: String, templateWarnings: [String],
                                inputs: InputFiles) throws {
        if let junitPath = options.junit {
            var report = JUnitReport(suite: suite, className: className, showContentSize: false, templateWarnings: templateWarnings)
            report.addCheckNotStarted(reason)
            let file = try junitOutput(junitPath, inputs: inputs)
            try file.write(Array(report.xml().utf8))
            try file.commit()
        }
        if let reportPath = options.report {
            try inputs.refuseOutput(reportPath, option: "--report")
            var found = ChangedRows(templateWarnings: templateWarnings)
            found.notStart(reason)
            do throws(ReportFolderError) {
                let writer = try ReportFolder.inspect(reportPath).open()
                try writer.write(ReportFolder.pageName, Array(ReportPage(title: "Height check: \(suite)", found: found, shown: []).html.utf8))
                writer.removeEarlier(keeping: [])
            } catch {
                throw CLIError("--report \(error)", cause: error)
            }
        }
    }

    /// The `--junit` file: not synced (a report, made again by the next run), its folder made if missing.
    private static func junitOutput(_ path: String, inputs: InputFiles) throws -> OutputFile {
        try OutputFile(path, option: "--junit", inputs: inputs, durable: false, createsFolder: true)
    }

    /// Takes one event of the run of `feed`; a recording ends at an item whose id an earlier item had.
    func handle(_ event: HeightTable.Event, feed: String) throws(CLIError) {
        do { try session.add(event, feed: feed) } catch { throw CLIError(error) }
        // A recording's changes are what it was asked to make, not failures: the JUnit file passes them (the
        // report lists them, titled as a recording).
        if case .difference = event, recording {} else { junit?.add(event) }
        found?.add(event)
        guard framesFile != nil else { return }
        switch event {
        case .rows(let rows, let item): pendingFrames.append((item, rows))
        case .progress: try writePendingFrames()
        default: break
        }
    }

    /// Draws the golden frames of the batch just measured, on all workers, and writes them.
    private func writePendingFrames() throws(CLIError) {
        guard let framesFile, !pendingFrames.isEmpty else { return }
        let frames: [[GoldenFrame]]
        do { frames = try ReportPictures.goldenFrames(pendingFrames, template: template, textCache: textCache, jobs: jobs) } catch {
            throw CLIError("\(framesOption): \(error)", cause: error)
        }
        pendingFrames.removeAll(keepingCapacity: true)
        try framesFile.write(Array(frames.joined().map(\.jsonLine).joined().utf8))
    }

    /// Writes the JUnit file and the report of a run that ended before the feed's end, for `reason`, with
    /// what it found so far and a case in error (a banner on the page) saying where it stopped. The golden
    /// table and its frames are not written.
    func endEarly(_ reason: String) throws {
        junit?.addRunEndedEarly(reason)
        found?.endEarly(reason)
        try writeReports()
    }

    /// Writes the JUnit file and the report page, where the run asked for them, each whole.
    /// `records`: whether this run's recording replaces the golden table (a recording with failed items
    /// does not), which the report's title says.
    private func writeReports(records: Bool = false) throws {
        if let junit, let junitFile {
            try junitFile.write(Array(junit.xml().utf8))
            try junitFile.commit()
        }
        if let found, let reportFolder {
            try writeReport(found, to: reportFolder, records: records)
        }
    }

    /// Writes the files of a run that read the whole feed; `failed` items keep record mode from writing
    /// (their rows would go missing from the table). Returns the lines to print.
    func finish(summary: HeightTable.Summary) throws -> [String] {
        var lines: [String] = []
        // The reports are written before a recording replaces the golden files (the page shows the golden
        // pictures it replaces), saying it does; a report that fails (a picture that cannot be drawn) does not
        // keep the recording from being made, and a recording that fails has its page say so instead.
        let records = session.recorder != nil && goldenFile != nil && summary.failed == 0
        var reportError: (any Error)?
        do { try writeReports(records: records) } catch { reportError = error }
        if let note { lines.append("note: \(note)") }
        if let unchecked = golden?.unchecked, !unchecked.isEmpty {
            let settings = unchecked.map(\.description).joined(separator: "; ")
            lines.append(recording ? "note: the golden table also had rows at \(settings), which this run does not measure; the recording leaves them out"
                                   : "note: rows at \(settings) not checked: this check measures some of the golden table's settings")
        }
        if let recorder = session.recorder, let goldenFile {
            if summary.failed > 0 {
                lines.append("\(path): not recorded: \(summary.failed) item(s) failed, and their rows would be missing from it")
            } else {
                do {
                    try goldenFile.write(Array(recorder.text.utf8))
                    try writePendingFrames()
                    try goldenFile.commit()
                    try framesFile?.commit()
                } catch {
                    if reportError == nil { try? writeReports(records: false) }
                    throw error
                }
                lines.append("\(path): recorded \(recorder.count) rows (\(changes(summary)))")
                if framesFile != nil { lines.append("\(framesPath): recorded the pictures and frames of \(recorder.count) rows") }
            }
        } else {
            var line = summary.differences == 0 ? "\(path): no differences in \(summary.goldenRows ?? 0) rows"
                                                : "\(path): \(summary.differences) difference(s) (listed above)"
            if summary.withinTolerance > 0 { line += "; \(summary.withinTolerance) within the tolerance" }
            lines.append(line)
            // A table written by `table --out` at one scale has no scale column: its rows may be of another scale
            // than this check's, which would differ everywhere by a fraction of a point.
            if summary.differences > 0, golden?.hasScale == false, scales.count == 1, let scale = scales.first {
                lines.append("note: \(path) has no scale column, so its rows are compared as measured at @\(formatPointsShort(scale))x, this "
                             + "check's scale; if they were measured at another, check at that one (a table recorded with --record has the column)")
            }
        }
        if let reportError {
            lines.append("error: \(reportError)")
            reportFailed = true
        }
        return lines
    }

    /// A golden picture's width in points: its PNG's at 1x, as recorded. The template's row may be another
    /// width now (made inset grouped since), and the picture would be drawn squeezed to it.
    static func pointWidth(of png: [UInt8]) -> Double? { (try? ImageHeader.read(png))?.width }

    /// Whether `finish` could not write the report: said among its lines, and the run fails after them.
    private(set) var reportFailed = false

    private func changes(_ summary: HeightTable.Summary) -> String {
        guard golden != nil else { return note == nil ? "a new table" : "the previous table had other settings" }
        return summary.differences + summary.withinTolerance == 0 ? "no change"
            : "\(summary.differences + summary.withinTolerance) row(s) changed, new or removed: listed above"
    }

    private func writeReport(_ found: ChangedRows, to folder: ReportFolder, records: Bool) throws {
        // Drawing and encoding a picture costs about as much as measuring a hundred rows: only the largest
        // changes are drawn, and the page lists every change.
        let drawn = Array(ReportPage.order(found.items).prefix(pictureLimit))
        var encoded: [[EncodedPicture]] = []
        var goldenFrames: [GoldenFrame.Key: GoldenFrame] = [:]
        var unreadableFrames: String?
        let haveFrames = FileManager.default.fileExists(atPath: framesPath)
        // Pictures that cannot be drawn or golden frames that cannot be read still leave a page of this run's
        // changes, saying why it has no pictures, in place of an earlier run's; the run then fails.
        var picturesFailed: CLIError?
        if !drawn.isEmpty {
            do throws(ReportError) {
                encoded = try ReportPictures.encode(drawn, template: template, textCache: textCache, jobs: jobs)
                let read = try GoldenFrames.read(path: framesPath, ids: Set(drawn.map { IDKey($0.item.idText) }))
                goldenFrames = read.frames
                if let first = read.firstUnreadableLine {
                    let said = "\(read.unreadableLines) line(s) of \(framesPath) are not golden pictures (the first at line \(first)): "
                        + "a file cut short or edited; record again (--record --record-pictures) to have them"
                    unreadableFrames = said
                    let errors = StandardStream.error()
                    errors.writeLine("warning: \(said)")
                    errors.flush()
                }
            } catch {
                picturesFailed = CLIError("--report: \(error)", cause: error)
                encoded = []
            }
        }
        do throws(ReportFolderError) {
            let writer = try folder.open()
            var shown: [(item: ChangedRows.Item, rows: [ReportPage.Row])] = []
            var written: Set<String> = []
            for (number, (item, pictures)) in zip(drawn, encoded).enumerated() {
                var rows: [ReportPage.Row] = []
                for (index, picture) in pictures.enumerated() {
                    let name = ReportPictures.fileName(item: number, row: index)
                    let now: ReportPage.Picture
                    switch picture {
                    case .notDrawn(let why):
                        rows.append(ReportPage.Row(notDrawn: why))
                        continue
                    case .picture(let png, let width, let height, let views):
                        try writer.write(name, png)
                        written.insert(name)
                        now = ReportPage.Picture(file: name, width: width, height: height, views: views)
                    }
                    guard haveFrames else { rows.append(ReportPage.Row(now: now)); continue }
                    let row = item.rows[index]
                    let goldenHeight = item.goldenHeight(index)
                    let key = GoldenFrame.Key(id: item.item.idText, width: row.width, scale: row.scale, contentSize: row.contentSize.rawValue)
                    guard let frame = goldenFrames[key] else {
                        rows.append(ReportPage.Row(now: now, goldenNote: unreadableFrames.map { "\(framesPath) has no readable picture of this row: \($0)" }
                            ?? "\(framesPath) has no picture of this row: record again to keep one"))
                        continue
                    }
                    guard abs(frame.height - goldenHeight) <= 1e-9 else {
                        rows.append(ReportPage.Row(now: now, goldenNote: "the golden picture in \(framesPath) is \(formatPointsShort(frame.height)) pt "
                            + "tall and the golden table says \(formatPointsShort(goldenHeight)): they are from different recordings, so it is not shown"))
                        continue
                    }
                    let goldenName = ReportPictures.goldenFileName(item: number, row: index)
                    try writer.write(goldenName, frame.png)
                    written.insert(goldenName)
                    rows.append(ReportPage.Row(now: now, golden: ReportPage.Picture(file: goldenName, width: Self.pointWidth(of: frame.png) ?? template.geometry(at: MeasureSetting(width: row.width, scale: row.scale)).rowWidth,
                                                                                    height: frame.height,
                                                                                    views: frame.views)))
                }
                shown.append((item, rows))
            }
            var note: String?
            if let picturesFailed {
                note = "No pictures: \(picturesFailed.description)"
            } else if !haveFrames, !shown.isEmpty {
                note = records && framesFile != nil
                    ? "No golden pictures yet: this recording keeps them in \(framesPath), and the next check shows them."
                    : "No golden pictures: \(framesPath) does not exist (record with --record-pictures to keep them beside the golden table)."
            }
            let title = !recording ? "Height check: \(path)"
                : records ? "Heights recorded: \(path) (the changes below are the golden table now)"
                : "Heights not recorded: \(path) (the golden table is as it was; the run says why)"
            let page = ReportPage(title: title, found: found, shown: shown, notDrawn: found.items.count - shown.count, note: note)
            try writer.write(ReportFolder.pageName, Array(page.html.utf8))
            writer.removeEarlier(keeping: written)
        } catch {
            throw CLIError("--report \(error)", cause: error)
        }
        if let picturesFailed { throw picturesFailed }
    }
}
