import ServiceLifecycle

/// Reads the template folder again every `interval`: an edited, added or removed template is served
/// within that time, without a restart. Stops when the server shuts down.
struct TemplateReloader: Service {
    let store: TemplateStore
    let interval: Duration

    func run() async throws {
        do {
            try await cancelWhenGracefulShutdown {
                while true {
                    try await Task.sleep(for: interval)
                    store.reload()
                }
            }
        } catch is CancellationError {
            return
        }
    }
}
