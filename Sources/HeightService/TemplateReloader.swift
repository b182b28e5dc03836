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
                while true {
                    try await Task.sleep(for: interval)
                    let loaded = await HeightServer.offload { store.reload() }
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

    /// Logs each failure not said already in those words, and forgets the templates that saved again.
    private func say(_ failures: [(name: String, error: String)], _ reported: Locked<[String: String]>) {
        let before = reported.withLock { said in
            defer { said = Dictionary(failures.map { ($0.name, $0.error) }, uniquingKeysWith: { first, _ in first }) }
            return said
        }
        for (name, error) in failures where before[name] != error { logger.error("template \(name): cannot save its heights: \(error)") }
    }
}
