import Foundation
import Testing

/// `measure --text-file`: a file's whole text, or standard input's, measured as one TEXT is. Sizes by hand
/// from the fonts' tables (FontFacts): "Hello" in the system font at 17 pt is 116/3 x 61/3 at @3x (see
/// MeasureContractTests), and each further line adds SF Pro's line, 20.2871 pt.
@Suite struct MeasureTextFileTests {
    static let base = ["measure", "--size", "17", "--width", "343", "--json"]

    func measured(_ result: CLIRunner.Result) throws -> (width: Double?, height: Double?, ranges: [[Int]]) {
        #expect(result.status == ExitStatus.success, "\(result.stderr)")
        let object = try #require(try result.jsonLines().first)
        let lines = try #require(object["lines"] as? [[String: Any]])
        return (object["width"] as? Double, object["height"] as? Double, lines.compactMap { $0["range"] as? [Int] })
    }

    /// The final line break an editor ends a file with is not a line of the text.
    @Test func aFileIsOneTextWithoutItsFinalLineBreak() throws {
        let file = try CLIRunner.temporaryFile(Data("Hello\n".utf8), name: "caption.txt")
        defer { CLIRunner.discard(file) }
        let (width, height, ranges) = try measured(try CLIRunner.run(Self.base + ["--text-file", file.path]))
        #expect(close(width, 116.0 / 3) && close(height, 61.0 / 3))
        #expect(ranges == [[0, 5]])
    }

    /// Standard input, with a byte order mark and Windows line ends: the mark is not text, and every line
    /// break inside is a hard break ("\r\n" one break: the second line starts after both).
    @Test func standardInputWithAMarkAndCRLF() throws {
        let input = Data([0xEF, 0xBB, 0xBF] + Array("One\r\nTwo\r\n".utf8))
        let (_, height, ranges) = try measured(try CLIRunner.run(Self.base + ["--text-file", "-"], stdin: input))
        #expect(ranges == [[0, 3], [5, 8]])
        // Two lines of SF Pro's 2444 / 2048 em: 40.5742 -> ceil(121.72) / 3.
        #expect(close(height, 122.0 / 3))
    }

    @Test func badFilesAreErrorsNamingTheFile() throws {
        let file = try CLIRunner.temporaryFile(Data("Hello".utf8), name: "caption.txt")
        defer { CLIRunner.discard(file) }
        let folder = file.deletingLastPathComponent().path
        let directory = try CLIRunner.run(Self.base + ["--text-file", folder])
        #expect(directory.status == ExitStatus.failure)
        #expect(directory.stderr.contains("--text-file \(folder): cannot read it: it is a directory"))

        let invalid = try CLIRunner.run(Self.base + ["--text-file", "-"], stdin: Data([0x61, 0x62, 0xFF, 0x63]))
        #expect(invalid.status == ExitStatus.failure)
        #expect(invalid.stderr.contains("--text-file <stdin>: invalid UTF-8 at byte 3"))
        // Counted in the file as given: a byte order mark before it counts.
        let marked = try CLIRunner.run(Self.base + ["--text-file", "-"], stdin: Data([0xEF, 0xBB, 0xBF, 0x61, 0xFF]))
        #expect(marked.stderr.contains("--text-file <stdin>: invalid UTF-8 at byte 5"), "\(marked.stderr)")

        // One byte over 4 MiB, from a pipe whose size is known only at its end.
        let long = try CLIRunner.run(Self.base + ["--text-file", "-"], stdin: Data(repeating: 0x61, count: (4 << 20) + 1))
        #expect(long.status == ExitStatus.failure)
        #expect(long.stderr.contains("--text-file <stdin>: more than 4194304 bytes"))
        #expect(long.stdout.isEmpty)
    }

    @Test func oneTextAtATime() throws {
        let file = try CLIRunner.temporaryFile(Data("Hello".utf8), name: "caption.txt")
        defer { CLIRunner.discard(file) }
        // A lone '-' is a text here, and the run says so.
        let hyphen = try CLIRunner.run(Self.base + ["-"], stdin: Data("Hello\n".utf8))
        #expect(hyphen.status == ExitStatus.success && hyphen.stderr.contains("--text-file - measures the text on standard input"))
        #expect(try measured(hyphen).ranges == [[0, 1]])
        let both = try CLIRunner.run(Self.base + ["--text-file", file.path, "Hello"])
        #expect(both.status == ExitStatus.usage)
        #expect(both.stderr.contains("Give either a TEXT or --text-file FILE, not both."))
        // The picture is never written over the text it draws.
        let over = try CLIRunner.run(Self.base.dropLast() + ["--text-file", file.path, "--png", file.path])
        #expect(over.status == ExitStatus.usage)
        #expect(try String(contentsOf: file, encoding: .utf8) == "Hello")
    }
}
