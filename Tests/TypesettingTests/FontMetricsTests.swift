import Testing
@testable import Typesetting

/// Metrics read through FreeType equal the table values fontTools reads
/// (font-metrics.json from scripts/typesetting-make-fixtures).
@Suite struct FontMetricsTests {
    static let files = ["Inter-Regular.otf", "Inter-SemiBold.otf",
                        "NotoSansCJKsc-Regular-Subset.otf", "NotoSansCJKsc-Bold-Subset.otf"]

    @Test(arguments: files)
    func designUnitsMatchTables(file: String) throws {
        let expected = try #require(try Fixtures.metrics()[file])
        let face = try FontFace(path: fontsFolder + "/" + file)
        #expect(face.family == expected.family)
        #expect(face.weight == expected.weight)
        #expect(face.isItalic == expected.italic)
        #expect(face.metrics.unitsPerEm == expected.unitsPerEm)
        #expect(face.metrics.usesTypoMetrics == expected.useTypoMetrics)
        let (ascender, descender, gap) = expected.useTypoMetrics
            ? (expected.typoAscender, expected.typoDescender, expected.typoLineGap)
            : (expected.hheaAscender, expected.hheaDescender, expected.hheaLineGap)
        #expect(face.metrics.ascender == ascender)
        #expect(face.metrics.descender == descender)
        #expect(face.metrics.lineGap == gap)
        #expect(face.metrics.capHeight == expected.capHeight)
        #expect(face.metrics.xHeight == expected.xHeight)
    }

    @Test(arguments: files)
    func pointsScaleLinearly(file: String) throws {
        let expected = try #require(try Fixtures.metrics()[file])
        let font = try Font(face: FontFace(path: fontsFolder + "/" + file), size: 17)
        let scale = 17.0 / Double(expected.unitsPerEm)
        let ascender = Double(expected.useTypoMetrics ? expected.typoAscender : expected.hheaAscender) * scale
        let descender = Double(expected.useTypoMetrics ? expected.typoDescender : expected.hheaDescender) * scale
        let gap = Double(expected.useTypoMetrics ? expected.typoLineGap : expected.hheaLineGap) * scale
        #expect(close(font.ascender, ascender))
        #expect(close(font.descender, descender))
        #expect(close(font.lineHeight, ascender - descender + gap))
        #expect(close(font.capHeight, Double(expected.capHeight) * scale))
        #expect(close(font.xHeight, Double(expected.xHeight) * scale))
    }

    /// Noto Sans CJK SC does not set USE_TYPO_METRICS, so hhea wins over its
    /// (different) typo metrics: 1160/-288, not 880/-120.
    @Test func notoUsesHheaNotTypo() throws {
        let face = try FontFace(path: fontsFolder + "/NotoSansCJKsc-Regular-Subset.otf")
        #expect(!face.metrics.usesTypoMetrics)
        #expect(face.metrics.ascender == 1160 && face.metrics.descender == -288)
    }

    @Test func sizeMustBeFinitePositive() throws {
        let face = try FontFace(path: fontsFolder + "/Inter-Regular.otf")
        for size in [0.0, -1, .nan, .infinity] {
            #expect(throws: TypesettingError.self) { try Font(face: face, size: size) }
        }
    }
}
