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
/// files only once the run is over (each whole, through `OutputFile`), so a run that ends early leaves
/// them as they were.
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

    /// Loads the golden table and checks every path before the run. `inputs` are the files the run
    /// reads, the golden table among them.
    init(_ options: GoldenOptions, path: String, settings: [MeasureSetting], templateName: String, inputs: InputFiles,
         environment: [String: String]) throws {
        let recording = options.recording(environment: environment)
        do {
            session = try GoldenSession(path: path, settings: settings, tolerance: options.tolerance, recording: recording)
        } catch {
            // Options that do not fit the table are a usage error, shown with the command's usage.
            if case .otherSettings = error { throw ValidationError("\(error)") }
            throw CLIError(error)
        }
        // Record mode writes the golden table: every other input stays protected.
        goldenFile = recording ? try OutputFile(path, option: "--check", inputs: inputs.excluding(path)) : nil
        junitFile = try options.junit.map { try OutputFile($0, option: "--junit", inputs: inputs, durable: false, createsFolder: true) }
        reportFolder = try options.report.map { path in
            try inputs.refuseOutput(path, option: "--report")
            do { return try ReportFolder.inspect(path) } catch { throw CLIError("--report \(error)", cause: error) }
        }
        pictureLimit = options.reportPictures
        let showSize = golden?.hasContentSize ?? false || Set(settings.map(\.contentSize)).count > 1
        if options.junit != nil {
            junit = JUnitReport(suite: path, className: templateName, showContentSize: showSize)
        }
        if options.report != nil { found = ChangedRows() }
    }

    /// Takes one event of the run of `feed`; a recording ends at an item whose id an earlier item had.
    func handle(_ event: HeightTable.Event, feed: String) throws(CLIError) {
        do { try session.add(event, feed: feed) } catch { throw CLIError(error) }
        junit?.add(event)
        found?.add(event)
    }

    /// Writes the files of a run that read the whole feed; `failed` items keep record mode from writing
    /// (their rows would go missing from the table). Returns the lines to print.
    func finish(summary: HeightTable.Summary, template: CellTemplate, textCache: PreparedTextCache, jobs: Int) throws -> [String] {
        var lines: [String] = []
        if let junit, let junitFile {
            try junitFile.write(Array(junit.xml().utf8))
            try junitFile.commit()
        }
        if let found, let reportFolder {
            try writeReport(found, to: reportFolder, template: template, textCache: textCache, jobs: jobs)
        }
        if let note { lines.append("note: \(note)") }
        if let recorder = session.recorder, let goldenFile {
            if summary.failed > 0 {
                lines.append("\(path): not recorded: \(summary.failed) item(s) failed, and their rows would be missing from it")
            } else {
                try goldenFile.write(Array(recorder.text.utf8))
                try goldenFile.commit()
                lines.append("\(path): recorded \(recorder.count) rows (\(changes(summary)))")
            }
        } else {
            var line = summary.differences == 0 ? "\(path): no differences in \(summary.goldenRows ?? 0) rows"
                                                : "\(path): \(summary.differences) difference(s) (listed above)"
            if summary.withinTolerance > 0 { line += "; \(summary.withinTolerance) within the tolerance" }
            lines.append(line)
        }
        return lines
    }

    private func changes(_ summary: HeightTable.Summary) -> String {
        guard golden != nil else { return note == nil ? "a new table" : "the previous table had other settings" }
        return summary.differences + summary.withinTolerance == 0 ? "no change"
            : "\(summary.differences + summary.withinTolerance) row(s) changed, new or removed: listed above"
    }

    private func writeReport(_ found: ChangedRows, to folder: ReportFolder, template: CellTemplate, textCache: PreparedTextCache,
                             jobs: Int) throws {
        // Drawing and encoding a picture costs about as much as measuring a hundred rows: only the largest
        // changes are drawn, and the page lists every change.
        let drawn = Array(ReportPage.order(found.items).prefix(pictureLimit))
        var encoded: [[EncodedPicture]] = []
        if !drawn.isEmpty {
            do { encoded = try ReportPictures.encode(drawn, template: template, textCache: textCache, jobs: jobs) } catch {
                throw CLIError("--report: \(error)", cause: error)
            }
        }
        do throws(ReportFolderError) {
            let writer = try folder.open()
            var shown: [(item: ChangedRows.Item, pictures: [ReportPage.Picture])] = []
            var written: Set<String> = []
            for (number, (item, pictures)) in zip(drawn, encoded).enumerated() {
                var placed: [ReportPage.Picture] = []
                for (row, picture) in pictures.enumerated() {
                    let name = ReportPictures.fileName(item: number, row: row)
                    try writer.write(name, picture.png)
                    written.insert(name)
                    placed.append(ReportPage.Picture(file: name, width: picture.width, height: picture.height))
                }
                shown.append((item, placed))
            }
            let page = ReportPage(title: "Height check: \(path)", found: found, shown: shown, notDrawn: found.items.count - shown.count)
            try writer.write(ReportFolder.pageName, Array(page.html.utf8))
            writer.removeEarlier(keeping: written)
        } catch {
            throw CLIError("--report \(error)", cause: error)
        }
    }
}
