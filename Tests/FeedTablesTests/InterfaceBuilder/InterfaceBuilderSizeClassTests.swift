import CellTemplates
import FeedTables
import LayoutTestSupport
import Testing
import ViewLayout

/// Files saved on Xcode 6 and 7's size-class canvas (trait collections, no `<device>`): "Any" width and
/// height, 600 points wide. `SizeClassCanvas.storyboard` holds prototypes in a 600-point table, one with
/// a stale 480-point frame, one with none, one whose width differs by size class; `SizeClassCanvas.xib`
/// a XIB cell without a frame. Each centres or pins a plain view of fixed size.
@Suite struct InterfaceBuilderSizeClassTests {
    func design(_ file: String, _ cell: String? = nil) throws -> DesignFrames {
        try IBFixture.cell(file, cell).designFrames(textCache: Shared.cache)
    }

    @Test func prototypesAreLaidOutAtTheCanvasTableWidth() throws {
        // A 100-point view centred in 600: x = 250, as the file stores it, whatever the cell's own frame.
        for name in ["StaleFrameCell", "NoFrameCell"] {
            let laidOut = try design("SizeClassCanvas.storyboard", name)
            #expect(laidOut.width == 600, "\(name)")
            #expect(laidOut.views.first?.computed == rect(250, 10, 100, 23), "\(name)")
        }
    }

    @Test func theCanvasShowsAnyWidthAnyHeightAndAnIPhoneCompactWidth() throws {
        // On the canvas only the default variation applies (its 100-point width); an iPhone in portrait
        // is compact width, whose variation swaps in 200: centred in 375, x = 87.5.
        let laidOut = try design("SizeClassCanvas.storyboard", "VariationCell")
        #expect(laidOut.views.first?.computed == rect(250, 10, 100, 23))
        let template = try IBFixture.cell("SizeClassCanvas.storyboard", "VariationCell").template
        let run = try IBFixture.layout(template, width: 375, scale: 2)
        #expect(run.frames["ib_var_Sc_001_v"] == rect(87.5, 10, 200, 23))
    }

    /// `PadCanvas.xib`: a cell on an iPad's canvas (820 points) holding a view pinned to its content view's
    /// margins, 100 points wide in a regular width and 200 otherwise.
    @Test func anIPadCanvasIsRegularWidthWithRegularWidthMargins() throws {
        // An iPad at full screen is regular width: the 100-point variation, 20 points in from the leading
        // edge (a regular width's cell margin), 11 down (the content view's top margin).
        let laidOut = try design("PadCanvas.xib")
        #expect(laidOut.width == 820)
        #expect(laidOut.views.first?.computed == rect(20, 11, 100, 28))
        // Measured for an iPhone in portrait (compact width) the other variation applies, at 16.
        let template = try IBFixture.cell("PadCanvas.xib").template
        let phone = try IBFixture.layout(template, width: 375, scale: 2)
        #expect(phone.frames["ib_vwV_Pd_001"]?.minX == 16 && phone.frames["ib_vwV_Pd_001"]?.width == 200)
    }

    /// A label's font for a size class (`<variation>` holding a `fontDescription`, Interface Builder's
    /// per-size-class font): LabelsCell.xib's title, the system font 17 (SF Pro's line 20.287 -> 20.5 at 2x),
    /// gets 30 points for an iPhone in portrait (compact width, regular height: (1950 + 494) / 2048 x 30 =
    /// 35.80 -> 36), and 24 for a regular width, which does not apply there; the more specific of two that
    /// apply wins, in either order in the file, and of one trait each the width class's.
    @Test func aLabelsFontForTheSizeClassIsTheOneMeasured() throws {
        let plain = String(decoding: try IBFixture.bytes("LabelsCell.xib"), as: UTF8.self)
        let font = #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#
        #expect(plain.components(separatedBy: font).count == 2)
        func title(_ variations: String) throws -> Rect? {
            let text = plain.replacingOccurrences(of: font, with: font + variations)
            return try IBFixture.layout(try IBFixture.cell(text: text).template, width: 375, scale: 2).frames["titleLabel"]
        }
        func variation(_ key: String, _ size: Int) -> String {
            #"<variation key="\#(key)"><fontDescription key="fontDescription" type="system" pointSize="\#(size)"/></variation>"#
        }
        #expect(try title("")?.height == 20.5)
        #expect(try title(variation("heightClass=regular-widthClass=compact", 30))?.height == 36)
        #expect(try title(variation("widthClass=regular", 24))?.height == 20.5)
        #expect(try title(variation("widthClass=compact", 24) + variation("heightClass=regular-widthClass=compact", 30))?.height == 36)
        #expect(try title(variation("heightClass=regular-widthClass=compact", 30) + variation("widthClass=compact", 24))?.height == 36)
        // SF Pro's line at 24: 28.64 -> 29 at 2x.
        #expect(try title(variation("widthClass=compact", 24))?.height == 29)
        // Of a height class's and a width class's that both apply, the width class's, in either order (the
        // constants of VPNOn's fields, which Xcode laid out under the width class's): 24 pt, not 30 (35.80 -> 36).
        #expect(try title(variation("heightClass=regular", 30) + variation("widthClass=compact", 24))?.height == 29)
        #expect(try title(variation("widthClass=compact", 24) + variation("heightClass=regular", 30))?.height == 29)
    }

    @Test func aXIBCellWithoutAFrameIsAsWideAsTheCanvas() throws {
        // 10 from each side of 600.
        let laidOut = try design("SizeClassCanvas.xib")
        #expect(laidOut.width == 600 && laidOut.views.first?.computed == rect(10, 10, 580, 24))
    }
}
