import CellTemplates
import FeedTables
import HeightCache
import JSONLines
import Locking
import TextMeasuring
import Typesetting
import UIKitMetrics
import ViewLayout

/// What `cellheight serve` answers, without HTTP: each endpoint is a call from a request body's bytes to
/// an answer's JSON text, or a `ServiceError` with its status. The HTTP layer (`HeightServer`) adds
/// limits on bodies, time and concurrency, and metrics.
///
/// Stateless apart from its caches: several services behind a load balancer give the same answers.
public final class HeightService: Sendable {
    /// The templates of `--templates`.
    public let store: TemplateStore
    public let limits: ServiceLimits
    /// Whether a request may send its own template (`"inline"`), for the preview page and tools.
    public let allowInline: Bool
    public let metrics: ServiceMetrics
    let measurer: TextMeasurer
    let textCache: PreparedTextCache
    /// Workers per request: a request of many items is measured on every core.
    let jobs: Int
    /// Inline templates by digest of their text and iOS release (the preview page sends one per keystroke).
    private let inline = Locked<[String: LoadedTemplate]>([:])
    /// Row writers kept between requests (one per request at a time): each keeps the texts of the heights
    /// it wrote, so a height is formatted once per server, not once per request.
    private let rowWriters = Locked<[JSONRowWriter]>([])
    private static let inlineKept = 32

    /// A service of the templates in `templates`, measuring with `fonts`.
    /// `cacheFolder` keeps each template's heights in a file of its own there (`NAME.heights`), read when
    /// the template loads and written by `TemplateStore.saveHeights()` (the server does so every
    /// `HeightServer` save interval and when it stops).
    public init(templates: String, fonts: FontCollection, limits: ServiceLimits = ServiceLimits(), allowInline: Bool = false,
                jobs: Int, cacheFolder: String? = nil) throws(ServiceError) {
        let typesetter = Typesetter(fonts: fonts)
        textCache = PreparedTextCache(typesetter: typesetter)
        store = try TemplateStore(folder: templates, textCache: textCache, cachedHeights: limits.cachedHeights, cacheFolder: cacheFolder)
        measurer = TextMeasurer(fonts: fonts, lanes: max(1, jobs))
        self.limits = limits
        self.allowInline = allowInline
        self.jobs = max(1, jobs)
        metrics = ServiceMetrics()
        store.reload()
    }

    // MARK: - Templates

    /// The template a request names (`"template"`) or sends (`"inline"`).
    /// The template a request names; with `mayLoad` false, `ServiceError.loadsATemplate` where that would
    /// load one (a release not made yet, an inline template not seen yet).
    func template(of fields: RequestFields, mayLoad: Bool = true) throws(ServiceError) -> LoadedTemplate {
        let ios = try fields.ios()
        switch (try fields.string("template"), try fields.string("inline")) {
        case (let name?, nil): return try store.template(name, ios: ios, mayLoad: mayLoad)
        case (nil, let text?): return try inlineTemplate(text, ios: ios, mayLoad: mayLoad)
        case (nil, nil): throw .badRequest("give \"template\" (a name from GET /v1/templates) or \"inline\" (a template's YAML text)")
        case (_?, _?): throw .badRequest("give \"template\" or \"inline\", not both")
        }
    }

    private func inlineTemplate(_ text: String, ios: IOSVersion, mayLoad: Bool) throws(ServiceError) -> LoadedTemplate {
        guard allowInline else {
            throw ServiceError(403, "this server takes templates from its folder only (start it with --allow-inline to send \"inline\" templates)")
        }
        guard text.utf8.count <= limits.inlineTemplateBytes else {
            throw ServiceError(413, "the inline template is \(text.utf8.count) bytes; at most \(limits.inlineTemplateBytes)")
        }
        let key = HeightCacheFingerprint.digest(of: "\(ios)|" + text)
        if let known = inline.withLock({ $0[key] }) { return known }
        guard mayLoad else { throw .loadsATemplate }
        // Named as a file of the folder, so a message points nowhere else; it may read no file at all.
        let template: CellTemplate
        // Refused before any file is read: a font read would join every template's fonts.
        let reads = TemplateReads { _ in "an inline template reads no files (put it in the --templates folder)" }
        do { template = try CellTemplate.parse(text, file: "inline.yaml", textCache: textCache, ios: ios, reads: reads) } catch {
            throw ServiceError(422, "inline template: \(error)", line: error.file == "inline.yaml" ? error.line : nil)
        }
        guard template.viewCount <= limits.inlineViews, template.constraintCount <= limits.inlineConstraints else {
            throw ServiceError(413, "the inline template has \(template.viewCount) views and \(template.constraintCount) constraint lines; "
                                + "at most \(limits.inlineViews) and \(limits.inlineConstraints)")
        }
        let loaded = LoadedTemplate(name: "inline", template: template, textCache: textCache, fontsDigest: store.fontsDigest, cachedHeights: 10_000)
        inline.withLock { kept in
            if kept.count >= Self.inlineKept { kept.removeAll() }
            kept[key] = loaded
        }
        return loaded
    }

