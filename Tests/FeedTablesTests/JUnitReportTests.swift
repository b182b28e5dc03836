import CellTemplates
import FeedTables
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// JUnitReport on its own: ids XML cannot carry, tolerated rows, and the counts.
@Suite struct JUnitReportTests {
    static func row(_ id: String, _ height: Double) -> HeightRow {
        HeightRow(id: .string(id), width: 375, scale: 3, contentSize: .large, height: height, labels: nil)
    }

    @Test func idsWithControlCharactersStillMakeWellFormedXML() throws {
        var report = JUnitReport(suite: "g.csv", className: "cell", showContentSize: false)
        let item = try FeedItem(.object([(key: "id", value: .string("a\u{0}b\u{1B}"))]), line: 1, file: "f.jsonl")
        report.add(.rows([Self.row("a\u{0}b\u{1B}", 45)], item: item))
        report.add(.difference(GoldenTable.Difference(id: "a\u{0}b\u{1B}", width: 375, scale: 3, contentSize: nil, golden: 44, now: 45)))
        report.add(.progress(items: 1, fractionRead: nil))
        let document = try XMLDocument(data: Data(report.xml().utf8))
        let name = try #require((try document.nodes(forXPath: "//testcase").first as? XMLElement)?.attribute(forName: "name")?.stringValue)
        #expect(name == "a\\u{0}b\\u{1B} at width 375 @3x")
        #expect(report.tests == 1 && report.failures == 1 && report.errors == 0)
    }

    @Test func aRowWithinTheTolerancePasses() throws {
        var report = JUnitReport(suite: "g.csv", className: "cell", showContentSize: true)
        let item = try FeedItem(.object([(key: "id", value: .string("x"))]), line: 1, file: "f.jsonl")
        report.add(.rows([Self.row("x", 45.25)], item: item))
        report.add(.difference(GoldenTable.Difference(id: "x", width: 375, scale: 3, contentSize: "large",
                                                      golden: 45, now: 45.25, withinTolerance: true)))
        #expect(report.tests == 1 && report.failures == 0)
        #expect(report.xml().contains("<testcase classname=\"cell\" name=\"x at width 375 @3x large\" time=\"0.000000\"/>"))
    }
}
