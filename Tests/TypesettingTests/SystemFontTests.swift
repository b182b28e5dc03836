import Foundation
import Testing
@testable import Typesetting

/// The system font measures with SF Pro's line and tracking over the stand-in's glyphs.
/// Hand values: SF Pro's line is (1950 + 494) / 2048 of the size, its ascent 1950 / 2048 (Apple's SF Pro,
/// `hhea`); its tracking at 17 pt is -26/1000 em = -0.442 pt per character (HIG tracking table). Inter's own
/// line is (2728 + 680) / 2816 (its `hhea`); Noto Sans CJK SC's (1160 + 288) / 1000.
@Suite struct SystemFontTests {
    static let system = FontCollection.systemFontName
    static let sfLine17 = 2444.0 / 2048.0 * 17
    static let interLine17 = 3408.0 / 2816.0 * 17
    static let notoLine17 = 1448.0 / 1000.0 * 17

    static func layout(_ text: String, family: String = system, size: Double = 17, letterSpacing: Double = 0,
                       fonts: Typesetter = bundledTypesetter) throws -> TextLayout {
        try fonts.prepare(AttributedText(text, attributes: TextAttributes(family: family, size: size, letterSpacing: letterSpacing)))
            .layout(maxWidth: .infinity)
    }

    @Test func lineIsSFPros() throws {
        let line = try #require(try Self.layout("Hello").lines.first)
        #expect(close(line.height, Self.sfLine17))
        #expect(close(line.baseline, 1950.0 / 2048.0 * 17))
    }

    /// Asking for the stand-in by its own name measures with its own line: only the system font is SF's.
    @Test func standInByNameKeepsItsOwnLine() throws {
        #expect(close(try #require(try Self.layout("Hello", family: "Inter").lines.first).height, Self.interLine17))
    }

    /// Five characters, each 0.442 pt narrower than Inter's own advance.
    @Test func trackingNarrowsEachCharacter() throws {
        let own = try Self.layout("Hello", family: "Inter").lines[0].width
        let system = try Self.layout("Hello").lines[0].width
        #expect(close(system, own + 5 * -0.442))
    }

    /// Below SF Pro's display size (20 pt) the system font's weights from medium up take the stand-in's next
    /// heavier face; at display sizes semibold and bold keep their own; a name asked for by its own family, or a
    /// system font mapped to a family, takes the weight asked for.
    @Test func heavierWeightsTakeTheNextFaceAtTextSizes() throws {
        let fonts = try FontCollection.bundled()
        func weight(_ asked: Int, size: Double, family: String = Self.system) throws -> Int {
            try #require(try fonts.identifiedCascade(family: family, weight: asked, italic: false, locale: "en", size: size).first).face.weight
        }
        #expect(try weight(400, size: 17) == 400)
        #expect(try weight(500, size: 15) == 600)
        #expect(try weight(600, size: 17) == 700)
        #expect(try weight(700, size: 17) == 800)
        #expect(try weight(800, size: 13) == 900)
        #expect(try weight(900, size: 13) == 900)
        #expect(try weight(700, size: 24) == 700)
        #expect(try weight(600, size: 20) == 600)
        #expect(try weight(700, size: 17, family: "Inter") == 700)
        try fonts.mapSystemFont(toFamily: "Inter", presentation: .sanFrancisco)
        #expect(try weight(700, size: 17) == 700)
    }

    /// The lighter weights take Inter Light below the display size, SF Pro's light being narrower than its
    /// regular as Inter's is (Fonts/README.md): light, thin and ultralight alike, CSS matching finding no face
    /// lighter than 300; from 20 pt the display cut, which has no light face, as before. A light "Hello" at
    /// 17 pt is hb-shape's 6675 units of Inter Light (2816 to the em) less SF Pro's tracking, 5 x 0.442.
    @Test func lightWeightsTakeInterLightAtTextSizes() throws {
        let fonts = try FontCollection.bundled()
        func face(_ asked: Int, size: Double) throws -> FontFace {
            try #require(try fonts.identifiedCascade(family: Self.system, weight: asked, italic: false, locale: "en", size: size).first).face
        }
        #expect(try face(300, size: 17).weight == 300 && face(300, size: 17).family == "Inter")
        #expect(try face(200, size: 13).weight == 300)
        #expect(try face(100, size: 13).weight == 300)
        #expect(try face(300, size: 24).family == "Inter Display" && face(300, size: 24).weight == 400)
        let light = try bundledTypesetter.prepare(AttributedText("Hello", attributes: TextAttributes(family: Self.system, size: 17, weight: 300)))
            .layout(maxWidth: .infinity).lines[0].width
        #expect(close(light, Double(try Fixtures.total("Hello", in: "Inter-Light.otf")) / 2816 * 17 + 5 * -0.442))
    }