    /// `GET /v1/templates`: `{"templates": [{"name", "identifier", "fingerprint", "findings": [...], "issues":
    /// [...], "error"}]}`, the findings as text and as objects with their severity, kind and line
    /// (`TemplateIssue.jsonObject`); a template that failed to load again keeps serving its previous version,
    /// with the error. Every entry has every key: one that never loaded has a null identifier and fingerprint
    /// and no findings or issues, so that a client reads each entry alike.
    public func templates() -> String {
        var out = "{\"templates\":["
        for (index, summary) in store.summaries().enumerated() {
            if index > 0 { out += "," }
            out += "{\"name\":" + jsonString(summary.name)
            if let version = summary.version {
                out += ",\"identifier\":" + jsonString(version.template.identifier)
                out += ",\"fingerprint\":\"" + version.fingerprint + "\""
                out += ",\"findings\":[" + version.findings.map { jsonString($0) }.joined(separator: ",") + "]"
                out += ",\"issues\":[" + version.issues.joined(separator: ",") + "]"
            } else {
                out += ",\"identifier\":null,\"fingerprint\":null,\"findings\":[],\"issues\":[]"
            }
            out += ",\"error\":" + (summary.error.map { jsonString($0) } ?? "null") + "}"
        }
        // Whether requests may carry an "inline" template: the preview page opens on a template of the
        // folder where they may not.
        return out + "],\"inline\":" + (allowInline ? "true" : "false") + "}\n"
    }

    // MARK: - Heights

    /// `POST /v1/heights`: `{"template" | "inline", "items": [...], "widths", "scales", "devices", "contentSizes",
    /// "ios"}` answered by `{"template", "fingerprint", "rows": [...], "errors": [{"index", "id", "message"}]}`
    /// (and `"warnings": [...]` when none of the items has a field the template binds),
    /// each row the object `table --format jsonl` writes without its label details (a height from the
    /// cache has none, and an answer must not depend on what was asked before), in item order then
    /// settings order. An item that cannot be read or measured is an error, in item order; the others are
    /// answered. `deadline` ends a request that takes too long (408) between batches of items.
    public func heights(body: [UInt8], deadline: ContinuousClock.Instant? = nil) throws(ServiceError) -> String {
        String(decoding: try heightsUTF8(body: body, deadline: deadline), as: UTF8.self)
    }

