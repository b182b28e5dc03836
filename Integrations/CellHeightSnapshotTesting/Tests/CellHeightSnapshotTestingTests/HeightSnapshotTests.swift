import CellHeightSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// The heights strategy as a team uses it: files beside the test file, the snapshot in `__Snapshots__`
/// beside it. The committed snapshot's rows are worked out by hand (Fixtures/note.yaml says how: 45.5).
@Suite struct HeightSnapshotTests {
    @Test func oneLineNotesAreFortyFiveAndAHalf() {
        assertSnapshot(of: CellFile("Fixtures/note.yaml"), as: .heights(feed: "Fixtures/notes.jsonl", widths: [375], scale: 2))
    }

    /// A changed template fails, and the message lists the rows that moved (the margin grew by 3 points).
    @Test func aChangedTemplateFailsWithTheRowsThatMoved() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixtures = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().appendingPathComponent("Fixtures")
        let template = try String(contentsOf: fixtures.appendingPathComponent("note.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "V:|-12-[body]-12-|", with: "V:|-15-[body]-12-|")
        let changed = folder.appendingPathComponent("note.yaml")
        try Data(template.utf8).write(to: changed)
        let failure = verifySnapshot(of: CellFile(changed.path), as: .heights(feed: "Fixtures/notes.jsonl", widths: [375], scale: 2),
                                     named: "1", record: .never, testName: "oneLineNotesAreFortyFiveAndAHalf")
        let message = try #require(failure)
        // swift-snapshot-testing marks removed lines with U+2212 (−), added ones with +.
        #expect(message.contains("\u{2212}1,375,45.5") && message.contains("+1,375,48.5"), "\(message)")
    }

    /// A snapshot not recorded yet is written beside this test file, and the test is told so (it fails,
    /// as swift-snapshot-testing's record mode does, so a recorded run is never taken for a passing one).
    @Test func aMissingSnapshotIsRecordedBesideTheTestFile() throws {
        let name = "recorded-\(UUID().uuidString)"
        let snapshots = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/HeightSnapshotTests")
        let file = snapshots.appendingPathComponent("aMissingSnapshotIsRecordedBesideTheTestFile.\(name).csv")
        defer { try? FileManager.default.removeItem(at: file) }
        let failure = verifySnapshot(of: CellFile("Fixtures/note.yaml"), as: .heights(feed: "Fixtures/notes.jsonl", widths: [375], scale: 2),
                                     named: name, record: .missing)
        #expect(failure?.contains("recorded") == true, "\(failure ?? "no message")")
        #expect(try String(contentsOf: file, encoding: .utf8) == "id,width,height\n1,375,45.5\n2,375,45.5\n")
    }

    /// A template that cannot be read is a snapshot holding the error: the test fails naming it.
    @Test func aMissingTemplateFailsNamingIt() throws {
        let failure = verifySnapshot(of: CellFile("Fixtures/none.yaml"), as: .heights(feed: "Fixtures/notes.jsonl", widths: [375], scale: 2),
                                     named: "1", record: .never, testName: "oneLineNotesAreFortyFiveAndAHalf")
        #expect(failure?.contains("none.yaml") == true, "\(failure ?? "no message")")
    }

    /// The picture strategy draws the item: a PNG (its signature), the same bytes twice.
    @Test func aPictureIsAPNG() throws {
        let strategy = Snapshotting<CellFile, Data>.picture(id: "1", feed: "Fixtures/notes.jsonl", width: 375, scale: 2)
        var first: Data?
        strategy.snapshot(CellFile("Fixtures/note.yaml")).run { first = $0 }
        let png = try #require(first)
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        var second: Data?
        strategy.snapshot(CellFile("Fixtures/note.yaml")).run { second = $0 }
        #expect(second == png)
    }
}
