import ArgumentParser
import Dispatch
import HeightService
import Locking
import Logging
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `cellheight serve`: heights, measuring and a live preview over HTTP, for feed backends and for people
/// writing templates.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serves heights, text measuring and a live preview page over HTTP.",
        discussion: """
        Templates are the .yaml, .yml and .json files of --templates, named by their file name without \
        the extension; they load at start and again within --reload seconds of a change to any file they \
        read (a template that then fails keeps its previous version serving, with its error in \
        /v1/templates). Every file a template reads must lie inside the folder; an Interface Builder cell is served \
        through a YAML file that names it (interfaceBuilder: {file: Cell.xib, cell: ID}).

        Endpoints (JSON): POST /v1/heights {"template": NAME, "items": [...], "widths": [375], "scales": [3], \
        "devices": ["iphone-16"], "contentSizes": ["large"], "ios": "18"} answers {"rows": [...], "errors": [...]}, \
        each row the object `table --format jsonl` writes without its "labels"; POST /v1/measure {"texts": [...]} answers \
        {"results": [...], "errors": [...]}, each result what `measure --jsonl` writes; GET /v1/templates; GET /health \
        (503 while no template serves); GET /metrics (Prometheus); GET /preview, a page that draws a template and an item as \
        they are typed, through POST /v1/preview. Each GET also answers HEAD.

        Limits are answered with 4xx and a message: 413 for a body, item list or inline template too \
        large, 408 for a request slower than --timeout (both close the connection), 503 with Retry-After \
        when --concurrency requests are already being measured. SIGTERM or SIGINT answers the requests in flight, then exits 0.

        Example: cellheight serve --templates Examples --port 8080
        """
    )

    @Option(name: .customLong("templates"), help: ArgumentHelp("The folder of templates to serve.", valueName: "folder"))
    var templates: String

    @Option(name: .customLong("host"), help: "The address to listen on; 0.0.0.0 listens on every interface.")
    var host = "127.0.0.1"

    @Option(name: .customLong("port"), help: "The TCP port (0: any free port, printed at start).")
    var port = 8080

    @Flag(name: .customLong("allow-inline"), help: "Lets requests send a template's YAML text (\"inline\"), as the preview page's editor does.")
    var allowInline = false

    @Option(name: .customLong("max-body"), help: ArgumentHelp("The largest request body, in bytes.", valueName: "bytes"))
    var maxBody = ServiceLimits().bodyBytes

    @Option(name: .customLong("max-items"), help: "Items per /v1/heights request (texts per /v1/measure request). A request's settings (widths and devices by scales, at every content size) are at most 64.")
    var maxItems = ServiceLimits().items

    @Option(name: .customLong("timeout"), help: ArgumentHelp("Seconds a request may take to arrive and be answered.", valueName: "seconds"))
    var timeout = ServiceLimits().requestSeconds

    @Option(name: .customLong("concurrency"), help: "Requests measured at once; more are answered 503.")
    var concurrency = ServiceLimits().concurrentRequests
    @Option(name: .customLong("preview-pixels"), help: ArgumentHelp("Pixels a /v1/preview request's pictures may take together; beyond them its rows are answered without pictures, and an error says so.",
                                                                    valueName: "pixels"))
    var previewPixels = ServiceLimits().previewPixels

    @Option(name: .customLong("cache-size"), help: ArgumentHelp("Room for heights kept in memory per template (an item at one setting is one): each item kept has room at every setting kept, at most 64, the least recently used ones; the least recently used item's heights go first, all settings together.", valueName: "rows"))
    var cacheSize = ServiceLimits().cachedHeights

    @Option(name: .customLong("reload"), help: ArgumentHelp("Seconds between checks of the template files.", valueName: "seconds"))
    var reload = 1.0

    @Option(name: .customLong("cache"), help: ArgumentHelp(
        "A folder where each template's heights are kept between runs (NAME.heights, as table's --cache files): "
            + "read when the template loads, written every --save seconds and when the server stops.", valueName: "folder"))
    var cache: String?

    @Option(name: .customLong("save"), help: ArgumentHelp("Seconds between writes of the --cache files.", valueName: "seconds"))
    var save = 30.0

    @Option(name: .shortAndLong, help: "Workers per request (default: the number of cores).")
    var jobs: Int?

    @OptionGroup(title: "Fonts")
    var fonts: FontOptions

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be from 0 to 65535, got \(port).") }
        guard maxBody >= 1024 else { throw ValidationError("--max-body must be at least 1024 bytes, got \(maxBody).") }
        guard maxItems >= 1 else { throw ValidationError("--max-items must be at least 1, got \(maxItems).") }
        guard timeout.isFinite, timeout >= 0.1, timeout <= 3600 else { throw ValidationError("--timeout must be from 0.1 to 3600 seconds.") }
        guard concurrency >= 1 else { throw ValidationError("--concurrency must be at least 1, got \(concurrency).") }
        guard previewPixels >= 1 else { throw ValidationError("--preview-pixels must be at least 1, got \(previewPixels).") }
        guard cacheSize >= 1 else { throw ValidationError("--cache-size must be at least 1, got \(cacheSize).") }
        guard reload.isFinite, reload >= 0.05, reload <= 3600 else { throw ValidationError("--reload must be from 0.05 to 3600 seconds.") }
        if let jobs, !(1...1024).contains(jobs) { throw ValidationError("--jobs must be from 1 to 1024, got \(jobs).") }
        guard save.isFinite, save >= 1, save <= 86400 else { throw ValidationError("--save must be from 1 to 86400 seconds.") }
    }

    func run() throws {
        // Before any task starts.
        _ = HeightServer.runTasksOnEventLoops()
        var limits = ServiceLimits()
        limits.bodyBytes = maxBody
        limits.items = maxItems
        limits.texts = maxItems
        limits.requestSeconds = timeout
        limits.concurrentRequests = concurrency
        limits.previewPixels = previewPixels
        limits.cachedHeights = cacheSize
        let service: HeightService
        do {
            service = try HeightService(templates: templates, fonts: try fonts.collection(), limits: limits, allowInline: allowInline,
                                        jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, cacheFolder: cache)
        } catch let error as ServiceError {
            throw CLIError(error.message)
        }
        var logger = Logger(label: "cellheight")
        logger.logLevel = .notice
        let errors = StandardStream.error()
        for (name, error) in service.store.loadErrors { errors.writeLine("warning: template \(name): \(error)") }
        for (name, warning) in service.store.cacheWarnings { errors.writeLine("warning: template \(name): --cache: \(warning)") }
        for file in service.store.interfaceBuilderFiles() {
            errors.writeLine("note: \(file) is not served by itself: a YAML file beside it names its cell (interfaceBuilder: {file: \(file), cell: ID})")
        }
        errors.flush()
        let host = self.host, count = service.store.names.count
        let application = HeightServer.application(service: service, host: host, port: port, reloadInterval: .milliseconds(Int64(reload * 1000)),
                                                   saveInterval: .milliseconds(Int64(save * 1000)), logger: logger) { port in
            let errors = StandardStream.error()
            // An IPv6 address is bracketed in a URL (RFC 3986 §3.2.2): http://[::1]:8080.
            let shown = host.contains(":") ? "[\(host)]" : host
            errors.writeLine("cellheight serve: listening on http://\(shown):\(port) (\(count) template(s); preview at /preview)")
            errors.flush()
        }
        // The server runs on its event loops until SIGTERM or SIGINT; this thread waits for it.
        let finished = DispatchSemaphore(value: 0)
        let failure = Locked<String?>(nil)
        Task {
            do { try await application.runService() } catch {
                failure.withLock { $0 = HeightServer.failure(error, host: host, port: port) }
            }
            finished.signal()
        }
        finished.wait()
        if let error = failure.withLock({ $0 }) { throw CLIError("serve: \(error)") }
    }
}
