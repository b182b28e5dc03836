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
        // The system font at 17 pt (the default family): Inter's advance 6740 units * 17 / 2816 = 40.6889 pt
        // plus SF Pro's tracking after each of the 5 characters, 5 * -0.442 = -2.21: 38.4789 pt -> pixel grid
        // at @3x: ceil(115.44) / 3 = 116 / 3. Line height SF Pro's (1950 + 494) * 17 / 2048 = 20.2871
        // -> ceil(60.86) / 3 = 61 / 3.
        let lineWidth = FontFacts.helloAdvance * 17 / FontFacts.interUPM + 5 * FontFacts.sfTracking17
        #expect(close(object["width"] as? Double, FontFacts.pixelCeil(lineWidth)))
        #expect(close(object["width"] as? Double, 116.0 / 3))
        #expect(close(object["height"] as? Double, 61.0 / 3))
        #expect(object["truncated"] as? Bool == false)
        let lines = try #require(object["lines"] as? [[String: Any]])
        try #require(lines.count == 1)
        #expect(Set(lines[0].keys) == ["range", "width", "height", "baseline", "ascent", "descent", "runs"])
        #expect(lines[0]["range"] as? [Int] == [0, 5])
        #expect(close(lines[0]["width"] as? Double, 6740 * 17 / 2816.0 - 5 * 0.442))
        #expect(close(lines[0]["height"] as? Double, 2444 * 17 / 2048.0))
        // The baseline of the first line sits one SF Pro ascender below the top: 1950 * 17 / 2048; the line
        // reaches SF Pro's descender, 494 * 17 / 2048, below it.
        #expect(close(lines[0]["baseline"] as? Double, 1950 * 17 / 2048.0))
        #expect(close(lines[0]["ascent"] as? Double, 1950 * 17 / 2048.0))
        #expect(close(lines[0]["descent"] as? Double, 494 * 17 / 2048.0))
        // One run: Inter's glyphs (the stand-in) with SF Pro's line and its tracking as the letter spacing.
        let runs = try #require(lines[0]["runs"] as? [[String: Any]])
        try #require(runs.count == 1)
        #expect(runs[0]["font"] as? String == "Inter" && runs[0]["weight"] as? Int == 400 && runs[0]["size"] as? Double == 17)
        #expect(close(runs[0]["width"] as? Double, 6740 * 17 / 2816.0 - 5 * 0.442))
        #expect(close(runs[0]["ascent"] as? Double, 1950 * 17 / 2048.0) && close(runs[0]["descent"] as? Double, 494 * 17 / 2048.0))
        #expect(close(runs[0]["letterSpacing"] as? Double, FontFacts.sfTracking17))
    }

    @Test func chineseCommaStaysWithThePrecedingCharacter() throws {
        // 你好世界， at 17 pt: every glyph is one em (17 pt) in Noto Sans CJK SC, the system font's fallback,
        // untracked. Width 70 holds four (68 pt), but "，" may not start a line (UAX #14 LB 13), so the
        // break moves before 界: lines 你好世 [0, 3) and 界， [3, 5). Widest line 3 * 17 = 51.
        // Falling back from the system font, the ideographs take its line, SF Pro's (1950 + 494) * 17 / 2048
        // = 20.2871, not Noto's own 24.616; two lines 40.5742 -> ceil(121.72) / 3 = 122 / 3.
        let feed = #"{"id": "p", "text": "你好世界，", "size": 17, "width": 70}"# + "\n"
        let result = try CLIRunner.run(["measure", "--jsonl", "-"], stdin: Data(feed.utf8))
        #expect(result.status == ExitStatus.success, "\(result.stderr)")
        let object = try #require(try result.jsonLines().first)
        #expect(object["id"] as? String == "p")
        let lines = try #require(object["lines"] as? [[String: Any]])
        #expect(lines.map { $0["range"] as? [Int] ?? [] } == [[0, 3], [3, 5]])
        #expect(close(object["width"] as? Double, 51))
        #expect(close(object["height"] as? Double, 122.0 / 3))
        let lineHeight = 2444 * 17 / 2048.0, ascender = 1950 * 17 / 2048.0
        #expect(lines.allSatisfy { close($0["height"] as? Double, lineHeight) })
        #expect(close(lines.first?["baseline"] as? Double, ascender))
        #expect(close(lines.last?["baseline"] as? Double, lineHeight + ascender))
    }

    @Test func lineLimitTruncates() throws {
        // Ten ideographs at 17 pt in width 70: four per line (68 <= 70 < 85) -> 4 + 4 + 2, three
        // lines. With "lines": 2 the text is cut: two lines, truncated, each the system font's line (the
        // ideographs fall back from it and take SF Pro's 20.2871): 40.5742 -> 122 / 3.
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
        #expect(close(objects[1]["height"] as? Double, 122.0 / 3))
    }

    @Test func hardBreaksAreExcludedFromLineRanges() throws {
        // "ab\ncd": the line feed forces a break; line ranges exclude it: [0, 2) and [3, 5).
        // Two lines of the system font: 2 * 20.2871 = 40.5742 -> ceil(121.72) / 3 = 122 / 3.
        let feed = #"{"id": 1, "text": "ab\ncd", "size": 17, "width": 343}"# + "\n"
        let result = try CLIRunner.run(["measure", "--jsonl", "-"], stdin: Data(feed.utf8))
        #expect(result.status == ExitStatus.success, "\(result.stderr)")
        let object = try #require(try result.jsonLines().first)
        #expect(object["id"] as? Int == 1)   // a numeric id comes back as a number
        let lines = try #require(object["lines"] as? [[String: Any]])
        #expect(lines.map { $0["range"] as? [Int] ?? [] } == [[0, 2], [3, 5]])
        #expect(close(object["height"] as? Double, 122.0 / 3))
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
        #expect(close(object["height"] as? Double, 61.0 / 3))
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
