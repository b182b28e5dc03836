import Foundation
@testable import HeightService
import LayoutTestSupport
import Locking
import Logging
import Testing

/// A template's heights that cannot be saved (its cache path holds a file that is not a height cache) are
/// said once, when saving starts failing, not every time the server saves: with a save every 20 ms for
/// 300 ms, one error line.
@Suite struct SaveFailureLogTests {
    /// Keeps the messages logged through it.
    struct Collecting: LogHandler {
        let lines: Locked<[String]>
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace
        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
        func log(level: Logger.Level, message: Logger.Message, metadata: Logger.Metadata?, source: String, file: String,
                 function: String, line: UInt) {
            lines.withLock { $0.append("\(level): \(message)") }
        }
    }

    @Test func aFailingSaveIsSaidOnce() async throws {
        let folder = try templateFolder()
        let caches = try templateFolder([])
        try "not a cache\n".write(toFile: caches + "/status.heights", atomically: true, encoding: .utf8)
        let service = try HeightService(templates: folder, fonts: Shared.cache.typesetter.fonts, jobs: 2, cacheFolder: caches)
        _ = try service.heights(body: Array(#"{"template": "status", "items": [{"id": 1, "user": "Ava", "text": "Hi"}], "widths": [375]}"#.utf8))
        let lines = Locked<[String]>([])
        let logger = Logger(label: "test") { _ in Collecting(lines: lines) }
        let reloader = TemplateReloader(store: service.store, interval: .milliseconds(20), saveEvery: .milliseconds(20), logger: logger)
        let running = Task { try await reloader.run() }
        try await Task.sleep(for: .milliseconds(300))
        running.cancel()
        _ = await running.result
        let said = lines.withLock { $0 }.filter { $0.contains("cannot save its heights") }
        #expect(said.count == 1, "\(said)")
    }
}
