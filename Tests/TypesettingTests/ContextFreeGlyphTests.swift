import Foundation
import Testing
@testable import Typesetting

/// Runs whose glyphs no lookup of their shaping plan touches are measured without hb_shape. Whatever is
/// read that way must be exactly what HarfBuzz gives when it shapes the same run, and HarfBuzz must agree
/// that the run may be cut at every character (no unsafe-to-break flag), since line breaking relies on it.
@Suite struct ContextFreeGlyphTests {
    static func style(_ family: String, script: String, locale: String) throws -> ShapingStyle {
        ShapingStyle(face: try bundledTypesetter.fonts.face(family: family), script: ShapingLanguage.script(script),
                     isRightToLeft: false, language: ShapingLanguage(locale))
    }

    /// Advances read without shaping, or nil where the reader declines.
    static func read(_ text: String, _ style: ShapingStyle) -> [Int32]? { read(Array(text.utf16), style) }

    static func read(_ units: [UInt16], _ style: ShapingStyle) -> [Int32]? {
        var result = [Int32](repeating: 0, count: units.count)
        let read = units.withUnsafeBufferPointer { text in
            result.withUnsafeMutableBufferPointer { Shaper().readContextFree(text, style: style, into: $0) }
        }
        return read ? result : nil
    }

    /// Every span of the Chinese and mixed corpora (Benchmarks/Corpus, real text) as measuring cuts them:
    /// where the reader answers, HarfBuzz's shaping of the span gives the same advances and flags no
    /// character unsafe to break. Most Han characters must be answered for, or the test checks nothing.
    @Test(arguments: ["zh", "mixed"])
    func readAdvancesAreHarfBuzzs(corpus: String) throws {
        var hanRead = 0, hanTotal = 0, mismatches: [String] = []
        let shaper = Shaper()
        for text in try TypesettingTests.corpus(corpus) {
            let units = Array(text.utf16)
            try units.withUnsafeBufferPointer { (units) throws(TypesettingError) in
                let locale = LocaleGuess.locale(for: units)
                let runs = AttributedText(text, attributes: TextAttributes(family: "Inter", size: 17)).runs
                let analysis = try bundledTypesetter.analyze(units, runs: runs, locale: locale, keepingHangulWords: true)
                let plan = analysis.plan
                for span in analysis.spans {
                    let text = plan.text(of: span)
                    let style = plan.shapingStyle(span)
                    var read = [Int32](repeating: 0, count: text.count)
                    let answered = read.withUnsafeMutableBufferPointer { shaper.readContextFree(text, style: style, into: $0) }
                    let han = String(decoding: text, as: UTF16.self).unicodeScalars.filter { CharacterClasses.isHan($0.value) }.count
                    hanTotal += han
                    guard answered else { continue }
                    hanRead += han
                    let shaped = shaper.advances(of: text, style: style)
                    // Every character start (surrogate pairs are not in plain runs' cuts anyway).
                    let starts = (1..<max(text.count, 1)).filter { text[$0] & 0xFC00 != 0xDC00 }
                    if shaped != read || !shaper.isSafeToBreak(at: starts) {
                        mismatches.append(String(decoding: text, as: UTF16.self))
                    }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        #expect(hanTotal > 1000 && Double(hanRead) > 0.95 * Double(hanTotal), "\(hanRead) of \(hanTotal)")
    }

    /// hb-shape's advances of "中文，测试。" in Noto Sans CJK SC (hb-shape.json): six glyphs of 1000 units.
    @Test func chineseIsReadAsHbShapeGivesIt() throws {
        let style = try Self.style("Noto Sans CJK SC", script: "Hani", locale: "zh-Hans")
        let shaped = try #require(Fixtures.hbShape().fonts["NotoSansCJKsc-Regular-Subset.otf"]?.first { $0.text == "中文，测试。" })
        #expect(Self.read("中文，测试。", style) == shaped.advances.map(Int32.init))
    }

    /// What HarfBuzz would change is left to it: Inter kerns "AV" and "TA" (GPOS), "e" + U+0301 has a mark
    /// (zero advance, positioned over the e), a variation selector picks another glyph (cmap format 14), a
    /// lone surrogate becomes U+FFFD, and right-to-left runs may mirror.
    @Test func kernedMarkedAndSelectedTextIsShaped() throws {
        let inter = try Self.style("Inter", script: "Latn", locale: "en")
        let cjk = try Self.style("Noto Sans CJK SC", script: "Hani", locale: "zh-Hans")
        #expect(Self.read("AVATAR", inter) == nil)
        #expect(Self.read("e\u{301}", inter) == nil)
        #expect(Self.read("中\u{FE00}", cjk) == nil)
        // The CJK face maps both, has no GDEF classes and no lookup touches their glyphs: only the
        // character check declines them (U+302A is a non-spacing mark, U+FFA0 a default ignorable).
        #expect(Self.read("中\u{302A}", cjk) == nil)
        #expect(Self.read("中\u{FFA0}", cjk) == nil)
        #expect(Self.read([0x4E2D, 0xD800], cjk) == nil)
        var rightToLeft = cjk
        rightToLeft.isRightToLeft = true
        #expect(Self.read("中文", rightToLeft) == nil)
        #expect(Self.read("中文", cjk) == [1000, 1000])
    }

    /// A run the reader declines partway ("中" read, then U+302A, a mark) leaves nothing behind: the shaper
    /// then adds its own advances into the same zeroed buffer.
    @Test func aRunDeclinedPartwayLeavesItsBufferZeroed() throws {
        let cjk = try Self.style("Noto Sans CJK SC", script: "Hani", locale: "zh-Hans")
        let units = Array("中文\u{302A}".utf16)
        var result = [Int32](repeating: 0, count: units.count)
        let read = units.withUnsafeBufferPointer { text in
            result.withUnsafeMutableBufferPointer { Shaper().readContextFree(text, style: cjk, into: $0) }
        }
        #expect(!read)
        #expect(result == [0, 0, 0])
    }

    /// Scripts with their own HarfBuzz shaper change text outside any lookup (Thai splits SARA AM U+0E33
    /// into NIKHAHIT and SARA AA; Hangul composes jamo), so no face reads them without shaping.
    @Test func scriptsWithTheirOwnShaperAreShaped() throws {
        var thai = try Self.style("Noto Sans CJK SC", script: "Thai", locale: "th")
        #expect(Self.read("中文", thai) == nil)
        thai.script = ShapingLanguage.script("Hang")
        #expect(Self.read("中文", thai) == nil)
        #expect(ContextFreeGlyphs.scripts.contains(ShapingLanguage.script("Hani")))
    }
}
