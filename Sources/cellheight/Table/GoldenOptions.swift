import ArgumentParser
import FeedTables
import GoldenReport
import ViewLayout

/// What `table --check` compares with and what it leaves for CI besides its printout: the golden table,
/// the tolerance, record mode, the JUnit file and the report folder.
struct GoldenOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Compare with a golden CSV table; print the differences; exit 1 if any.", valueName: "file")) var check: String?
    // Unconditional, so that a negative value reaches validate() and its message instead of being taken for an option.
    @Option(parsing: .unconditional,
            help: ArgumentHelp("With --check: heights within this many points of the golden ones pass (counted apart); default 0, exact.",
                               valueName: "points"), transform: decimalArgument)
    var tolerance: Double = 0
    @Flag(help: "With --check: rewrite the golden table from this run (also when CELLHEIGHT_RECORD=1), print what changed, exit 0.")
    var record = false
    @Flag(name: .customLong("record-pictures"), help: ArgumentHelp(
        "With --record: also store each row's picture (1x PNG) and its named views' frames beside the golden table, in FILE.frames.jsonl, for --report to show golden beside now (a few kilobytes a row). Once that file exists, every recording rewrites it."))
    var recordPictures = false
    @Option(help: ArgumentHelp("With --check: write a JUnit XML report of the check, one test case per item (its rows listed in its failure).", valueName: "file"))
    var junit: String?
    @Option(help: ArgumentHelp("With --check: write an HTML page listing the changed rows, the largest changes drawn, into this folder (new, empty, or an earlier report's: one with the marker file .cellheight-report).",
                               valueName: "folder"))
    var report: String?
    @Option(name: .customLong("report-pictures"), parsing: .unconditional, help: ArgumentHelp(
        "With --report: the changed items drawn, largest change first (default 4, at most 500); the rest are listed.", valueName: "n"))
    var reportPicturesGiven: Int?
    /// The changed items drawn: `--report-pictures`, 4 unless given.
    var reportPictures: Int { reportPicturesGiven ?? 4 }

    func validate() throws {
        if check == nil {
            for (name, given) in [("--tolerance", tolerance != 0), ("--record", record), ("--record-pictures", recordPictures),
                                  ("--junit", junit != nil), ("--report", report != nil)] where given {
                throw ValidationError("\(name) goes with --check FILE (the golden table).")
            }
        }
        for (name, path) in [("--check", check), ("--junit", junit), ("--report", report)] where path?.isEmpty == true {
            throw ValidationError("\(name) is an empty path; give a \(name == "--report" ? "folder" : "file") name.")
        }
        if let junit, let report, FilePath.canonical(junit) == FilePath.canonical(report) {
            throw ValidationError("--junit \(junit) and --report \(report) name the same path; the JUnit file goes beside the report folder.")
        }
        if report == nil, reportPicturesGiven != nil {
            throw ValidationError("--report-pictures goes with --report FOLDER (the pictures are the report's).")
        }
        if !(0...500).contains(reportPictures) { throw ValidationError("--report-pictures must be from 0 to 500, got \(reportPictures).") }
        if let problem = GoldenTable.toleranceProblem(tolerance) { throw ValidationError("--tolerance \(problem).") }
    }

    /// How messages name the golden frames file a recording writes: `--record-pictures` where it was given,
    /// else the file a recording keeps up to date because it exists.
    var framesOption: String { recordPictures ? "--record-pictures" : "the golden pictures beside --check," }

    /// The golden frames beside the `--check` table (`GoldenFrame.path(forGolden:)`).
    var framesPath: String? { check.map(GoldenFrame.path(forGolden:)) }

    /// Record mode: `--record`, or `CELLHEIGHT_RECORD=1` (or true, yes, on) in the environment (so that a CI
    /// job can be re-run in record mode without editing its script).
    func recording(environment: [String: String]) -> Bool {
        check != nil && (record || RecordMode.isRequested(by: environment))
    }
}
