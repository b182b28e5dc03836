import CellTemplates
import FeedTables
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// JUnitReport on its own: ids XML cannot carry, tolerated rows, and the counts.
@Suite struct JUnitReportTests {
    static func row(_ id: String, _ height: Double, width: Double = 375, seconds: Double = 0) -> HeightRow {
        HeightRow(id: .string(id), width: width, scale: 3, contentSize: .large, height: height, labels: nil, seconds: seconds)
    }

    static func item(_ id: String) throws -> FeedItem {
        try FeedItem(.object([(key: "id", value: .string(id))]), line: 1, file: "f.jsonl")
    }

    static func cases(_ report: JUnitReport) throws -> [XMLElement] {
        try XMLDocument(data: Data(report.xml().utf8)).nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
    }

    @Test func idsWithControlCharactersStillMakeWellFormedXML() throws {
        var report = JUnitReport(suite: "g.csv", className: "cell", showContentSize: false)
        let item = try FeedItem(.object([(key: "id", value: .string("a\u{0}b\u{1B}"))]), line: 1, file: "f.jsonl")
        report.add(.rows([Self.row("a\u{0}b\u{1B}", 45)], item: item))
        report.add(.difference(GoldenTable.Difference(id: "a\u{0}b\u{1B}", width: 375, scale: 3, contentSize: nil, golden: 44, now: 45)))
        report.add(.progress(items: 1, fractionRead: nil))
        let document = try XMLDocument(data: Data(report.xml().utf8))
        let name = try #require((try document.nodes(forXPath: "//testcase").first as? XMLElement)?.attribute(forName: "name")?.stringValue)
        #expect(name == "a\\u{0}b\\u{1B}")
        #expect(report.tests == 1 && report.failures == 1 && report.errors == 0)
    }

    /// The template's warnings, then the run's, in the suite's <system-err> after its test cases (where the
    /// JUnit schema puts it); a run without warnings has none.
    /// JUnit's readers refuse a test case without a name: an item whose id is "" gets one that says so, and
    /// so do its golden rows missing from a run.
    @Test func anEmptyIdStillNamesItsCase() throws {
        var report = JUnitReport(suite: "g.csv", className: "cell", showContentSize: false)
        report.add(.rows([Self.row("", 45)], item: try Self.item("")))
        report.add(.difference(GoldenTable.Difference(id: "", width: 375, scale: 3, contentSize: nil, golden: 44, now: 45)))
        report.add(.difference(GoldenTable.Difference(id: "", width: 320, scale: 3, contentSize: nil, golden: 50, now: nil)))
        let names = try Self.cases(report).map { $0.attribute(forName: "name")?.stringValue }
        #expect(names == [#"(the empty id "")"#, #"(the empty id "")"#], "\(names)")
    }

