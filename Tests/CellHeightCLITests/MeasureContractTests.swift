import Foundation
import Testing

/// The output contract of `cellheight measure` (issue: "the contract other tools and tests rely
/// on"), with sizes worked out by hand from the fonts' own tables (see FontFacts).
@Suite struct MeasureContractTests {
    @Test func oneLatinLineAsJSON() throws {
        let result = try CLIRunner.run(["measure", "--size", "17", "--width", "343", "--json", "Hello"])
        #expect(result.status == ExitStatus.success, "\(result.stderr)")
        let objects = try result.jsonLines()
        try #require(objects.count == 1)
        let object = objects[0]
        #expect(Set(object.keys) == ["width", "height", "truncated", "lines"])
        // Inter at 17 pt: advance 6740 units * 17 / 2816 = 40.6889 pt -> pixel grid at @3x:
        // ceil(122.07) / 3 = 41. Line height (2728 + 680) * 17 / 2816 = 20.5739 -> ceil(61.72) / 3 = 62 / 3.
        #expect(close(object["width"] as? Double, FontFacts.pixelCeil(FontFacts.helloAdvance * 17 / FontFacts.interUPM)))
        #expect(close(object["width"] as? Double, 41))
        #expect(close(object["height"] as? Double, 62.0 / 3))
        #expect(object["truncated"] as? Bool == false)
        let lines = try #require(object["lines"] as? [[String: Any]])
        try #require(lines.count == 1)
        #expect(Set(lines[0].keys) == ["range", "width", "height", "baseline"])
        #expect(lines[0]["range"] as? [Int] == [0, 5])
        #expect(close(lines[0]["width"] as? Double, 6740 * 17 / 2816.0))
        #expect(close(lines[0]["height"] as? Double, 3408 * 17 / 2816.0))
        // The baseline of the first line sits one ascender below the top: 2728 * 17 / 2816.
        #expect(close(lines[0]["baseline"] as? Double, 2728 * 17 / 2816.0))
    }

    @Test func chineseCommaStaysWithThePrecedingCharacter() throws {
        // 你好世界， at 17 pt: every glyph is one em (17 pt) in Noto Sans CJK SC. Width 70 holds four
        // (68 pt), but "，" may not start a line (UAX #14 LB 13), so the break moves before 界:
        // lines 你好世 [0, 3) and 界， [3, 5). Widest line 3 * 17 = 51.
        // Line height (1160 + 288) * 17 / 1000 = 24.616; two lines 49.232 -> ceil(147.696) / 3 = 148 / 3.
        let feed = #"{"id": "p", "text": "你好世界，", "size": 17, "width": 70}"# + "\n"
        let result = try CLIRunner.run(["measure", "--jsonl", "-"], stdin: Data(feed.utf8))
        #expect(result.status == ExitStatus.success, "\(result.stderr)")
        let object = try #require(try result.jsonLines().first)
        #expect(object["id"] as? String == "p")
        let lines = try #require(object["lines"] as? [[String: Any]])
        #expect(lines.map { $0["range"] as? [Int] ?? [] } == [[0, 3], [3, 5]])
        #expect(close(object["width"] as? Double, 51))
        #expect(close(object["height"] as? Double, 148.0 / 3))
        let lineHeight = 1448 * 17 / 1000.0, ascender = 1160 * 17 / 1000.0
        #expect(lines.allSatisfy { close($0["height"] as? Double, lineHeight) })
        #expect(close(lines.first?["baseline"] as? Double, ascender))
        #expect(close(lines.last?["baseline"] as? Double, lineHeight + ascender))
    }

    @Test func lineLimitTruncates() throws {
        // Ten ideographs at 17 pt in width 70: four per line (68 <= 70 < 85) -> 4 + 4 + 2, three
        // lines. With "lines": 2 the text is cut: two lines, truncated, height 2 * 24.616 -> 148 / 3.
        let text = "一二三四五六七八九十"
        let feed = """
        {"id": "all", "text": "\(text)", "size": 17, "width": 70}
        {"id": "two", "text": "\(text)", "size": 17, "width": 70, "lines": 2}

        """
        let result = try CLIRunner.run(["measure", "--jsonl", "-"], stdin: Data(feed.utf8))
        #expect(result.status == ExitStatus.success, "\(result.stderr)")
        let objects = try result.jsonLines()
        try #require(objects.count == 2)
        let all = try #require(objects[0]["lines"] as? [[String: Any]])
        #expect(all.map { $0["range"] as? [Int] ?? [] } == [[0, 4], [4, 8], [8, 10]])
        #expect(objects[0]["truncated"] as? Bool == false)
        #expect((objects[1]["lines"] as? [Any])?.count == 2)
        #expect(objects[1]["truncated"] as? Bool == true)
        #expect(close(objects[1]["height"] as? Double, 148.0 / 3))
    }

