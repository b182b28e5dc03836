import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LayoutTestSupport
import Testing

/// `table --check --junit FILE`: one test case per item, failures for changed, new and missing rows,
/// errors for bad items; checked against the JUnit schema and junitparser by `scripts/check-junit`
/// when xmllint and junitparser are installed (`make check-reports` installs them).
@Suite struct JUnitOutputTests {
    /// SampleTemplates.issue at 375 @2x: one line of Inter 17 is (2728 + 680) / 2816 x 17 = 20.574 points,
    /// 21 on the 2x grid; 12 above and below; the separator 0.5: 45.5 for any one-line text.
    static let oneLineRow = "45.5"

    /// SampleTemplates.issue with the Noto Sans CJK SC subset (weights 400 and 700) as the system font and
    /// its label asking for 500 at line 3: a template warning.
    static var warnedTemplate: String {
        let noto = TableCommandTests.root.appendingPathComponent("Fonts/NotoSansCJKsc-Regular-Subset.otf").path
        return "fonts: {system: \(noto)}\n" + SampleTemplates.issue.replacingOccurrences(of: "font: {family: Inter, size: 17}", with: "font: {size: 17, weight: 500}")
    }

    /// Item 1 a point shorter than its golden row, item 2 a bad item, item 3 new, golden item 9 missing.
    static func run(junit: String, extra: [String] = [], template text: String = SampleTemplates.issue) throws -> (CLIRunner.Result, URL) {
        let template = try CLIRunner.temporaryFile(Data(text.utf8), name: "body.yaml")
        let folder = template.deletingLastPathComponent()
        let feed = folder.appendingPathComponent("feed.jsonl")
        try Data("{\"id\": 1, \"text\": \"a\"}\n{\"id\": 2, \"text\": true}\n{\"id\": \"3<&>\", \"text\": \"b\"}\n".utf8).write(to: feed)
        let golden = folder.appendingPathComponent("golden.csv")
        try Data("id,width,height\n1,375,46.5\n9,375,45.5\n".utf8).write(to: golden)
        let result = try CLIRunner.run(["table", "--template", template.path, "--feed", feed.path, "--width", "375", "--scale", "2",
                                        "--check", golden.path, "--junit", folder.appendingPathComponent(junit).path, "--quiet"] + extra)
        return (result, folder)
    }

    static let toolsPresent = FileManager.default.isExecutableFile(atPath: "/usr/bin/xmllint")
        && (try? CLIRunner.shell("python3 -c 'import junitparser'").status) == 0

