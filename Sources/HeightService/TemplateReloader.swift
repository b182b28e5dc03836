import Locking
import Logging
import ServiceLifecycle

/// Reads the template folder again every `interval`: an edited, added or removed template is served
/// within that time, without a restart. With a cache folder, writes the templates' heights to it every
/// `saveEvery` and once more when the server shuts down. Stops when the server shuts down. Reading and
/// writing files happens on Dispatch's threads, never on one that serves connections.
struct TemplateReloader: Service {
    let store: TemplateStore
    let interval: Duration
    let saveEvery: Duration
    let logger: Logger

    func run() async throws {
        // What was said of each template's failing save, so a file that cannot be written (one that is not a
        // height cache) is said when the failure starts or changes, not every interval.
        let reported = Locked<[String: String]>([:])
        do {
            try await cancelWhenGracefulShutdown {
                var lastSave = ContinuousClock.now
                // The load errors said so far (the command said those at start), and whether the folder could be read.
                var loadErrors = Dictionary(store.loadErrors.map { ($0.name, $0.error) }, uniquingKeysWith: { first, _ in first })
                var folderProblem: String?
                while true {
                    try await Task.sleep(for: interval)
                    let loaded = await HeightServer.offload { store.reload() }
                    let problem = await HeightServer.offload { store.folderProblem() }
                    if let problem, problem != folderProblem { logger.error("\(problem): no template is served until it can") }
                    if problem == nil, folderProblem != nil { logger.notice("the templates folder can be read again") }
                    folderProblem = problem
                    loadErrors = sayLoads(loaded: loaded, errors: store.loadErrors, before: loadErrors)
                    // What a reloaded template's cache file said, as the server says it at start.
                    for (name, warning) in store.cacheWarnings where loaded.contains(name) {
                        logger.warning("template \(name): cache: \(warning)")
                    }
                    if store.cacheFolder != nil, ContinuousClock.now - lastSave >= saveEvery {
                        let failures = await HeightServer.offload { store.saveHeights() }
                        say(failures, reported)
                        lastSave = ContinuousClock.now
                    }
                }
            }
        } catch is CancellationError {}
        if store.cacheFolder != nil {
            let failures = await HeightServer.offload { store.saveHeights() }
            say(failures, reported)
        }
    }

    /// Logs each template whose load failed otherwise than said before (a failed edit: the previous version,
    /// if any, serves on), and each that loaded after failing; returns the errors said.
    private func sayLoads(loaded: [String], errors: [(name: String, error: String)], before: [String: String]) -> [String: String] {
        let now = Dictionary(errors.map { ($0.name, $0.error) }, uniquingKeysWith: { first, _ in first })
        for (name, error) in errors where before[name] != error { logger.error("template \(name): \(error)") }
        for name in loaded where before[name] != nil && now[name] == nil { logger.notice("template \(name): loaded") }
        return now
    }

    /// Logs each failure not said already in those words, and forgets the templates that saved again.
    private func say(_ failures: [(name: String, error: String)], _ reported: Locked<[String: String]>) {
        let before = reported.withLock { said in
            defer { said = Dictionary(failures.map { ($0.name, $0.error) }, uniquingKeysWith: { first, _ in first }) }
            return said
        }
        for (name, error) in failures where before[name] != error { logger.error("template \(name): cannot save its heights: \(error)") }
    }
}
