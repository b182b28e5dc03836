import CICU
import Foundation
import Testing
@testable import Typesetting

/// Unicode's conformance suite for grapheme clusters (UAX #29), run through `GraphemeClusters`, whose
/// one-pass check (every unit a cluster, from the Grapheme_Cluster_Break property) answers for some
/// cases and ICU's character break iterator for the rest.
///
/// Source: GraphemeBreakTest.txt of Unicode 15.0.0 (Debian package unicode-data, installed by
/// scripts/bootstrap), the version ICU 72 implements. Each case lists code points with `÷` at a
/// boundary and `×` where there is none.
@Suite struct GraphemeBreakConformanceTests {
    static let path = "/usr/share/unicode/auxiliary/GraphemeBreakTest.txt"

    struct Case {
        var text: [UInt16]
        var boundaries: [Int]
    }

    static func cases() throws -> [Case] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").compactMap { line in
            let rule = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            guard rule.contains("÷") else { return nil }
            var text: [UInt16] = []
            var boundaries: [Int] = []
            for token in rule.split(whereSeparator: \.isWhitespace) {
                if token == "÷" {
                    boundaries.append(text.count)
                } else if token != "×", let value = UInt32(token, radix: 16), let scalar = Unicode.Scalar(value) {
                    text.append(contentsOf: String(Character(scalar)).utf16)
                }
            }
            return Case(text: text, boundaries: boundaries)
        }
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: path)))
    func everyCaseMatchesTheFile() throws {
        let cases = try Self.cases()
        #expect(cases.count > 600)
        var failures: [String] = []
        var answeredByTheCheck = 0
        for testCase in cases {
            let found = try testCase.text.withUnsafeBufferPointer { try GraphemeClusters.boundaries(in: $0, iterators: bundledTypesetter.breakIterators) }
            if found != testCase.boundaries {
                failures.append(testCase.text.map { String($0, radix: 16) }.joined(separator: " ") + " expected \(testCase.boundaries) found \(found)")
            }
            if testCase.text.withUnsafeBufferPointer({ cicu_graphemes_are_units($0.baseAddress, Int32($0.count)) }) != 0 {
                answeredByTheCheck += 1
            }
        }
        #expect(failures.isEmpty, "\(failures.count) cases differ, first: \(failures.prefix(5))")
        // Both paths were exercised: the file pairs Other, LF and Control with each other.
        #expect(answeredByTheCheck > 0 && answeredByTheCheck < cases.count)
    }

    /// Text the check accepts gets the iterator's boundaries exactly: Chinese and English prose with
    /// line feeds and a tab, and it declines text with CR, a combining mark, ZWJ or a surrogate pair.
    @Test func theCheckAgreesWithTheIterator() throws {
        let accepted = ["统一码（Unicode）是一种字符编码。\n第二段，English words.\tTab", "plain ASCII, 1234!"]
        for text in accepted {
            let units = Array(text.utf16)
            try units.withUnsafeBufferPointer { buffer in
                #expect(cicu_graphemes_are_units(buffer.baseAddress, Int32(buffer.count)) == 1)
                let checked = try GraphemeClusters.boundaries(in: buffer, iterators: bundledTypesetter.breakIterators)
                let iterated = try GraphemeClusters.iteratorBoundaries(in: buffer, iterators: bundledTypesetter.breakIterators)
                #expect(checked == iterated)
            }
        }
        for text in ["a\r\nb", "e\u{301}", "\u{1F468}\u{200D}\u{1F469}", "\u{1F600}", "\u{1112}\u{1161}"] {
            let units = Array(text.utf16)
            units.withUnsafeBufferPointer { buffer in
                #expect(cicu_graphemes_are_units(buffer.baseAddress, Int32(buffer.count)) == 0)
            }
        }
    }
}
