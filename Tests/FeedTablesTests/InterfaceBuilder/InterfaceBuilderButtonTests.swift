import CellTemplates
import FeedTables
import LayoutTestSupport
import Testing
import ViewLayout

/// Buttons sized as UIKit sizes a button without a configuration: the one-line title between 6-point pads
/// above and below (none once `contentEdgeInsets` are set, nor beside an image or on a background image),
/// beside its image, inside `contentEdgeInsets`, at least as large as its background image;
/// `titleEdgeInsets` do not count. The title's width is the width of a label with the same text and font
/// in the same cell; its height is one line of the system font, SF Pro's line (`FontFacts`).
@Suite struct InterfaceBuilderButtonTests {
    @Test func titlesImagesAndContentInsetsGiveTheButtonsSize() throws {
        let cell = try IBFixture.cell("Buttons.xib")
        let run = try IBFixture.layout(cell.template, width: 375, scale: 3)
        // A button's title is the system font at 15 points: (1950 + 494) / 2048 x 15 = 17.900 -> 54/3 = 18.
        let line = FontFacts.ceil3(FontFacts.systemLineHeight(15))
        let title = try #require(run.frames["ib_lbl_Bt_001"]).width
        #expect(title > 10)
        // A system button with a title: 6 + one line + 6, as wide as its title but at least 30 ("Go" is
        // narrower).
        #expect(title < 30)
        #expect(run.frames["goButton"] == rect(10, 10, 30, 6 + line + 6))
        // Content insets 10, 4, 12, 5 (left, top, right, bottom) replace the pads; the title insets are ignored.
        let second = 10 + 6 + line + 6 + 8
        #expect(close(run.frames["ib_btB_Bt_001"], rect(10, second, 10 + title + 12, 4 + line + 5)))
        // An image only: the image's size (40 x 40 in the resources).
        let third = second + 4 + line + 5 + 8
        #expect(close(run.frames["ib_btC_Bt_001"], rect(10, third, 40, 40)))
        // An image (100 x 10) beside the title: the widths add up, and the taller of the two is the title's
        // line, not padded beside an image.
        let fourth = third + 40 + 8
        #expect(close(run.frames["ib_btD_Bt_001"], rect(10, fourth, 100 + title, line)))
        // A one-digit title (14 pt: 16.7 -> 17 tall, narrower than 30) on a 30 x 30 background image: 30 x 30.
        #expect(run.frames["ib_btG_Bt_001"] == rect(200, 60, 30, 30))
        // An info button draws UIKit's own image: its stored frame stands in, and lint says so.
        #expect(run.frames["ib_btE_Bt_001"] == rect(343, 10, 22, 22))
        #expect(cell.template.issues.contains { $0.message.contains("infoLight button") && $0.message.contains("22 x 22") })
        // The titled and image buttons are sized, not noted: only the info and the configured button are.
        #expect(cell.template.issues.filter { $0.message.contains("<button> is measured") }.count == 2)
        #expect(abs(run.height - (fourth + line + 8 + line + 10 + 1.0 / 3)) < 1e-9)
    }

    @Test func aButtonWithAConfigurationIsMeasuredAtItsStoredFrame() throws {
        let cell = try IBFixture.cell("Buttons.xib")
        let run = try IBFixture.layout(cell.template, width: 375, scale: 3)
        #expect(run.frames["ib_btF_Bt_001"] == rect(200, 10, 60, 35))
        let line = try IBFixture.line("Buttons.xib", containing: "id=\"btF-Bt-001\"")
        #expect(cell.template.issues.contains { $0.line == line && $0.message.contains("configuration (iOS 15)") && $0.message.contains("60 x 35") })
    }

    /// A button's attributed title is set in its first fragment's font, and a font archived as a meta font
    /// without a size (`metaFont="system"`, Interface Builder's attributed-text default) is the system font at
    /// AppKit's `NSFont.systemFontSize`, 13 points: the button is as large as the same title in a plain 13-point
    /// system font, 6 + (1950 + 494) / 2048 x 13 = 15.51 (15.5 on the 2x canvas) + 6 = 27.5 tall, as Kurozora's
    /// attributed button is stored (313 x 27.5 for its 52-character title).
    @Test func anAttributedTitleTakesItsFragmentsFontAndASizelessMetaFontIs13Points() throws {
        func button(_ id: String, _ title: String, font: String) -> String {
            #"""
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)">
                <rect key="frame" x="10" y="10" width="100" height="30"/>
                \#(font)
                <state key="normal"\#(title)
            </button>
            """#
        }
        let attributed = button("atr-Bt-009", #"""
            >
                <attributedString key="attributedTitle">
                    <fragment content="Privacy Policy">
                        <attributes>
                            <font key="NSFont" metaFont="system"/>
                        </attributes>
                    </fragment>
                </attributedString>
            </state>
            """#, font: "")
        let plain = button("pln-Bt-009", #" title="Privacy Policy"/>"#, font: #"<fontDescription key="fontDescription" type="system" pointSize="13"/>"#)
        // 10 + 27.5 + 10 + 27.5 + 10 and the 2x separator: the canvas lays both out at their own heights.
        let cell = try IBFixture.cell(text: IBFixture.stackedCellDocument(height: 85.5, views: [attributed, plain], ids: ["atr-Bt-009", "pln-Bt-009"]))
        let design = try cell.designFrames(textCache: Shared.cache)
        let computed = design.computedByID
        let made = try #require(computed["atr-Bt-009"] ?? nil), reference = try #require(computed["pln-Bt-009"] ?? nil)
        #expect(made.size == reference.size && made.width > 80 && made.width < 100, "\(made) \(reference)")
        let canvas = try #require(design.views.first { $0.id == "atr-Bt-009" }?.canvas)
        #expect(canvas.height == 27.5, "\(canvas)")
    }
}

/// Frames equal up to the rounding of sums taken in another order.
private func close(_ frame: Rect?, _ expected: Rect) -> Bool {
    guard let frame else { return false }
    return [frame.minX - expected.minX, frame.minY - expected.minY, frame.width - expected.width, frame.height - expected.height]
        .allSatisfy { abs($0) < 1e-9 }
}