    /// A golden table that cannot be read (a row given twice) fails the run, and the report says why: one
    /// error, for a CI job that shows the report rather than the log.
    @Test func aGoldenTableThatCannotBeReadIsTheReportsError() throws {
        let template = try CLIRunner.temporaryFile(Data(Self.warnedTemplate.utf8), name: "body.yaml")
        let folder = template.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: folder) }
        let feed = folder.appendingPathComponent("feed.jsonl")
        try Data("{\"id\": 1, \"text\": \"a\"}\n".utf8).write(to: feed)
        let golden = folder.appendingPathComponent("golden.csv")
        try Data("id,width,height\n1,375,45.5\n1,375,45.5\n".utf8).write(to: golden)
        let report = folder.appendingPathComponent("junit/report.xml")
        let result = try CLIRunner.run(["table", "--template", template.path, "--feed", feed.path, "--width", "375", "--scale", "2",
                                        "--check", golden.path, "--junit", report.path, "--quiet"])
        #expect(result.status == ExitStatus.failure, "\(result)")
        let document = try XMLDocument(contentsOf: report)
        let suite = try #require(try document.nodes(forXPath: "/testsuites/testsuite").first as? XMLElement)
        #expect(suite.attribute(forName: "tests")?.stringValue == "1" && suite.attribute(forName: "errors")?.stringValue == "1")
        let error = try #require(try document.nodes(forXPath: "//testcase[@name='check']/error").first as? XMLElement)
        #expect(error.attribute(forName: "type")?.stringValue == "check not started")
        let message = error.attribute(forName: "message")?.stringValue ?? "no message"
        #expect(message.hasSuffix("; no row was compared"))
        #expect(result.stderr.contains(String(message.dropLast("; no row was compared".count))), "\(result.stderr)")
        // The template's warning is there too, as in a report of a check that ran.
        let err = try #require(try document.nodes(forXPath: "/testsuites/testsuite/system-err").first)
        #expect(err.stringValue?.hasPrefix("warning: \(template.path):3:") == true, "\(err.stringValue ?? "-")")
    }

    @Test func oneTestCasePerItemWithFailuresAndErrors() throws {
        let (result, folder) = try Self.run(junit: "report.xml")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == ExitStatus.failure)
        let document = try XMLDocument(contentsOf: folder.appendingPathComponent("report.xml"))
        let suite = try #require(try document.nodes(forXPath: "/testsuites/testsuite").first as? XMLElement)
        #expect(suite.attribute(forName: "tests")?.stringValue == "4")
        #expect(suite.attribute(forName: "failures")?.stringValue == "3")
        #expect(suite.attribute(forName: "errors")?.stringValue == "1")
        let cases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
        #expect(cases.map { $0.attribute(forName: "name")?.stringValue ?? "" } == [
            "1", "2 (\(folder.path)/feed.jsonl:2)", "3<&>", "9",
        ])
        let outcomes = cases.map { ($0.children?.first as? XMLElement).map { "\($0.name ?? "") \($0.attribute(forName: "type")?.stringValue ?? "")" } }
        #expect(outcomes == ["failure changed", "error bad item", "failure new", "failure missing"])
        let changed = try #require(cases[0].children?.first as? XMLElement)
        #expect(changed.attribute(forName: "message")?.stringValue == "at width 375 @2x: golden 46.5, now \(Self.oneLineRow) (-1)")
        #expect(changed.stringValue == "at width 375 @2x: golden 46.5, now \(Self.oneLineRow) (-1)")
        let missing = try #require(cases[3].children?.first as? XMLElement)
        #expect(missing.attribute(forName: "message")?.stringValue == "at width 375: in the golden table (45.5), not given by this run")
        #expect(cases[2].attribute(forName: "classname")?.stringValue == "body")
        #expect(cases.allSatisfy { Double($0.attribute(forName: "time")?.stringValue ?? "") != nil })
        #expect(try document.nodes(forXPath: "//system-err").isEmpty)
    }

    /// The template's warning, which a passing check would only print, is in the suite's <system-err> too.
    @Test func theTemplatesWarningsAreInTheSuitesStandardError() throws {
        let (result, folder) = try Self.run(junit: "report.xml", template: Self.warnedTemplate)
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = try XMLDocument(contentsOf: folder.appendingPathComponent("report.xml"))
        let err = try #require(try document.nodes(forXPath: "/testsuites/testsuite/system-err").first)
        let warning = "warning: \(folder.path)/body.yaml:3:"
        #expect(err.stringValue?.hasPrefix(warning) == true && err.stringValue?.contains("has no 500 face; label body is measured in the nearest") == true,
                "\(err.stringValue ?? "-")")
        #expect(result.stderr.contains(warning), "\(result.stderr)")
    }

    @Test(.enabled(if: toolsPresent, "needs xmllint (libxml2-utils) and junitparser (PyPI); `make check-reports` installs them"))
    func theFileIsValidJUnitAndJunitparserReadsIt() throws {
        // With a template warning, so that the suite's <system-err> is checked against the schema too.
        let (_, folder) = try Self.run(junit: "report.xml", template: Self.warnedTemplate)
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = try CLIRunner.shell("'\(TableCommandTests.root.path)/scripts/check-junit' '\(folder.path)/report.xml' 4 3 1")
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    }

    @Test func theJUnitFileMayNotReplaceAnInput() throws {
        let (result, folder) = try Self.run(junit: "golden.csv")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == ExitStatus.usage)
        #expect(try String(contentsOf: folder.appendingPathComponent("golden.csv"), encoding: .utf8) == "id,width,height\n1,375,46.5\n9,375,45.5\n")
    }
}

/// A run that ends early (`--stop-on-error` at a bad line) writes its JUnit file and report anyway, saying
/// so: left as they were, an earlier run's passing ones would read as this run's.
@Suite struct EarlyEndReportTests {
    @Test func anEarlyEndReplacesAnEarlierPassingReport() throws {
        let template = try CLIRunner.temporaryFile(Data(SampleTemplates.issue.utf8), name: "body.yaml")
        defer { CLIRunner.discard(template) }
        let folder = template.deletingLastPathComponent()
        let feed = folder.appendingPathComponent("feed.jsonl"), golden = folder.appendingPathComponent("golden.csv")
        let junit = folder.appendingPathComponent("j.xml"), report = folder.appendingPathComponent("report")
        try Data("{\"id\": 1, \"text\": \"a\"}\n{\"id\": 2, \"text\": \"b\"}\n".utf8).write(to: feed)
        try Data("id,width,height\n1,375,\(JUnitOutputTests.oneLineRow)\n2,375,\(JUnitOutputTests.oneLineRow)\n".utf8).write(to: golden)
        let arguments = ["table", "--template", template.path, "--feed", feed.path, "--width", "375", "--scale", "2",
                         "--check", golden.path, "--junit", junit.path, "--report", report.path, "--quiet", "--stop-on-error"]
        let passing = try CLIRunner.run(arguments)
        #expect(passing.status == ExitStatus.success, "\(passing.stderr)")
        #expect(try String(contentsOf: junit, encoding: .utf8).contains("errors=\"0\""))
        try Data("{\"id\": 1, \"text\": \"a\"}\n{\"id\": 2, \"text\": \n".utf8).write(to: feed)
        let stopped = try CLIRunner.run(arguments)
        #expect(stopped.status == ExitStatus.failure && stopped.stderr.contains("\(feed.path):2: invalid JSON"), "\(stopped.stderr)")
        let xml = try String(contentsOf: junit, encoding: .utf8)
        // Item 1's case, the bad line's, and the run's, which ended at it.
        #expect(xml.contains("tests=\"3\" failures=\"0\" errors=\"2\"") && xml.contains("type=\"run ended early\""), "\(xml)")
        let page = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("The run ended before the feed's end") && page.contains("invalid JSON"), "\(page.prefix(2000))")
    }
}
