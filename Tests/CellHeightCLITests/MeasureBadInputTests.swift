import Foundation
import Testing

/// Bad input is reported with what and where, a non-zero exit status, and no crash.
@Suite struct MeasureBadInputTests {
    /// Runs a three-line feed whose second line is `bad`; good lines around it must still be measured.
    func runFeed(withBadLine bad: Data) throws -> (CLIRunner.Result, path: String) {
        var feed = Data(#"{"id": "first", "text": "Hello", "size": 17, "width": 343}"#.utf8)
        feed.append(0x0A)
        feed.append(bad)
        feed.append(0x0A)
        feed.append(Data(#"{"id": "third", "text": "你好", "size": 17, "width": 343}"#.utf8))
        feed.append(0x0A)
        let url = try CLIRunner.temporaryFile(feed)
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        return (try CLIRunner.run(["measure", "--jsonl", url.path]), url.path)
    }

    static let badLines: [(String, Data, String)] = [
        ("invalid JSON", Data(#"{"id": "x", "text": "Hello", "size": 17,"#.utf8), "invalid JSON"),
        ("not an object", Data(#"["Hello", 17, 343]"#.utf8), "expected a JSON object"),
        ("invalid UTF-8", Data([0x7B, 0x22, 0x69, 0x64, 0x22, 0x3A, 0x22, 0xFF, 0xFE, 0x22, 0x7D]), "invalid UTF-8 at byte 8"),
        ("missing width", Data(#"{"id": "x", "text": "Hello", "size": 17}"#.utf8), #"missing field "width""#),
        ("missing text", Data(#"{"id": "x", "size": 17, "width": 343}"#.utf8), #"missing field "text""#),
        ("missing id", Data(#"{"text": "Hello", "size": 17, "width": 343}"#.utf8), #"missing field "id""#),
        ("width as string", Data(#"{"id": "x", "text": "a", "size": 17, "width": "343"}"#.utf8), #"field "width": expected a number"#),
        ("zero width", Data(#"{"id": "x", "text": "a", "size": 17, "width": 0}"#.utf8), #"field "width": must be a finite number > 0, got 0"#),
        ("negative width", Data(#"{"id": "x", "text": "a", "size": 17, "width": -5}"#.utf8), #"field "width": must be a finite number > 0, got -5"#),
        ("negative size", Data(#"{"id": "x", "text": "a", "size": -1, "width": 343}"#.utf8), #"field "size": must be a finite number > 0, got -1"#),
        ("zero size", Data(#"{"id": "x", "text": "a", "size": 0, "width": 343}"#.utf8), #"field "size""#),
        ("fractional lines", Data(#"{"id": "x", "text": "a", "size": 17, "width": 343, "lines": 1.5}"#.utf8), #"field "lines": expected an integer"#),
        ("unknown family", Data(#"{"id": "x", "text": "a", "size": 17, "width": 343, "family": "Comic Sans"}"#.utf8), #"unknown font family "Comic Sans""#),
    ]

    @Test(arguments: badLines.indices)
    func badLineIsReportedWithItsNumberAndSkipped(_ index: Int) throws {
        let (name, bad, message) = Self.badLines[index]
        let (result, path) = try runFeed(withBadLine: bad)
        #expect(result.status == ExitStatus.failure, "\(name)")
        #expect(result.stderr.contains("\(path):2: "), "\(name): \(result.stderr)")
        #expect(result.stderr.contains(message), "\(name): \(result.stderr)")
        #expect(result.stderr.contains("1 of 3 lines"), "\(name): \(result.stderr)")
        let ids = try result.jsonLines().map { $0["id"] as? String }
        #expect(ids == ["first", "third"], "\(name)")
    }

    @Test func overflowingNumberIsRejected() throws {
        // 1e999 is not a finite double: either the JSON reader or the field check rejects it.
        let (result, path) = try runFeed(withBadLine: Data(#"{"id": "x", "text": "a", "size": 17, "width": 1e999}"#.utf8))
        #expect(result.status == ExitStatus.failure)
        #expect(result.stderr.contains("\(path):2: "), "\(result.stderr)")
    }

    @Test func stopOnErrorEndsTheRunAtTheBadLine() throws {
        let feed = Data((#"{"id": "first", "text": "Hello", "size": 17, "width": 343}"# + "\n{oops\n"
            + #"{"id": "third", "text": "Hello", "size": 17, "width": 343}"# + "\n").utf8)
        let result = try CLIRunner.run(["measure", "--stop-on-error", "--jsonl", "-"], stdin: feed)
        #expect(result.status == ExitStatus.failure)
        #expect(result.stderr.contains("<stdin>:2: invalid JSON"), "\(result.stderr)")
        #expect(try result.jsonLines().map { $0["id"] as? String } == ["first"])
    }

    @Test func byteOrderMarkAndCRLFAreAccepted() throws {
        // A feed saved by a Windows editor: UTF-8 BOM first, CR LF line ends.
        var feed = Data([0xEF, 0xBB, 0xBF])
        feed.append(Data((#"{"id": "a", "text": "Hello", "size": 17, "width": 343}"# + "\r\n"
            + #"{"id": "b", "text": "Hello", "size": 17, "width": 343}"# + "\r\n").utf8))
        let result = try CLIRunner.run(["measure", "--jsonl", "-"], stdin: feed)
        #expect(result.status == ExitStatus.success, "\(result.stderr)")
        #expect(try result.jsonLines().map { $0["id"] as? String } == ["a", "b"])
    }

    @Test func blankLinesAreSkipped() throws {
        let feed = Data(("\n   \n" + #"{"id": "only", "text": "Hello", "size": 17, "width": 343}"# + "\n\n").utf8)
        let result = try CLIRunner.run(["measure", "--jsonl", "-"], stdin: feed)
        #expect(result.status == ExitStatus.success, "\(result.stderr)")
        #expect(try result.jsonLines().map { $0["id"] as? String } == ["only"])
    }

    @Test(arguments: [
        (["--width", "nan", "--size", "17"], "--width"),
        (["--width", "inf", "--size", "17"], "--width"),
        (["--width", "-5", "--size", "17"], "--width"),
        (["--width", "0", "--size", "17"], "--width"),
        (["--width", "343", "--size", "nan"], "--size"),
        (["--width", "343", "--size", "-17"], "--size"),
        (["--width", "343"], "--size"),
        (["--size", "17"], "--width"),
    ])
    func badCommandLineNumbersAreUsageErrors(_ arguments: [String], _ named: String) throws {
        let result = try CLIRunner.run(["measure"] + arguments + ["Hello"])
        #expect(result.status == ExitStatus.usage, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains(named), "\(arguments): \(result.stderr)")
    }

    @Test func neitherTextNorFeedIsAUsageError() throws {
        let result = try CLIRunner.run(["measure", "--size", "17", "--width", "343"])
        #expect(result.status == ExitStatus.usage)
        #expect(result.stderr.contains("TEXT"))
    }

    @Test func unknownFamilyOnTheCommandLine() throws {
        let result = try CLIRunner.run(["measure", "--size", "17", "--width", "343", "--family", "Nope", "Hello"])
        #expect(result.status == ExitStatus.failure)
        #expect(result.stderr.contains(#"unknown font family "Nope""#), "\(result.stderr)")
    }

    @Test func missingFontFile() throws {
        let result = try CLIRunner.run(["measure", "--font-file", "/nonexistent/Missing.otf", "--size", "17", "--width", "343", "Hello"])
        #expect(result.status == ExitStatus.failure)
        #expect(result.stderr.contains("/nonexistent/Missing.otf"), "\(result.stderr)")
    }

    @Test func corruptFontFile() throws {
        let url = try CLIRunner.temporaryFile(Data("this is not a font file".utf8), name: "Corrupt.ttf")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let result = try CLIRunner.run(["measure", "--font-file", url.path, "--size", "17", "--width", "343", "Hello"])
        #expect(result.status == ExitStatus.failure)
        #expect(result.stderr.contains(url.path), "\(result.stderr)")
    }

    @Test func missingFeedFile() throws {
        let result = try CLIRunner.run(["measure", "--jsonl", "/nonexistent/feed.jsonl"])
        #expect(result.status == ExitStatus.failure)
        #expect(result.stderr.contains("/nonexistent/feed.jsonl: cannot read it: No such file or directory"), "\(result.stderr)")
    }
}
