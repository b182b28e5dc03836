import Foundation
import Testing

/// A 1 MB paragraph goes through the whole pipeline (streamed JSONL in, one object out).
/// Speed is not asserted here; the benchmark measures it.
@Suite struct MeasureLargeInputTests {
    @Test func oneMegabyteParagraphIsMeasured() throws {
        // 1 MiB of mixed English and Chinese words in one paragraph, no line breaks.
        let piece = "Cells measure 行高 quickly, 中文和 English mixed. "
        var text = ""
        while text.utf8.count < 1 << 20 { text += piece }
        let scalarCount = text.unicodeScalars.count
        var line = Data(#"{"id": "big", "size": 15, "width": 343, "text": ""#.utf8)
        line.append(Data(text.utf8))
        line.append(Data("\"}\n".utf8))
        let result = try CLIRunner.run(["measure", "--jsonl", "-"], stdin: line)
        #expect(result.status == ExitStatus.success, "\(result.stderr.prefix(500))")
        let object = try #require(try result.jsonLines().first)
        let lines = try #require(object["lines"] as? [[String: Any]])
        let ranges = lines.compactMap { $0["range"] as? [Int] }
        // Lines cover the paragraph from start to end without gaps or overlaps.
        #expect(ranges.first?.first == 0)
        #expect(ranges.last?.last == scalarCount)
        #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0[1] == $1[0] })
        // Each piece is 48 scalars wide at most ~300 pt; a 343 pt line holds about one piece,
        // so there are at least scalarCount / 200 lines.
        #expect(ranges.count > scalarCount / 200)
    }
}
