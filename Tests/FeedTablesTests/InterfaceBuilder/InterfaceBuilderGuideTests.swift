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
        let computed = Dictionary(uniqueKeysWithValues: design.views.map { ($0.id, $0.computed) })
        // 20 and 10 from the cell's safe area; 8 below, from margin to margin (16 each side), and 10 above
        // the content view's safe-area bottom: 10 + 30 + 8 + 32 + 10 = 90, and the 2x separator.
        #expect(computed["top-Gd-001"] == rect(20, 10, 100, 30))
        #expect(computed["bot-Gd-001"] == rect(16, 48, 343, 32))
        #expect(design.computedHeight == 90.5 && design.storedHeight == 90.5)
        let run = try IBFixture.layout(cell.template, width: 375, scale: 3)
        #expect(run.height == 90 + 1.0 / 3)
    }

    /// A view pinned to the safe area of a cell with a disclosure indicator: its trailing constraint reads
    /// as the content view's edge (341 wide in the file, the indicator's 34 short of 375), 10 in from it,
    /// and a note at the constraint's line says that UIKit's cell edge lies past the accessory.
    @Test func theCellsTrailingEdgeBesideAnAccessoryIsNoted() throws {
        let cell = try IBFixture.cell("Guides.xib", "AccessoryEdgeCell")
        let design = try cell.designFrames(textCache: Shared.cache)
        #expect(design.views.first?.computed == rect(16, 10, 315, 30))
        let notes = cell.notes.filter { $0.message.contains("constraint k05-Gd-003 is to the cell's own trailing edge") }
        #expect(notes.count == 1)
        #expect(notes.first?.message.contains("disclosureIndicator accessory") == true)
        // The constraints to the content view, and the cells without an accessory, are not noted.
        #expect(!cell.notes.contains { $0.message.contains("k02-Gd-003") || $0.message.contains("k04-Gd-003") })
        let plain = try IBFixture.cell("Guides.xib", "SafeAreaCell")
        #expect(!plain.notes.contains { $0.message.contains("trailing edge") })
    }

    @Test func theCellsMarginsGuideIsTheContentViewsMargins() throws {
        let cell = try IBFixture.cell("Guides.xib", "CellMarginsCell")
        let design = try cell.designFrames(textCache: Shared.cache)
        // 11 + 30 + 11, 16 in from each side.
        #expect(design.views.first?.computed == rect(16, 11, 343, 30))
        #expect(design.computedHeight == 52.5)
        #expect(try IBFixture.layout(cell.template, width: 375, scale: 3).height == 52 + 1.0 / 3)
    }
}
