import CellTemplates
import FeedTables
import LayoutTestSupport
import Testing
import ViewLayout

/// A system symbol's resource gives its shape only (the longer side written as 128): its image is sized as
/// UIKit draws a symbol of the configuration's point size, the longer side 70.33/64 of it at the medium
/// scale (a 64-point symbol 70.33 points wide), 0.8 of that at the small scale, and 17 points without a
/// configuration (SymbolImages.xib).
@Suite struct InterfaceBuilderSymbolImageTests {
    @Test func aSymbolIsSizedFromItsConfigurationNotFromItsResource() throws {
        let cell = try IBFixture.cell("SymbolImages.xib")
        let run = try IBFixture.layout(cell.template, width: 375, scale: 2)
        let perPoint = 70.33 / 64
        // chevron.right, 96 x 128, no configuration: 17 points, its height the longer side.
        let chevron = (width: 17 * perPoint * 96 / 128, height: 17 * perPoint)
        // square.and.pencil, 128 x 118, the Title 2 style (22 points at the default size): its width the longer side.
        let pencil = (width: 22 * perPoint, height: 22 * perPoint * 118 / 128)
        // chevron.right at 20 points, small.
        let small = (width: 20 * perPoint * 0.8 * 96 / 128, height: 20 * perPoint * 0.8)
        for (name, size) in [("ib_sy1_Sy_001", chevron), ("ib_sy2_Sy_001", pencil), ("ib_sy3_Sy_001", small)] {
            let frame = try #require(run.frames[name], "\(name)")
            // Within a pixel at 2x: the intrinsic size is snapped to the pixel grid.
            #expect(abs(frame.width - size.width) <= 0.5 && abs(frame.height - size.height) <= 0.5, "\(name): \(frame)")
            // Never the resource's 128 points.
            #expect(frame.height < 30, "\(name)")
        }
        // Each estimate is named where the image view is.
        let line = try IBFixture.line("SymbolImages.xib", containing: "id=\"sy2-Sy-001\"")
        #expect(cell.template.issues.contains { $0.line == line && $0.message.contains("system symbol \"square.and.pencil\" is estimated at 24.18 x 22.29 points") })
        // Its text style scales with the content size on iOS, not here: a warning, which a table run repeats.
        let styled = cell.template.issues.filter { $0.kind == .symbolSize && $0.severity == .warning }
        #expect(styled.count == 1 && styled[0].line == line && styled[0].message.contains("at the Large size's 22 points at every content size"), "\(styled)")
    }

    /// SymbolImages.xib with its first image view (chevron.right, 96 x 128) replaced by a button of `type`
    /// showing the same symbol, no title; `state` is the button's normal state's children.
    static func symbolButton(type: String? = nil, state: String = "") throws -> [String: Rect] {
        let typeAttribute = type.map { #" buttonType="\#($0)""# } ?? ""
        let text = String(decoding: try IBFixture.bytes("SymbolImages.xib"), as: UTF8.self).replacingOccurrences(
            of: #"<imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="chevron.right" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="sy1-Sy-001">"#
                + "\n" + #"                        <rect key="frame" x="10" y="10" width="12.5" height="16.5"/>"# + "\n" + "                    </imageView>",
            with: #"<button opaque="NO" contentMode="scaleToFill"\#(typeAttribute) contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="sy1-Sy-001"><rect key="frame" x="10" y="10" width="14" height="22"/><state key="normal" image="chevron.right" catalog="system">\#(state)</state></button>"#)
        #expect(text.contains("<button "))
        return try IBFixture.layout(try IBFixture.cell(text: text).template, width: 375, scale: 2).frames
    }

    @Test func aButtonsSymbolIsAsTallAsALineOfItsFont() throws {
        // A custom button without a title: the symbol's width, 17 x 70.33/64 x 96/128 = 14.01, and a line of
        // UIButton's 18-point font, 18 x 2444/2048 = 21.48, rounded up to 22 (Xcode stores image-only custom
        // buttons with symbols 22 tall at 2x and 3x, whatever the symbol).
        let custom = try #require(try Self.symbolButton()["ib_sy1_Sy_001"])
        #expect(abs(custom.width - 17 * 70.33 / 64 * 96 / 128) <= 0.5 && custom.height == 22, "\(custom)")
        // A system button's 15 points: 17.90, so 18; the chevron is 18.68 tall, taller than that line.
        let system = try #require(try Self.symbolButton(type: "system")["ib_sy1_Sy_001"])
        #expect(abs(system.height - 17 * 70.33 / 64) <= 0.5, "\(system)")
        // A configuration with its own point size sizes the symbol alone: 30 x 70.33/64 = 32.97.
        let sized = try #require(try Self.symbolButton(state: #"<preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="30"/>"#)["ib_sy1_Sy_001"])
        #expect(abs(sized.height - 30 * 70.33 / 64) <= 0.5, "\(sized)")
    }

    @Test func anImageReferenceNamesTheImageAndItsScale() throws {
        // Xcode 15 on writes the image as an `<imageReference>` child, with the symbol's scale: the same
        // chevron at the large scale, 1.3 x medium.
        let original = String(decoding: try IBFixture.bytes("SymbolImages.xib"), as: UTF8.self)
        let text = original
            .replacingOccurrences(of: #"image="chevron.right" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="sy1-Sy-001">"#,
                                  with: #"translatesAutoresizingMaskIntoConstraints="NO" id="sy1-Sy-001"><imageReference key="image" image="chevron.right" catalog="system" symbolScale="large"/>"#)
        #expect(text != original)
        let run = try IBFixture.layout(try IBFixture.cell(text: text).template, width: 375, scale: 2)
        let frame = try #require(run.frames["ib_sy1_Sy_001"])
        let height = 17 * 70.33 / 64 * 1.3
        #expect(abs(frame.height - height) <= 0.5 && abs(frame.width - height * 96 / 128) <= 0.5, "\(frame)")
    }

    @Test func aPointSizeOfZeroIsNoneAndANonNumberIsAnError() throws {
        let original = String(decoding: try IBFixture.bytes("SymbolImages.xib"), as: UTF8.self)
        let configured = #"configurationType="pointSize" pointSize="20" scale="small""#
        #expect(original.contains(configured))
        // 0: the default 17 points, at the small scale.
        let zero = try IBFixture.cell(text: original.replacingOccurrences(of: configured, with: #"configurationType="pointSize" pointSize="0" scale="small""#))
        let frame = try #require(try IBFixture.layout(zero.template, width: 375, scale: 2).frames["ib_sy3_Sy_001"])
        #expect(abs(frame.height - 17 * 70.33 / 64 * 0.8) <= 0.5, "\(frame)")
        // Not a number: an error naming the attribute, at its line.
        let line = try IBFixture.line("SymbolImages.xib", containing: configured)
        #expect { try IBFixture.cell(text: original.replacingOccurrences(of: configured, with: #"configurationType="pointSize" pointSize="NaN" scale="small""#)) } throws: { error in
            guard let error = error as? TemplateError else { return false }
            return error.line == line && error.message.contains("pointSize \"NaN\"")
        }
    }
}
