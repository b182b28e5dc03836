import CellTemplates
import Foundation

/// The golden side of a check, shared by `cellheight table --check` and `checkHeights`: the table the rows
/// are compared with, at the run's tolerance and settings, and the new table a recording run writes in its
/// place. What the callers differ in (where files go, what a missing table means) is a parameter.
public struct GoldenSession {
    /// The golden table's path.
    public let path: String
    /// Record mode: the run's rows replace the table, which may be missing or have other settings.
    public let recording: Bool
    /// The table to compare with; nil when there is none yet, or when record mode replaces one written at
    /// other settings (`replacedSettings` says which).
    public let golden: GoldenTable?
    /// In record mode, why the old table is replaced without a comparison: it was written at other settings.
    public let replacedSettings: GoldenTableError?
    /// The new table, when the session keeps the run's rows.
    public private(set) var recorder: GoldenRecorder?

    /// Loads the table at `path` and checks that it holds `settings`. A missing table is an error unless
    /// the run records, or `missingIsNew` (a test's first run writes its table); a table of other settings
    /// is an error unless the run records. `keepsRows` keeps the run's rows for a new table even when not
    /// recording (a failed test leaves them beside the golden table).
    public init(path: String, settings: [MeasureSetting], tolerance: Double, recording: Bool, missingIsNew: Bool = false,
                keepsRows: Bool = false) throws(GoldenTableError) {
        self.path = path
        self.recording = recording
        var golden: GoldenTable?
        var replaced: GoldenTableError?
        // An empty file is a table not recorded yet (`touch golden.csv`), not a table to refuse; through a link
        // too (`stat` follows it, as the recording does).
        var info = stat()
        let isNew = stat(path, &info) != 0 || (info.st_mode & S_IFMT == S_IFREG && info.st_size == 0)
        if !((recording || missingIsNew) && isNew) {
            do throws(GoldenTableError) {
                var table = try GoldenTable.load(path: path)
                if recording, !table.otherColumns.isEmpty { throw .otherColumns(file: path, table.otherColumns) }
                table.tolerance = tolerance
                try table.requireSettings(settings)
                golden = table
            } catch {
                if recording, case let .notAHeightTable(file, line, reason) = error {
                    // Record mode replaces a height table, never a file that is not one (a path mistyped
                    // as another file): said, so the person knows what to do.
                    throw .notAHeightTable(file: file, line: line, reason: reason + "; record mode replaces only a height table: fix the file, "
                                           + "or delete it and record again")
                }
                guard recording, case .otherSettings = error else { throw error }
                replaced = error
            }
        }
        self.golden = golden
        replacedSettings = replaced
        recorder = recording || keepsRows ? GoldenRecorder(replacing: golden, settings: settings) : nil
    }

    /// Whether the run writes the golden table: it records, or there is no table yet (`missingIsNew`).
    public var writesGolden: Bool { recording || golden == nil }

    /// Takes one event of the run of `feed`: an item's rows go to the new table. A run that writes the
    /// golden table ends at an item whose id an earlier item had (`GoldenRecorder`); a check that keeps
    /// its rows only for a failure artifact leaves the repeat out of it.
    public mutating func add(_ event: HeightTable.Event, feed: String) throws(FeedError) {
        guard case .rows(let rows, let item) = event, recorder != nil else { return }
        do { try recorder!.add(rows, of: item, feed: feed) } catch { if writesGolden { throw error } }
    }
}
