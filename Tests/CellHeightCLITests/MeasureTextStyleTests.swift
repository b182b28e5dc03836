import Foundation
import Testing

/// `measure --text-style`: a Dynamic Type style's font (Apple's table: headline is 17 pt semibold at Large,
/// 33 pt at AX2, 40 pt of leading there), and its mistakes as usage errors.
@Suite struct MeasureTextStyleTests {
    /// Two lines of body at AX2 are 40 + 33 x 2444 / 2048 = 79.38 points tall (SF's line, baselines 40
    /// apart), 239 pixels at @3x.
    @Test func aStyleAtAContentSize() throws {
        let result = try CLIRunner.run(["measure", "--text-style", "body", "--content-size", "AX2", "--width", "200", "--json",
                                        "Dynamic Type wraps"])
        #expect(result.status == ExitStatus.success, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let lines = try #require(object["lines"] as? [[String: Any]])
        #expect(lines.count == 2)
        #expect(abs((object["height"] as? Double ?? 0) - 239.0 / 3) < 1e-9)
    }

    /// The report for a person names the leading body's font carries at Large: 22 - 17 x 2444 / 2048 = 1.71.
    @Test func theReportShowsTheLeading() throws {
        let result = try CLIRunner.run(["measure", "--text-style", "body", "--width", "200", "Hello"])
        #expect(result.status == ExitStatus.success, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("17 pt system 400 with 1.71 pt leading"), "\(result.stdout)")
    }

    /// The system font by the name iOS reports for it carries the style's leading as "system" does: two lines
    /// of body at Large are 22 + 17 x 2444 / 2048 = 42.29 points (127 px at @3x), not two lines' 40.57 (122 px).
    @Test(arguments: ["system", ".AppleSystemUIFont", ".applesystemuifont"])
    func theSystemFontByAnyOfItsNamesCarriesTheLeading(family: String) throws {
        let result = try CLIRunner.run(["measure", "--text-style", "body", "--family", family, "--width", "200", "--json", "a\nb"])
        #expect(result.status == ExitStatus.success, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(abs((object["height"] as? Double ?? 0) - 127.0 / 3) < 1e-9, "\(family): \(result.stdout)")
    }

    /// The command line's style is the default of feed lines without a size; a line may name its own.
    @Test func feedLinesTakeTheStyle() throws {
        let feed = Data((#"{"id": "a", "text": "Hi"}"# + "\n" + #"{"id": "b", "text": "Hi", "textStyle": "caption2"}"# + "\n").utf8)
        let result = try CLIRunner.run(["measure", "--jsonl", "-", "--text-style", "headline", "--width", "300"], stdin: feed)
        #expect(result.status == ExitStatus.success, "\(result.stderr)")
        let heights = try result.jsonLines().map { $0["height"] as? Double ?? 0 }
        // One line of 17 pt (61 px at @3x) and one of caption 2's 11 pt: 11 x 2444 / 2048 = 13.127, 40 px.
        #expect(heights.count == 2 && abs(heights[0] - 61.0 / 3) < 1e-9 && abs(heights[1] - 40.0 / 3) < 1e-9, "\(heights)")
    }

    @Test(arguments: [
        (["--text-style", "body", "--size", "17"], "not both"),
        (["--text-style", "bodyy"], #"unknown text style "bodyy""#),
        (["--text-style", "largeTitle", "--ios", "10"], "new in iOS 11"),
        (["--text-style", "body", "--content-size", "huge"], #"unknown content size "huge""#),
        (["--size", "17", "--content-size", "AX1"], "--content-size sizes a --text-style"),
        (["--text-style", "body", "--ios", "8"], "--ios"),
        // A negative value is the option's value, refused for what it is, not taken for an option of its own.
        (["--size", "17", "--ios", "-1"], #"--ios: "-1" is not an iOS version"#),
        // Twice: refused, where the second took the first's place.
        (["--size", "17", "--ios", "26", "--ios", "18"], "--ios is given 2 times (26, 18)"),
    ])
    func mistakesAreUsageErrors(arguments: [String], message: String) throws {
        let result = try CLIRunner.run(["measure"] + arguments + ["--width", "100", "x"])
        #expect(result.status == ExitStatus.usage, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
    }
}