    /// A bold run of five characters is Inter ExtraBold's advances, each 0.442 pt narrower (SF Pro's tracking).
    @Test func boldMeasuresInTheNextFaceWithTracking() throws {
        func width(_ family: String, _ weight: Int) throws -> Double {
            try bundledTypesetter.prepare(AttributedText("Hello", attributes: TextAttributes(family: family, size: 17, weight: weight)))
                .layout(maxWidth: .infinity).lines[0].width
        }
        #expect(close(try width(Self.system, 700), try width("Inter", 800) + 5 * -0.442))
        #expect(try width("Inter", 800) > (try width("Inter", 700)))
    }

    /// An explicit letter spacing replaces the tracking rather than adding to it.
    @Test func explicitSpacingReplacesTracking() throws {
        let own = try Self.layout("Hello", family: "Inter").lines[0].width
        let spaced = try Self.layout("Hello", letterSpacing: 1).lines[0].width
        #expect(close(spaced, own + 5 * 1))
    }

    /// At 12 pt the table's tracking is 0: the widths agree.
    @Test func noTrackingAtTwelvePoints() throws {
        let own = try Self.layout("Hello", family: "Inter", size: 12).lines[0].width
        #expect(close(try Self.layout("Hello", size: 12).lines[0].width, own))
    }

    /// Chinese falling back from the system font takes the system font's line (as UIKit measures "你" in the
    /// system font), untracked; asked for by its own family, Noto Sans CJK SC keeps its own line.
    @Test func chineseFallbackTakesTheSystemLine() throws {
        let fallback = try Self.layout("你好")
        #expect(close(fallback.lines[0].height, Self.sfLine17))
        #expect(close(fallback.lines[0].width, 2 * 17))   // two ideographs of one em each, no tracking
        #expect(close(try Self.layout("你好", family: "Noto Sans CJK SC").lines[0].height, Self.notoLine17))
    }

    /// Japanese kana fall back as the ideographs do: every glyph is there (no empty boxes), one em each
    /// (the original TTC's `hmtx`, and hb-shape over the subset: no kerning pair among these), untracked,
    /// on the system font's line.
    @Test func kanaFallBackLikeIdeographs() throws {
        let prepared = try bundledTypesetter.prepare(AttributedText("ひらがなとカタカナ", attributes: TextAttributes(family: Self.system, size: 17)))
        let line = try #require(prepared.layout(maxWidth: .infinity).lines.first)
        #expect(prepared.missingGlyphCount == 0)
        #expect(close(line.width, 9 * 17))
        #expect(close(line.height, Self.sfLine17))
    }

    /// Emoji falling back from the system font take the system font's line too: Xcode stored one-line labels of
    /// emoji alone 20.5 tall at 17 pt on a 2x canvas and 41 at 34 pt, SF Pro's line rounded up to the pixel
    /// (20.287 and 40.574), where Noto Color Emoji's own (1900 + 500) / 2048 em would round to 20 and 40. Beside
    /// text the line is SF Pro's as well, with no deeper descent from the emoji. Their advances stay the
    /// stand-in's (2550 / 2048 em, untracked); by its own family the emoji font keeps its own line.
    @Test func emojiFallbackTakesTheSystemLine() throws {
        let alone = try Self.layout("\u{1F389}")
        #expect(close(alone.lines[0].height, Self.sfLine17))
        #expect(close(alone.lines[0].width, 2550.0 / 2048.0 * 17))
        #expect(close(try Self.layout("\u{1F3C3}\u{200D}\u{2642}\u{FE0F}", size: 34).lines[0].height, 2444.0 / 2048.0 * 34))
        #expect(close(try Self.layout("Party \u{1F389}").lines[0].height, Self.sfLine17))
        #expect(close(try Self.layout("\u{1F389}", family: "Noto Color Emoji").lines[0].height, 2400.0 / 2048.0 * 17))
    }

