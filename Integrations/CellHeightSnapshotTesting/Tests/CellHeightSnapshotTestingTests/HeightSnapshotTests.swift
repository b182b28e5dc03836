@testable import CellHeightSnapshotTesting
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

    /// A template that cannot be read fails the test naming it, beside the snapshot's own difference.
    @Test func aMissingTemplateFailsNamingIt() throws {
        var failure: String?
        withKnownIssue {
            failure = verifySnapshot(of: CellFile("Fixtures/none.yaml"), as: .heights(feed: "Fixtures/notes.jsonl", widths: [375], scale: 2),
                                     named: "1", record: .never, testName: "oneLineNotesAreFortyFiveAndAHalf")
        } matching: { issue in
            "\(issue)".contains("the snapshot could not be taken") && "\(issue)".contains("none.yaml")
        }
        #expect(failure?.contains("none.yaml") == true, "\(failure ?? "no message")")
    }

    /// A feed misspelt in a new test: swift-snapshot-testing records the missing reference from the value
    /// it is given, which holds the error, and the next run matches it. The test still fails, on both runs.
    @Test func aSnapshotThatCannotBeTakenFailsAfterItWasRecorded() throws {
        let name = "misspelt-\(UUID().uuidString)"
        let file = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/HeightSnapshotTests/aSnapshotThatCannotBeTakenFailsAfterItWasRecorded.\(name).csv")
        defer { try? FileManager.default.removeItem(at: file) }
        let strategy = Snapshotting<CellFile, String>.heights(feed: "Fixtures/nnotes.jsonl", widths: [375], scale: 2)
        var failures: [String?] = []
        withKnownIssue {
            failures.append(verifySnapshot(of: CellFile("Fixtures/note.yaml"), as: strategy, named: name, record: .missing))
            failures.append(verifySnapshot(of: CellFile("Fixtures/note.yaml"), as: strategy, named: name, record: .never))
        } matching: { issue in
            "\(issue)".contains("the snapshot could not be taken") && "\(issue)".contains("nnotes.jsonl")
        }
        // The first run recorded the error; the second matched it, and only the reported issue fails it.
        #expect(failures.count == 2 && failures[0]?.contains("recorded") == true && failures[1] == nil, "\(failures)")
    }

    /// A bad item's line in the snapshot names the feed as the test gave it, so that it reads the same on
    /// every machine: here line 2 of a feed in a temporary folder, named "Fixtures/feed.jsonl".
    @Test func aBadItemIsPinnedWithoutTheMachinesFolders() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let feed = folder.appendingPathComponent("feed.jsonl")
        try Data("{\"id\": 1, \"text\": \"One line\"}\n{\"id\": 2, \"text\": {\"a\": 1}}\n".utf8).write(to: feed)
        let note = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().appendingPathComponent("Fixtures/note.yaml").path
        let table = try HeightSnapshot(CellFile(note)).table(feed: feed.path, named: "Fixtures/feed.jsonl",
                                                             settings: try HeightSnapshot.settings(devices: [], widths: [375], scale: 2, contentSizes: [.default]))
        #expect(table.text.hasPrefix("id,width,height\n1,375,45.5\n# error: Fixtures/feed.jsonl:2: id 2: ") && !table.text.contains(folder.path),
                "\(table.text)")
    }

    /// The picture of an id no item has fails naming the feed as the test gave it.
    @Test func aPictureOfAnIdNoItemHasFails() throws {
        #expect { try HeightSnapshot.item(id: "3", feed: URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent()
                                            .appendingPathComponent("Fixtures/notes.jsonl").path, named: "Fixtures/notes.jsonl") } throws: { error in
            "\(error)" == "Fixtures/notes.jsonl: no item has the id 3"
        }
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
