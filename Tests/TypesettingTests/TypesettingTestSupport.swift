import Foundation
@testable import Typesetting

/// One typesetter over the bundled fonts for every test (loading fonts once).
let bundledTypesetter: Typesetter = {
    do { return try Typesetter.bundled() } catch { fatalError("bundled fonts: \(error)") }
}()

/// Fixtures written by scripts/typesetting-make-fixtures.
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func load<T: Decodable>(_ name: String, as type: T.Type) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(contentsOf: folder.appendingPathComponent(name)))
    }

    struct Metrics: Decodable {
        var family: String
        var unitsPerEm, hheaAscender, hheaDescender, hheaLineGap: Int
        var typoAscender, typoDescender, typoLineGap: Int
        var useTypoMetrics, italic: Bool
        var capHeight, xHeight, weight: Int
    }

    struct Shaped: Decodable {
        var text: String
        var advances: [Int]
        var clusters: [Int]
        var total: Int
    }

    struct HBShape: Decodable {
        var version: String
        var fonts: [String: [Shaped]]
    }

    static func metrics() throws -> [String: Metrics] { try load("font-metrics.json", as: [String: Metrics].self) }
    static func hbShape() throws -> HBShape { try load("hb-shape.json", as: HBShape.self) }

    /// hb-shape's total advance of `text` in `font`, in design units.
    static func total(_ text: String, in font: String = "Inter-Regular.otf") throws -> Int {
        guard let shaped = try hbShape().fonts[font]?.first(where: { $0.text == text }) else {
            throw FixtureMissing(text: text, font: font)
        }
        return shaped.total
    }

    struct FixtureMissing: Error { var text: String; var font: String }
}

let fontsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fonts").path

/// The lines of a real-text corpus of Benchmarks/Corpus ("zh", "en" or "mixed"; its README gives sources
/// and licences).
func corpus(_ name: String) throws -> [String] {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Benchmarks/Corpus/\(name).txt")
    return try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init)
}

/// Text in the bundled CJK face's sizes: Noto Sans CJK SC has 1000 units per em
/// and every ideograph and fullwidth punctuation mark advances 1000 units
/// (cjk-subset.json), so at size 10 each is exactly 10 pt wide.
func plain(_ string: String, size: Double = 10, style: ParagraphStyle = ParagraphStyle(), letterSpacing: Double = 0) -> AttributedText {
    AttributedText(string, attributes: TextAttributes(family: "Inter", size: size, letterSpacing: letterSpacing, paragraphStyle: style))
}

/// Noto Sans CJK SC line metrics at size 10 (hhea, font-metrics.json):
/// ascender 1160, descender -288, lineGap 0 per 1000 units.
let notoAscent10 = 11.6, notoDescent10 = 2.88, notoLine10 = 14.48

/// Inter's line metrics (typo metrics, USE_TYPO_METRICS set; equal to hhea):
/// ascender 2728, descender -680, lineGap 0 per 2816 units.
func interLine(_ size: Double) -> Double { (2728.0 + 680.0) / 2816.0 * size }
func interAscent(_ size: Double) -> Double { 2728.0 / 2816.0 * size }

func ranges(_ layout: TextLayout) -> [Range<Int>] { layout.lines.map(\.range) }

func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }
