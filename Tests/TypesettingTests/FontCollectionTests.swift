import Foundation
import Testing
@testable import Typesetting

@Suite struct FontCollectionTests {
    @Test func bundledHasInterAndNoto() throws {
        let fonts = try FontCollection.bundled()
        #expect(fonts.families() == ["Inter", "Inter Display", "Noto Color Emoji", "Noto Sans CJK SC"])
        // Inter Light, Regular, Italic, Medium, SemiBold, Bold, ExtraBold and Black; Inter Display Regular and
        // Medium; Noto Color Emoji; Noto Sans CJK SC Regular and Bold.
        #expect(fonts.faces().count == 13)
    }

    /// CSS Fonts 4 §5.2 weight matching over Inter's upright {300, 400, 500, 600, 700, 800, 900}:
    /// 450 (from 400 to 500) -> up to 500 first -> 500; 550 (above 500) -> above ascending first -> 600;
    /// 750 -> above ascending -> 800; 950 -> above none, then below descending -> 900; 350 (below 400) -> below
    /// descending first -> 300; 200 -> below none, then above ascending -> 300.
    @Test(arguments: [(400, 400), (450, 500), (500, 500), (550, 600), (600, 600), (700, 700), (750, 800), (800, 800),
                      (900, 900), (950, 900), (300, 300), (350, 300), (200, 300)])
    func nearestWeightLikeCSS(requested: Int, expected: Int) throws {
        let fonts = try FontCollection.bundled()
        #expect(try fonts.face(family: "Inter", weight: requested).weight == expected)
    }

    @Test func familyNamesAreCaseInsensitiveAndItalicFallsBackToUpright() throws {
        let fonts = try FontCollection.bundled()
        let face = try fonts.face(family: "noto sans cjk sc", weight: 700, italic: true)
        #expect(face.family == "Noto Sans CJK SC" && face.weight == 700 && !face.isItalic)
    }

    @Test func cascadePutsRequestedFamilyFirst() throws {
        let fonts = try FontCollection.bundled()
        #expect(try fonts.cascade(family: "Inter").map(\.family) == ["Inter", "Noto Sans CJK SC", "Noto Color Emoji"])
        #expect(try fonts.cascade(family: "Noto Sans CJK SC").map(\.family) == ["Noto Sans CJK SC", "Inter", "Noto Color Emoji"])
    }

    @Test func theSystemFontIsInterUntilMappedToARegisteredFamily() throws {
        let fonts = try FontCollection.bundled()
        #expect(try fonts.face(family: ".AppleSystemUIFont", weight: 700).family == "Inter")
        #expect(try fonts.face(family: ".applesystemuifont", weight: 700).weight == 700)
        #expect(throws: TypesettingError.unknownFamily("SF Pro")) { try fonts.mapSystemFont(toFamily: "SF Pro") }
        #expect(fonts.systemFamily == "Inter")
        let before = fonts.generation
        try fonts.mapSystemFont(toFamily: "noto sans cjk sc")
        #expect(fonts.systemFamily == "Noto Sans CJK SC" && fonts.generation > before)
        #expect(try fonts.face(family: FontCollection.systemFontName).family == "Noto Sans CJK SC")
        // The mapped family leads the cascade; Inter, still registered, follows as a fallback.
        #expect(try fonts.cascade(family: FontCollection.systemFontName).map(\.family) == ["Noto Sans CJK SC", "Inter", "Noto Color Emoji"])
        #expect(fonts.families() == ["Inter", "Inter Display", "Noto Color Emoji", "Noto Sans CJK SC"])
    }

    /// A Han character falls back to Noto, Latin stays in Inter: at 10 pt
    /// "a中" is Inter "a" (1588 u of 2816) + 10.
    @Test func fallbackPerCluster() throws {
        let prepared = try bundledTypesetter.prepare(plain("a中"))
        #expect(close(prepared.totalAdvance, Double(try Fixtures.total("a")) * 10 / 2816 + 10))
    }

