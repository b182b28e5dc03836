import CellTemplates
import FeedTables
import LayoutTestSupport
import Testing
import ViewLayout

/// Table cells holding a collection view (`CollectionInCell.xib`, each collection view 10 points inside
/// its cell): as tall as its flow layout lays out the prototype cells the file gives, or held at its
/// stored height with a note. Heights worked out by hand from UICollectionViewFlowLayout's rules.
@Suite struct InterfaceBuilderCollectionViewTests {
    func fitted(_ cell: String) throws -> DesignFrames {
        try IBFixture.cell("CollectionInCell.xib", cell).designFrames(textCache: Shared.cache)
    }

    @Test func aHorizontalFlowIsOneRowOfItsItems() throws {
        // Scrolling horizontally: one row of 80 x 60 items, section insets 5 above and 7 below: 72; the
        // cell 10 + 72 + 10 and the 2x separator. Its prototype cells' own constraints are theirs, not the row's.
        let laidOut = try fitted("ThumbRow")
        #expect(laidOut.computedHeight == 92.5)
        #expect(laidOut.views.map(\.id) == ["row-Cv-001-v"])
    }

    @Test func aVerticalFlowHasAsManyLinesAsItsItemsNeed() throws {
        // Five 100 x 40 items, 10 between items and 6 between lines, insets 8, a 20-point header. At 375 the
        // collection view is 355 wide, 339 inside the insets: 3 items a line (320), 2 lines:
        // 20 + 8 + 40 + 6 + 40 + 8 = 122, the cell 142 and the separator.
        #expect(try fitted("Grid").computedHeight == 142.5)
        // At 320 (3x) it is 300 wide, 284 inside: 2 a line (210), 3 lines: 20 + 8 + 3 × 40 + 2 × 6 + 8 = 168.
        let template = try IBFixture.cell("CollectionInCell.xib", "Grid").template
        #expect(try IBFixture.layout(template, width: 320, scale: 3).height == 10 + 168 + 10 + 1.0 / 3)
    }

    @Test func withoutCellsItIsHeldAtItsStoredHeightAndLintSaysWhy() throws {
        let cell = try IBFixture.cell("CollectionInCell.xib", "NoCells")
        #expect(try cell.designFrames(textCache: Shared.cache).computedHeight == 10 + 111 + 10 + 0.5)
        let note = try #require(cell.template.issues.first { $0.message.contains("<collectionView>") })
        #expect(note.message.contains("held at the height Xcode stored (111)") && note.message.contains("none of its cells"))
        #expect(note.line == (try IBFixture.line("CollectionInCell.xib", containing: #"id="non-Cv-001-v""#)))
    }

    @Test func cellsThatSizeThemselvesTakeTheirStoredSizes() throws {
        // automaticEstimatedItemSize: each cell is its custom size (120 x 44) or its frame (60 x 30); one
        // row, 44 tall.
        let cell = try IBFixture.cell("CollectionInCell.xib", "SelfSizing")
        #expect(try cell.designFrames(textCache: Shared.cache).computedHeight == 10 + 44 + 10 + 0.5)
        #expect(cell.template.issues.contains { $0.message.contains("cells size themselves") })
    }

    @Test func theCollectionViewsOwnCellsAreCellsOfTheirOwn() throws {
        let thumb = try IBFixture.cell("CollectionInCell.xib", "Thumb")
        #expect(thumb.kind == "collectionViewCell" && thumb.views.map(\.id) == ["th1-Cv-001-l"])
        #expect(thumb.storedHeightOrigin == .itemSize)
    }
}
