import Foundation
import LayoutTestSupport

/// A template, a feed and a folder for golden tables, made per test and removed after it.
struct Fixture {
    /// One label of Inter 17 between 12-point margins: a one-line text is 45.5 points at 375 @2x
    /// ((2728 + 680) / 2816 x 17 = 20.574 points of line, 21 on the 2x grid, 12 + 21 + 12, and the
    /// 0.5-point separator).
    static let template = SampleTemplates.issue
    static let oneLine = 45.5

    let folder: URL
    var template: String { folder.appendingPathComponent("cell.yaml").path }
    var feed: String { folder.appendingPathComponent("feed.jsonl").path }
    var golden: String { folder.appendingPathComponent("heights.csv").path }
    /// The artifacts folder the fixture's checks are given (`CELLHEIGHT_ARTIFACTS`), inside its folder.
    var artifacts: String { folder.appendingPathComponent("artifacts").path }
    /// The failure artifact of `golden`: under the golden table's own path in the artifacts folder.
    var artifact: String { artifacts + folder.standardizedFileURL.path + "/heights.new.csv" }
    /// The environment a check of this fixture runs in: no record mode, the fixture's artifacts folder.
    var environment: [String: String] { ["CELLHEIGHT_ARTIFACTS": artifacts] }

    /// `items` one-line items with ids 1...items.
    init(items: Int) throws {
        folder = Scratch.folder.appendingPathComponent("cellheight-testing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(Self.template.utf8).write(to: URL(fileURLWithPath: template))
        let lines = (1...items).map { "{\"id\": \($0), \"text\": \"Item \($0)\"}" }
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: feed))
    }

    /// Writes a golden table with every item at `height` (375 @2x).
    func writeGolden(items: Int, height: Double) throws {
        let rows = (1...items).map { "\($0),375,\(height)" }
        try Data((["id,width,height"] + rows).joined(separator: "\n").appending("\n").utf8).write(to: URL(fileURLWithPath: golden))
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}

/// Collects what a check reports instead of failing the test that runs it.
final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var _messages: [String] = []
    var messages: [String] { lock.withLock { _messages } }
    func add(_ message: String) { lock.withLock { _messages.append(message) } }
}
