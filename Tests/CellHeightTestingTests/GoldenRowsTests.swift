import CellHeightTesting
import Foundation
import Testing

/// What a check does with golden rows beyond the ones it compares: another test's failure artifact, rows at
/// settings it does not measure, and a recording that bad items keep from being written.
@Suite struct GoldenRowsTests {
    /// Two goldens called heights.csv in two folders: each failing check leaves its own artifact, and a
    /// passing check of one leaves the other's in place.
    @Test func goldensOfOneNameKeepTheirOwnArtifacts() throws {
        let fixture = try Fixture(items: 2)
        defer { fixture.remove() }
        var goldens: [String] = []
        for device in ["iphone", "ipad"] {
            let folder = fixture.folder.appendingPathComponent(device)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let golden = folder.appendingPathComponent("heights.csv").path
            try Data("id,width,height\n1,375,50\n2,375,50\n".utf8).write(to: URL(fileURLWithPath: golden))
            goldens.append(golden)
        }
        var artifacts: [String] = []
        for golden in goldens {
            let result = try checkHeights(template: fixture.template, feed: fixture.feed, widths: [375], scale: 2, golden: golden,
                                          reporter: SwiftTestingCheckTests.collecting(Collected()), environment: fixture.environment)
            artifacts.append(try #require(result.artifact))
        }
        #expect(artifacts[0] != artifacts[1] && artifacts.allSatisfy { FileManager.default.fileExists(atPath: $0) }, "\(artifacts)")
        #expect(artifacts[1] == fixture.artifacts + fixture.folder.standardizedFileURL.path + "/ipad/heights.new.csv")
        try Data("id,width,height\n1,375,\(Fixture.oneLine)\n2,375,\(Fixture.oneLine)\n".utf8).write(to: URL(fileURLWithPath: goldens[1]))
        let passed = try checkHeights(template: fixture.template, feed: fixture.feed, widths: [375], scale: 2, golden: goldens[1],
                                      environment: fixture.environment)
        #expect(passed.passed && !FileManager.default.fileExists(atPath: artifacts[1]) && FileManager.default.fileExists(atPath: artifacts[0]))
    }

    /// A golden table of two widths recorded by a check of one: the recording keeps only the width it
    /// measures, and the issue says which rows it leaves out.
    @Test func aRecordingSaysWhichRowsItLeavesOut() throws {
        let fixture = try Fixture(items: 1)
        defer { fixture.remove() }
        try Data("id,width,height\n1,320,45.5\n1,375,45.5\n".utf8).write(to: URL(fileURLWithPath: fixture.golden))
        let collected = Collected()
        let result = try checkHeights(template: fixture.template, feed: fixture.feed, widths: [375], scale: 2, golden: fixture.golden,
                                      reporter: SwiftTestingCheckTests.collecting(collected), environment: fixture.environment.merging(["CELLHEIGHT_RECORD": "1"]) { $1 })
        #expect(result.recorded && !result.passed)
        #expect(result.notes.count == 1 && result.notes[0].contains("320") && result.notes[0].contains("the recording leaves them out"), "\(result.notes)")
        #expect(collected.messages.count == 1 && collected.messages[0].contains(result.notes[0]))
        #expect(try String(contentsOfFile: fixture.golden, encoding: .utf8) == "id,width,height\n1,375,45.5\n")
    }

    /// Record mode with an item that cannot be measured writes nothing, and the issue says the table was
    /// not recorded (not only that the item failed).
    @Test func aRecordingThatBadItemsStopSaysSo() throws {
        let fixture = try Fixture(items: 1)
        defer { fixture.remove() }
        try Data(#"{"id": 1, "text": "a"}\#n{"id": 2, "text": {"a": 1}}\#n"#.utf8).write(to: URL(fileURLWithPath: fixture.feed))
        let collected = Collected()
        let result = try checkHeights(template: fixture.template, feed: fixture.feed, widths: [375], scale: 2, golden: fixture.golden,
                                      reporter: SwiftTestingCheckTests.collecting(collected), environment: fixture.environment.merging(["CELLHEIGHT_RECORD": "1"]) { $1 })
        #expect(!result.recorded && result.notRecorded && !result.passed && result.failures.count == 1)
        #expect(collected.messages.count == 1
                && collected.messages[0].contains("\(fixture.golden): not recorded: 1 item(s) could not be measured, and their rows would be missing from it."),
                "\(collected.messages)")
        #expect(!FileManager.default.fileExists(atPath: fixture.golden))
    }
}
