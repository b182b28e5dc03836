import Foundation
import Testing

/// Number options: decimals only, and a negative value is named as out of range rather than taken for
/// an option (a missing value).
@Suite struct NumberOptionTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let base = ["table", "--template", root.appendingPathComponent("Examples/settings.yaml").path,
                       "--feed", root.appendingPathComponent("Examples/settings.jsonl").path]

    @Test func hexadecimalWidthsAreRefused() throws {
        let result = try CLIRunner.run(Self.base + ["--width", "0x10"])
        #expect(result.status == ExitStatus.usage)
        #expect(result.stderr.contains("The value '0x10' is invalid for '--width <points>': expected a decimal number, got '0x10'."), "\(result.stderr)")
        let size = try CLIRunner.run(["measure", "--size", "0x11", "--width", "100", "hello"])
        #expect(size.status == ExitStatus.usage && size.stderr.contains("expected a decimal number, got '0x11'"), "\(size.stderr)")
    }

    @Test func negativeNumbersAreOutOfRangeNotMissing() throws {
        let width = try CLIRunner.run(Self.base + ["--width", "-1"])
        #expect(width.status == ExitStatus.usage)
        #expect(width.stderr.contains("--width must be a number of points from 1 to 10000, got -1."), "\(width.stderr)")
        let jobs = try CLIRunner.run(Self.base + ["--width", "375", "--jobs", "-1"])
        #expect(jobs.status == ExitStatus.usage && jobs.stderr.contains("--jobs must be from 1 to 1024, got -1."), "\(jobs.stderr)")
        for result in [width, jobs] { #expect(!result.stderr.contains("Missing value")) }
    }
}
