import CellTemplates
import HeightCache
import JSONLines
import Locking
import Typesetting
import ViewLayout

/// Measures feed items with a template at every requested width, scale and content size, on `jobs`
/// workers, each with template cells of its own. Results come back in item order whatever the number of
/// workers. With a key cache, an item whose fields, template and fonts are unchanged is not measured again
/// at a setting it was measured at before.
///
/// One runner serves any number of callers at once (a server's overlapping requests): each `measure`
/// call borrows cells of its own from a pool for its workers and gives them back when it returns, and
/// the caches it shares are locked.
public final class HeightTableRunner: Sendable {
    /// The template every item is measured with.
    let template: CellTemplate
    /// What each item is measured at; its rows come in this order.
    let settings: [MeasureSetting]
    /// Workers (at least 1), each with cells of its own, so that items are measured in parallel.
    let jobs: Int
    /// Per-label line counts in the rows (for JSONL output); costs one layout pass per row.
    let details: Bool
    /// Heights read instead of measuring (by id, field digest and content size); new heights are stored in
    /// it too when there is no `record` cache.
    let cache: KeyedHeightCache?
    /// Where every measured height goes: with the heights used from `cache`, the cache to save after the
    /// run, so a saved cache holds the heights of the last run's items and does not grow with every edit.
    /// An unbounded `cache` marks the heights a run reads from it (`KeyedHeightCache.usedHeights`), so a
    /// warm run stores nothing; with a bounded one, every row's height goes here. Heights not in `cache`
    /// are looked up here too (an item the feed repeats), so a new height is held once, here.
    let record: KeyedHeightCache?
    /// Whether an item whose measurement has diagnostics (`HeightRow.diagnostics`) is an error instead of
    /// a row: for runs whose heights must be exactly what the template says, or nothing.
    let strict: Bool
    /// Whether `cache` marks the heights read from it (an unbounded cache), so hits need not be stored in `record`.
    private let marksUse: Bool
    private let textCache: PreparedTextCache
    /// Template cells, one set per worker of each running call, lent for the call.
    private let pool: ItemCellsPool
    /// Each setting's table geometry, in the settings' order.
    private let geometries: [TableGeometry]
    /// The settings grouped by content size: their indices and their table geometries.
    private let settingsByCategory: [(category: ContentSizeCategory, indices: [Int], geometries: [TableGeometry])]

    /// A runner of `template` at `settings`; each worker builds its cells on first use, one per content size.
    /// `callers` is how many calls may overlap (a server's requests at once): that many callers' workers
    /// keep their cells between calls, so a busy server builds cells once, not per request.
    public init(template: CellTemplate, textCache: PreparedTextCache, settings: [MeasureSetting], jobs: Int,
                details: Bool = false, cache: KeyedHeightCache? = nil, record: KeyedHeightCache? = nil, strict: Bool = false,
                callers: Int = 1) {
        self.template = template; self.textCache = textCache; self.settings = settings
        self.jobs = max(1, jobs); self.details = details; self.cache = cache; self.record = record; self.strict = strict
        marksUse = cache.map { $0.capacity == nil && $0 !== record } ?? false
        pool = ItemCellsPool(template: template, textCache: textCache, capacity: max(1, callers) * max(1, jobs))
        let geometries = settings.map { template.geometry(at: $0) }
        self.geometries = geometries
        settingsByCategory = Self.group(settings).map { category, indices in (category, indices, indices.map { geometries[$0] }) }
    }

    /// Rows for each item (one per setting, in the settings' order), or the item's error.
    /// Safe to call from several threads at once: each call measures with cells of its own. `jobs`, when
    /// given, caps this call's workers below the runner's (a server's small request is measured on one
    /// thread: its callers already keep the cores busy, and a hand-over costs more than its items).
    public func measure(_ items: [FeedItem], feed: String, jobs: Int? = nil) -> [Result<[HeightRow], FeedError>] {
        // Items the caches hold at every setting are answered here, for the batch at once; the rest are
        // laid out on the workers.
        var results = [Result<[HeightRow], FeedError>?](repeating: nil, count: items.count)
        let missing = cache != nil || record != nil
            ? answerFromCaches(items, into: &results)
            : items.indices.map { Missing(index: $0, key: nil, found: []) }
        if missing.isEmpty { return results.map { $0! } }
        let workers = max(1, min(jobs.map { min($0, self.jobs) } ?? self.jobs, missing.count))
        let cells = pool.checkOut(workers)
        defer { pool.checkIn(cells) }
        let measured = orderedParallelMap(count: missing.count, workers: workers) { position, worker in
            Result { () throws(FeedError) in try rows(items[missing[position].index], missing[position], feed: feed, cells: cells[worker]) }
        }
        for (position, entry) in missing.enumerated() { results[entry.index] = measured[position] }
        return results.map { $0! }
    }

