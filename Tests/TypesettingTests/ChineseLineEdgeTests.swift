import Foundation
import Testing
@testable import Typesetting

/// CJK line-edge prohibition on real text: no line starts with a closing mark and no line ends with an
/// opening one (W3C "Requirements for Chinese Text Layout" (clreq), line start/end prohibition rules),
/// except where a run longer than the line had to be broken between any two characters.
///
/// Corpus: Benchmarks/Corpus/zh.txt (842 paragraphs of the Debian Reference in Simplified Chinese; its
/// README gives the source and licence), laid out at widths from a narrow column to a phone's row, under
/// the locale chosen for it (zh-Hans) and under every other CJK locale, whose ICU rules differ around
/// quotation marks.
@Suite struct ChineseLineEdgeTests {
    /// Marks that may not start a line: closing brackets and quotes and the punctuation that follows
    /// what it ends (clreq §3.1.7), full-width and ASCII forms.
    static let closing: Set<Character> = Set("，。、；：？！）】」』”’〉》〕〗〙〛｝］)]}!?;:,.")
    /// Marks that may not end a line: opening brackets and quotes.
    static let opening: Set<Character> = Set("（【「『“‘〈《〔〖〘〚｛［([{")
    static let widths: [Double] = [60, 73, 100, 137, 180, 250, 300, 343]

    @Test(arguments: [nil, "zh-Hant", "ja", "ko"])
    func noLineStartsWithAClosingMarkOrEndsWithAnOpeningOne(locale: String?) throws {
        var checked = 0, forced = 0
        var failures: [String] = []
        for text in try corpus("zh") {
            let prepared = try bundledTypesetter.prepare(AttributedText(text, attributes: TextAttributes(family: "Inter", size: 17)), locale: locale)
            #expect(prepared.locale == locale ?? "zh-Hans")
            // Cluster index of every break opportunity: a line ending anywhere else was forced.
            let opportunities = Set(prepared.segments.map { Int($0.end) })
            let offsets = prepared.scalarOffsets
            let clusterAtScalar = Dictionary(uniqueKeysWithValues: (0...prepared.clusterCount).map { (offsets[$0], $0) })
            let scalars = Array(text.unicodeScalars)
            for width in Self.widths {
                let lines = prepared.layout(maxWidth: width).lines
                for (before, after) in zip(lines, lines.dropFirst()) {
                    let breakScalar = after.range.lowerBound
                    let cluster = clusterAtScalar[breakScalar] ?? -1
                    if !opportunities.contains(cluster) { forced += 1; continue }
                    checked += 1
                    let last = scalars[before.range].last { !$0.properties.isWhitespace }.map(Character.init)
                    let first = Character(scalars[breakScalar])
                    if let last, Self.opening.contains(last) || Self.closing.contains(first) {
                        failures.append("\(width) pt: …\(String(String.UnicodeScalarView(scalars[before.range]).suffix(6))) | \(String(String.UnicodeScalarView(scalars[after.range]).prefix(6)))…")
                    }
                }
            }
        }
        #expect(checked > 10_000, "\(checked) breaks checked")
        #expect(failures.isEmpty, "\(failures.count) of \(checked) breaks: \(failures.prefix(10))")
        // The forced breaks are the fallback for runs longer than a narrow line, not the common case.
        #expect(forced < checked / 20, "\(forced) forced breaks")
    }

    /// The sentence reported with an opening quote at a line end under zh-Hans: the quote starts the second
    /// line with its word. "“OnlyShowIn”属" cannot be broken (no break after an opening quote, none inside
    /// the Latin word, none before a closing quote), so the last place the first line can end is before the
    /// “ (scalar 24) when 的 still fits, else before 的 (scalar 23); it never ends after the “.
    @Test(arguments: [(343.0, 24), (300, 24), (290, 24), (280, 24), (270, 23)])
    func theReportedSentenceBreaksBeforeItsOpeningQuote(width: Double, secondLineStart: Int) throws {
        let text = "该 desktop-entry 文件具有带空值的“OnlyShowIn”属性设置。"
        let prepared = try bundledTypesetter.prepare(AttributedText(text, attributes: TextAttributes(family: "Inter", size: 17)), locale: "zh-Hans")
        let lines = prepared.layout(maxWidth: width).lines
        #expect(Array(text.unicodeScalars)[24] == "“")
        #expect(lines.map(\.range.lowerBound) == [0, secondLineStart])
    }

    /// The breaks ICU 72.1 allows next to white space in every CJK locale (UAX #14 rule LB18, a break after
    /// spaces, comes before the rules that keep quotation marks and non-starters with their neighbours):
    /// an opening mark followed by a space may not end a line, and a closing mark after a space may not
    /// start one. Each mark is tried between ideographs, so a break elsewhere in the text stays possible.
    @Test(arguments: ["zh-Hans", "zh-Hant", "ja", "ko"])
    func marksNextToSpacesStayWithTheirText(locale: String) throws {
        var failures: [String] = []
        for mark in Self.opening {
            let text = "中文\(mark) 文字"
            if try breakOffsets(text, locale: locale).contains(4) { failures.append("break after [\(mark) ]") }
        }
        for mark in Self.closing {
            let text = "中文 \(mark)文字"
            if try breakOffsets(text, locale: locale).contains(3) { failures.append("break before [ \(mark)]") }
        }
        #expect(failures.isEmpty, "\(locale): \(failures)")
        // Ideographs on their own still break anywhere, and a space still ends a line before an opening mark.
        #expect(try breakOffsets("中文字", locale: locale) == [1, 2, 3])
        #expect(try breakOffsets("中 “文”", locale: locale).contains(2))
    }

    /// Outside CJK locales ICU's breaks are kept as they are: English lets a line end after “ and a space.
    @Test func otherLocalesKeepICUsBreaks() throws {
        #expect(try breakOffsets("Say “ hello", locale: "en").contains(6))
    }

    @Test(arguments: [("zh-Hant", true), ("zh", true), ("ja_JP", true), ("ko-u-lb-strict", true), ("yue", true),
                      ("en", false), ("zhx", false), ("", false), ("jav", false)])
    func prohibitionAppliesToCJKLanguagesOnly(locale: String, applies: Bool) {
        #expect(LineEdgeProhibition.applies(to: locale) == applies)
    }

    /// Scalar offsets where a line may end (every text here is one cluster per scalar).
    private func breakOffsets(_ text: String, locale: String) throws -> [Int] {
        let prepared = try bundledTypesetter.prepare(AttributedText(text, attributes: TextAttributes(family: "Inter", size: 17)), locale: locale)
        return prepared.segments.map { prepared.scalarOffsets[Int($0.end)] }
    }
}
