import CellTemplates
import FeedTables
import Foundation
import JSONLines
import LayoutTestSupport
import Testing

/// What a missing golden table or one of other settings means to a check, to a recording run and to a
/// test's first run; Examples/golden/status.csv holds widths 320, 375 and 430 at @2x and @3x.
@Suite struct GoldenSessionTests {
    static let status = repositoryRoot.appendingPathComponent("Examples/golden/status.csv").path
    static let missing = repositoryRoot.appendingPathComponent("Examples/golden/no-such-table.csv").path
    static let held = [320.0, 375, 430].flatMap { width in [2.0, 3].map { MeasureSetting(width: width, scale: $0) } }
    static let other = [MeasureSetting(width: 100, scale: 3)]

    @Test func aCheckComparesWithTheTableAndKeepsNoRows() throws {
        let session = try GoldenSession(path: Self.status, settings: Self.held, tolerance: 0.5, recording: false)
        #expect(session.golden?.tolerance == 0.5 && session.replacedSettings == nil && session.recorder == nil)
    }

    @Test func aMissingTableIsAnErrorUnlessTheRunRecordsOrItIsNew() throws {
        #expect(throws: GoldenTableError.self) { _ = try GoldenSession(path: Self.missing, settings: Self.held, tolerance: 0, recording: false) }
        let recording = try GoldenSession(path: Self.missing, settings: Self.held, tolerance: 0, recording: true)
        #expect(recording.golden == nil && recording.recorder?.count == 0)
        let first = try GoldenSession(path: Self.missing, settings: Self.held, tolerance: 0, recording: false, missingIsNew: true, keepsRows: true)
        #expect(first.golden == nil && first.recorder != nil)
    }

    @Test func otherSettingsAreAnErrorUnlessTheRunRecords() throws {
        do {
            _ = try GoldenSession(path: Self.status, settings: Self.other, tolerance: 0, recording: false)
            Issue.record("a table of other settings was accepted")
        } catch {
            guard case .otherSettings = error else { Issue.record("\(error)"); return }
        }
        let recording = try GoldenSession(path: Self.status, settings: Self.other, tolerance: 0, recording: true)
        #expect(recording.golden == nil)
        guard case .otherSettings? = recording.replacedSettings else { Issue.record("the replaced table's settings are not named"); return }
    }

    /// A column of the user's own (notes beside the rows) is ignored by a check, and a recording, which
    /// writes a height table's columns only, refuses to drop it; the file is left as it is.
    @Test func aRecordingKeepsNoteColumnsByRefusing() throws {
        let folder = Scratch.folder.appendingPathComponent("golden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("g.csv").path
        let text = "id,width,height,scale,note\na,375,45,3,checked by hand\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let settings = [MeasureSetting(width: 375, scale: 3)]
        #expect(try GoldenSession(path: path, settings: settings, tolerance: 0, recording: false).golden?.otherColumns == ["note"])
        #expect(throws: GoldenTableError.otherColumns(file: path, ["note"])) {
            _ = try GoldenSession(path: path, settings: settings, tolerance: 0, recording: true)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
    }

    @Test func aRecordingRunKeepsEachItemsRows() throws {
        var session = try GoldenSession(path: Self.missing, settings: Self.held, tolerance: 0, recording: true)
        let row = HeightRow(id: .string("a"), width: 375, scale: 3, contentSize: .large, height: 44, labels: nil)
        let twin = HeightRow(id: .string("a"), width: 375, scale: 2, contentSize: .large, height: 44.5, labels: nil)
        let item = try FeedItem(JSONValue.object([("id", .string("a"))]), line: 1, file: "feed.jsonl")
        try session.add(.rows([row, twin], item: item), feed: "feed.jsonl")
        try session.add(.warning("not a row"), feed: "feed.jsonl")
        // Two scales: the new table has a scale column.
        #expect(session.recorder?.count == 2 && session.recorder?.text == "id,width,height,scale\na,375,44,3\na,375,44.5,2\n")
    }
}
