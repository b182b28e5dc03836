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
        defer { CLIRunner.discard(url) }
        return (try CLIRunner.run(["measure", "--jsonl", url.path]), url.path)
    }

    static let badLines: [(String, Data, String)] = [
        ("invalid JSON", Data(#"{"id": "x", "text": "Hello", "size": 17,"#.utf8), "invalid JSON"),
        ("not an object", Data(#"["Hello", 17, 343]"#.utf8), "expected a JSON object"),
        ("invalid UTF-8", Data([0x7B, 0x22, 0x69, 0x64, 0x22, 0x3A, 0x22, 0xFF, 0xFE, 0x22, 0x7D]), "invalid UTF-8 at byte 8"),
        ("missing width", Data(#"{"id": "x", "text": "Hello", "size": 17}"#.utf8), #"missing field "width""#),
        ("missing text", Data(#"{"id": "x", "size": 17, "width": 343}"#.utf8), #"missing field "text""#),
        ("missing id", Data(#"{"text": "Hello", "size": 17, "width": 343}"#.utf8), #"missing field "id""#),
        // Which of two values counts is each reader's guess (RFC 8259): the line is refused, naming the name.
        ("size twice", Data(#"{"id": "x", "text": "a", "width": 100, "size": 17, "size": 40}"#.utf8), #"invalid JSON: "size" is given twice in one object at column 52"#),
        // Null is "the default" in the optional fields; text and id have none, so null is a wrong type there.
        ("null text", Data(#"{"id": "x", "text": null, "size": 17, "width": 343}"#.utf8), #"field "text": expected a string, got null"#),
        ("null id", Data(#"{"id": null, "text": "Hello", "size": 17, "width": 343}"#.utf8), #"field "id": expected a string or a number, got null"#),
        ("width as string", Data(#"{"id": "x", "text": "a", "size": 17, "width": "343"}"#.utf8), #"field "width": expected a number"#),
        ("zero width", Data(#"{"id": "x", "text": "a", "size": 17, "width": 0}"#.utf8), #"field "width": must be a number > 0 and <= 1000000, got 0"#),
        ("negative width", Data(#"{"id": "x", "text": "a", "size": 17, "width": -5}"#.utf8), #"field "width": must be a number > 0 and <= 1000000, got -5"#),
        ("negative size", Data(#"{"id": "x", "text": "a", "size": -1, "width": 343}"#.utf8), #"field "size": must be a number from 1 to 1000 points, got -1"#),
        ("zero size", Data(#"{"id": "x", "text": "a", "size": 0, "width": 343}"#.utf8), #"field "size""#),
        // Below a point every height rounded to nothing (0 x 0 at 1e-300), as if the label were empty.
        ("tiny size", Data(#"{"id": "x", "text": "a", "size": 1e-300, "width": 343}"#.utf8), #"field "size": must be a number from 1 to 1000 points, got 1e-300"#),
        ("fractional lines", Data(#"{"id": "x", "text": "a", "size": 17, "width": 343, "lines": 1.5}"#.utf8), #"field "lines": expected an integer"#),
        // Beyond the documented ranges (the human report used to trap on the first; the others gave null or 0 x 0).
        ("huge width", Data(#"{"id": "x", "text": "a", "size": 17, "width": 1e20}"#.utf8), #"field "width": must be a number > 0 and <= 1000000, got 1e+20"#),
        ("huge size", Data(#"{"id": "x", "text": "a", "size": 1e308, "width": 343}"#.utf8), #"field "size": must be a number from 1 to 1000 points"#),
        ("size beyond Double", Data(#"{"id": "x", "text": "a", "size": 1e999, "width": 343}"#.utf8), #"field "size""#),
        ("tiny scale", Data(#"{"id": "x", "text": "a", "size": 17, "width": 343, "scale": 1e-9}"#.utf8), #"field "scale": must be 1, 2 or 3, got 1e-09"#),
        ("scale 7.5", Data(#"{"id": "x", "text": "a", "size": 17, "width": 343, "scale": 7.5}"#.utf8), #"field "scale": must be 1, 2 or 3, got 7.5"#),
        ("huge lines", Data(#"{"id": "x", "text": "a", "size": 17, "width": 343, "lines": 1e300}"#.utf8), #"field "lines": expected an integer"#),
        ("unknown locale", Data(#"{"id": "x", "text": "a", "size": 17, "width": 343, "locale": "xx-YY"}"#.utf8), #""xx-YY" is not a language ICU knows"#),
        ("garbage locale", Data(#"{"id": "x", "text": "a", "size": 17, "width": 343, "locale": "!!"}"#.utf8), #"field "locale""#),
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

    /// A TEXT argument in Latin-1 ("a", 0xFF, "b") is refused by its position, not measured as U+FFFD. The
    /// bytes go through a shell: Foundation's `Process` passes its arguments as UTF-8.
    @Test func anArgumentThatIsNotUTF8IsRefused() throws {
        let (status, said) = try CLIRunner.runThroughShell(#"exec "$0" measure --size 17 --width 300 "$(printf 'a\377b')""#,
                                                            arguments: [try CLIRunner.executable().path])
        #expect(status == ExitStatus.usage)
        #expect(said.hasPrefix("Error: argument 6 (\"a\u{FFFD}b\") is not UTF-8"), "\(said)")
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

    /// A device given as the feed names the option it was given to, as --text-file's does; a one-line limit
    /// reads "at most 1 line".
    @Test func theOptionAndTheLineLimitAreNamedAsWritten() throws {
        let device = try CLIRunner.run(["measure", "--jsonl", "/dev/null", "--size", "17", "--width", "100"])
        #expect(device.status != ExitStatus.success && device.stderr.contains("--jsonl /dev/null: cannot read it: it is a device"), "\(device.stderr)")
        let one = try CLIRunner.run(["measure", "--size", "17", "--width", "100", "--lines", "1", "x"])
        #expect(one.stdout.contains(", at most 1 line,"), "\(one.stdout)")
        // An id's right-to-left override is written escaped in the report for a person, not obeyed.
        let feed = Data("{\"id\":\"a\u{202E}b\",\"text\":\"x\",\"size\":17,\"width\":100}\n".utf8)
        let human = try CLIRunner.run(["measure", "--jsonl", "-", "--human"], stdin: feed)
        #expect(human.stdout.hasPrefix(#""a\u{202E}b"  "#) && !human.stdout.unicodeScalars.contains("\u{202E}"), "\(human.stdout)")
    }

    @Test func neitherTextNorFeedIsAUsageError() throws {
        let result = try CLIRunner.run(["measure", "--size", "17", "--width", "343"])
        #expect(result.status == ExitStatus.usage)
        #expect(result.stderr.contains("TEXT"))
    }

    /// An option's value is usage (64) whether the parser or the fonts reject it; a feed line's is input (1).
    @Test func unknownFamilyOnTheCommandLine() throws {
        let result = try CLIRunner.run(["measure", "--size", "17", "--width", "343", "--family", "Nope", "Hello"])
        #expect(result.status == ExitStatus.usage)
        #expect(result.stderr.contains(#"--family: no font has the family "Nope""#), "\(result.stderr)")
    }

    @Test func missingFontFile() throws {
        let result = try CLIRunner.run(["measure", "--font-file", "/nonexistent/Missing.otf", "--size", "17", "--width", "343", "Hello"])
        #expect(result.status == ExitStatus.failure)
        #expect(result.stderr.contains("/nonexistent/Missing.otf"), "\(result.stderr)")
    }

    @Test func corruptFontFile() throws {
        let url = try CLIRunner.temporaryFile(Data("this is not a font file".utf8), name: "Corrupt.ttf")
        defer { CLIRunner.discard(url) }
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

/// The crashes and silent rewrites of `measure` under big numbers and odd ids (issue: bad input and heavy use).
@Suite struct MeasureLimitsTests {
    /// The human report used to trap on a width of 1e20 ("Double value cannot be converted to Int64") and lose
    /// the good lines' output; now the bad line is reported and the good one printed.
    @Test func humanReportSurvivesBigNumbers() throws {
        let feed = Data("{\"id\":1,\"text\":\"x\",\"size\":17,\"width\":1e20}\n{\"id\":2,\"text\":\"ok\",\"size\":17,\"width\":100}\n".utf8)
        let result = try CLIRunner.run(["measure", "--jsonl", "-", "--human"], stdin: feed)
        #expect(result.status == ExitStatus.failure)
        #expect(result.stdout.contains("│ok│"))
        #expect(result.stderr.contains("<stdin>:1: field \"width\""))
    }

    @Test(arguments: [["--size", "1e300", "--width", "10", "x"], ["--size", "17", "--width", "1e19", "x"],
                      ["--size", "17", "--width", "10", "--scale", "7.5", "x"], ["--jobs", "9223372036854775807", "--jsonl", "-"],
                      ["--jobs", "-1", "--jsonl", "-"], ["--lines", "-1", "--size", "17", "--width", "10", "x"],
                      ["--size", "17", "--width", "10", "--locale", "xx-YY", "x"]])
    func outOfRangeOptionsAreUsageErrorsThatSaySo(arguments: [String]) throws {
        let result = try CLIRunner.run(["measure"] + arguments, stdin: Data())
        #expect(result.status == ExitStatus.usage, "\(arguments): \(result.stderr)")
        #expect(!result.stderr.contains("Missing value"), "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains("must be") || result.stderr.contains("not a language"), "\(arguments): \(result.stderr)")
    }

    /// Ids go back out exactly: integers past 2^53 and of any length, decimals with trailing zeros, strings.
    @Test func idsComeBackExactlyAsTheyWent() throws {
        let ids = ["1234567890123456", "9007199254740993", "123456789012345678901234567890", "1.50", "-0", "2e3", "\"a\\u00e9\""]
        let feed = ids.map { "{\"id\":\($0),\"text\":\"x\",\"size\":17,\"width\":100}" }.joined(separator: "\n") + "\n"
        let result = try CLIRunner.run(["measure", "--jsonl", "-"], stdin: Data(feed.utf8))
        #expect(result.status == ExitStatus.success, "\(result.stderr)")
        let written = result.stdout.split(separator: "\n").map { line -> String in
            let afterKey = line.dropFirst("{\"id\":".count)
            return String(afterKey.prefix { $0 != "," })
        }
        #expect(written == ids.map { $0 == "\"a\\u00e9\"" ? "\"aé\"" : $0 })
    }

    /// A failed write stops the run with a message and exit status 1 (it used to exit 0 into a full disk).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
    func aFullDiskIsAnError() throws {
        let process = Process()
        process.executableURL = try CLIRunner.executable()
        process.arguments = ["measure", "--jsonl", TableCommandTests.example("measure-demo.jsonl")]
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == ExitStatus.failure)
        #expect(message.contains("cannot write to standard output"))
    }
}

/// Fonts given on the command line: messages in words, and one bad file in a folder does not stop the run.
@Suite struct FontOptionMessagesTests {
    static let fonts = TableCommandTests.root.appendingPathComponent("Fonts").path

    /// The bundled Inter Display has 400 and 500: asked for 900, the text is measured in 500, and said so.
    @Test func aWeightTheFamilyLacksIsAWarning() throws {
        let black = try CLIRunner.run(["measure", "--family", "Inter Display", "--weight", "900", "--size", "17", "--width", "343", "Hello"])
        #expect(black.status == ExitStatus.success)
        #expect(black.stderr == "warning: the family Inter Display has no 900 face; the text is measured in the nearest, 500 (faces: 400, 500)\n",
                "\(black.stderr)")
        #expect(black.stdout.hasPrefix("17 pt Inter Display 900 (no 900 face: measured at 500), "), "\(black.stdout)")
        let medium = try CLIRunner.run(["measure", "--family", "Inter Display", "--weight", "500", "--size", "17", "--width", "343", "Hello"])
        #expect(medium.status == ExitStatus.success && medium.stderr.isEmpty, "\(medium.stderr)")
    }

    /// A team's own system font is checked as a named family is (the bundled stand-in's cuts are not: Fonts/
    /// README.md states them). The Noto Sans CJK SC subset has 400 and 700: asked for 500, CSS matching takes
    /// 400, so the width is the 400 face's, and the report, the JSON and a feed's warning say so.
    @Test func aWeightTheSystemFontsFileLacksIsAWarning() throws {
        let noto = Self.fonts + "/NotoSansCJKsc-Regular-Subset.otf"
        func measure(_ weight: String, _ extra: [String] = []) throws -> CLIRunner.Result {
            try CLIRunner.run(["measure", "--system-font", noto, "--weight", weight, "--size", "17", "--width", "343"] + extra + ["你好世界"])
        }
        let medium = try measure("500"), regular = try measure("400"), bold = try measure("700")
        #expect(medium.status == ExitStatus.success)
        // Noto stands in for SF Pro here, which the first warning says.
        let notSF = "warning: --system-font: \(noto) is Noto Sans CJK SC, not SF Pro; the system font is measured in its glyphs with SF Pro's "
            + "tracking by point size, so its heights are neither SF Pro's nor Inter's (--font-file registers a family without standing in "
            + "for the system font)\n"
        #expect(medium.stderr == notSF + "warning: the system font's file (Noto Sans CJK SC) has no 500 face; the text is measured in the nearest, 400 (faces: 400, 700)\n",
                "\(medium.stderr)")
        #expect(medium.stdout.hasPrefix("17 pt system 500 (no 500 face: measured at 400) "), "\(medium.stdout)")
        #expect(medium.stdout.split(separator: "\n").dropFirst() == regular.stdout.split(separator: "\n").dropFirst(), "\(regular.stdout)")
        #expect(regular.stderr == notSF && bold.stderr == notSF, "\(regular.stderr)\(bold.stderr)")
        #expect(try measure("500", ["--json"]).stdout.contains(#""truncated":false,"weightUsed":400,"lines""#))
        #expect(try !measure("700", ["--json"]).stdout.contains("weightUsed"))
        // A feed says each family and weight once, at its first line.
        let lines = [500, 500, 700, 300].enumerated().map { #"{"id": \#($0.offset + 1), "text": "你好", "size": 17, "width": 343, "weight": \#($0.element)}"# }
        let feed = try CLIRunner.run(["measure", "--jsonl", "-", "--system-font", noto], stdin: Data((lines.joined(separator: "\n") + "\n").utf8))
        #expect(feed.status == ExitStatus.success)
        #expect(feed.stderr == notSF + """
            warning: <stdin>:1: the system font's file (Noto Sans CJK SC) has no 500 face; the text is measured in the nearest, 400 (faces: 400, 700) (said once for the feed)
            warning: <stdin>:4: the system font's file (Noto Sans CJK SC) has no 300 face; the text is measured in the nearest, 400 (faces: 400, 700) (said once for the feed)

            """, "\(feed.stderr)")
        #expect(feed.stdout.split(separator: "\n").map { $0.contains(#""weightUsed":400"#) } == [true, true, false, true], "\(feed.stdout)")
    }

    /// Georgia is one of iOS's own families with a known line (Capsize: ascender 1878, descender 449 on
    /// 2048 units, no gap): without a file it is measured as a template's label is, in the stand-in's glyphs at
    /// 17 x 2327 / 2048 = 19.316 points a line (19.33 at 3x), said once a feed; Futura has no line and is refused.
    @Test func iOSsOwnFamilyWithoutAFileIsMeasuredAtItsLineAndSaidSo() throws {
        let report = try CLIRunner.run(["measure", "--family", "georgia", "--size", "17", "--width", "343", "Hello"])
        #expect(report.status == ExitStatus.success)
        #expect(report.stdout.hasPrefix("17 pt georgia 400 (no file of it: drawn at its own line) (glyphs from Inter), "), "\(report.stdout)")
        #expect(report.stdout.contains("size ") && report.stdout.contains(" × 19.33 pt"), "\(report.stdout)")
        #expect(report.stderr == "warning: font family \"Georgia\" is one of iOS's own and no file of it is registered: the text is drawn in "
                + "Inter at Georgia's line (UIKit's line height, not its widths); for iOS's widths, register a copy of it from a Mac "
                + "(macOS has iOS's fonts) with --font-file or --fonts\n", "\(report.stderr)")
        let lines = ["Georgia", "Georgia", "system"].enumerated().map {
            #"{"id": \#($0.offset + 1), "text": "Hello", "size": 17, "width": 343, "family": "\#($0.element)"}"#
        }
        let feed = try CLIRunner.run(["measure", "--jsonl", "-"], stdin: Data((lines.joined(separator: "\n") + "\n").utf8))
        #expect(feed.status == ExitStatus.success)
        #expect(feed.stderr.components(separatedBy: "\n").filter { $0.hasPrefix("warning: <stdin>:1: font family \"Georgia\"") }.count == 1
                && feed.stderr.components(separatedBy: "\n").count == 2, "\(feed.stderr)")
        #expect(feed.stdout.split(separator: "\n").map { $0.contains(#""familyUsed":"Inter""#) } == [true, true, false], "\(feed.stdout)")
        let futura = try CLIRunner.run(["measure", "--family", "Futura", "--size", "17", "--width", "343", "Hello"])
        #expect(futura.status == ExitStatus.usage)
        #expect(futura.stderr.contains("no font has the family \"Futura\"") && futura.stderr.contains("or one of iOS's own, at its line: Arial, Avenir, Avenir Next, Avenir Next Condensed, Courier New, Georgia"),
                "\(futura.stderr)")
    }

    @Test func aFolderGivenAsAFileAndAFileAsAFolderAreNamed() throws {
        let folder = try CLIRunner.run(["measure", "--font-file", Self.fonts, "--size", "17", "--width", "100", "x"])
        #expect(folder.status == ExitStatus.failure && folder.stderr.contains("a folder, not a font file"), "\(folder.stderr)")
        let file = try CLIRunner.run(["measure", "--fonts", Self.fonts + "/Inter-Regular.otf", "--size", "17", "--width", "100", "x"])
        #expect(file.status == ExitStatus.failure && file.stderr.contains("a file, not a folder"), "\(file.stderr)")
        let missing = try CLIRunner.run(["measure", "--font-file", "/nonexistent/Missing.otf", "--size", "17", "--width", "100", "x"])
        #expect(missing.stderr.contains("no such file"), "\(missing.stderr)")
        let noFolder = try CLIRunner.run(["measure", "--fonts", "/nonexistent/fonts", "--size", "17", "--width", "100", "x"])
        #expect(noFolder.stderr.contains("font folder /nonexistent/fonts: no such folder"), "\(noFolder.stderr)")
    }

    /// A folder without a font file registers nothing, and says so (a misnamed folder, or one of web fonts);
    /// a WOFF2 file given by itself is named as one, with what to do.
    @Test func aFolderWithoutFontsAndAWebFontAreSaid() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("web-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let woff2 = folder.appendingPathComponent("Font.woff2")
        try Data("wOF2".utf8 + [UInt8](repeating: 0, count: 44)).write(to: woff2)
        let empty = try CLIRunner.run(["measure", "--fonts", folder.path, "--size", "17", "--width", "100", "x"])
        #expect(empty.status == ExitStatus.success)
        #expect(empty.stderr.contains("warning: --fonts: \(folder.path) holds no .ttf, .otf or .ttc file (WOFF and WOFF2 are not read)"), "\(empty.stderr)")
        let web = try CLIRunner.run(["measure", "--font-file", woff2.path, "--size", "17", "--width", "100", "x"])
        #expect(web.status == ExitStatus.failure && web.stderr.contains("a WOFF2 web font, which is not read: convert it to TTF or OTF"), "\(web.stderr)")
    }

    /// The report shows a bidi override in the text escaped, as it does control characters: printed, it
    /// would turn the rest of the report's line around.
    @Test func theReportEscapesBidiControls() throws {
        let result = try CLIRunner.run(["measure", "--size", "17", "--width", "300", "--", "ab\u{202E}cd"])
        #expect(result.status == ExitStatus.success && result.stdout.contains("│ab\\u{202e}cd│"), "\(result.stdout)")
        #expect(!result.stdout.unicodeScalars.contains("\u{202E}"))
    }

    /// The first 30,000 bytes of Inter end before its hmtx table (the table directory of Inter-Regular.otf
    /// puts hmtx past that offset): FreeType's error 0x93 is said in words.
    @Test func aTruncatedFontIsSaidToBeTruncatedAndSkippedInAFolder() throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: Self.fonts + "/Inter-Regular.otf"))
        let truncated = try CLIRunner.temporaryFile(bytes.prefix(30_000), name: "Truncated.otf")
        defer { CLIRunner.discard(truncated) }
        let folder = truncated.deletingLastPathComponent()
        try Data(contentsOf: URL(fileURLWithPath: Self.fonts + "/Inter-SemiBold.otf"))
            .write(to: folder.appendingPathComponent("Good.otf"))
        let alone = try CLIRunner.run(["measure", "--font-file", truncated.path, "--size", "17", "--width", "100", "x"])
        #expect(alone.status == ExitStatus.failure)
        #expect(alone.stderr.contains("truncated or damaged") && !alone.stderr.contains("error: FreeType error"), "\(alone.stderr)")
        let among = try CLIRunner.run(["measure", "--fonts", folder.path, "--size", "17", "--width", "100", "x"])
        #expect(among.status == ExitStatus.success, "\(among.stderr)")
        #expect(among.stderr.contains("warning: --fonts: skipped") && among.stderr.contains("Truncated.otf"), "\(among.stderr)")
    }
}

/// Texts that look like options, and the version.
@Suite struct MeasureArgumentTests {
    @Test func aTextStartingWithDashHIsNotTakenForHelp() throws {
        let bare = try CLIRunner.run(["measure", "--size", "17", "--width", "100", "-hello"])
        #expect(bare.status == ExitStatus.usage && !bare.stdout.contains("OVERVIEW"), "\(bare.stdout)")
        #expect(bare.stderr.contains("'--'"), "\(bare.stderr)")
        let escaped = try CLIRunner.run(["measure", "--size", "17", "--width", "100", "--json", "--", "-hello"])
        #expect(escaped.status == ExitStatus.success)
        #expect(try escaped.jsonLines().first?["lines"] as? [Any] != nil)
    }

    @Test func aNegativeNumberTextGetsAHint() throws {
        let result = try CLIRunner.run(["measure", "--size", "17", "--width", "100", "-5", "degrees"])
        #expect(result.status == ExitStatus.usage)
        #expect(result.stderr.contains("hint: a TEXT that starts with '-' goes after '--'"), "\(result.stderr)")
    }

    @Test func versionIsPrinted() throws {
        let result = try CLIRunner.run(["--version"])
        #expect(result.status == ExitStatus.success)
        #expect(result.stdout.hasPrefix("cellheight "))
    }
}

/// Streaming: results follow the input as it arrives, and one huge line is refused, not measured into swap.
@Suite struct MeasureStreamingTests {
    /// The second line is written only after the first line's result was read: a tool that waited for a
    /// full batch (or the end of input) would never answer, and the 60-second guard would fail the test.
    @Test func eachResultArrivesBeforeTheNextLineIsWritten() throws {
        let process = Process()
        process.executableURL = try CLIRunner.executable()
        process.arguments = ["measure", "--jsonl", "-"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let reader = output.fileHandleForReading
        var received: [String] = []
        for id in 1...3 {
            input.fileHandleForWriting.write(Data("{\"id\":\(id),\"text\":\"line \(id)\",\"size\":17,\"width\":100}\n".utf8))
            let line = try Self.readLine(reader, timeout: 60)
            received.append(line)
        }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(received.map { $0.hasPrefix("{\"id\":") } == [true, true, true])
        #expect(received.enumerated().allSatisfy { $0.element.hasPrefix("{\"id\":\($0.offset + 1),") })
        #expect(process.terminationStatus == ExitStatus.success)
    }

    /// Reads one line, failing after `timeout` seconds instead of hanging the test run.
    static func readLine(_ handle: FileHandle, timeout: Double) throws -> String {
        let descriptor = handle.fileDescriptor
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(timeout * 1000)) > 0 else { throw CLIRunnerError("no output within \(timeout) s") }
            guard read(descriptor, &byte, 1) == 1 else { throw CLIRunnerError("output ended") }
            if byte == 0x0A { return String(decoding: line, as: UTF8.self) }
            line.append(byte)
        }
    }

    @Test func aLineOverFourMebibytesIsRefusedAndTheOthersMeasured() throws {
        var feed = Data("{\"id\":\"before\",\"text\":\"a\",\"size\":17,\"width\":100}\n".utf8)
        feed.append(Data("{\"id\":\"huge\",\"text\":\"".utf8))
        feed.append(Data(repeating: 0x61, count: 4 << 20))
        feed.append(Data("\",\"size\":17,\"width\":100}\n{\"id\":\"after\",\"text\":\"b\",\"size\":17,\"width\":100}\n".utf8))
        let result = try CLIRunner.run(["measure", "--jsonl", "-"], stdin: feed)
        #expect(result.status == ExitStatus.failure)
        #expect(result.stderr.contains("<stdin>:2: the line is") && result.stderr.contains("at most 4194304"), "\(result.stderr.prefix(300))")
        #expect(try result.jsonLines().map { $0["id"] as? String } == ["before", "after"])
    }
}

/// The report for a person says what was drawn: the "…" of a truncated line, and the fallback fonts used.
@Suite struct MeasureReportTests {
    @Test func truncatedLineShowsItsEllipsisAndFallbackFontsAreNamed() throws {
        let result = try CLIRunner.run(["measure", "--size", "17", "--width", "120", "--lines", "2",
                                        "新买的 Kindle 到了，第一本看的是《三体》英文版 The Three-Body"])
        #expect(result.status == ExitStatus.success)
        #expect(result.stdout.contains("(glyphs from Noto Sans CJK SC, Inter)"), "\(result.stdout)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.last?.hasSuffix("…│") == true, "\(result.stdout)")
        #expect(lines.dropLast().allSatisfy { !$0.hasSuffix("…│") })
        // A text its family covers names no other font.
        let latin = try CLIRunner.run(["measure", "--family", "Inter", "--size", "17", "--width", "120", "Hello"])
        #expect(latin.stdout.hasPrefix("17 pt Inter 400, width 120 pt"), "\(latin.stdout)")
        #expect(!latin.stdout.contains("glyphs from"))
        // The default family is the system font, whose glyphs are the stand-in's: the report says so.
        let system = try CLIRunner.run(["measure", "--size", "17", "--width", "120", "Hello"])
        #expect(system.stdout.hasPrefix("17 pt system 400 (glyphs from Inter), width 120 pt"), "\(system.stdout)")
    }
}

/// A reader that goes away: with SIGPIPE ignored (as many supervisors and language runtimes set it), writes
/// fail with EPIPE; the tool must say so and exit 1 at the next batch, not measure the feed into nowhere.
@Suite struct MeasureClosedPipeTests {
    @Test func aClosedPipeEndsTheRunWithAnError() throws {
        let line = #"{"id": 1, "text": "Hello, world, a line long enough to fill pipes quickly", "size": 17, "width": 343}"#
        let feed = try CLIRunner.temporaryFile(Data(Array(repeating: line, count: 20_000).joined(separator: "\n").utf8))
        defer { CLIRunner.discard(feed) }
        let errors = feed.deletingLastPathComponent().appendingPathComponent("stderr").path
        let script = #"trap "" PIPE; "$0" measure --jsonl "$1" 2>"$2" | head -c 100 >/dev/null; echo "${PIPESTATUS[0]}""#
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script, try CLIRunner.executable().path, feed.path, errors]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let status = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(status.trimmingCharacters(in: .whitespacesAndNewlines) == "1")
        let message = try String(contentsOfFile: errors, encoding: .utf8)
        #expect(message.contains("cannot write to standard output"), "\(message)")
    }
}

/// Characters no font covers are reported, in the output and on standard error, not measured silently.
@Suite struct MeasureMissingGlyphTests {
    @Test func missingGlyphsAreInTheOutputAndWarnedAbout() throws {
        let feed = Data("{\"id\":1,\"text\":\"Hi 😀 שלום\",\"size\":17,\"width\":300}\n{\"id\":2,\"text\":\"Hello\",\"size\":17,\"width\":300}\n".utf8)
        let result = try CLIRunner.run(["measure", "--jsonl", "-"], stdin: feed)
        #expect(result.status == ExitStatus.success)
        let rows = try result.jsonLines()
        #expect(rows.map { $0["missingGlyphs"] as? Int } == [4, nil])   // the four Hebrew letters; the emoji is in Noto Color Emoji
        #expect(result.stderr.contains("warning: <stdin>:1: 4 character(s) no font covers"), "\(result.stderr)")
        #expect(!result.stderr.contains("<stdin>:2"))
    }

    /// A font given with --font-file fills what the bundled fonts lack: DejaVu Sans has the Hebrew letters.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")))
    func aRegisteredFontJoinsTheCascade() throws {
        let feed = Data("{\"id\":1,\"text\":\"Hi 😀 שלום\",\"size\":17,\"width\":300}\n".utf8)
        let result = try CLIRunner.run(["measure", "--jsonl", "-", "--font-file", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"],
                                       stdin: feed)
        #expect(result.status == ExitStatus.success)
        #expect(try result.jsonLines().map { $0["missingGlyphs"] as? Int } == [nil])
        #expect(!result.stderr.contains("no font covers"), "\(result.stderr)")
    }
}

/// A reader that goes away with SIGPIPE at its default: the tool ends quietly through the signal, as `cat`
/// does under `| head`. Python's subprocess restores SIGPIPE to its default in the child, whatever the test
/// runner set, so the case does not depend on the runner.
@Suite struct ClosedPipeDefaultTests {
    @Test(arguments: ["measure", "table"]) func aReaderThatGoesAwayEndsTheRunQuietly(command: String) throws {
        let line = #"{"id": 1, "text": "Hello, world, a line long enough to fill pipes quickly", "size": 17, "width": 343}"#
        let feed = try CLIRunner.temporaryFile(Data(Array(repeating: line, count: 20_000).joined(separator: "\n").utf8))
        defer { CLIRunner.discard(feed) }
        let arguments = command == "measure"
            ? ["measure", "--jsonl", feed.path]
            : ["table", "--template", TableCommandTests.example("status.yaml"), "--feed", feed.path, "--width", "375", "--quiet"]
        let script = """
        import subprocess, sys
        child = subprocess.Popen(sys.argv[1:], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        child.stdout.read(100)
        child.stdout.close()
        errors = child.stderr.read()
        print(child.wait(), len(errors))
        """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, try CLIRunner.executable().path] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let result = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // Killed by signal 13 (Python reports -13), nothing written on standard error.
        #expect(result.trimmingCharacters(in: .whitespacesAndNewlines) == "-13 0")
    }
}