    @Test func unknownFamilyIsAnError() throws {
        #expect(throws: TypesettingError.unknownFamily("Helvetica")) {
            try bundledTypesetter.prepare(AttributedText("x", attributes: TextAttributes(family: "Helvetica")))
        }
    }

    /// One of iOS's own families whose line UIKit's table has (Courier New: 1705 and -615 on 2048), with no
    /// file of it registered, is drawn in the system font's faces (Inter, untracked) at that line: 2320 /
    /// 2048 x 17 = 19.258 points, 19.333 on the 3x grid. A family without a table (Futura) is still unknown.
    @Test func anInstalledFamilyTakesTheSystemFontsFacesAtItsLine() throws {
        let courier = try bundledTypesetter.prepare(AttributedText("Hello", attributes: TextAttributes(family: "Courier New"))).layout(maxWidth: .infinity)
        let inter = try bundledTypesetter.prepare(AttributedText("Hello", attributes: TextAttributes(family: "Inter"))).layout(maxWidth: .infinity)
        #expect(close(courier.lines[0].height, 2320.0 / 2048 * 17) && courier.height == 58.0 / 3)
        #expect(courier.lines[0].width == inter.lines[0].width)
        #expect(try bundledTypesetter.fonts.cascade(family: "courier new").first?.family == "Inter")
        // Avenir Next's line is the one Xcode's frames give, 1.366 em: 13.66 at 10 pt, 14 on the 2x grid and
        // 13.667 on the 3x one (its labels are stored 14 tall on 2x canvases).
        let avenir = try bundledTypesetter.prepare(AttributedText("Hello", attributes: TextAttributes(family: "Avenir Next", size: 10))).layout(maxWidth: .infinity)
        #expect(close(avenir.lines[0].height, 13.66) && avenir.height == 41.0 / 3)
        // Avenir Next Condensed and the older Avenir share it: 1.366 x 18 = 24.588 points, 24.667 on the 3x grid.
        for family in ["Avenir", "Avenir Next Condensed"] {
            let line = try bundledTypesetter.prepare(AttributedText("Hello", attributes: TextAttributes(family: family, size: 18))).layout(maxWidth: .infinity)
            #expect(close(line.lines[0].height, 24.588) && line.height == 74.0 / 3)
        }
        #expect(throws: TypesettingError.unknownFamily("Futura")) {
            try bundledTypesetter.prepare(AttributedText("x", attributes: TextAttributes(family: "Futura")))
        }
    }

    /// Chinese falling back from such a family takes the family's line, as it takes the system font's: "病情描述"
    /// in Helvetica Neue at 16 pt is one line of (952 + 213 + 28) / 1000 x 16 = 19.088 points (19.5 on the 2x
    /// grid, as Xcode stores CaseAssistant's such labels), where the stand-in's own line (Noto Sans CJK SC's
    /// ascender 1160 and descender -288 on 1000, taller than Helvetica Neue's) made it 24. PingFang SC, whose
    /// glyphs the stand-in draws too, is 1.4 em: "3条评论" at 12 pt 16.8 (17 at 2x).
    @Test func chineseFallingBackFromAnInstalledFamilyTakesItsLine() throws {
        func line(_ text: String, _ family: String, _ size: Double) throws -> Double {
            let attributes = TextAttributes(family: family, size: size)
            return try bundledTypesetter.prepare(AttributedText(text, attributes: attributes)).layout(maxWidth: .infinity).lines[0].height
        }
        #expect(close(try line("病情描述", "Helvetica Neue", 16), 1193.0 / 1000 * 16))
        #expect(close(try line("Ab 病情描述", "Helvetica Neue", 16), 1193.0 / 1000 * 16))
        #expect(close(try line("3条评论", "PingFang SC", 12), 1.4 * 12))
        // A family named explicitly keeps its own line: the stand-in itself.
        #expect(try line("病情描述", "Noto Sans CJK SC", 16) > 1.4 * 16)
    }

    @Test func missingFileNamesThePath() {
        #expect(throws: TypesettingError.fontFile(path: "/nonexistent/x.otf", reason: "no such file")) {
            try FontCollection().register(fileAt: "/nonexistent/x.otf")
        }
        #expect(throws: TypesettingError.fontFolder(path: "/nonexistent", reason: "no such folder")) {
            try FontCollection().register(folderAt: "/nonexistent")
        }
    }

    /// A folder registered from a listing taken before (to check each file first) reads the listed files
    /// only: a font that arrived after the listing is not read.
    @Test func aFolderRegistersTheFilesItWasListedWith() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listed-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fonts = (try #require(try FontCollection.bundled().faces().first?.path) as NSString).deletingLastPathComponent
        try FileManager.default.copyItem(atPath: fonts + "/Inter-Regular.otf", toPath: folder + "/a.otf")
        let listed = FontCollection.fontFiles(under: folder)
        try FileManager.default.copyItem(atPath: fonts + "/InterDisplay-Regular.otf", toPath: folder + "/b.otf")
        let collection = FontCollection()
        #expect(try collection.register(folderAt: folder, files: listed).isEmpty)
        #expect(collection.families() == ["Inter"])
    }

    @Test func corruptFileIsAnError() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("corrupt-\(UUID()).otf").path
        try Data("this is not a font".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            try FontCollection().register(fileAt: path)
            Issue.record("a text file registered as a font")
        } catch {
            guard case .fontFile(let failing, _) = error else { Issue.record("\(error)"); return }
            #expect(failing == path)
        }
    }

    /// The original Debian TTC holds several faces; registering it adds every one.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")))
    func collectionFileRegistersEveryFace() throws {
        let path = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
        let fonts = FontCollection()
        try fonts.register(fileAt: path)
        #expect(fonts.faces().count == (try FontFace.faceCount(path: path)))
        #expect(fonts.families().contains("Noto Sans CJK SC"))
        #expect(throws: TypesettingError.self) { try FontFace(path: path, faceIndex: 99) }
    }

    /// Without any candidate folder the error lists every path tried.
    @Test func bundledFolderErrorNamesPathsTried() {
        do {
            _ = try BundledFonts.folder(filePath: "/nowhere/Sources/Typesetting/Fonts/BundledFonts.swift", environment: nil)
            Issue.record("found fonts under /nowhere")
        } catch let error {
            guard case .fontFile(let paths, _) = error else { Issue.record("\(error)"); return }
            #expect(paths.contains("/nowhere/Fonts"))
            #expect(paths.contains("share/cellheight/Fonts"))
        }
    }

    /// A folder named in the environment is used as named, or refused: never passed over for the fonts of
    /// the source tree (which this test's own file path would find).
    @Test func theEnvironmentsFolderIsTheOnlyOneLookedAt() throws {
        #expect(try BundledFonts.folder(environment: fontsFolder) == fontsFolder)
        // Set but empty is not set: the usual places are looked at (none exists under /nowhere).
        #expect(throws: TypesettingError.self) {
            try BundledFonts.folder(filePath: "/nowhere/Sources/Typesetting/Fonts/BundledFonts.swift", environment: "")
        }
        do {
            _ = try BundledFonts.folder(environment: "/nowhere/Fonts")
            Issue.record("a missing folder was passed over")
        } catch let error {
            #expect(error == .fontFile(path: "/nowhere/Fonts", reason: "CELLHEIGHT_FONTS names it, but it holds no Inter-Regular.otf: "
                                       + "it is not the bundled Fonts folder (set the variable to that folder, or unset it)"))
        }
    }

    @Test func theSourceTreeComesLast() {
        let candidates = BundledFonts.candidates(filePath: "/repo/Sources/Typesetting/Fonts/BundledFonts.swift")
        #expect(candidates.last == "/repo/Fonts")
    }
}

