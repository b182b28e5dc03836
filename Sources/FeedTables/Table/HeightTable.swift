import CellTemplates
import HeightCache
import JSONLines
import Locking
import Typesetting

/// A feed's height table as a library call: what `cellheight table` does between reading its arguments and
/// printing, for any Swift program (a server, a team's tests). It measures the feed's items with a template
/// at every setting on `jobs` workers, keeps a shard's items only, reads and records heights in a height
/// cache, compares rows with a golden table, and hands everything back in feed order, an event at a time:
/// a table of any length is streamed, never held.
public final class HeightTable {
    /// One thing the run found, in feed order.
    public enum Event {
        /// An item's rows, one per setting, in the settings' order.
        case rows([HeightRow], item: FeedItem)
        /// An item that could not be measured (or, in a strict run, was laid out with problems).
        case failed(FeedError)
        /// A layout problem met for the first time ("FILE:LINE: id ID: at width W @Sx: what"); later
        /// rows with the same problem are only counted (`Summary.diagnostics`).
        case warning(String)
        /// A row whose height differs from the golden table's (right after the item's `rows`), or one
        /// the golden table has and the run did not give (after the last item). A difference within the
        /// golden table's tolerance comes too, and does not fail the check (`Difference.fails`).
        case difference(GoldenTable.Difference)
        /// A batch of items is done: the run's progress through the feed.
        case progress(items: Int, fractionRead: Double?)
    }

    /// What a finished run counts.
    public struct Summary: Sendable {
        /// Items measured: each gave its rows.
        public var measured = 0
        /// Bad items: not readable as items, not measurable, or (strict) laid out with problems.
        public var failed = 0
        /// Differences that fail the check: changed beyond the tolerance, new or missing.
        public var differences = 0
        /// Rows whose height differs from the golden one by no more than the tolerance: they pass.
        public var withinTolerance = 0
        /// Rows of the golden table, when there is one (of the run's shard: compared or missing).
        public var goldenRows: Int?
        /// Layout problems by kind, with counts (`DiagnosticTally.summary`).
        public var diagnostics: DiagnosticTally = DiagnosticTally()
        /// Items whose id an earlier item had (each of their rows is compared with the id's one golden row).
        public var repeats = RepeatedIDs()
        /// Bindings whose field no item of the run had, as "view: field" (each also came as a warning).
        public var absentFields: [String] = []
        /// Why the cache file could not be replaced (a full disk, a folder the run may not write in), where it
        /// could not: the rows are whole, and the file is as it was. A font that changed during the run is
        /// not this: it ends the run (`HeightTableError.cache`), since rows since may be of other glyphs.
        public var cacheNotSaved: HeightStoreError?

        mutating func count(_ difference: GoldenTable.Difference) {
            if difference.fails { differences += 1 } else { withinTolerance += 1 }
        }
    }

    /// What measures the items: the template, settings, workers and caches the run was set up with.
    public let runner: HeightTableRunner
    /// The part of the feed kept, nil for all of it; only shard 0 reports items without a usable id, and
    /// a shard reports the missing golden rows of its part (`GoldenTable.missing(in:)`).
    public let shard: Shard?
    /// Items read per batch: measured together on the workers, then handed back in order.
    public let batchSize: Int
    /// Whether a feed none of whose first batch's items has a field the template binds ends the run
    /// (`HeightTableError.unboundTemplate`): a template and a feed that name their fields otherwise. Off for
    /// a part of a feed chosen elsewhere (a stream, a Spark partition), which may hold only items without
    /// them (deleted items, say): the run then goes on, and its end warns of each field no item had.
    public let stopsOnUnboundFeed: Bool
    private var golden: GoldenTable?
    private let cacheFile: HeightCacheFile?

    /// A table of `template` at `settings`. `cacheFile` names a height cache to read and to replace at the
    /// end of the run; `golden` a table to compare the rows with.
    public init(template: CellTemplate, textCache: PreparedTextCache, settings: [MeasureSetting], jobs: Int,
                details: Bool = false, strict: Bool = false, shard: Shard? = nil, golden: GoldenTable? = nil,
                cacheFile: HeightCacheFile? = nil, batchSize: Int = 512, stopsOnUnboundFeed: Bool = true) {
        runner = HeightTableRunner(template: template, textCache: textCache, settings: settings, jobs: jobs, details: details,
                                   cache: cacheFile?.stored, record: cacheFile?.recorded, strict: strict)
        self.shard = shard
        self.golden = golden
        self.cacheFile = cacheFile
        self.batchSize = max(1, batchSize)
        self.stopsOnUnboundFeed = stopsOnUnboundFeed
    }

