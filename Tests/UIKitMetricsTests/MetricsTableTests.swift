import Testing
import UIKitMetrics

/// The table's rows by release, against the values their sources give.
@Suite struct MetricsTableTests {
    /// Tools versions of the Xcode releases in ../shared/ib and the iOS each ships.
    @Test(arguments: [(7528.3, 9), (9531, 9), (12121, 10), (13771, 11), (14490, 12), (15705, 13), (17701, 14),
                      (19529, 15), (21507, 16), (22155, 17), (23504, 18), (24127, 26)])
    func toolsVersionNamesTheIOSOfItsXcode(tools: Double, major: Int) {
        #expect(IOSVersion(toolsVersion: tools).major == major)
    }

    @Test func controlsChangeSizeWhereTheirSourcesSay() {
        #expect(ControlMetrics.switchSize[IOSVersion(18)] == ControlDimensions(width: 51, height: 31))
        #expect(ControlMetrics.switchSize[IOSVersion(26)] == ControlDimensions(width: 63, height: 28))
        #expect(ControlMetrics.stepper[IOSVersion(12)] == ControlDimensions(width: 94, height: 29))
        #expect(ControlMetrics.stepper[IOSVersion(13)] == ControlDimensions(width: 94, height: 32))
        #expect(ControlMetrics.progressView[IOSVersion(12)].height == 2)
        #expect(ControlMetrics.progressView[IOSVersion(13)].height == 4)
        #expect(ControlMetrics.segmentedControlHeight[IOSVersion(12)] == 29)
        #expect(ControlMetrics.segmentedControlHeight[IOSVersion(26)] == 32)
    }

    /// Table cells: content 8 points in before iOS 11, 11 at the top and bottom from iOS 11, 15 from iOS 26.
    @Test func cellMarginsChangeWithIOS11() {
        #expect(LayoutMetrics.cellVerticalMargin[IOSVersion(10)] == 8)
        #expect(LayoutMetrics.cellVerticalMargin[IOSVersion(11)] == 11)
        #expect(LayoutMetrics.cellVerticalMargin[IOSVersion(18)] == 11)
        #expect(LayoutMetrics.cellVerticalMargin[IOSVersion(26)] == 15)
        #expect(LayoutMetrics.tableMarginsSince == 11)
    }

    /// HIG: body 17 pt at the default category (leading 22), headline semibold, caption 2 at AX5 40 pt.
    @Test func textStylesAreTheGuidelinesTable() throws {
        let body = try #require(TextStyleMetrics.styles["body"])
        #expect(body.sizes[TextStyleMetrics.defaultCategory] == 17 && body.leading[TextStyleMetrics.defaultCategory] == 22)
        #expect(TextStyleMetrics.styles["headline"]?.weight == 600)
        #expect(TextStyleMetrics.styles["caption2"]?.sizes.last == 40)
        #expect(TextStyleMetrics.styles.values.allSatisfy {
            $0.sizes.count == TextStyleMetrics.categoryCount && $0.leading.count == TextStyleMetrics.categoryCount
        })
        #expect(TextStyleMetrics.styles.count == 11)
    }

    /// A text style's font leading is its table leading less SF Pro's line (2444 / 2048 em): subheadline at
    /// Large 20 - 17.900390625 = 2.099609375; caption 2 at Large is 11 pt, whose line (13.127) is taller than
    /// its table's 13, so none.
    @Test func textStyleFontLeadingIsTheTablesLessTheLine() throws {
        let subheadline = try #require(TextStyleMetrics.styles["subheadline"])
        #expect(subheadline.fontLeading(category: TextStyleMetrics.defaultCategory) == 20 - 15 * 2444.0 / 2048)
        let caption2 = try #require(TextStyleMetrics.styles["caption2"])
        #expect(caption2.fontLeading(category: 0) == 0 && caption2.fontLeading(category: TextStyleMetrics.defaultCategory) == 0)
    }

    /// UIStackView's generated priorities as printed on devices: proportions from 999 down, equal-centering
    /// gaps from 149 down; the text-width share an equal one at the label's own priority plus 10 until iOS
    /// 14 (760 for a label at 750 on iOS 10, 759 for one at 749 on iOS 11.3), at most a share at 950 from 15.
    @Test func stackViewPrioritiesAreTheDumpedOnes() {
        #expect(StackViewMetrics.fillProportionallyPriority[.newest] == 999)
        #expect(StackViewMetrics.equalCenteringPriority[.newest] == 149)
        #expect(StackViewMetrics.canvasFitPriority[.newest] == 49 && StackViewMetrics.spanningFitPriority[.newest] == 51)
        #expect(StackViewMetrics.textWidthDisambiguation[IOSVersion(10)] == .equalShare(raise: 10, cap: 999))
        #expect(StackViewMetrics.textWidthDisambiguation[IOSVersion(14)] == .equalShare(raise: 10, cap: 999))
        #expect(StackViewMetrics.textWidthDisambiguation[IOSVersion(15)] == .atMostShare(priority: 950))
    }

    /// Every row names where its values come from.
    @Test func everyRowHasASource() {
        let sources = [ControlMetrics.switchSize.source, ControlMetrics.stepper.source, ControlMetrics.slider.source,
                       LayoutMetrics.cellVerticalMargin.source, LayoutMetrics.accessoryWidths.source, LayoutMetrics.accessoryFollowsWideMargins.source,
                       LayoutMetrics.systemSpacing.source, StackViewMetrics.fillProportionallyPriority.source,
                       StackViewMetrics.equalCenteringPriority.source, StackViewMetrics.textWidthDisambiguation.source]
        #expect(sources.allSatisfy { !$0.isEmpty })
    }
}
