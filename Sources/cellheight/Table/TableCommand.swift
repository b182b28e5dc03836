import ArgumentParser
import FeedTables
import Foundation
import HeightCache
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
        --items-at feed; there an item without an "id" gets its index in the array, from 0.

        CSV has the header id,width,height (plus scale and content_size when several are measured); JSON \
        and JSONL rows also give the scale and content size, and JSONL adds each visible label's line count \
        and truncation (rows served from --cache have no "labels").

        A bad item (invalid JSON, no id, a field of the wrong type, a cell that does not size itself) is \
        reported on standard error as FILE:LINE: id ID: what, and skipped; --stop-on-error ends the run \
        there instead. An item whose layout broke a required constraint (UIKit's "Unable to simultaneously \
        satisfy constraints") is written with a warning, once per distinct problem and counted at the end; \
        --strict makes it a bad item. --check compares with a golden table and prints every difference (id, width, \
        golden, now, delta) instead of the table (which still goes to --out if given).

        Scale-out: the command is a streaming, order-preserving filter from feed lines to rows, so it runs \
        as a Spark RDD.pipe stage or a Hadoop Streaming mapper (--feed -), and --shard K/N picks a \
        deterministic part of the feed (by a hash of the id) for N parallel jobs.

        Exit status: 0 every item measured (and, with --check, no difference); 1 a bad item, a difference, \
        or a file, template or write error; 64 invalid usage.

        --out never names a file the run reads (template, feed, golden table, cache, a registered font). \
        The table is written to a temporary file beside it that replaces --out only once the whole feed \
        was read (bad items reported and skipped count as read): a run that ends early (--stop-on-error, \
        an unreadable feed, an interruption) leaves the previous file as it was.
        """
    )

    @Option(help: ArgumentHelp("The cell template (YAML or JSON), or an Interface Builder cell (Cell.xib, Main.storyboard#CELL).", valueName: "file")) var template: String
    @OptionGroup var assets: AssetsOptions
    @Option(help: ArgumentHelp("The feed: a JSON array or JSON Lines file, '-' for standard input.", valueName: "file")) var feed: String
    @OptionGroup var items_: ItemsOptions
    @OptionGroup(title: "Widths") var where_: SettingOptions
    @Option(help: ArgumentHelp("Locale for line breaking of labels that do not name one (default: by their text).", valueName: "id"))
    var locale: String?
    @Option(help: ArgumentHelp("csv, json or jsonl (default csv).", valueName: "format")) var format: String = "csv"
    @Option(help: ArgumentHelp("Write the table to a file instead of standard output.", valueName: "file")) var out: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("Items measured at once (default: the number of cores).", valueName: "n")) var jobs: Int?
    @Option(help: ArgumentHelp("A height cache to reuse and update: items, widths, template and fonts seen before are not measured again.", valueName: "file"))
    var cache: String?
    @Option(help: ArgumentHelp("Only the items of shard K of N (0 <= K < N), chosen by a hash of the id.", valueName: "K/N")) var shard: String?
    @Option(help: ArgumentHelp("Compare with a golden CSV table; print the differences; exit 1 if any.", valueName: "file")) var check: String?
    @Flag(help: "End the run at the first bad item (default: report it, skip it, go on).") var stopOnError = false
    @Flag(help: "Make an item whose layout has problems (a broken required constraint, a width that did not settle) a bad item instead of a row with a warning.")
    var strict = false
    @Flag(help: "No progress line on standard error.") var quiet = false
    @OptionGroup(title: "Fonts") var fonts: FontOptions

    func validate() throws {
        guard TableFormat(rawValue: format) != nil else { throw ValidationError("--format must be csv, json or jsonl, got '\(format)'.") }
        if let jobs, !(1...1024).contains(jobs) { throw ValidationError("--jobs must be from 1 to 1024, got \(jobs).") }
        if let shard, Shard(shard) == nil { throw ValidationError("--shard must be K/N with 0 <= K < N, got '\(shard)'.") }
        if let locale, !Typesetter.isKnownLocale(locale) {
            throw ValidationError("--locale must be a language ICU knows, as a tag such as en, zh-Hans or ja-JP, got '\(locale)'.")
        }
    }

    func run() throws {
        let collection = try fonts.collection()
        let textCache = PreparedTextCache(typesetter: Typesetter(fonts: collection))
        var cellTemplate: CellTemplate
        do { cellTemplate = try CellTemplate.load(file: template, textCache: textCache, assets: assets.assets) } catch { throw CLIError(error) }
        if let locale { cellTemplate = cellTemplate.withDefaultLocale(locale) }
        let settings = where_.settings
        let tableFormat = TableFormat(rawValue: format) ?? .csv   // validate() checked it
        let severalScales = Set(settings.map(\.scale)).count > 1
        let severalSizes = Set(settings.map(\.contentSize)).count > 1
        let errors = StandardStream.error()

        // The height cache, under a fingerprint of the fonts, the engine and the template. Heights are read
        // from the stored cache and every row's height goes into a new one, which replaces it at the end.
        let stored: KeyedHeightCache? = cache == nil ? nil : KeyedHeightCache()
        let recorded: KeyedHeightCache? = cache == nil ? nil : KeyedHeightCache()
        var fingerprint: HeightCacheFingerprint?
        if let cache { try CachePath.checkWritable(cache) }
        if let cache, let stored {
            do {
                let stamp = HeightCacheFingerprint(fonts: try HeightCacheFingerprint.digest(of: collection),
                                                   template: cellTemplate.digest + (locale.map { "|\($0)" } ?? ""))
                fingerprint = stamp
                try HeightStore.load(into: stored, from: cache, fingerprint: stamp)
            } catch HeightStoreError.missing {
                // A first run: the cache is written at the end.
            } catch HeightStoreError.notAStore(let path, let why) {
                // Not ours: never overwrite it.
                throw CLIError("--cache \(path) is not a height cache (\(why)); give a new file or an earlier cache")
            } catch {
                errors.writeLine("warning: \(error); starting an empty cache")
            }
        }

        let runner = HeightTableRunner(template: cellTemplate, textCache: textCache, settings: settings,
                                       jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
                                       details: tableFormat == .jsonl, cache: stored, record: recorded, strict: strict)
        let reader: FeedReader
        // An array feed is parsed before the header is written: invalid JSON leaves no lone "[" behind.
        do { reader = try FeedReader(path: feed, itemsAt: items_.path); try reader.start() } catch { throw CLIError(error) }
        var golden: GoldenTable?
        if let check {
            do { golden = try GoldenTable.load(path: check) } catch { throw CLIError(error) }
            if let golden, !golden.hasScale, severalScales {
                throw ValidationError("\(check) has no scale column, so it cannot tell the rows of several scales apart; check one scale at a time.")
            }
            if let golden, !golden.hasContentSize, severalSizes {
                throw ValidationError("\(check) has no content_size column; check one --content-size at a time.")
            }
        }
        var inputs = InputFiles()
        inputs.addFonts(files: collection.faces().map(\.path), folders: fonts.fontFolders)
        for (option, path) in [("--template", template), ("--feed", feed), ("--check", check), ("--cache", cache)] {
            inputs.add(option, path)
        }
        // The table goes to a temporary file that replaces --out only once the whole feed was read.
        let outFile = try out.map { try OutputFile($0, inputs: inputs) }
        let output: StandardStream? = outFile.map(StandardStream.file) ?? (golden == nil ? StandardStream.output() : nil)
        let report = StandardStream.output()
        var writer = TableWriter(format: tableFormat, scaleColumn: severalScales, contentSizeColumn: severalSizes)
        output?.write(writer.header)
        let shardFilter = shard.flatMap(Shard.init)
        let progress = Progress(quiet: quiet)
        var measured = 0, failed = 0, differences = 0
        var tally = DiagnosticTally()

        while true {
            let batch: [Result<FeedItem, FeedError>]
            do { batch = try reader.next(512) } catch { throw CLIError(error) }
            if batch.isEmpty { break }
            // Items are measured together; rows and errors are written back in feed order.
            var items: [FeedItem] = []
            var order: [Result<Int, FeedError>] = []
            for entry in batch {
                switch entry {
                case .success(let item):
                    if shardFilter?.contains(item) ?? true { order.append(.success(items.count)); items.append(item) }
                case .failure(let error):
                    // An item without a usable id belongs to no shard: shard 0 reports it, once.
                    if shardFilter.map({ $0.index == 0 }) ?? true { order.append(.failure(error)) }
                }
            }
            let results = runner.measure(items, feed: reader.name)
            for entry in order {
                let result: Result<[HeightRow], FeedError>
                var item: FeedItem?
                switch entry {
                case .success(let index): result = results[index]; item = items[index]
                case .failure(let error): result = .failure(error)
                }
                switch result {
                case .success(let rows):
                    if let item { for line in tally.note(rows, item: item, feed: reader.name) { errors.writeLine("warning: \(line)") } }
                    output?.write(writer.text(rows))
                    for difference in golden?.check(rows) ?? [] { report.writeLine(difference.description); differences += 1 }
                    measured += 1
                case .failure(let error):
                    // The run ends here; an --out file is left as it was before the run.
                    if stopOnError { throw CLIError(error) }
                    errors.writeLine("error: \(error)")
                    failed += 1
                }
            }
            try output?.checkWritten()
            report.flush()
            errors.flush()
            progress.update(items: measured + failed, fraction: reader.fractionRead)
        }
        output?.write(writer.footer)
        try output?.checkWritten()
        try outFile?.commit()
        progress.finish()

        if let golden, shardFilter == nil {
            for difference in golden.missing() { report.writeLine(difference.description); differences += 1 }
        }
        try report.checkWritten()
        if let recorded, let cache, let fingerprint {
            do { try HeightStore.save(recorded, to: cache, fingerprint: fingerprint) } catch { throw CLIError(error) }
        }
        if let check {
            errors.writeLine(differences == 0 ? "\(check): no differences in \(golden?.count ?? 0) rows"
                                              : "\(check): \(differences) difference(s) (listed above)")
        }
        for line in tally.summary { errors.writeLine("warning: \(line)") }
        errors.flush()
        if failed > 0 {
            errors.writeLine("error: \(failed) of \(failed + measured) items of \(reader.name) failed (reported above); \(measured) measured.")
            errors.flush()
            throw ExitCode.failure
        }
        if differences > 0 { throw ExitCode.failure }
    }
}
