import Testing
@testable import Typesetting

/// The bundled Noto Sans CJK SC subset keeps every sampled glyph's advance:
/// shaping each character with HarfBuzz over the subset gives the advance
/// fontTools read from hmtx of the original Debian TTC (cjk-subset.json).
@Suite struct CJKSubsetTests {
    struct Original: Decodable {
        var source: String
        var regular: [String: Int]
        var bold: [String: Int]
        enum CodingKeys: String, CodingKey {
            case source
            case regular = "NotoSansCJKsc-Regular-Subset.otf"
            case bold = "NotoSansCJKsc-Bold-Subset.otf"
        }
    }

    @Test(arguments: ["NotoSansCJKsc-Regular-Subset.otf", "NotoSansCJKsc-Bold-Subset.otf"])
    func advancesMatchOriginalTTC(file: String) throws {
        let original = try Fixtures.load("cjk-subset.json", as: Original.self)
        let expected = file.contains("Bold") ? original.bold : original.regular
        #expect(expected.count > 50)
        let face = try FontFace(path: fontsFolder + "/" + file)
        let shaper = Shaper()
        for (character, advance) in expected {
            let units = Array(character.utf16)
            #expect(face.covers(character.unicodeScalars.first!), "\(character) missing from subset")
            let shaped = units.withUnsafeBufferPointer {
                shaper.advances(of: $0, style: ShapingStyle(face: face, script: ShapingLanguage.script("Zyyy"),
                                                            isRightToLeft: false, language: ShapingLanguage("zh-Hans")))
            }
            #expect(Int(shaped.reduce(0, +)) == advance, "advance of \(character)")
        }
    }
}