    /// Reads `reader` to its end, calling `handle` with every event in feed order. An error `handle`
    /// throws ends the run there (a caller's "stop at the first bad item"); so does a feed that cannot be
    /// read on. The cache file is replaced only after the whole feed was read. A golden table written at
    /// other settings than `settings` ends the run before any item is read (`HeightTableError.golden`).
    /// `handle` is called on the caller's thread, while the next batch is read and measured on another:
    /// a run the handler stops has read up to one batch more than it handed out.
    public func run<Failure: Error>(_ reader: FeedReader, handle: (Event) throws(Failure) -> Void) throws(HeightTableError<Failure>) -> Summary {
        var summary = Summary()
        do { try golden?.requireSettings(runner.settings) } catch { throw .golden(error) }
        // Each batch is read and measured on another thread while the events of the one before are
        // handed out here: with a warm cache, reading lines and writing rows take about as long.
        let batches = BatchReader(reader: reader, runner: runner, shard: shard, batchSize: batchSize, stopsOnUnboundFeed: stopsOnUnboundFeed)
        var ahead = WorkAhead { batches.next() }
        while true {
            let next: Batch?
            switch ahead.value {
            case .success(let batch): next = batch
            case .failure(.feed(let error)): throw .feed(error)
            case .failure(let .unboundTemplate(fields, items, feed)): throw .unboundTemplate(fields: fields, items: items, feed: feed)
            case .failure(.tooComplex(let error)): throw .tooComplex(error)
            }
            guard let batch = next else { break }
            ahead = WorkAhead { batches.next() }
            do throws(Failure) {
                try emit(batch, into: &summary, handle: handle)
            } catch {
                // The batch read ahead is finished before the caller gets its reader back.
                _ = ahead.value
                throw .handler(error)
            }
        }
        let fields = batches.fields
        summary.absentFields = fields.anyItem ? fields.absent : []
        do throws(Failure) {
            for field in summary.absentFields {
                try handle(.warning("\(reader.name): no item has the field of the binding \(field) (a misspelled field, or a template for another feed?)"))
            }
        } catch {
            throw .handler(error)
        }
        if let golden {
            summary.goldenRows = golden.rowCount(in: shard)
            do throws(Failure) {
                for difference in golden.missing(in: shard) { summary.count(difference); try handle(.difference(difference)) }
            } catch {
                throw .handler(error)
            }
        }
        if let cacheFile {
            do { try cacheFile.save() } catch {
                if case .fontChanged = error { throw .cache(error) }
                summary.cacheNotSaved = error
            }
        }
        return summary
    }
}

extension HeightTable {
    /// Hands out one batch's events in feed order, counting them in `summary`.
    private func emit<Failure: Error>(_ batch: Batch, into summary: inout Summary, handle: (Event) throws(Failure) -> Void) throws(Failure) {
        // A shard reports the golden rows of its own items that are missing, not the others'.
        if shard != nil { for (item, kept) in batch.seen { golden?.note(item, inShard: kept) } }
        for entry in batch.order {
            switch entry {
            case .success(let index):
                let item = batch.items[index]
                // Counted here, not where the batch is read: that thread has more to do than this one.
                summary.repeats.note(item)
                switch batch.results[index] {
                case .success(let rows):
                    for line in summary.diagnostics.note(rows, item: item, feed: batch.feed) { try handle(.warning(line)) }
                    try handle(.rows(rows, item: item))
                    for difference in golden?.check(rows) ?? [] { summary.count(difference); try handle(.difference(difference)) }
                    summary.measured += 1
                case .failure(let error):
                    summary.failed += 1
                    try handle(.failed(error))
                }
            case .failure(let error):
                summary.failed += 1
                try handle(.failed(error))
            }
        }
        try handle(.progress(items: summary.measured + summary.failed, fractionRead: batch.fractionRead))
    }

    /// The bindings of `template` ("view: field") when it binds fields and none of `items` has any of them
    /// (every height or picture of them is empty views'); nil otherwise. A height table refuses such a
    /// feed (`HeightTableError.unboundTemplate`); a caller with a few items chosen by hand can say it.
    /// Items are read until one has a bound field, so a request a warm cache answers parses one item, not all.
    public static func unboundFields(of template: CellTemplate, in items: [FeedItem]) -> [String]? {
        var use = BoundFieldUse(template.boundFields)
        for item in items {
            use.note(item)
            if !use.noneSeen { return nil }
        }
        return use.noneSeen ? use.absent : nil
    }

    /// What `HeightTableError.unboundTemplate` says to a person: the fields, and what to do; `drawn` for the
    /// items of a picture rather than the first of a table.
    public static func unboundMessage(fields: [String], items: Int, feed: String, drawn: Bool = false) -> String {
        let which = drawn ? "none of the \(items) item(s) drawn" : "none of the first \(items) item(s)"
        let outcome = drawn ? "the picture is of empty views" : "every row would be the height of empty views"
        return "\(feed): \(which) has a field the template binds (\(fields.joined(separator: ", "))), so \(outcome); "
            + "name the fields as the feed does (an Interface Builder cell binds each outlet to the field of the same "
            + "name; a template's bindings: map views to fields)"
    }
}

/// Why a height table run ended early.
public enum HeightTableError<Failure: Error>: Error {
    /// The feed could not be read on (its file, line and what).
    case feed(FeedError)
    /// A font the run measured with changed while it ran: the cache is left as it was, and the rows since
    /// may be of the new font (a cache that merely could not be written is `Summary.cacheNotSaved`).
    case cache(HeightStoreError)
    /// The golden table was written at other settings than the run measures.
    case golden(GoldenTableError)
    /// The template binds fields (`fields`, "view: field") and none of the first `items` items of `feed`
    /// has any of them: every row would be the height of empty views.
    case unboundTemplate(fields: [String], items: Int, feed: String)
    /// The feed's first items (`error` the first's) each needed more work of the solver than a layout pass
    /// may take: the template is too complex for any item, and measuring the rest would take as long each.
    case tooComplex(FeedError)
    /// The caller's event handler stopped the run.
    case handler(Failure)
}
