import Foundation
import Testing
@testable import Typesetting

/// A font registered beside the bundled ones joins every cascade after the default families, so text in a
/// script the defaults lack is measured in it instead of as empty boxes. DejaVu Sans (Debian fonts-dejavu-core,
/// installed by scripts/bootstrap) has Hebrew; its hmtx gives ש ל ו ם advances 1451, 1164, 558, 1359 at 2048
/// units per em (fontTools).
@Suite struct RegisteredFontCascadeTests {
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    @Test(.enabled(if: FileManager.default.fileExists(atPath: dejaVu)))
    func aRegisteredFontCoversWhatTheDefaultsLack() throws {
        let fonts = try FontCollection.bundled()
        let before = try Typesetter(fonts: fonts).prepare(AttributedText("שלום", attributes: TextAttributes(family: "Inter", size: 20)))
        #expect(before.missingGlyphCount == 4)

        try fonts.register(fileAt: Self.dejaVu)
        #expect(try fonts.cascade(family: "Inter").map(\.family) == ["Inter", "Noto Sans CJK SC", "Noto Color Emoji", "DejaVu Sans"])
        let after = try Typesetter(fonts: fonts).prepare(AttributedText("שלום", attributes: TextAttributes(family: "Inter", size: 20)))
        #expect(after.missingGlyphCount == 0)
        #expect(close(after.totalAdvance, Double(1451 + 1164 + 558 + 1359) / 2048 * 20))
        // Latin stays in the requested family: the registered font only fills gaps.
        let latin = try Typesetter(fonts: fonts).prepare(AttributedText("a", attributes: TextAttributes(family: "Inter", size: 20)))
        #expect(close(latin.totalAdvance, Double(try Fixtures.total("a")) / 2816 * 20))
    }

    /// A registration empties the cascades already built, so a cascade asked for before it sees the new font.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: dejaVu)))
    func registeringAfterACascadeWasBuiltIsSeen() throws {
        let fonts = try FontCollection.bundled()
        #expect(try fonts.cascade(family: "Inter").count == 3)
        try fonts.register(fileAt: Self.dejaVu)
        #expect(try fonts.cascade(family: "Inter").last?.family == "DejaVu Sans")
    }

    /// A text prepared before a registration is prepared again after it, not served from the cache with its
    /// old fallback: the Hebrew letters were missing before DejaVu Sans was registered and are not after.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: dejaVu)))
    func preparedTextsMadeBeforeARegistrationAreNotReused() throws {
        let fonts = try FontCollection.bundled()
        let cache = PreparedTextCache(typesetter: Typesetter(fonts: fonts))
        let text = AttributedText("שלום", attributes: TextAttributes(family: "Inter", size: 20))
        let before = try cache.prepared(text)
        #expect(before.missingGlyphCount == 4 && before.isCurrent(with: fonts))
        try fonts.register(fileAt: Self.dejaVu)
        #expect(!before.isCurrent(with: fonts))
        #expect(try cache.prepared(text).missingGlyphCount == 0)
        #expect(cache.statistics.hits == 0 && cache.count == 1)
    }
}