@Suite struct FontRegistrationTests {
    @Test func registeringTwiceAddsNothing() throws {
        let fonts = FontCollection()
        try fonts.register(fileAt: fontsFolder + "/Inter-Regular.otf")
        try fonts.register(fileAt: fontsFolder + "/Inter-Regular.otf")
        #expect(fonts.faces().count == 1)
        #expect(fonts.families() == ["Inter"])
    }
}

@Suite struct InstalledFontTests {
    static let notoTTC = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"

    /// With Debian's full Noto CJK TTC installed, the locale picks the CJK
    /// face: Japanese text falls back to Noto Sans CJK JP before SC, Traditional
    /// Chinese to TC.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: notoTTC)))
    func localeCascadeUsesSystemCJKFaces() throws {
        let fonts = try FontCollection.bundled()
        _ = fonts.registerSystemFonts()
        #expect(fonts.families().contains("Noto Sans CJK JP"))
        #expect(try fonts.cascade(family: "Inter", locale: "ja").map(\.family).prefix(4) == ["Inter", "Noto Sans CJK JP", "Noto Sans CJK SC", "Noto Color Emoji"])
        #expect(try fonts.cascade(family: "Inter", locale: "zh-Hant").map(\.family).prefix(2) == ["Inter", "Noto Sans CJK TC"])
        // The bundled subset was registered first, so SC still resolves to it.
        #expect(try fonts.face(family: "Noto Sans CJK SC").path.hasSuffix("NotoSansCJKsc-Regular-Subset.otf"))
    }

    @Test func systemFoldersExist() {
        for folder in FontCollection.systemFontFolders() {
            var isDirectory: ObjCBool = false
            #expect(FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) && isDirectory.boolValue)
        }
    }
}
