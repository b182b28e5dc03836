import Foundation
import Testing
@testable import Typesetting

/// Unicode's own conformance suite for line breaking (UAX #14), run against ICU's line break
/// iterator through `LineBreaker`.
///
/// Source: LineBreakTest.txt of Unicode 15.0.0 (Debian package unicode-data, installed by
/// scripts/bootstrap), the Unicode version ICU 72 implements. Each case lists code points with
/// `÷` where a break is allowed and `×` where it is not; the test compares every `÷` after the
/// start with the offsets `LineBreaker` reports.
@Suite struct LineBreakConformanceTests {
    static let path = "/usr/share/unicode/auxiliary/LineBreakTest.txt"

    /// Cases where ICU 72 (locale "en") deliberately differs from the UAX #14 defaults the file
    /// encodes, keyed by the case as written in the file, with the reason. Any case failing that
    /// is not listed here fails the test, and so does a listed case that passes.
    ///
    /// ICU's own conformance run skips exactly these sequences as known issues
    /// (icu4c/source/test/intltest/rbbitst.cpp, RBBITest::testCaseIsKnownIssue, tickets
    /// ICU-8151, ICU-12017 and their follow-up ICU-21097).
    static let expectedDeviations: [String: String] = {
        // ICU-8151: ICU moved the Finnish tailoring of hyphens into its root rules, so a
        // hyphen-minus (HY) directly before a letter (AL; unassigned U+50005 and Thai SA resolve
        // to AL) does not allow a break, keeping "-word" together; in UAX #14 15.0 no rule
        // forbids it, so the file breaks there by LB 31 ("÷ [999.0]").
        let hyphenBeforeLetter = """
        × 002D ÷ 0023 ÷
        × 002D × 0308 ÷ 0023 ÷
        × 002D ÷ 00A7 ÷
        × 002D × 0308 ÷ 00A7 ÷
        × 002D ÷ 50005 ÷
        × 002D × 0308 ÷ 50005 ÷
        × 002D ÷ 0E01 ÷
        × 002D × 0308 ÷ 0E01 ÷
        """
        // ICU-12017: ICU's number rules (its tailoring of UAX #14 LB 25) treat a leading infix
        // separator as part of a number (",0", ".35"), so there is no break between IS and a
        // following digit, and a break is allowed before the "." after a space; the file
        // forbids "SP × IS" by LB 13 and, since its Example 7 number regex needs a digit
        // before the separator, breaks "IS ÷ NU" by LB 31.
        let numbersAfterInfixSeparator = """
        × 002C ÷ 0030 ÷
        × 002C × 0308 ÷ 0030 ÷
        × 0065 × 0071 × 0075 × 0061 × 006C × 0073 × 0020 × 002E ÷ 0033 × 0035 × 0020 ÷ 0063 × 0065 × 006E × 0074 × 0073 ÷
        × 0061 × 002E ÷ 0032 × 0020 ÷
        × 0061 × 002E ÷ 0032 × 0020 ÷ 0915 ÷
        × 0061 × 002E ÷ 0032 × 0020 ÷ 672C ÷
        × 0061 × 002E ÷ 0032 × 3000 ÷ 672C ÷
        × 0061 × 002E ÷ 0032 × 3000 ÷ 307E ÷
        × 0061 × 002E ÷ 0032 × 3000 ÷ 0033 ÷
        × 0041 × 002E ÷ 0031 × 0020 ÷ BABB ÷
        × BD24 ÷ C5B4 × 002E × 0020 ÷ 0041 × 002E ÷ 0032 × 0020 ÷ BCFC ÷
        × BD10 ÷ C694 × 002E × 0020 ÷ 0041 × 002E ÷ 0033 × 0020 ÷ BABB ÷
        × C694 × 002E × 0020 ÷ 0041 × 002E ÷ 0034 × 0020 ÷ BABB ÷
        × 0061 × 002E ÷ 0032 × 3000 ÷ 300C ÷
        """
        var reasons: [String: String] = [:]
        for line in hyphenBeforeLetter.split(separator: "\n") {
            reasons[String(line)] = "ICU-8151: no break between hyphen-minus and a following letter"
        }
        for line in numbersAfterInfixSeparator.split(separator: "\n") {
            reasons[String(line)] = "ICU-12017: an infix separator before digits belongs to the number"
        }
        return reasons
    }()

    struct Case {
        var line: Int
        var source: String
        var text: [UInt16]
        var breaks: [Int]   // UTF-16 offsets after the start where `÷` stands
    }

    enum ParseError: Error, CustomStringConvertible {
        case missing(String), malformed(line: Int, String)
        var description: String {
            switch self {
            case .missing(let path):
                "\(path) is missing: install Debian's unicode-data (scripts/bootstrap does) to run the line break conformance test"
            case .malformed(let line, let text): "\(LineBreakConformanceTests.path):\(line): cannot parse \(text)"
            }
        }
    }

    static func loadCases() throws -> [Case] {
        guard let data = FileManager.default.contents(atPath: path),
              let contents = String(data: data, encoding: .utf8) else { throw ParseError.missing(path) }
        var cases: [Case] = []
        for (index, rawLine) in contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let source = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first
                .map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            if source.isEmpty { continue }
            var text: [UInt16] = []
            var breaks: [Int] = []
            for token in source.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
                switch token {
                case "÷": if !text.isEmpty { breaks.append(text.count) }
                case "×": break
                default:
                    guard let value = UInt32(token, radix: 16), let scalar = Unicode.Scalar(value) else {
                        throw ParseError.malformed(line: index + 1, source)
                    }
                    text.append(contentsOf: UTF16.encode(scalar)!)
                }
            }
            cases.append(Case(line: index + 1, source: source, text: text, breaks: breaks))
        }
        return cases
    }

    @Test func everyCaseOfLineBreakTestMatchesICU() throws {
        let cases: [Case]
        do { cases = try Self.loadCases() } catch {
            Issue.record("\(error)")
            throw error
        }
        // The 15.0.0 file has 7654 cases; far fewer means the file is not what this test expects.
        #expect(cases.count > 7000, "only \(cases.count) cases read from \(Self.path)")

        var unexpected: [String] = []
        var fixed: [String] = []
        for testCase in cases {
            let actual = try testCase.text.withUnsafeBufferPointer { buffer in
                try LineBreaker.opportunities(in: buffer, locale: "en", iterators: bundledTypesetter.breakIterators).map(\.offset)
            }
            let deviates = actual != testCase.breaks
            let listed = Self.expectedDeviations[testCase.source] != nil
            if deviates && !listed {
                unexpected.append("line \(testCase.line): \(testCase.source) -> ICU breaks at \(actual), file says \(testCase.breaks)")
            } else if !deviates && listed {
                fixed.append("line \(testCase.line): \(testCase.source) now matches; remove it from expectedDeviations")
            }
        }
        #expect(unexpected.isEmpty, "\(unexpected.count) cases differ:\n\(unexpected.prefix(50).joined(separator: "\n"))")
        #expect(fixed.isEmpty, "\(fixed.joined(separator: "\n"))")
    }
}
