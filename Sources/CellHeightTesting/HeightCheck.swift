import CellTemplates
import FeedTables
import UIKitMetrics
import Foundation
import HeightCache
import Typesetting
import ViewLayout

/// What one height check found.
public struct HeightCheckResult: Sendable {
    /// Rows that fail the check (changed beyond the tolerance, new, missing), in feed order, missing last;
    /// in record mode, those the recording changed.
    public let differences: [GoldenTable.Difference]
    /// Rows within the tolerance (they pass).
    public let withinTolerance: Int
    /// Items that could not be measured.
    public let failures: [FeedError]
    /// Rows compared.
    public let rows: Int
    /// Whether the golden table was written (record mode, or a first run without one).
    public let recorded: Bool
    /// The new table written to the artifacts folder when the check failed (a failure artifact), if any.
    public let artifact: String?
    /// What the template's reader and the run warn of, each once and in the order met ("FILE:LINE: what"): a
    /// font measured in the stand-in, a prototype that does not decide its height, a constraint broken to
    /// lay an item out. They do not fail the check; each is reported as a warning (`HeightIssueReporter`).
    public let warnings: [String]
    /// What the check says of the golden table's rows beside the differences: rows at settings it does not
    /// measure (left out of a recording, and of the failure artifact), a table of other settings replaced.
    public let notes: [String]
    /// Whether the golden table was to be written (record mode, or none yet) but was not, because items
    /// could not be measured and their rows would have been missing from it.
    public let notRecorded: Bool

    /// Whether the check passed: no failing row, no item that could not be measured, and nothing recorded
    /// (as swift-snapshot-testing's record mode, a recording run never passes: it compared nothing).
    public var passed: Bool { differences.isEmpty && failures.isEmpty && !recorded }
}

/// Why a height check could not run at all, with the lower layer's error kept.
public enum HeightCheckError: Error, CustomStringConvertible {
    /// No device or width, or a device name that is not known.
    case settings(String)
    case fonts(TypesettingError)
    case template(TemplateError)
    case feed(FeedError)
    /// The golden table cannot be read, or was written at other settings (outside record mode).
    case golden(GoldenTableError)
    /// The golden table or the failure artifact could not be written.
    case write(path: String, reason: String)
    /// The template binds fields no item of the feed has (`HeightTable.unboundMessage`).
    case unboundTemplate(String)

    /// What stopped the check, with the lower layer's message: the text a failed test shows.
    public var description: String {
        switch self {
        case .settings(let message): message
        case .fonts(let error): "cannot load the fonts: \(error)"
        case .template(let error): "\(error)"
        case .feed(let error): "\(error)"
        // A table of other settings is said in the test's own words (its arguments), not the command's options.
        case .golden(.otherSettings(let file, let mismatch)): "\(file): \(mismatch.checkHeightsDescription)"
        case .golden(let error): "\(error)"
        case let .write(path, reason): "cannot write \(path): \(reason)"
        case .unboundTemplate(let message): message
        }
    }
}

/// Golden heights in a team's own tests, as snapshot tests pin views: one call measures a feed with a
/// template at the given devices or widths and compares every row with a golden table (CSV, as
/// `cellheight table --check` reads it). A difference is a test issue listing the rows (the first 20,
/// then a count), and the run's table is written to the artifacts folder as `NAME.new.csv` under the
/// golden table's own path, a failure artifact to look at or to copy over it. With `record` (or `CELLHEIGHT_RECORD` in the environment), or
/// when there is no golden table yet, the table is written in its place instead, and the test is told so
/// in an issue, as swift-snapshot-testing's record mode does (so a CI run in record mode, or without the
/// table, never passes). Writing the table refuses a feed that repeats an id (`HeightCheckError.feed` at
/// the repeat, nothing written): one golden row per id and width could not pin both items.
///
/// ```swift
/// @Test func statusCellHeights() throws {
///     try checkHeights(template: "Cells/status.yaml", feed: "Fixtures/feed.jsonl",
///                      devices: ["iphone-se", "iphone-16"], golden: "Fixtures/status-heights.csv")
/// }
/// ```
///
/// `systemFont` and `fonts` point the check at a team's own Apple fonts (SF Pro for the system font;
/// PingFang, Apple Color Emoji and others as files or folders), as `--system-font` and `--fonts` do; `ios`
/// picks UIKit's metrics of a release (`--ios`).
///
/// Relative paths (template, feed, golden table, fonts) are relative to the folder of the test file that
/// calls the check (`filePath`), so a test reads the same files from Xcode, from `swift test` in any folder
/// and in CI. A failed check's table goes to the artifacts folder (`CELLHEIGHT_ARTIFACTS`, else
/// `SNAPSHOT_ARTIFACTS`, else `cellheight-artifacts` in the temporary folder), never beside the golden table, and is attached to the
/// failing Swift Testing test; a passing check removes an earlier one. Record mode (`record`, or
/// `CELLHEIGHT_RECORD` set to 1, true, yes or on) writes the golden table and fails the test saying so.
/// A golden table is written where a link at its path points (the link kept), in a folder made for it on a
/// first run; a file there that is not a height table is not replaced (the error says to fix or delete it).
/// An empty `contentSizes`, or a `tolerance` `cellheight table --tolerance` would refuse (negative, not a
/// number, infinite, over 10,000 points), is a `HeightCheckError.settings`.
///
/// What the template's reader or the run warns of (a font that is not registered, measured in the stand-in;
/// a constraint broken to lay an item out) is reported as a warning, which does not fail the test
/// (`HeightCheckResult.warnings`).
///
/// Works from Swift Testing and XCTest alike (`HeightIssueReporter.automatic`). `environment` is where
/// `CELLHEIGHT_RECORD` is looked up (the process's, unless a test of the check gives its own).
@discardableResult
public func checkHeights(template: String, feed: String, devices: [String] = [], widths: [Double] = [], scale: Double = 3,
                         contentSizes: [ContentSizeCategory] = [.default], golden: String, tolerance: Double = 0,
                         systemFont: String? = nil, fonts: [String] = [], ios: IOSVersion = .newest,
                         record: Bool = false, reporter: HeightIssueReporter = .automatic,
                         environment: [String: String] = ProcessInfo.processInfo.environment,
                         fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line,
                         column: Int = #column) throws(HeightCheckError) -> HeightCheckResult {
    let location = HeightIssueReporter.Location(fileID: fileID, filePath: filePath, line: line, column: column)
    let settings = try HeightCheckRun.settings(devices: devices, widths: widths, scale: scale, contentSizes: contentSizes)
    try HeightCheckRun.check(tolerance: tolerance)
    if let problem = RecordMode.problem(in: environment) { throw .settings(problem) }
    let recording = record || RecordMode.isRequested(by: environment)
    func beside(_ path: String) -> String { HeightCheckRun.resolve(path, besides: filePath) }
    let golden = beside(golden)
    let run = try HeightCheckRun(template: beside(template), settings: settings, golden: golden, tolerance: tolerance, recording: recording,
                                 fonts: HeightCheckRun.Fonts(system: systemFont.map(beside), paths: fonts.map(beside)), ios: ios)
    let result = try run.run(feed: beside(feed), environment: environment)
    for warning in result.warnings { reporter.warn(warning, location) }
    // A check that passes measuring only some of the table's settings says which it left, as `table` does.
    if result.passed { for note in result.notes { reporter.warn(note, location) } }
    if let message = HeightCheckRun.message(result, golden: golden, recording: recording) {
        reporter.report(message, location)
        if let artifact = result.artifact { reporter.attach(artifact) }
    }
    return result
}
