import CellTemplates
import FeedTables
import GoldenReport
import Testing

/// What a report's page says of rows within the tolerance, bad items and a run that ended early.
@Suite struct ReportPageTests {
    static func row(_ width: Double, _ height: Double) -> HeightRow {
        HeightRow(id: .number("7"), width: width, scale: 2, contentSize: .large, height: height, labels: nil)
    }

    static func difference(_ width: Double, golden: Double, now: Double, withinTolerance: Bool = false) -> GoldenTable.Difference {
        GoldenTable.Difference(id: "7", width: width, scale: 2, contentSize: nil, golden: golden, now: now, withinTolerance: withinTolerance)
    }

    /// Item 7 moved by 0.5 at 375 (within a tolerance of 1) and by 5 at 320: its 375 row is captioned with
    /// its golden height, within the tolerance, not as unchanged; whichever of the two came first.
    @Test(arguments: [false, true])
    func aRowWithinTheToleranceIsNotCalledUnchanged(toleratedFirst: Bool) throws {
        let item = try FeedItem(.object([(key: "id", value: .number("7"))]), line: 1, file: "f.jsonl")
        var found = ChangedRows()
        found.add(.rows([Self.row(320, 403.5), Self.row(375, 377)], item: item))
        let changed = Self.difference(320, golden: 398.5, now: 403.5)
        let tolerated = Self.difference(375, golden: 376.5, now: 377, withinTolerance: true)
        for difference in toleratedFirst ? [tolerated, changed] : [changed, tolerated] { found.add(.difference(difference)) }
        let kept = try #require(found.items.first)
        #expect(kept.golden == [0: 398.5] && kept.withinTolerance == [1: 376.5])
        #expect(kept.goldenHeight(1) == 376.5 && kept.goldenHeight(0) == 398.5)
        let picture = ReportPage.Picture(file: "1.png", width: 375, height: 377)
        let html = ReportPage(title: "t", found: found, shown: [(kept, [ReportPage.Row(now: picture), ReportPage.Row(now: picture)])]).html
        #expect(html.contains("375 @2x: golden 376.5, now 377 (+0.5, within the tolerance)") && !html.contains("unchanged"), "\(html)")
    }

    /// Bad items are listed with why; a run that ended early says so above everything, and does not claim
    /// that no height changed.
    @Test func badItemsAndAnEarlyEndAreShown() throws {
        var found = ChangedRows()
        found.add(.failed(FeedError(file: "f.jsonl", line: 2, id: "2", "field \"text\": expected a string, got an object")))
        found.endEarly("f.jsonl:3: invalid JSON")
        let html = ReportPage(title: "t", found: found, shown: []).html
        #expect(html.contains("<h2>Bad items</h2>") && html.contains("f.jsonl:2: id 2: field &quot;text&quot;: expected a string, got an object"))
        #expect(html.contains("The run ended before the feed&apos;s end") || html.contains("The run ended before the feed's end"))
        #expect(html.contains("No height changed in the items measured.") && !html.contains("<p>No height changed.</p>"))
    }

    /// Two pictures of one width and scale at two content sizes say which is which; at the default size the
    /// caption is as before.
    @Test func picturesAtTwoContentSizesAreToldApart() throws {
        let item = try FeedItem(.object([(key: "id", value: .number("7"))]), line: 1, file: "f.jsonl")
        var found = ChangedRows()
        let large = HeightRow(id: .number("7"), width: 320, scale: 2, contentSize: .large, height: 100, labels: nil)
        let ax3 = HeightRow(id: .number("7"), width: 320, scale: 2, contentSize: .accessibilityExtraExtraLarge, height: 150, labels: nil)
        found.add(.rows([large, ax3], item: item))
        found.add(.difference(GoldenTable.Difference(id: "7", width: 320, scale: 2, contentSize: "large", golden: 90, now: 100)))
        found.add(.difference(GoldenTable.Difference(id: "7", width: 320, scale: 2, contentSize: ax3.contentSize.rawValue, golden: 140, now: 150)))
        let kept = try #require(found.items.first)
        let picture = ReportPage.Picture(file: "1.png", width: 320, height: 100)
        let html = ReportPage(title: "t", found: found, shown: [(kept, [ReportPage.Row(now: picture), ReportPage.Row(now: picture)])]).html
        #expect(html.contains("320 @2x: golden 90, now 100 (+10)") && html.contains("320 @2x \(ax3.contentSize.rawValue): golden 140, now 150 (+10)"), "\(html)")
    }

    /// The changed rows' table never shows two heights that differ as one (78.3334 against 235/3, both 78.33
    /// to two decimals: both exactly); the page scales to a phone's width and wraps a long id.
    @Test func changedRowsThatDifferReadAsDifferent() throws {
        let item = try FeedItem(.object([(key: "id", value: .number("7"))]), line: 1, file: "f.jsonl")
        var found = ChangedRows()
        found.add(.rows([HeightRow(id: .number("7"), width: 375, scale: 3, contentSize: .large, height: 235.0 / 3, labels: nil)], item: item))
        found.add(.difference(GoldenTable.Difference(id: "7", width: 375, scale: 3, contentSize: nil, golden: 78.3334, now: 235.0 / 3)))
        let html = ReportPage(title: "t", found: found, shown: []).html
        #expect(html.contains("<td class=\"number\">78.3334</td><td class=\"number\">\(235.0 / 3)</td>"), "\(html)")
        #expect(html.contains(#"<meta name="viewport" content="width=device-width, initial-scale=1">"#) && html.contains("overflow-wrap: anywhere"))
    }
}