    /// For each skimmed line (nil for a line the skim could not read), the heights the caches hold for its
    /// key (`cacheKey(id:checksum:)`) at every setting, in the settings' order, or nil; those read from
    /// `cache` are marked used there. A feed reader asks this before parsing a batch's lines
    /// (`FeedReader.next`'s `known`), and the server before parsing a request's items; the items then carry
    /// them. A lock per cache for the whole batch, not per line, so the threads reading lines (or serving
    /// requests) do not take turns at it: first the keys the cache holds whole, then the rest put together
    /// setting by setting from the cache and the record.
    package func heldHeights(for lines: [FeedReader.SkimmedLine?]) -> [[Double]?] {
        let keys = lines.map { line in line.map { Self.cacheKey(id: $0.id, checksum: $0.checksum) } }
        var held = (marksUse ? cache?.usedHeights(ifAllOf: keys, in: geometries) : nil)
            ?? Array(repeating: nil, count: keys.count)
        let rest = keys.indices.filter { held[$0] == nil && keys[$0] != nil }
        if rest.isEmpty { return held }
        let found = heightsBySetting(forKeys: rest.map { keys[$0] ?? "" })
        for (position, index) in rest.enumerated() {
            let heights = found[position].compactMap { $0 }
            if heights.count == settings.count { held[index] = heights }
        }
        return held
    }

    /// Each key's heights setting by setting (nil where neither cache holds one): from `cache` (marked used
    /// there when `marksUse`), then from `record` for the settings still missing; a lock per cache.
    private func heightsBySetting(forKeys keys: [String]) -> [[Double?]] {
        if keys.isEmpty { return [] }
        var found = cache.map { cache in
            marksUse ? cache.usedHeights(forKeys: keys, in: geometries) : cache.heights(forKeys: keys, in: geometries)
        } ?? Array(repeating: Array(repeating: nil, count: settings.count), count: keys.count)
        if let record, record !== cache {
            let incomplete = found.indices.filter { found[$0].contains(nil) }
            if !incomplete.isEmpty {
                let recorded = record.heights(forKeys: incomplete.map { keys[$0] }, in: geometries)
                for (position, index) in incomplete.enumerated() {
                    for (setting, height) in recorded[position].enumerated() where found[index][setting] == nil {
                        found[index][setting] = height
                    }
                }
            }
        }
        return found
    }

    /// An item the caches could not answer whole, with its cache key (nil without a cache), so its
    /// measuring does not hash it again, and the heights they did hold (by setting; empty without a cache).
    private struct Missing {
        let index: Int
        let key: String?
        let found: [Double?]
    }

    /// Fills `results` for the items whose heights the caches hold at every setting (one lock for the
    /// batch's look-ups, one for its stores into `record`), and gives the others.
    private func answerFromCaches(_ items: [FeedItem], into results: inout [Result<[HeightRow], FeedError>?]) -> [Missing] {
        // Items a reader answered from the caches carry their heights; the others are looked up here. A
        // carried item's key is made only when its rows are stored again (into a `record` that keeps no marks).
        let storesHits = record.map { $0 !== cache } == true && !marksUse
        let keys = items.map { $0.cachedHeights == nil || storesHits ? Self.cacheKey($0) : "" }
        let lookUp = items.indices.filter { items[$0].cachedHeights == nil }
        var found = [[Double?]](repeating: [], count: items.count)
        let looked = heightsBySetting(forKeys: lookUp.map { keys[$0] })
        for (position, index) in lookUp.enumerated() { found[index] = looked[position] }
        var missing: [Missing] = []
        var hitKeys: [String] = []
        var hitHeights: [[Double]] = []
        for index in items.indices {
            // A carried item's heights are used as they are (no copy per item).
            let heights = items[index].cachedHeights ?? found[index].compactMap { $0 }
            guard heights.count == settings.count else {
                let held = items[index].cachedHeights.map { $0.map(Optional.some) } ?? found[index]
                missing.append(Missing(index: index, key: keys[index], found: held))
                continue
            }
            results[index] = .success(zip(settings, heights).map { setting, height in
                HeightRow(id: items[index].id, width: setting.width, scale: setting.scale, contentSize: setting.contentSize,
                          height: height, labels: nil, fromCache: true)
            })
            if storesHits {
                hitKeys.append(keys[index])
                hitHeights.append(heights)
            }
        }
        // The cache the run saves holds every row it gave, read or measured; heights read from a cache that
        // marks its use are kept from there.
        if storesHits, let record, !hitKeys.isEmpty { record.store(hitHeights, forKeys: hitKeys, in: geometries) }
        return missing
    }