    @Test func hardBreaksAreExcludedFromLineRanges() throws {
        // "ab\ncd": the line feed forces a break; line ranges exclude it: [0, 2) and [3, 5).
        // Two Inter lines: 2 * 20.5739 = 41.1477 -> ceil(123.44) / 3 = 124 / 3.
        let feed = #"{"id": 1, "text": "ab\ncd", "size": 17, "width": 343}"# + "\n"
        let result = try CLIRunner.run(["measure", "--jsonl", "-"], stdin: Data(feed.utf8))
        #expect(result.status == ExitStatus.success, "\(result.stderr)")
        let object = try #require(try result.jsonLines().first)
        #expect(object["id"] as? Int == 1)   // a numeric id comes back as a number
        let lines = try #require(object["lines"] as? [[String: Any]])
        #expect(lines.map { $0["range"] as? [Int] ?? [] } == [[0, 2], [3, 5]])
        #expect(close(object["height"] as? Double, 124.0 / 3))
    }

    @Test func emptyTextHasSizeZero() throws {
        let result = try CLIRunner.run(["measure", "--size", "17", "--width", "343", "--json", ""])
        #expect(result.status == ExitStatus.success, "\(result.stderr)")
        let object = try #require(try result.jsonLines().first)
        #expect(close(object["width"] as? Double, 0))
        #expect(close(object["height"] as? Double, 0))
    }

    @Test func commandLineValuesAreDefaultsForTheFeed() throws {
        // No size or width in the line: --size 17 --width 343 fill them; "Hello" as in oneLatinLine.
        let feed = #"{"id": "d", "text": "Hello"}"# + "\n"
        let result = try CLIRunner.run(["measure", "--size", "17", "--width", "343", "--jsonl", "-"], stdin: Data(feed.utf8))
        #expect(result.status == ExitStatus.success, "\(result.stderr)")
        let object = try #require(try result.jsonLines().first)
        #expect(close(object["height"] as? Double, 62.0 / 3))
    }

    @Test func outputKeepsInputOrderAcrossBatchesAndWorkers() throws {
        // 600 lines (more than two batches) of different lengths, measured by 2 workers.
        var feed = ""
        for index in 0..<600 {
            let words = String(repeating: "word ", count: index % 37 + 1)
            feed += #"{"id": "n\#(index)", "text": "\#(words)", "size": 15, "width": 120}"# + "\n"
        }
        let result = try CLIRunner.run(["measure", "--jobs", "2", "--jsonl", "-"], stdin: Data(feed.utf8))
        #expect(result.status == ExitStatus.success, "\(result.stderr)")
        let ids = try result.jsonLines().map { $0["id"] as? String ?? "?" }
        #expect(ids == (0..<600).map { "n\($0)" })
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"),
                   "needs Debian's fonts-dejavu-core"))
    func extraFontFileIsUsable() throws {
        // DejaVuSans.ttf: unitsPerEm 2048, hhea ascender 1901, descender -483, lineGap 0
        // (USE_TYPO_METRICS not set). Line height at 17 pt: 2384 * 17 / 2048 = 19.789 -> ceil(59.37) / 3 = 60 / 3.
        let result = try CLIRunner.run([
            "measure", "--font-file", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
            "--family", "DejaVu Sans", "--size", "17", "--width", "343", "--json", "Hello",
        ])
        #expect(result.status == ExitStatus.success, "\(result.stderr)")
        let object = try #require(try result.jsonLines().first)
        #expect(close(object["height"] as? Double, 20))
    }

    @Test func reportForAPersonShowsEachLine() throws {
        let result = try CLIRunner.run(["measure", "--size", "17", "--width", "70", "你好世界，"])
        #expect(result.status == ExitStatus.success, "\(result.stderr)")
        #expect(result.stdout.contains("2 lines"))
        #expect(result.stdout.contains("│你好世│"))
        #expect(result.stdout.contains("│界，│"))
    }
}