    /// Mapped to a team's own font (Noto Sans CJK SC stands in for SF Pro here), the system font keeps that
    /// font's own line and still takes SF Pro's tracking.
    @Test func mappedFontKeepsItsOwnLine() throws {
        let fonts = try FontCollection.bundled()
        try fonts.mapSystemFont(toFamily: "Noto Sans CJK SC")
        let typesetter = Typesetter(fonts: fonts)
        let mapped = try Self.layout("一二", fonts: typesetter)
        #expect(close(mapped.lines[0].height, Self.notoLine17))
        #expect(close(mapped.lines[0].width, 2 * 17 + 2 * -0.442))
    }

    /// A face whose ascender does not clear its descender cannot be the system font's line.
    @Test func refusesAFaceWithoutALine() throws {
        let metrics = FontMetrics(unitsPerEm: 1000, ascender: 0, descender: 0, lineGap: 0)
        #expect(metrics.problem != nil)
        #expect(FontMetrics(unitsPerEm: 2048, ascender: 1950, descender: -494, lineGap: 0).problem == nil)
    }

    /// A team's own Apple families come before the stand-ins of the same role, as iOS falls back to them.
    @Test func appleFamiliesComeBeforeTheStandIns() {
        #expect(FallbackCascade.families(for: "zh-Hans") == ["Inter", "PingFang SC", "Noto Sans CJK SC", "Apple Color Emoji", "Noto Color Emoji"])
        #expect(FallbackCascade.families(for: "ja").prefix(3) == ["Inter", "Hiragino Sans", "Noto Sans CJK JP"])
        #expect(FallbackCascade.takesSystemLine("PingFang SC") && !FallbackCascade.takesSystemLine("Hiragino Sans"))
        #expect(FallbackCascade.takesSystemLine("Apple Color Emoji"))
    }
}

/// A font whose ascender and descender meet has no line: refused by name when registered, never measured
/// as 0-point lines. The file is the bundled Noto Sans CJK SC subset with its hhea ascender and descender
/// (bytes 4-7 of the table) set to 0. So is one whose ascender alone is 0 (17-point lines would be as short
/// as the descender, about 4 points) or whose descender is above the baseline (+483).
@Suite struct LinelessFontTests {
    static func linelessCopy(_ hhea: [Int: UInt8] = [4: 0, 5: 0, 6: 0, 7: 0]) throws -> String {
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: fontsFolder + "/NotoSansCJKsc-Regular-Subset.otf")))
        let tables = Int(bytes[4]) << 8 | Int(bytes[5])
        for record in 0..<tables {
            let at = 12 + 16 * record
            guard String(decoding: bytes[at..<at + 4], as: UTF8.self) == "hhea" else { continue }
            let offset = bytes[at + 8..<at + 12].reduce(0) { $0 << 8 | Int($1) }
            for (index, byte) in hhea { bytes[offset + index] = byte }
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lineless-\(UUID().uuidString).otf").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aFontWithoutALineIsRefused() throws {
        let path = try Self.linelessCopy()
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect {
            _ = try FontFace(path: path)
        } throws: { error in
            "\(error)".contains(path) && "\(error)".contains("give no line") && "\(error)".contains("ascender 0")
        }
        for (bytes, said): ([Int: UInt8], String) in [([4: 0, 5: 0], "its ascender is not above the baseline (ascender 0, descender -"),
                              ([6: 0x01, 7: 0xE3], "its descender is above the baseline (ascender 1160, descender 483")] {
            let path = try Self.linelessCopy(bytes)
            defer { try? FileManager.default.removeItem(atPath: path) }
            #expect { _ = try FontFace(path: path) } throws: { "\($0)".contains(path) && "\($0)".contains(said) }
        }
    }
}
