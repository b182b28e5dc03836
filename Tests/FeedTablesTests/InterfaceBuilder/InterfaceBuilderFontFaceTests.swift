import CellTemplates
import Foundation
import HeightCache
import LayoutTestSupport
import Testing
import Typesetting
import ViewLayout

/// A family with two faces of one weight that differ in width (Roboto 1.1's "Roboto" holds its regular and
/// condensed faces at 400): a font description's PostScript name picks its own face, and a family asked for
/// by name alone gets its normal width, whichever file was registered first. The condensed stand-in here is
/// Inter Regular with its OS/2 width class set to 3, its PostScript name "Inter-Compact" and its ascender
/// raised from 2,728 to 4,096 units (of 2,816), so that the face measured shows in a label's height.
@Suite struct InterfaceBuilderFontFaceTests {
    static let interRegular = repositoryRoot.appendingPathComponent("Fonts/Inter-Regular.otf").path

    /// A text cache over Inter Regular and the condensed copy, the copy registered first.
    static func textCache() throws -> PreparedTextCache {
        let compact = try PatchedFontFile.write(from: interRegular, to: Scratch.folder.appendingPathComponent("Inter-Compact-\(UUID()).otf").path,
                                                widthClass: 3, ascender: 4096, renaming: ("Inter-Regular", "Inter-Compact"))
        let fonts = FontCollection()
        try fonts.register(fileAt: compact)
        try fonts.register(fileAt: interRegular)
        return PreparedTextCache(typesetter: Typesetter(fonts: fonts))
    }

    @Test func aFamilyAskedForByNameGetsItsNormalWidthWhicheverWasRegisteredFirst() throws {
        let fonts = try Self.textCache().typesetter.fonts
        #expect(try fonts.face(family: "Inter").path == Self.interRegular)
        #expect(try fonts.face(family: "Inter", width: 3).postScriptName == "Inter-Compact")
        // CSS's font-stretch order: a request narrower than every face takes the nearest wider one.
        #expect(try fonts.face(family: "Inter", width: 1).postScriptName == "Inter-Compact")
        #expect(try fonts.face(family: "Inter", width: 7).path == Self.interRegular)
        #expect(fonts.face(postScriptName: "inter-regular")?.path == Self.interRegular)
        #expect(fonts.face(postScriptName: "Inter-Bold") == nil)
    }

    /// A condensed light face (width 3, weight 300) beside a regular one: a label in it is measured in it, and
    /// no warning says the family lacks a 300 face (it lacks one at normal width only).
    @Test func aCondensedFacesOwnWeightIsNoMissingFace() throws {
        let light = try PatchedFontFile.write(from: Self.interRegular, to: Scratch.folder.appendingPathComponent("Inter-Compact-\(UUID()).otf").path,
                                              widthClass: 3, weightClass: 300, renaming: ("Inter-Regular", "Inter-Compact"))
        let fonts = FontCollection()
        try fonts.register(fileAt: Self.interRegular)
        try fonts.register(fileAt: light)
        let cache = PreparedTextCache(typesetter: Typesetter(fonts: fonts))
        let document = IBFixture.stackedCellDocument(height: 44, views: [
            #"<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="lbC-Sk-001"><rect key="frame" x="10" y="10" width="40" height="21"/><fontDescription key="fontDescription" name="Inter-Compact" family="Inter" pointSize="17"/></label>"#,
        ], ids: ["lbC-Sk-001"])
        let url = Scratch.folder.appendingPathComponent("light-\(UUID()).xib")
        try Data(document.utf8).write(to: url)
        let read = try CellTemplate.loadInterfaceBuilder(file: url.path, cell: nil, textCache: cache)
        #expect(read.template.issues.isEmpty, "\(read.template.issues)")
    }

    /// Each label is measured in the face its description names: one line of 17 points is the face's
    /// ascender plus descender (680 units) over 2,816 units, rounded up to the 3x pixel grid: 20.574 -> 20.667
    /// for Inter Regular, 28.832 -> 29 for the compact copy.
    @Test func aPostScriptNamePicksItsOwnFace() throws {
        let cache = try Self.textCache()
        let label = { (id: String, name: String) in
            #"<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)"><rect key="frame" x="10" y="10" width="40" height="21"/><fontDescription key="fontDescription" name="\#(name)" family="Inter" pointSize="17"/></label>"#
        }
        let document = IBFixture.stackedCellDocument(height: 80, views: [label("lbA-Sk-001", "Inter-Regular"), label("lbB-Sk-001", "Inter-Compact")],
                                                     ids: ["lbA-Sk-001", "lbB-Sk-001"])
        let url = Scratch.folder.appendingPathComponent("faces-\(UUID()).xib")
        try Data(document.utf8).write(to: url)
        let read = try CellTemplate.loadInterfaceBuilder(file: url.path, cell: nil, textCache: cache)
        #expect(read.template.issues.isEmpty, "\(read.template.issues)")
        let cell = try TemplateCell(template: read.template, textCache: cache, category: .default)
        let geometry = TableGeometry(width: 375, scale: 3, separatorStyle: read.template.separator)
        cell.frame = Rect(x: 0, y: 0, width: 375, height: try cell.fittingHeight(in: geometry))
        try cell.layoutIfNeeded()
        let heights = cell.named.mapValues(\.frame.height)
        let regular = try #require(heights.first { $0.key.contains("lbA") }?.value)
        let compact = try #require(heights.first { $0.key.contains("lbB") }?.value)
        #expect(abs(regular - 62.0 / 3) < 1e-9, "\(heights)")
        #expect(abs(compact - 29) < 1e-9, "\(heights)")
    }
}
