import CellTemplates
import FeedTables
import Foundation
import LayoutTestSupport
import Testing
import ViewLayout

/// The table pipeline as a library call: rows, bad items and golden differences in feed order.
@Suite struct HeightTableTests {
    /// SampleTemplates.issue at 375 points @2x: one line of Inter 17 is (2728 + 680) / 2816 x 17 = 20.574
    /// points, 21 on the 2x grid; 12 above and below; the separator 0.5: 45.5 for any one-line text.
    static let oneLineRow = 45.5

    static func feed(_ lines: [String]) throws -> FeedReader {
        let file = try CLIRunnerFreeFile.write(lines.joined(separator: "\n") + "\n")
        return try FeedReader(path: file)
    }

    @Test func eventsComeInFeedOrderWithTheGoldenDifferences() throws {
        let reader = try Self.feed([#"{"id": 1, "text": "a"}"#, #"{"id": 2, "text": true}"#, #"{"id": 3, "text": "b"}"#])
        // Item 1 a point taller in the golden table, item 3 not in it, and an item 9 the feed no longer has.
        let golden = try GoldenTable.parse("id,width,height\n1,375,46.5\n9,375,45.5\n", file: "golden.csv")
        let table = HeightTable(template: try template(SampleTemplates.issue), textCache: Shared.cache,
                                settings: [MeasureSetting(width: 375, scale: 2, contentSize: .default)], jobs: 2, golden: golden)
        var events: [String] = []
        let summary = try table.run(reader) { (event) throws(Never) in
            switch event {
            case .rows(let rows, let item): events.append("rows \(item.idText) \(rows.map(\.height))")
            case .failed(let error): events.append("failed \(error.id ?? "?")")
            case .difference(let difference): events.append("difference \(difference.id) \(difference.golden.map { "\($0)" } ?? "-") \(difference.now.map { "\($0)" } ?? "-")")
            case .warning(let line): events.append("warning \(line)")
            case .progress(let items, _): events.append("progress \(items)")
            }
        }
        #expect(events == [
            "rows 1 [\(Self.oneLineRow)]", "difference 1 46.5 \(Self.oneLineRow)",
            "failed 2",
            "rows 3 [\(Self.oneLineRow)]", "difference 3 - \(Self.oneLineRow)",
            "progress 3",
            "difference 9 45.5 -",
        ])
        #expect(summary.measured == 2 && summary.failed == 1 && summary.differences == 3 && summary.goldenRows == 2)
    }

    @Test func aHandlerThatThrowsEndsTheRun() throws {
        struct Stop: Error {}
        let reader = try Self.feed([#"{"id": 1, "text": true}"#, #"{"id": 2, "text": "a"}"#])
        let table = HeightTable(template: try template(SampleTemplates.issue), textCache: Shared.cache,
                                settings: [MeasureSetting(width: 375, scale: 2, contentSize: .default)], jobs: 1)
        var seen = 0
        do {
            _ = try table.run(reader) { (event) throws(Stop) in
                seen += 1
                if case .failed = event { throw Stop() }
            }
            Issue.record("the run went on past the handler's error")
        } catch {
            guard case .handler = error else { Issue.record("expected the handler's error, got \(error)"); return }
        }
        #expect(seen == 1)
    }
}

/// A bad item keeps its cause: a program tells a field of the wrong type from a cell that does not size
/// itself without reading the message.
@Suite struct FeedErrorCauseTests {
    @Test func aFieldOfTheWrongTypeAndACellThatDoesNotSizeItself() throws {
        let setting = MeasureSetting(width: 375, scale: 2, contentSize: .default)
        let wrongType = HeightTable(template: try template(SampleTemplates.issue), textCache: Shared.cache, settings: [setting], jobs: 1)
        var causes: [FeedError.Cause] = []
        _ = try wrongType.run(try HeightTableTests.feed([#"{"id": 1, "text": true}"#])) { (event) throws(Never) in
            if case .failed(let error) = event { causes.append(error.cause) }
        }
        // The label is tied to the top only: nothing gives the content view a height.
        let open = """
        views:
          - label: {name: body, font: {family: Inter, size: 17}, lines: 0}
        constraints:
          - "H:|-16-[body]-16-|"
          - "V:|-12-[body]"
        bindings:
          body: text
        """
        let unsized = HeightTable(template: try template(open), textCache: Shared.cache, settings: [setting], jobs: 1)
        _ = try unsized.run(try HeightTableTests.feed([#"{"id": 2, "text": "a"}"#])) { (event) throws(Never) in
            if case .failed(let error) = event { causes.append(error.cause) }
        }
        #expect(causes.count == 2)
        guard causes.count == 2 else { return }
        guard case .binding = causes[0] else { Issue.record("expected a binding error, got \(causes[0])"); return }
        guard case .measuring(.zeroHeight, let width, let scale) = causes[1] else { Issue.record("expected a zero height, got \(causes[1])"); return }
        #expect(width == 375 && scale == 2)
    }
}

/// A feed file in a new temporary folder.
enum CLIRunnerFreeFile {
    static func write(_ text: String) throws -> String {
        let folder = Scratch.folder.appendingPathComponent("height-table-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("feed.jsonl")
        try Data(text.utf8).write(to: file)
        return file.path
    }
}
