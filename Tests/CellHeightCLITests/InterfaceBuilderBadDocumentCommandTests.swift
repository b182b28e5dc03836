import Foundation
import LayoutTestSupport
import Testing

/// Interface Builder documents through the command line: a broken document is one line naming the file
/// and the line, and exit status 1, from `lint` and `table` alike.
@Suite struct InterfaceBuilderBadDocumentCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FeedTablesTests/Fixtures/InterfaceBuilder")

    static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

    @Test func brokenDocumentsExitWithStatusOneAndAFileAndLine() throws {
        let feed = try CLIRunner.temporaryFile(Data(#"{"id": 1, "label": "Hi"}"#.utf8))
        defer { CLIRunner.discard(feed) }
        let cases: [(String, Int)] = [
            ("Malformed.xib", 8), ("NotInterfaceBuilder.xib", 3), ("UnknownType.xib", 2), ("MissingItem.xib", 22),
            ("MissingOutlet.xib", 28), ("NoCells.storyboard", 2), ("BillionLaughs.xib", 2), ("ExternalEntity.xib", 2),
        ]
        for (name, line) in cases {
            let path = Self.fixture(name)
            let lint = try CLIRunner.run(["lint", path])
            #expect(lint.status == 1 && lint.stdout.hasPrefix("error: \(path):\(line):"), "\(name): \(lint)")
            let table = try CLIRunner.run(["table", "--template", path, "--feed", feed.path, "--width", "375"])
            #expect(table.status == 1 && table.stderr.contains("\(path):\(line):"), "\(name): \(table)")
        }
    }

    @Test func aCellThatDoesNotSizeItselfIsAFailedItem() throws {
        let feed = try CLIRunner.temporaryFile(Data(#"{"id": 1, "label": "Hi"}"#.utf8))
        defer { CLIRunner.discard(feed) }
        let table = try CLIRunner.run(["table", "--template", Self.fixture("NotSelfSizing.xib"), "--feed", feed.path, "--width", "375"])
        #expect(table.status == 1 && table.stderr.contains("'cel-Ns-001': fitting height is 0, the cell does not size itself"), "\(table)")
        // lint --frames still prints its JSON (the scorer reads it), then fails.
        let frames = try CLIRunner.run(["lint", Self.fixture("NotSelfSizing.xib"), "--frames", "--format", "json"])
        #expect(frames.status == 1 && frames.stdout.hasPrefix("{\"cell\": \"cel-Ns-001\""), "\(frames)")
    }

    @Test func hugeAndInvalidFilesAreRefusedQuickly() throws {
        let huge = try CLIRunner.temporaryFile(Data(), name: "Huge.xib")
        defer { CLIRunner.discard(huge) }
        #expect(truncate(huge.path, 100 << 20) == 0)
        let start = Date()
        let result = try CLIRunner.run(["lint", huge.path])
        #expect(result.status == 1 && result.stdout.contains("the document is 104857600 bytes"), "\(result)")
        #expect(Date().timeIntervalSince(start) < 5)
        let invalid = try CLIRunner.temporaryFile(Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document \u{FF}/>".utf8.map { $0 == 0xC3 ? 0xFF : $0 }), name: "Bad.xib")
        defer { CLIRunner.discard(invalid) }
        let bad = try CLIRunner.run(["lint", invalid.path])
        #expect(bad.status == 1 && bad.stdout.hasPrefix("error: \(invalid.path):2: not UTF-8 text"), "\(bad)")
    }

    @Test func aTableFromAStoryboardCell() throws {
        let feed = try CLIRunner.temporaryFile(Data(#"{"id": 1, "label": "Hi"}"#.utf8))
        defer { CLIRunner.discard(feed) }
        let result = try CLIRunner.run(["table", "--template", Self.fixture("Prototypes.storyboard") + "#NoteCell", "--feed", feed.path,
                                        "--width", "375", "--scale", "3"])
        // 8 + one line of the system font 17 (SF Pro's 20.287: 61 px at 3x) + 8 + the 1-pixel separator:
        // (48 + 61 + 1) / 3 = 110 / 3.
        // (The CSV writes the sum as computed, 36.66666666666667: a third of a point up to its last digit.)
        let rows = result.stdout.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
        #expect(result.status == 0 && rows.count == 2 && rows[0] == ["id", "width", "height"], "\(result)")
        #expect(rows.last?.prefix(2) == ["1", "375"] && rows.last.flatMap { Double($0[2]) }.map { abs($0 - 110.0 / 3) < 1e-9 } == true, "\(result)")
    }
}
