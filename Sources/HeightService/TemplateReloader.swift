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
                        await HeightServer.offload { save() }
                        lastSave = ContinuousClock.now
                    }
                }
            }
        } catch is CancellationError {}
        if store.cacheFolder != nil { await HeightServer.offload { save() } }
    }

    private func save() {
        for (name, error) in store.saveHeights() { logger.error("template \(name): cannot save its heights: \(error)") }
    }
}
