import Foundation
import Testing
@testable import Typesetting

/// A collection that copies its files (a server's template fonts) reads them into memory: a font file
/// rewritten in place while in use, cut short first as `cp` and editors do, cannot take the process down
/// (a mapped file's lost pages raise SIGBUS when read), and measures as before.
@Suite struct CopiedFontFileTests {
    @Test func aCopiedFontCutShortMeasuresAsBefore() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copied-font-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let bundled = try FontCollection.bundled()
        let source = try #require(bundled.faces().first { $0.path.hasSuffix("Inter-Regular.otf") }).path
        let path = folder + "/Copy.otf"
        try FileManager.default.copyItem(atPath: source, toPath: path)

        let fonts = FontCollection(copyingFiles: true)
        try fonts.register(fileAt: path)
        let text = AttributedText("Measured after the file is gone", attributes: TextAttributes(family: "Inter", size: 17))
        // Shaped with the original's own bytes: the copy must give the same width.
        let expected = try Typesetter(fonts: bundled).prepare(text).layout(maxWidth: 1000).width
        #expect(truncate(path, 0) == 0)
        let width = try Typesetter(fonts: fonts).prepare(text).layout(maxWidth: 1000).width
        #expect(width == expected)
    }

    /// A copy of a collection has its faces and system font, and what is registered in the copy stays there.
    @Test func aCopyTakesRegistrationsOfItsOwn() throws {
        let bundled = try FontCollection.bundled()
        let copy = bundled.copy()
        #expect(copy.families() == bundled.families() && copy.copiesFiles && !bundled.copiesFiles)
        let black = try #require(bundled.faces().first { $0.path.hasSuffix("Inter-Black.otf") })
        let before = bundled.systemPresentation
        try copy.mapSystemFont(toFamily: black.family)
        #expect(copy.systemPresentation != before && bundled.systemPresentation == before)
    }
}