    /// `heights(body:deadline:)`'s answer as the UTF-8 bytes the server sends: rows written straight into
    /// it, never checked again as a string.
    /// With `mayLoad` false it throws `ServiceError.loadsATemplate` rather than load a template.
    func heightsUTF8(body: [UInt8], deadline: ContinuousClock.Instant? = nil, mayLoad: Bool = true) throws(ServiceError) -> [UInt8] {
        let fields = try RequestFields(delimiting: body)
        try fields.refuseUnknown(["template", "inline", "items", "widths", "scales", "devices", "contentSizes", "ios"])
        let loaded = try template(of: fields, mayLoad: mayLoad)
        let settings = try fields.settings(limit: limits.settings)
        guard try fields.array("items") != nil else {
            throw .badRequest("missing field \"items\" (an array of objects, each with an \"id\")")
        }
        let count = fields.ranges?.count ?? fields.elements?.count ?? 0
        guard count <= limits.items else {
            throw ServiceError(413, "\(count) items; at most \(limits.items) per request (send several requests)")
        }
        let runner = loaded.runner(settings, jobs: jobs, callers: limits.concurrentRequests)
        var items: [FeedItem] = []
        var positions: [Int] = []
        var errors: [(index: Int, text: String)] = []
        func add(_ value: JSONValue, index: Int, bytes: [UInt8], checksum: UInt64?) {
            do throws(FeedError) {
                items.append(try FeedItem(value, line: index + 1, file: "items", source: bytes, checksum: checksum))
                positions.append(index)
            } catch {
                errors.append((index, Self.itemError(index: index, id: value["id"], error.message)))
            }
        }
        if let ranges = fields.ranges {
            // An item whose bytes the height cache knows at every setting is answered without being parsed
            // (only bytes that parsed as an item before can match); the others are parsed here. The
            // request's items are looked up at once, under one lock, not one by one beside other requests.
            let itemBytes = ranges.map { Array(body[$0]) }
            let skimmed = itemBytes.map(FeedReader.SkimmedLine.init)
            let held = runner.heldHeights(for: skimmed)
            for (index, bytes) in itemBytes.enumerated() {
                if let line = skimmed[index], let heights = held[index] {
                    items.append(FeedItem(skimmedID: line.id, line: index + 1, source: bytes, checksum: line.checksum, heights: heights))
                    positions.append(index)
                    continue
                }
                // A body that is not JSON is refused whole, wherever the fault is, with the item it is in.
                guard let value = try? JSONParser.parse(bytes, depth: 2) else {
                    let error = RequestFields.error(of: body)
                    throw ServiceError(error.status, error.message + " (in item \(index))")
                }
                add(value, index: index, bytes: bytes, checksum: skimmed[index]?.checksum)
            }
        } else {
            for (index, (value, bytes)) in (fields.elements ?? []).enumerated() { add(value, index: index, bytes: Array(bytes), checksum: nil) }
        }
        // The answer, its rows written as they come (about 100 bytes a row).
        var answer = Array(("{\"template\":" + jsonString(loaded.name) + ",\"fingerprint\":\"" + loaded.fingerprint + "\",\"rows\":[").utf8)
        answer.reserveCapacity(answer.count + items.count * settings.count * 112)
        var writer = rowWriters.withLock { $0.popLast() } ?? JSONRowWriter(labels: false, diagnostics: true)
        defer { rowWriters.withLock { $0.append(writer) } }
        var rowCount = 0
        var cached = 0
        let batch = 64
        // A worker per 64 items: a request of a few dozen items is laid out on one thread (the requests
        // beside it keep the other cores busy), one of thousands on every core.
        let workers = max(1, items.count / batch)
        for start in stride(from: 0, to: items.count, by: batch) {
            if let deadline, ContinuousClock.now > deadline {
                // What was measured counts, though it is not answered: it took the server's time and fills its cache.
                metrics.measured(items: start, rows: rowCount, cached: cached)
                throw ServiceError(408, "the request took longer than \(formatPoints(limits.requestSeconds)) s: \(start) of \(items.count) "
                                    + "items measured; send fewer items per request")
            }
            let end = min(items.count, start + batch)
            let results = runner.measure(Array(items[start..<end]), feed: "items", jobs: workers)
            for (offset, result) in results.enumerated() {
                switch result {
                case .success(let rows):
                    for row in rows {
                        if row.fromCache { cached += 1 }
                        if rowCount > 0 { answer.append(UInt8(ascii: ",")) }
                        writer.append(row, to: &answer)
                        rowCount += 1
                    }
                case .failure(let error):
                    let index = positions[start + offset]
                    errors.append((index, Self.itemError(index: index, id: items[start + offset].id, error.message)))
                }
            }
        }
        metrics.measured(items: items.count, rows: rowCount, cached: cached)
        answer += ("],\"errors\":[" + errors.sorted { $0.index < $1.index }.map(\.text).joined(separator: ",") + "]").utf8
        if let warning = Self.unboundWarning(loaded.template, items) { answer += (",\"warnings\":[" + jsonString(warning) + "]").utf8 }
        answer += "}\n".utf8
        return answer
    }

    /// What the answer warns of when none of the request's items has a field the template binds: every row is
    /// the height of empty views (a backend naming its fields otherwise than the template), which `table`
    /// refuses at the start of a feed. A request may hold only such items by right (deleted posts), so it is
    /// answered, and said. Nil otherwise.
    static func unboundWarning(_ template: CellTemplate, _ items: [FeedItem]) -> String? {
        guard !items.isEmpty, let fields = HeightTable.unboundFields(of: template, in: items) else { return nil }
        return "none of the \(items.count) item(s) has a field the template binds (\(fields.joined(separator: ", "))), so every row is "
            + "the height of empty views; name the fields as the template binds them"
    }

