import ArgumentParser
import CellTemplates
import FeedTables
import GoldenReport
import Foundation
import HeightCache
import JSONLines
import Typesetting
import ViewLayout

/// `cellheight table`: every feed item's row height with a template, at every width.
struct TableCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "table",
        abstract: "Writes the height table of a feed: every item's row height with a cell template, at every width.",
        discussion: """
        cellheight table --template Examples/status.yaml --feed Examples/status.jsonl --device iphone-16
        cellheight table --template T --feed F --width 320 --width 375 --scale 2 --scale 3 --format jsonl
        cellheight table --template T --feed F --device iphone-16 --check golden.csv

        The feed is a JSON array of items or JSON Lines (one item per line, '-' for standard input); every \
        item is an object with an "id" (a string or a number, written back exactly as given) and the \
        fields the template binds. Rows come out in feed order, one per item and setting, whatever --jobs is. \
        A feed that is one JSON document holding its items in an array, as {"feed": [...]}, is read with \
        --items-at feed; there an item without an "id" gets its index in the array, from 0. A field the \
        template binds but an item lacks is empty (an empty label, a hidden image); but when none of the first \
        512 items has any field the template binds, the run stops before the first row (exit status 1): the \
        template and the feed name their fields otherwise. A feed on standard input (a stream, a Spark \
        partition, which may hold only deleted items) goes on instead, and the run's end warns of each field \
        no item had.

        CSV has the header id,width,height (plus scale when several are measured, and content_size when a \
        content size other than the default is); JSON \
        and JSONL rows also give the scale and content size, and JSONL adds each visible label's line count \
        and truncation (rows served from --cache have no "labels").

        A bad item (invalid JSON, no id, a field of the wrong type, a cell that does not size itself) is \
        reported on standard error as FILE:LINE: id ID: what, and skipped; --stop-on-error ends the run \
        there instead. An item whose layout broke a required constraint (UIKit's "Unable to simultaneously \
        satisfy constraints") is written with a warning, once per distinct problem and counted at the end; \
        --strict makes it a bad item. --check compares with a golden table and prints every difference (id, width, \
        golden, now, delta) instead of the table (which still goes to --out if given). A golden table written \
        at other widths, scales, content sizes or devices is an error that says which. --tolerance lets \
        heights within that many points pass (they are counted). --record (or CELLHEIGHT_RECORD=1, true, yes \
        or on) rewrites the golden table from the run instead, through a temporary file, prints what changed \
        and exits 0. \
        --junit FILE writes a JUnit XML report (a test case per item, its rows at every setting); --report FOLDER an HTML page listing the \
        changed rows, with pictures of the largest changes at every width (--report-pictures), the golden height marked.

        Ids may repeat; the run then warns once, with the count and the first ids, and --check compares \
        each of a repeated id's rows with its one golden row (a golden table with a row twice is refused). \
        --record refuses a repeated id, at its line: one golden row could not pin both items.

        Scale-out: the command is a streaming, order-preserving filter from feed lines to rows, so it runs \
        as a Spark RDD.pipe stage or a Hadoop Streaming mapper (--feed -), and --shard K/N picks a \
        deterministic part of the feed (by a hash of the id) for N parallel jobs. With --check, a shard \
        reports the golden rows of its part that are missing (an id no item has falls to one shard), so \
        the N checks together fail when an item left the feed.

        Exit status: 0 every item measured (and, with --check, no difference); 1 a bad item, a difference, \
        or a file, template or write error; 64 invalid usage.

        --out never names a file the run reads (template, feed, golden table, cache, a registered font; the \
        template's files include an Interface Builder document and the asset catalog's Contents.json files and images). \
        The table is written to a temporary file beside it that replaces --out only once the whole feed \
        was read (bad items reported and skipped count as read): a run that ends early (--stop-on-error, \
        an unreadable feed, an interruption) leaves the previous file as it was. A symbolic link at --out \
        (or --junit) is followed: the file it names is replaced, or made when missing, and the link stays.
        """
    )

    @Option(help: ArgumentHelp("The cell template (YAML or JSON), or an Interface Builder cell (Cell.xib, Main.storyboard#CELL).", valueName: "file")) var template: String
    @OptionGroup var assets: AssetsOptions
    @OptionGroup var ios: IOSOptions
    @OptionGroup var cellOption: CellOption
    @Option(help: ArgumentHelp("The feed: a JSON array or JSON Lines file, '-' for standard input.", valueName: "file")) var feed: String
    @OptionGroup var items_: ItemsOptions
    @OptionGroup(title: "Widths") var where_: SettingOptions
    @Option(help: ArgumentHelp("Locale for line breaking of labels that do not name one (default: by their text).", valueName: "id"))
    var locale: String?
    @Option(help: ArgumentHelp("csv, json or jsonl.", valueName: "format")) var format: String = "csv"
    @Option(help: ArgumentHelp("Write the table to a file instead of standard output ('-': standard output).", valueName: "file")) var out: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("Items measured at once (default: the number of cores).", valueName: "n")) var jobs: Int?
    @Option(help: ArgumentHelp("A height cache to reuse and update: items, widths, template and fonts seen before are not measured again. A regular file or a new path; a link is followed to the file it names.", valueName: "file"))
    var cache: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("Only the items of shard K of N (0 <= K < N), chosen by a hash of the id.", valueName: "K/N")) var shard: String?
    @OptionGroup(title: "Golden check") var goldenOptions: GoldenOptions
    @Flag(help: "End the run at the first bad item (default: report it, skip it, go on).") var stopOnError = false
    @Flag(help: "Make an item whose layout has problems (a broken required constraint, a width that did not settle, characters no font covers) a bad item instead of a row with a warning.")
    var strict = false
    @Flag(help: "No progress line on standard error.") var quiet = false
    @OptionGroup(title: "Fonts") var fonts: FontOptions

    mutating func validate() throws {
        template = try cellOption.applied(to: template)
        try where_.requireSetting()
        guard TableFormat(rawValue: format) != nil else { throw ValidationError("--format must be csv, json or jsonl, got '\(format)'.") }
        if let jobs, !(1...1024).contains(jobs) { throw ValidationError("--jobs must be from 1 to 1024, got \(jobs).") }
        for (name, path) in [("--out", out), ("--cache", cache)] where path?.isEmpty == true {
            throw ValidationError("\(name) is an empty path; give a file name.")
        }
        // Refused before any file is read, so the answer is the same whether the golden table is there or not.
        let noDash = [("--cache", cache, "the cache is read and replaced whole"),
                      ("--check", goldenOptions.check, "--check is a golden table read (and rewritten with --record), not standard input"),
                      ("--junit", goldenOptions.junit, "--junit is written to a file of its own, not to standard output")]
        for (option, value, why) in noDash where value == "-" { throw ValidationError("\(option) - names no file: \(why); give a file name.") }
        // The check prints its differences on standard output: the table there too would be cut into by them.
        if goldenOptions.check != nil, out == "-" {
            throw ValidationError("--out - writes the table to standard output, where --check prints its differences; give --out a file.")
        }
        if let shard, Shard(shard) == nil { throw ValidationError("--shard must be K/N with 0 <= K < N, got '\(shard)'.") }
        if goldenOptions.record, shard != nil {
            throw ValidationError("--record rewrites the whole golden table; a --shard measures part of the feed.")
        }
        if let locale, !Typesetter.isKnownLocale(locale) {
            throw ValidationError("--locale must be a language ICU knows, as a tag such as en, zh-Hans or ja-JP, got '\(ShownText.excerpt(locale))'.")
        }
    }

    func run() throws {
        var start = CheckStart()
        do { try run(&start) } catch {
            // A --check run that stops before its check began still writes its JUnit file and report, saying
            // why: an earlier run's passing ones left in place would read as this run's.
            if let check = goldenOptions.check, !start.began, goldenOptions.junit != nil || goldenOptions.report != nil {
                // Before the template loaded, the files its options name (fonts among them), as far as they are known.
                var inputs = start.inputs ?? fonts.inputFiles(registered: fonts.fontFiles + [fonts.systemFont].compactMap { $0 })
                if start.inputs == nil {
                    for (option, path) in [("--template", CellTemplate.interfaceBuilderReference(template)?.file ?? template), ("--feed", feed),
                                           ("--check", check), ("--cache", cache), ("--assets", assets.assets)] { inputs.add(option, path) }
                }
                let name = start.identifier ?? URL(fileURLWithPath: template).deletingPathExtension().lastPathComponent
                // Not where the run's outputs collide (the error says so): the reports would be written over what
                // the refusal protects.
                guard (try? reportOutputs().refuse(inputs: inputs)) != nil else { throw error }
                do {
                    try GoldenCheck.writeNotStarted(goldenOptions, reason: "\(error)", suite: check, className: name,
                                                    templateWarnings: start.templateWarnings, inputs: inputs)
                } catch let written where "\(written)" != "\(error)" {
                    StandardStream.error().writeLine("error: \(written)")
                } catch {}
            }
            throw error
        }
    }

    /// The files a run writes besides a recording's: the table, the JUnit file and the report folder.
    private func reportOutputs() -> OutputCollisions {
        var outputs = OutputCollisions(reportFolder: goldenOptions.report)
        outputs.add("--out", out)
        outputs.add("--junit", goldenOptions.junit)
        return outputs
    }

    /// How far a run got towards its golden check: the files it reads once known, the template's
    /// identifier once loaded, and whether the check began (it then writes its own reports).
    private struct CheckStart {
        var inputs: InputFiles?
        var identifier: String?
        var templateWarnings: [String] = []
        var began = false
    }

    private func run(_ start: inout CheckStart) throws {
        let collection = try fonts.collection()
        let textCache = PreparedTextCache(typesetter: Typesetter(fonts: collection))
        var cellTemplate: CellTemplate
        do { cellTemplate = try CellTemplate.load(file: template, textCache: textCache, assets: assets.assets, ios: ios.release) } catch { throw CLIError(error) }
        (start.identifier, start.templateWarnings) = (cellTemplate.identifier, cellTemplate.warnings.map(\.description))
        TemplateWarnings.print(cellTemplate)
        if let locale { cellTemplate = cellTemplate.withDefaultLocale(locale) }
        let settings = where_.settings
        let tableFormat = TableFormat(rawValue: format) ?? .csv   // validate() checked it
        let errors = StandardStream.error()
        // Every path is checked against the others before anything is opened for writing.
        var inputs = fonts.inputFiles(registered: collection.faces().map(\.path))
        inputs.addTemplate(cellTemplate)
        for (option, path) in [("--feed", feed), ("--check", goldenOptions.check), ("--cache", cache)] {
            inputs.add(option, path)
        }
        if let frames = goldenOptions.framesPath, FileManager.default.fileExists(atPath: frames) { inputs.add(InputFiles.goldenFrames, frames) }
        start.inputs = inputs
        if goldenOptions.check != nil, let problem = RecordMode.problem(in: ProcessInfo.processInfo.environment) {
            throw ValidationError(problem + ".")
        }
        var outputs = reportOutputs()
        if goldenOptions.recording(environment: ProcessInfo.processInfo.environment) {
            outputs.add("--check", goldenOptions.check, alsoRead: true)
            outputs.add(goldenOptions.framesOption, goldenOptions.framesPath, alsoRead: true)
        }
        // The cache is replaced at the end of the run: never where another output goes (a recording's new file
        // of one name would be both), nor a file the run reads as something else (below: an empty feed looks
        // like no cache yet).
        outputs.add("--cache", cache, alsoRead: true)
        try outputs.refuse(inputs: inputs)
        if let cache { try inputs.excluding(options: ["--cache"]).refuseOutput(cache, option: "--cache") }
        // The table, or a check's difference lines, on standard output: never onto a file the run reads.
        if out == nil || goldenOptions.check != nil {
            try inputs.refuseStandardOutput(option: out == nil && goldenOptions.check == nil ? "the table" : "the check's report")
        }
        let cacheFile = try openCache(collection: collection, template: cellTemplate, errors: errors)
        let reader: FeedReader
        // An array feed is parsed before the header is written: invalid JSON leaves no lone "[" behind.
        do { reader = try FeedReader(path: feed, itemsAt: items_.path); try reader.start() } catch { throw CLIError(error) }
        let check = try goldenOptions.check.map {
            try GoldenCheck(goldenOptions, path: $0, settings: settings, template: cellTemplate, textCache: textCache,
                            jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, inputs: inputs,
                            environment: ProcessInfo.processInfo.environment)
        }
        if check?.recording == true, shard != nil {
            throw ValidationError("CELLHEIGHT_RECORD=1 rewrites the whole golden table; a --shard measures part of the feed.")
        }
        // The table goes to a temporary file that replaces --out only once the whole feed was read.
        let outFile = try out.map { try OutputFile($0, inputs: inputs, standardOutput: true) }
        let output: StandardStream? = outFile.map(StandardStream.file) ?? (check == nil ? StandardStream.output() : nil)
        let report = StandardStream.output()
        var sink = output.map { tableFormat.sink(settings: settings, output: $0) }
        sink?.begin()
        let progress = Progress(quiet: quiet)
        let table = HeightTable(template: cellTemplate, textCache: textCache, settings: settings,
                                jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, details: tableFormat == .jsonl,
                                strict: strict, shard: shard.flatMap(Shard.init), golden: check?.golden, cacheFile: cacheFile,
                                // A stream (a Spark partition) may hold only items without the bound fields.
                                stopsOnUnboundFeed: feed != "-")
        let summary: HeightTable.Summary
        // From here the check writes its own reports, of the items before an early end too.
        start.began = check != nil
        do {
            summary = try measure(table, reader: reader, check: check, output: output, sink: &sink, report: report,
                                  errors: errors, progress: progress)
        } catch {
            // Rows already on standard output stay a whole document (a JSON array closed) for the exit status
            // to qualify; an --out file is left as it was.
            if outFile == nil { sink?.commit() }
            // The check's JUnit file and report say the run ended early; should they fail too, the run's own
            // error is still the one reported, after theirs.
            do { try check?.endEarly("\(error)") } catch let written {
                errors.writeLine("error: \(written)")
            }
            throw error
        }
        sink?.commit()
        try output?.checkWritten()
        try outFile?.commit()
        progress.finish()
        try report.checkWritten()
        if summary.repeats.itemCount > 0 {
            errors.writeLine("warning: \(reader.name): \(summary.repeats); their rows can be told apart only by their order")
        }
        // The rows are whole: a cache that could not be replaced costs the next run its warm start, not this run its table.
        if let notSaved = summary.cacheNotSaved {
            errors.writeLine("warning: --cache \(notSaved): not saved, and left as it was; the table is whole")
        }
        let lines = try check?.finish(summary: summary) ?? []
        try finish(summary: summary, checkLines: lines, recording: check?.recording ?? false, feedName: reader.name, errors: errors)
        if check?.reportFailed == true { throw ExitCode.failure }
        // The process ends with this command, and the cache (saved by now) is not freed: freeing a loaded
        // cache takes one release per key, as long as a tenth of a warm run of 100,000 items.
        if let cacheFile { _ = Unmanaged.passRetained(cacheFile) }
    }

    /// Runs the table, handing each event to where it goes: rows to the output, differences to standard
    /// output, warnings and bad items to standard error, everything to the golden check's files.
    private func measure(_ table: HeightTable, reader: FeedReader, check: GoldenCheck?, output: StandardStream?,
                         sink: inout (any TableSink)?, report: StandardStream, errors: StandardStream,
                         progress: Progress) throws -> HeightTable.Summary {
        do {
            return try table.run(reader) { (event) throws(CLIError) in
                try check?.handle(event, feed: reader.name)
                switch event {
                case .rows(let rows, _): sink?.write(rows)
                case .warning(let line): errors.writeLine("warning: \(line)")
                case .difference(let difference): if difference.fails { report.writeLine(difference.description) }
                case .failed(let error):
                    // The run ends here; an --out file is left as it was before the run.
                    if stopOnError { throw CLIError(error) }
                    errors.writeLine("error: \(error)")
                case .progress(let items, let fraction):
                    try output?.checkWritten()
                    report.flush()
                    errors.flush()
                    progress.update(items: items, fraction: fraction)
                }
            }
        } catch {
            switch error {
            case .feed(let error): throw CLIError(error)
            case .cache(let error): throw CLIError(error)
            case .golden(let error): throw CLIError(error)
            case let .unboundTemplate(fields, items, feed):
                throw CLIError(HeightTable.unboundMessage(fields: fields, items: items, feed: feed))
            case .tooComplex(let error):
                throw CLIError("\(error)\n(the feed's first items were each too complex: the run stops rather than spend as long on every item)")
            case .handler(let error): throw error
            }
        }
    }

    /// The height cache: refused before any work if it cannot be written, or is not a height cache.
    private func openCache(collection: FontCollection, template: CellTemplate, errors: StandardStream) throws -> HeightCacheFile? {
        guard let cache else { return nil }
        try CachePath.checkWritable(cache)
        let cacheFile: HeightCacheFile
        do { cacheFile = try HeightCacheFile(path: cache, fonts: collection, template: template, locale: locale) } catch {
            if case .notAStore(let path, let why) = error {
                throw CLIError("--cache \(path) is not a height cache (\(why)); give a new file or an earlier cache")
            }
            if case .io(let path, let why) = error {
                throw CLIError("--cache \(path): \(why); it is left as it is (give a file this run can read and write)")
            }
            throw CLIError(error)
        }
        if let warning = cacheFile.warning { errors.writeLine("warning: \(warning); starting an empty cache") }
        return cacheFile
    }

    /// The closing lines and the exit status: 1 for a bad item, or a difference unless recording.
    private func finish(summary: HeightTable.Summary, checkLines: [String], recording: Bool, feedName: String,
                        errors: StandardStream) throws {
        for line in checkLines { errors.writeLine(line) }
        for line in summary.diagnostics.summary { errors.writeLine("warning: \(line)") }
        errors.flush()
        let (measured, failed) = (summary.measured, summary.failed)
        if measured + failed == 0 {
            // Legitimate (a feed with nothing new), but as often a download or an export that failed upstream.
            errors.writeLine("warning: \(feedName): no items\(shard.map { " in shard \($0)" } ?? ""): the table has no rows")
        }
        if failed > 0 {
            errors.writeLine("error: \(failed) of \(failed + measured) items of \(feedName) failed (reported above); \(measured) measured.")
            errors.flush()
            throw ExitCode.failure
        }
        if summary.differences > 0 && !recording { throw ExitCode.failure }
        // Under --strict a binding no item could fill is an error, as a layout problem is.
        if strict && !summary.absentFields.isEmpty {
            errors.writeLine("error: --strict: \(summary.absentFields.count) binding(s) had no field in any item (warned above)")
            errors.flush()
            throw ExitCode.failure
        }
    }
}