    /// An item's cache key: its id and a digest of all its fields, so an edited item is measured again. The
    /// width, scale and content size are the geometry's, beside the key.
    static func cacheKey(_ item: FeedItem) -> String { cacheKey(id: item.id, checksum: item.checksum) }

    /// The cache key of the item with `id` whose digest is `HeightCacheFingerprint.hex(checksum)`: the id's
    /// JSON text, "#", the digest, in one allocation (a warm run makes one per line), the digest's digits
    /// written straight into it. A number id is its literal, a string without characters to escape its UTF-8
    /// in quotes.
    package static func cacheKey(id: JSONValue, checksum: UInt64) -> String {
        let text: String, quoted: Bool
        switch id {
        case .number(let literal): (text, quoted) = (literal, false)
        case .string(let value) where !value.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 }):
            (text, quoted) = (value, true)
        default: return id.text + "#" + HeightCacheFingerprint.hex(checksum)
        }
        var idBytes = text
        let count = text.utf8.count + (quoted ? 2 : 0) + 1 + 16
        return String(unsafeUninitializedCapacity: count) { buffer in
            var end = 0
            func put(_ byte: UInt8) { buffer[end] = byte; end += 1 }
            if quoted { put(UInt8(ascii: "\"")) }
            // The id's bytes in one run, not a byte at a time through its UTF-8 view.
            idBytes.withUTF8 { bytes in
                _ = UnsafeMutableBufferPointer(rebasing: buffer[end...]).initialize(fromContentsOf: bytes)
                end += bytes.count
            }
            if quoted { put(UInt8(ascii: "\"")) }
            put(UInt8(ascii: "#"))
            HeightCacheFingerprint.writeHex(checksum, to: buffer, at: end)
            return end + 16
        }
    }

    private func rows(_ item: FeedItem, _ missing: Missing, feed: String, cells: ItemCells) throws(FeedError) -> [HeightRow] {
        func fail(_ message: String, _ cause: FeedError.Cause) -> FeedError {
            FeedError(file: feed, line: item.line, id: item.idText, message, cause: cause)
        }
        /// A row's layout for its label lines failed.
        func layoutFailure(_ error: LayoutError, width: Double, scale: Double) -> FeedError {
            fail("at width \(formatPoints(width)): \(error)", .measuring(.layout(identifier: template.identifier, location: nil, error), width: width, scale: scale))
        }
        var rows = [HeightRow?](repeating: nil, count: settings.count)
        let key = missing.key
        cells.start(item)
        // Settings by content size: one cell bound and one store per content size. The heights the caches
        // held when the batch was looked up are used, and nothing stored since: an item whose key an
        // earlier item of the same batch had is measured again rather than answered by whichever worker
        // stored first, so its row (and, with details, its label lines) is the same whatever `jobs` is. A
        // repeat in a later batch is answered from the run's cache, as every batch is looked up once the
        // one before was measured.
        for (category, indices, geometries) in settingsByCategory {
            var heights = missing.found.isEmpty ? Array(repeating: nil, count: indices.count) : indices.map { missing.found[$0] }
            var diagnosed = false
            var laidOut: [(index: Int, cell: TemplateCell, rowWidth: Double)] = []
            for (position, index) in indices.enumerated() {
                let setting = settings[index]
                if let height = heights[position] {
                    rows[index] = HeightRow(id: item.id, width: setting.width, scale: setting.scale, contentSize: category,
                                            height: height, labels: nil, fromCache: true)
                    continue
                }
                // From here to the row: binding the cell (the first setting of a content size binds it) and
                // laying it out, the row's own time.
                let started = ContinuousClock.now
                let cell: TemplateCell
                do { cell = try cells.cell(for: category) } catch {
                    switch error {
                    case .binding(let error): throw fail(error.message, .binding(error))
                    // The template was checked when loaded.
                    case .template(let error): throw FeedError(file: template.file, "\(error)", cause: .template(error))
                    }
                }
                let height: Double
                do { height = try cell.fittingHeight(in: geometries[position]) } catch {
                    throw fail("at width \(formatPoints(setting.width)) @\(formatPoints(setting.scale))x: \(error)",
                               .measuring(error, width: setting.width, scale: setting.scale))
                }
                heights[position] = height
                // Read before anything else lays the cell out: they describe the fitting just made.
                let diagnostics = cell.measuredDiagnostics()
                if !diagnostics.isEmpty {
                    if strict {
                        throw fail("at width \(formatPoints(setting.width)) @\(formatPoints(setting.scale))x: "
                                   + diagnostics.map(\.description).joined(separator: "; "),
                                   .diagnostics(diagnostics, width: setting.width, scale: setting.scale))
                    }
                    diagnosed = true
                }
                // A row's label lines are read from the views as the fitting left them, without solving
                // again; a cell that cannot (laid out by frames) is laid out at the row's frame once the
                // content size's fittings are done, so the solver turns from fitting to laying out once,
                // not once a setting (each turn costs about a fitting and a half).
                var labels: [HeightRow.LabelLines]?
                if details {
                    do {
                        if try cell.contentView.layoutAsLastSolved() { labels = try Self.labelLines(of: cell) } else {
                            laidOut.append((index, cell, geometries[position].rowWidth))
                        }
                    } catch {
                        throw layoutFailure(error, width: setting.width, scale: setting.scale)
                    }
                }
                rows[index] = HeightRow(id: item.id, width: setting.width, scale: setting.scale, contentSize: category,
                                        height: height, labels: labels, diagnostics: diagnostics,
                                        seconds: (ContinuousClock.now - started).inSeconds)
            }
            for (index, cell, rowWidth) in laidOut {
                guard let row = rows[index] else { continue }
                let started = ContinuousClock.now
                let labels: [HeightRow.LabelLines]
                do {
                    // The row's width: an inset grouped table's is narrower than the table (the setting's width).
                    cell.frame = Rect(x: 0, y: 0, width: rowWidth, height: row.height)
                    try cell.layoutIfNeeded()
                    labels = try Self.labelLines(of: cell)
                } catch {
                    throw layoutFailure(error, width: row.width, scale: row.scale)
                }
                rows[index] = HeightRow(id: row.id, width: row.width, scale: row.scale, contentSize: row.contentSize, height: row.height,
                                        labels: labels, diagnostics: row.diagnostics,
                                        seconds: row.seconds + (ContinuousClock.now - started).inSeconds)
            }
            // A height with diagnostics is not cached: the next run measures it again and reports them again.
            if let key, !diagnosed {
                let measured = heights.map { $0 ?? 0 }
                if let record { record.store(measured, forKey: key, in: geometries) }
                else if cells.hasBound(category) { cache?.store(measured, forKey: key, in: geometries) }
            }
        }
        return rows.compactMap { $0 }
    }

    /// Each visible label's lines as the cell's views stand.
    private static func labelLines(of cell: TemplateCell) throws(LayoutError) -> [HeightRow.LabelLines] {
        try cell.labelSummaries().map { HeightRow.LabelLines(name: $0.name, lines: $0.lines, truncated: $0.truncated) }
    }

    /// Indices of the settings of each content size, in the order the sizes first appear.
    private static func group(_ settings: [MeasureSetting]) -> [(ContentSizeCategory, [Int])] {
        var order: [ContentSizeCategory] = []
        var groups: [ContentSizeCategory: [Int]] = [:]
        for (index, setting) in settings.enumerated() {
            if groups[setting.contentSize] == nil { order.append(setting.contentSize) }
            groups[setting.contentSize, default: []].append(index)
        }
        return order.map { ($0, groups[$0]!) }
    }
}