    static func itemError(index: Int, id: JSONValue?, _ message: String) -> String {
        "{\"index\":\(index)" + (id.map { ",\"id\":" + $0.text } ?? "") + ",\"message\":" + jsonString(message) + "}"
    }

    // MARK: - Measure

    /// `POST /v1/measure`: `{"texts": [{"id", "text", "size" | "textStyle" (with "contentSize"?), "width",
    /// "family"?, "weight"?, "lines"?, "scale"?, "locale"?}], "defaults"?: {...}, "ios"?}` answered by
    /// `{"results": [...], "errors": [{"index", "message"}]}`, each result the object `cellheight measure
    /// --jsonl` writes for that text, in order. `deadline` ends a request that takes too long (408) between
    /// batches of texts; an answer longer than `ServiceLimits.answerBytes` (a text of thousands of lines) is
    /// refused (413).
    public func measure(body: [UInt8], deadline: ContinuousClock.Instant? = nil) throws(ServiceError) -> String {
        let fields = try RequestFields(body: body)
        try fields.refuseUnknown(["texts", "defaults", "ios"])
        guard let texts = try fields.array("texts") else { throw .badRequest("missing field \"texts\" (an array of objects)") }
        guard texts.count <= limits.texts else {
            throw ServiceError(413, "\(texts.count) texts; at most \(limits.texts) per request")
        }
        var defaults = RequestDefaults(ios: try fields.ios())
        if let given = fields.object["defaults"], given != .null {
            guard case .object = given else { throw .badRequest("field \"defaults\": expected an object, got \(given.summary)") }
            // A text's own unknown members are ignored, as `measure --jsonl` ignores a line's; a default is
            // given once for every text, and a misspelt one ("line") would answer them all at the wrong setting.
            try RequestFields.refuseUnknown(RequestDecoder.defaultFieldNames, in: given, reader: "field \"defaults\"")
            let decoder = RequestDecoder(defaults: defaults)
            do {
                defaults = try decoder.defaults(of: given)
            } catch { throw .badRequest("field \"defaults\": \(error)") }
            // A family no font has would fail every text that takes it: said once, of the defaults.
            if let family = defaults.family, !measurer.knows(family: family) {
                throw .badRequest("field \"defaults\": no font has the family \"\(family)\" (\(measurer.acceptedFamilies))")
            }
        }
        let decoder = RequestDecoder(defaults: defaults)
        var requests: [MeasureRequest] = []
        var positions: [Int] = []
        var errors: [(index: Int, text: String)] = []
        for (index, value) in texts.enumerated() {
            do throws(MeasureError) {
                requests.append(try decoder.decode(value))
                positions.append(index)
            } catch {
                errors.append((index, Self.itemError(index: index, id: value["id"], error.description)))
            }
        }
        var results: [String] = []
        var answerBytes = 0
        let batch = 256
        for start in stride(from: 0, to: requests.count, by: batch) {
            if let deadline, ContinuousClock.now > deadline {
                throw ServiceError(408, "the request took longer than \(formatPoints(limits.requestSeconds)) s: \(start) of \(requests.count) "
                                    + "texts measured; send fewer texts per request")
            }
            let end = min(requests.count, start + batch)
            for (offset, result) in measurer.measureAll(Array(requests[start..<end]), jobs: jobs).enumerated() {
                let index = start + offset
                switch result {
                case .success(let layout):
                    let line = LayoutJSON.line(id: requests[index].id, layout: layout, notes: measurer.fontNotes(for: requests[index]))
                    answerBytes += line.utf8.count
                    guard answerBytes <= limits.answerBytes else {
                        throw ServiceError(413, "the answer would be longer than \(limits.answerBytes >> 20) MB (at text \(positions[index])); "
                                            + "send fewer texts, or texts of fewer lines, per request")
                    }
                    results.append(line)
                case .failure(let error):
                    errors.append((positions[index], Self.itemError(index: positions[index], id: requests[index].id, error.description)))
                }
            }
        }
        return "{\"results\":[" + results.joined(separator: ",") + "],\"errors\":[" + errors.sorted { $0.index < $1.index }.map(\.text).joined(separator: ",") + "]}\n"
    }
}