    /// An item with a row new to the golden table and a row changed is one failure of both kinds, not of the
    /// first row's kind.
    @Test func aCaseOfRowsThatDifferInTwoWaysSaysSo() throws {
        var report = JUnitReport(suite: "g.csv", className: "cell", showContentSize: false)
        report.add(.rows([Self.row("7", 45), Self.row("7", 50, width: 320)], item: try Self.item("7")))
        report.add(.difference(GoldenTable.Difference(id: "7", width: 375, scale: 3, contentSize: nil, golden: nil, now: 45)))
        report.add(.difference(GoldenTable.Difference(id: "7", width: 320, scale: 3, contentSize: nil, golden: 48, now: 50)))
        let failure = try #require(try Self.cases(report).first?.elements(forName: "failure").first)
        #expect(failure.attribute(forName: "type")?.stringValue == "changed, new or missing")
        #expect(failure.attribute(forName: "message")?.stringValue?.hasPrefix("2 rows changed, new or missing: at width 375 @3x: not in the golden table") == true,
                "\(failure)")
    }

    @Test func warningsGoToTheSuitesStandardError() throws {
        var quiet = JUnitReport(suite: "g.csv", className: "cell", showContentSize: false)
        quiet.add(.rows([Self.row("x", 45)], item: try Self.item("x")))
        #expect(!quiet.xml().contains("system-err"))
        var report = JUnitReport(suite: "g.csv", className: "cell", showContentSize: false,
                                 templateWarnings: ["Cell.xib:11: font \"Avenir\" is not registered"])
        report.add(.rows([Self.row("x", 45)], item: try Self.item("x")))
        report.add(.warning("f.jsonl:1: id x: at width 375 @3x: Unable to simultaneously satisfy constraints: broke a < b"))
        let document = try XMLDocument(data: Data(report.xml().utf8))
        let suite = try #require(try document.nodes(forXPath: "//testsuite").first as? XMLElement)
        #expect(suite.children?.compactMap { ($0 as? XMLElement)?.name } == ["testcase", "system-err"])
        let err = try #require(try document.nodes(forXPath: "//testsuite/system-err").first)
        #expect(err.stringValue == "warning: Cell.xib:11: font \"Avenir\" is not registered\n"
                + "warning: f.jsonl:1: id x: at width 375 @3x: Unable to simultaneously satisfy constraints: broke a < b")
        #expect(report.tests == 1 && report.failures == 0 && report.errors == 0)
    }

    @Test func aRowWithinTheTolerancePasses() throws {
        var report = JUnitReport(suite: "g.csv", className: "cell", showContentSize: true)
        let item = try FeedItem(.object([(key: "id", value: .string("x"))]), line: 1, file: "f.jsonl")
        report.add(.rows([Self.row("x", 45.25)], item: item))
        report.add(.difference(GoldenTable.Difference(id: "x", width: 375, scale: 3, contentSize: "large",
                                                      golden: 45, now: 45.25, withinTolerance: true)))
        #expect(report.tests == 1 && report.failures == 0)
        #expect(report.xml().contains("<testcase classname=\"cell\" name=\"x\" time=\"0.000000\"/>"))
    }

    /// An item at two widths is one test case: its time is its two layouts' (0.25 + 0.5 seconds), and its
    /// failure lists both changed rows; a missing id's two golden rows are one case too.
    @Test func oneCasePerItemWithEverySettingInIt() throws {
        var report = JUnitReport(suite: "g.csv", className: "cell", showContentSize: false)
        report.add(.rows([Self.row("x", 45, seconds: 0.25), Self.row("x", 66, width: 320, seconds: 0.5)], item: try Self.item("x")))
        report.add(.difference(GoldenTable.Difference(id: "x", width: 375, scale: 3, contentSize: nil, golden: 44, now: 45)))
        report.add(.difference(GoldenTable.Difference(id: "x", width: 320, scale: 3, contentSize: nil, golden: 66.33333333333333, now: 66)))
        report.add(.rows([Self.row("y", 45, seconds: 0.125), Self.row("y", 45, width: 320)], item: try Self.item("y")))
        report.add(.progress(items: 2, fractionRead: nil))
        report.add(.difference(GoldenTable.Difference(id: "z", width: 375, scale: 3, contentSize: nil, golden: 50, now: nil)))
        report.add(.difference(GoldenTable.Difference(id: "z", width: 320, scale: 3, contentSize: nil, golden: 70, now: nil)))
        #expect(report.tests == 3 && report.failures == 2 && report.errors == 0)
        let cases = try Self.cases(report)
        #expect(cases.map { $0.attribute(forName: "name")?.stringValue } == ["x", "y", "z"])
        #expect(cases.map { $0.attribute(forName: "time")?.stringValue } == ["0.750000", "0.125000", "0.000000"])
        let failure = try #require(cases[0].children?.first as? XMLElement)
        #expect(failure.attribute(forName: "type")?.stringValue == "changed")
        #expect(failure.attribute(forName: "message")?.stringValue
                == "2 rows changed: at width 375 @3x: golden 44, now 45 (+1); at width 320 @3x: golden 66.33, now 66 (-0.33)")
        #expect(failure.stringValue == "at width 375 @3x: golden 44, now 45 (+1)\nat width 320 @3x: golden 66.33, now 66 (-0.33)")
        #expect(cases[1].children == nil || cases[1].children?.isEmpty == true)
        let missing = try #require(cases[2].children?.first as? XMLElement)
        #expect(missing.attribute(forName: "type")?.stringValue == "missing")
        #expect(missing.stringValue == "at width 375 @3x: in the golden table (50), not given by this run\n"
                + "at width 320 @3x: in the golden table (70), not given by this run")
    }
}

/// A bad item, a carriage return in a message, and a run that ended early.
@Suite struct JUnitReportErrorTests {
    /// Item 2 could not be measured, and its golden row is then missing: one case in error, whose body
    /// says which golden rows the run could not give; no second case for the same item.
    @Test func aBadItemIsOneCaseInError() throws {
        var report = JUnitReport(suite: "g.csv", className: "cell", showContentSize: false)
        report.add(.rows([JUnitReportTests.row("1", 45)], item: try JUnitReportTests.item("1")))
        report.add(.failed(FeedError(file: "f.jsonl", line: 2, id: "2", "field \"text\": expected a string, got an object")))
        report.add(.difference(GoldenTable.Difference(id: "2", width: 375, scale: 3, contentSize: nil, golden: 44, now: nil)))
        #expect(report.tests == 2 && report.failures == 0 && report.errors == 1)
        let cases = try JUnitReportTests.cases(report)
        #expect(cases.map { $0.attribute(forName: "name")?.stringValue } == ["1", "2 (f.jsonl:2)"])
        let out = try #require(try cases[1].nodes(forXPath: "system-out").first)
        #expect(out.stringValue == "at width 375 @3x: in the golden table (44), not given by this run")
    }

    /// A carriage return in an element's text survives a parser (which reads a bare one as a line feed). In
    /// the id a message names, it is written escaped (`ShownText`), as on a terminal.
    @Test func aCarriageReturnSurvivesInTheBody() throws {
        var report = JUnitReport(suite: "g.csv", className: "cell", showContentSize: false)
        report.add(.failed(FeedError(file: "f.jsonl", line: 1, id: "a\rb", "bad\rvalue")))
        let error = try #require(try JUnitReportTests.cases(report).first?.nodes(forXPath: "error").first)
        #expect(error.stringValue == "f.jsonl:1: id a\\u{D}b: bad\rvalue")
    }

    /// The cases so far, and one in error saying where the run stopped.
    @Test func aRunThatEndedEarlyIsAnError() throws {
        var report = JUnitReport(suite: "g.csv", className: "cell", showContentSize: false)
        report.add(.rows([JUnitReportTests.row("1", 45)], item: try JUnitReportTests.item("1")))
        report.addRunEndedEarly("f.jsonl:2: invalid JSON: expected ',' or '}' at column 9")
        #expect(report.tests == 2 && report.failures == 0 && report.errors == 1)
        let error = try #require(try JUnitReportTests.cases(report).last?.nodes(forXPath: "error").first as? XMLElement)
        #expect(error.attribute(forName: "type")?.stringValue == "run ended early")
        #expect(error.stringValue == "f.jsonl:2: invalid JSON: expected ',' or '}' at column 9; the feed's items from there on were not measured")
    }
}
