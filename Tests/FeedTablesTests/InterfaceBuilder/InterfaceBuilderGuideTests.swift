import CellTemplates
import FeedTables
import LayoutTestSupport
import Testing
import ViewLayout

/// Constraints to layout guides (`Guides.xib`): the cell's and the content view's safe area (a cell's
/// bounds: a phone's cell has no safe-area insets at its sides) and layout margins guides (the content
/// view's margins: 16 at the sides on a 375-point phone and 11 above and below since iOS 11). Plain views
/// with fixed sizes, so every number is the file's.
@Suite struct InterfaceBuilderGuideTests {
    @Test func theCellsSafeAreaAndTheContentViewsGuidesAreItsEdgesAndMargins() throws {
        let cell = try IBFixture.cell("Guides.xib", "SafeAreaCell")
        let design = try cell.designFrames(textCache: Shared.cache)
        let computed = design.computedByID
        // 20 and 10 from the cell's safe area; 8 below, from margin to margin (16 each side), and 10 above
        // the content view's safe-area bottom: 10 + 30 + 8 + 32 + 10 = 90, and the 2x separator.
        #expect(computed["top-Gd-001"] == rect(20, 10, 100, 30))
        #expect(computed["bot-Gd-001"] == rect(16, 48, 343, 32))
        #expect(design.computedHeight == 90.5 && design.storedHeight == 90.5)
        let run = try IBFixture.layout(cell.template, width: 375, scale: 3)
        #expect(run.height == 90 + 1.0 / 3)
    }

    /// A view pinned to the safe area of a cell with a disclosure indicator: the cell's trailing edge lies
    /// past the indicator, under which UIKit lays the view out (as Xcode stores it: a GoMap cell's text
    /// field ends 34 from the 393-point cell's edge, past its 362.67-point content view). 10 in from 375: 349
    /// wide, on the canvas (the file's cell and content widths) and at run time (the indicator's 26.33 on iOS 26).
    @Test func theCellsTrailingEdgeBesideAnAccessoryIsPastIt() throws {
        let cell = try IBFixture.cell("Guides.xib", "AccessoryEdgeCell")
        let design = try cell.designFrames(textCache: Shared.cache)
        #expect(design.views.first?.computed == rect(16, 10, 349, 30))
        #expect(try IBFixture.layout(cell.template, width: 375, scale: 3).frames["ib_box_Gd_003"] == rect(16, 10, 349, 30))
        #expect(!cell.template.issues.contains { $0.message.contains("trailing") })
    }

    /// On the canvas what the accessory takes is the file's (393 - 362.67 = 30.33), at run time the
    /// release's (26.33 on iOS 26): a view 34 in from the cell's edge ends at 359 on the canvas, at 341 in a
    /// 375-point table, wherever the content view ends. The cell's trailing margin beside an accessory is not in the file: a view pinned to it is laid
    /// out against the content view's (8 beside an accessory), with a note at the constraint's line.
    /// (Frames hand-written for this rule, not saved by Xcode.)
    @Test func whatTheAccessoryTakesIsTheFilesOnTheCanvas() throws {
        let cell = try IBFixture.cell("Guides.xib", "AccessoryWidthCell")
        let design = try cell.designFrames(textCache: Shared.cache)
        let computed = design.computedByID
        #expect(computed["edg-Gd-004"] == rect(20, 10, 339, 30))
        // Its edge on the canvas's 2x pixel grid (the file's device).
        let marginWidth: Double = snapped(362 + 2.0 / 3 - 8, scale: 2) - 20
        let margin = try #require(computed["mrg-Gd-004"] ?? nil)
        #expect(abs(margin.width - marginWidth) < 1e-9)
        let run = try IBFixture.layout(cell.template, width: 375, scale: 3)
        #expect(run.frames["ib_edg_Gd_004"] == rect(20, 10, 321, 30))
        let notes = cell.template.issues.filter { $0.message.contains("k09-Gd-004 is to the cell's trailing margin") }
        #expect(notes.count == 1)
        #expect(try notes.first?.line == IBFixture.line("Guides.xib", containing: "id=\"k09-Gd-004\""))
        #expect(!cell.template.issues.contains { $0.message.contains("k08-Gd-004") })
    }

    /// The cell's width and centre beside a disclosure indicator are the cell's, past the 341-point content
    /// view: a view as wide as the cell less 36 and centred 2 before the cell's centre is 339 wide at x 16
    /// (187.5 − 2 − 169.5), and one half as wide as the cell's safe area is 187.5 wide, as pinning both
    /// edges to the cell would make them (305 and 170.5 if they were the content view's). The same at run time,
    /// where the indicator takes 26.5 of a 375-point row on iOS 26 (at 2x, where 187.5 is on the pixel grid). The top
    /// constraint writes `relation="equal"` out.
    @Test func theCellsWidthAndCentreBesideAnAccessoryAreTheCells() throws {
        let cell = try IBFixture.cell("Guides.xib", "AccessoryCentreCell")
        let design = try cell.designFrames(textCache: Shared.cache)
        let computed = design.computedByID
        #expect(computed["wid-Gd-005"] == rect(16, 10, 339, 30))
        #expect(computed["hlf-Gd-005"] == rect(16, 50, 187.5, 30))
        let run = try IBFixture.layout(cell.template, width: 375, scale: 2)
        #expect(run.frames["ib_wid_Gd_005"] == rect(16, 10, 339, 30))
        #expect(run.frames["ib_hlf_Gd_005"] == rect(16, 50, 187.5, 30))
        #expect(!cell.template.issues.contains { $0.message.contains("accessory") })
        // In a 414-point table the indicator sits in a 20-point margin and takes 30.5 of the row: still the
        // cell's width less 36 (378) centred 2 before its centre (x 16), and half of it (207), not 4 short.
        let wide = try IBFixture.layout(cell.template, width: 414, scale: 2)
        #expect(wide.frames["ib_wid_Gd_005"] == rect(16, 10, 378, 30), "\(String(describing: wide.frames["ib_wid_Gd_005"]))")
        #expect(wide.frames["ib_hlf_Gd_005"] == rect(16, 50, 207, 30), "\(String(describing: wide.frames["ib_hlf_Gd_005"]))")
    }

    @Test func theCellsMarginsGuideIsTheContentViewsMargins() throws {
        let cell = try IBFixture.cell("Guides.xib", "CellMarginsCell")
        let design = try cell.designFrames(textCache: Shared.cache)
        // 11 + 30 + 11, 16 in from each side.
        #expect(design.views.first?.computed == rect(16, 11, 343, 30))
        #expect(design.computedHeight == 52.5)
        // In a table on iOS 26: 15 + 30 + 15.
        #expect(try IBFixture.layout(cell.template, width: 375, scale: 3).height == 60 + 1.0 / 3)
    }
}
