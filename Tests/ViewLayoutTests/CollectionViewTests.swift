import Testing
@testable import ViewLayout

/// A collection view's height from UICollectionViewFlowLayout's rules, worked out by hand.
@Suite struct CollectionViewTests {
    let items = Array(repeating: Size(width: 100, height: 40), count: 5)

    @Test func verticalLinesHoldAsManyItemsAsFit() {
        let flow = CollectionView.FlowLayout(itemSizes: items, sectionInset: EdgeInsets(all: 8),
                                             minimumLineSpacing: 6, minimumInteritemSpacing: 10, headerHeight: 20, footerHeight: 4)
        // Header 20, insets 8 and 8, footer 4: 40 besides the lines.
        // 339 inside the insets: 100 + 10 + 100 + 10 + 100 = 320 fits, a fourth does not: lines of 3 and 2.
        #expect(flow.contentHeight(width: 355) == 40 + 86)
        // 210 fits two: 3 lines, 3 × 40 + 2 × 6.
        #expect(flow.contentHeight(width: 300) == 40 + 132)
        // An item wider than the room has a line of its own: 5 × 40 + 4 × 6; no width: one line.
        #expect(flow.contentHeight(width: 50) == 40 + 224)
        #expect(flow.contentHeight(width: nil) == 40 + 40)
    }

    @Test func aLineIsAsTallAsItsTallestItem() {
        let flow = CollectionView.FlowLayout(itemSizes: [Size(width: 50, height: 30), Size(width: 50, height: 70), Size(width: 50, height: 20)],
                                             minimumLineSpacing: 10, minimumInteritemSpacing: 0)
        // 110 wide: two a line (100), lines of 70 and 20.
        #expect(flow.contentHeight(width: 110) == 70 + 10 + 20)
    }

    @Test func horizontalIsOneRowWithoutHeaderOrFooterHeights() {
        let flow = CollectionView.FlowLayout(scrollDirection: .horizontal, itemSizes: items + [Size(width: 80, height: 60)],
                                             sectionInset: EdgeInsets(top: 5, left: 3, bottom: 7, right: 3), headerHeight: 20)
        #expect(flow.contentHeight(width: 100) == 5 + 60 + 7)
    }

    @Test func itSizesItsCellByItsContentAndFollowsTheWidth() throws {
        // Default spacing (UIKit's 10): at 320, 3 items a line (320), 2 lines: 90; at 200, 1 a line
        // (210 > 200), 5 lines: 5 × 40 + 4 × 10 = 240.
        let collection = CollectionView(name: "grid", layout: CollectionView.FlowLayout(itemSizes: items))
        #expect(try collection.intrinsicContentSize(forWidth: 320) == Size(width: Size.noIntrinsicMetric, height: 90))
        let container = View(name: "container")
        container.addSubview(collection)
        try collection.makeConstraints { $0.edges.equalToSuperview() }
        #expect(try container.layout(fittingWidth: 320).height == 90)
        #expect(try container.layout(fittingWidth: 200).height == 240)
    }
}
