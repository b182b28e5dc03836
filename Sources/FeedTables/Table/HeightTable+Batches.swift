import CellTemplates
import JSONLines

extension HeightTable {
    /// One batch of a feed, read and measured: its items in feed order, what to hand out for each, and
    /// what the table needs to hand them out.
    struct Batch {
        /// The kept items (of the run's shard), measured.
        let items: [FeedItem]
        /// Their rows, or their errors, by index into `items`.
        let results: [Result<[HeightRow], FeedError>]
        /// What each entry of the batch gives, in feed order: a kept item's index, or a bad item's error.
        let order: [Result<Int, FeedError>]
        /// Every good item read and whether the shard keeps it (for a golden table's missing rows).
        let seen: [(item: FeedItem, kept: Bool)]
        /// How far through the feed the batch ends.
        let fractionRead: Double?
        /// The feed's name, for messages.
        let feed: String
    }

    /// Why reading a batch ended the run.
    enum BatchError: Error {
        case feed(FeedError)
        case unboundTemplate(fields: [String], items: Int, feed: String)
        case tooComplex(FeedError)
    }

    /// Reads a feed a batch at a time and measures each batch: the part of a run that may go on while the
    /// table hands out the batch before. It keeps what only it touches (the reader, the fields seen); the
    /// table reads those once the last batch is done.
    final class BatchReader: @unchecked Sendable {
        // @unchecked: `next` runs on one thread at a time (each call starts after the table took the
        // result of the one before, through `WorkAhead`), and the table reads `fields` only after the
        // last call.
        private let reader: FeedReader
        private let runner: HeightTableRunner
        private let shard: Shard?
        private let batchSize: Int
        /// With a cache, a line it holds at every setting is not parsed: its rows are a look-up.
        private let known: (([FeedReader.SkimmedLine?]) -> [[Double]?])?
        private(set) var fields: BoundFieldUse
        private var firstBatch = true
        private let stopsOnUnboundFeed: Bool

        /// The items of a feed measured before the others (see `next()`).
        static let probedItems = 2
        /// The first items' outcomes, as far as measured: each one's error where it was too complex, nil otherwise.
        private var probed: [FeedError?] = []

        init(reader: FeedReader, runner: HeightTableRunner, shard: Shard?, batchSize: Int, stopsOnUnboundFeed: Bool = true) {
            self.reader = reader; self.runner = runner; self.shard = shard; self.batchSize = batchSize
            self.stopsOnUnboundFeed = stopsOnUnboundFeed
            fields = BoundFieldUse(runner.template.boundFields)
            known = runner.cache != nil || runner.record != nil
                ? { lines in runner.heldHeights(for: lines) } : nil
        }

        /// The next batch, measured; nil at the end of the feed.
        func next() -> Result<Batch?, BatchError> {
            let entries: [Result<FeedItem, FeedError>]
            do { entries = try reader.next(batchSize, known: known, workers: runner.jobs) } catch { return .failure(.feed(error)) }
            if entries.isEmpty { return .success(nil) }
            var items: [FeedItem] = []
            var order: [Result<Int, FeedError>] = []
            var seen: [(item: FeedItem, kept: Bool)] = []
            for entry in entries {
                switch entry {
                case .success(let item):
                    fields.note(item)
                    let kept = shard?.contains(item) ?? true
                    if kept {
                        order.append(.success(items.count))
                        items.append(item)
                    }
                    if shard != nil { seen.append((item, kept)) }
                case .failure(let error):
                    // An item without a usable id belongs to no shard: shard 0 reports it, once.
                    if shard.map({ $0.index == 0 }) ?? true { order.append(.failure(error)) }
                }
            }
            // Bindings none of the first batch's items can fill: every row would be empty views' height.
            if stopsOnUnboundFeed && firstBatch && fields.noneSeen && entries.contains(where: { if case .success = $0 { true } else { false } }) {
                return .failure(.unboundTemplate(fields: fields.absent, items: entries.count, feed: reader.name))
            }
            var results: [Result<[HeightRow], FeedError>] = []
            if probed.count < Self.probedItems, !items.isEmpty {
                // A layout past the solver's budget fails only after seconds of work, and a template that needs
                // it for its first items needs it for the others: hours for a feed, each item an error. The
                // feed's first items (over batches, as a shard or a small batch may hold fewer) are measured
                // first, and when each of them is too complex, the run stops.
                results = runner.measure(Array(items.prefix(Self.probedItems - probed.count)), feed: reader.name)
                for result in results { if case .failure(let error) = result, error.isTooComplex { probed.append(error) } else { probed.append(nil) } }
                if probed.count == Self.probedItems, let first = probed[0], probed.allSatisfy({ $0 != nil }) {
                    return .failure(.tooComplex(first))
                }
            }
            firstBatch = false
            results += runner.measure(Array(items[results.count...]), feed: reader.name)
            return .success(Batch(items: items, results: results, order: order, seen: seen,
                                  fractionRead: reader.fractionRead, feed: reader.name))
        }
    }
}
