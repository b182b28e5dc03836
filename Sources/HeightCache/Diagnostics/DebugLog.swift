import Logging
import Locking
import Synchronization

/// FDTemplateLayoutCell's debug log (`fd_debugLogEnabled`), through swift-log: off by default; when on,
/// every template creation, calculation and cache hit is logged at debug level in FDTemplateLayoutCell's
/// words ("calculate - [0:3] 284", "hit cache by key[abc] - 284").
final class DebugLog: Sendable {
    private let enabled = Atomic<Bool>(false)
    private let logger: Locked<Logger>

    init(label: String) {
        var logger = Logger(label: label)
        logger.logLevel = .debug
        self.logger = Locked(logger)
    }

    var isEnabled: Bool {
        get { enabled.load(ordering: .relaxed) }
        set { enabled.store(newValue, ordering: .relaxed) }
    }

    /// Replaces the logger (its handler and metadata); its level is left as given.
    func use(_ newLogger: Logger) { logger.withLock { $0 = newLogger } }

    /// Logs `message()` when enabled; the message is not even built otherwise.
    func callAsFunction(_ message: @autoclosure () -> String) {
        guard isEnabled else { return }
        let text = message()
        logger.withLock { $0.debug("\(text)") }
    }
}
