import CellTemplates
import Foundation
import ViewLayout

/// A golden check as JUnit XML, the test report format CI systems read (Jenkins, GitLab, GitHub
/// Actions through reporters): one test case per item, named by its id, with all of its settings in it;
/// an item with changed or new rows is a failure whose message lists each of them with its golden and
/// current heights; golden rows the run did not give are a failure per id; a bad item is an error (it gave
/// no rows). What the template and the run warn of goes into the suite's `<system-err>`. Fed the events
/// of `HeightTable.run` in order, it holds only the test cases' text.
///
/// Times: a test case's is the time its item's binding and layouts took on their worker
/// (`HeightRow.seconds`; 0 for heights read from a cache); the suite's is the whole run's, which also
/// holds reading the feed, comparing and waiting for workers.
public struct JUnitReport {
    private struct Case {
        var name: String
        var time: Double = 0
        /// One line per failing row: "at width 375 @3x: golden 44, now 45 (+1)".
        var lines: [String] = []
        var kind: String?
        /// The error element of a bad item.
        var error: String?
    }

    /// The suite's name (the golden table's file name).
    public let suite: String
    /// The test cases' class name (the template's), by which CI systems group the cases.
    public let className: String
    private let clock = ContinuousClock()
    private let started: ContinuousClock.Instant
    private let timestamp: Date
    private var cases: [Case] = []
    /// The current item's case, which its differences (right after its rows) land in.
    private var current: Int?
    /// Cases of golden ids the run did not give, by id, in the order their rows came.
    private var missing: [IDKey: Int] = [:]
    /// The error case of each item that could not be measured, by id.
    private var failedItems: [IDKey: Int] = [:]
    private let showContentSize: Bool
    /// What the template and the run warn of, for the suite's `<system-err>`, where CI systems show a
    /// suite's output: a passing check's warnings are not lost with its console.
    private var warnings: [String] = []

    /// - Parameters:
    ///   - suite: the suite's name, usually the golden table's path.
    ///   - className: the test cases' class name, usually the template's name.
    ///   - showContentSize: whether failure lines say the content size (when the check measures several,
    ///     or the golden table has the column).
    ///   - templateWarnings: the warnings of the template the check measures with (`CellTemplate.warnings`:
    ///     a font measured in the stand-in, a prototype that does not decide its height), each
    ///     "FILE:LINE: what", shown before the run's own.
    ///   - timestamp: when the check ran, as the report's `timestamp` says.
    public init(suite: String, className: String, showContentSize: Bool, templateWarnings: [String] = [],
                timestamp: Date = Date()) {
        self.suite = suite; self.className = className; self.showContentSize = showContentSize; self.timestamp = timestamp
        warnings = templateWarnings.map { "warning: \($0)" }
        started = clock.now
    }

    /// Test cases so far: one per item, per bad item and per id whose golden rows are missing.
    public var tests: Int { cases.count }
    /// Failed test cases: items with rows changed beyond the tolerance or new, and missing ids.
    public var failures: Int { cases.count { $0.kind != nil } }
    /// Test cases in error: items that could not be measured.
    public var errors: Int { cases.count { $0.error != nil } }

    /// Takes one event of the run.
    public mutating func add(_ event: HeightTable.Event) {
        switch event {
        case .rows(let rows, let item):
            current = cases.count
            cases.append(Case(name: Self.caseName(item.idText), time: rows.reduce(0) { $0 + $1.seconds }))
        case .difference(let difference):
            guard difference.fails else { return }
            let index: Int
            if difference.kind == .missing {
                // An item that could not be measured has its error case; its golden rows, missing from the
                // run for that reason, are said there rather than counted again as a failure.
                if let known = missing[IDKey(difference.id)] ?? failedItems[IDKey(difference.id)] { index = known } else {
                    index = cases.count
                    missing[IDKey(difference.id)] = index
                    cases.append(Case(name: Self.caseName(difference.id)))
                }
            } else {
                guard let current else { return }
                index = current
            }
            cases[index].lines.append("\(setting(difference)): \(Self.describe(difference))")
            // A case whose rows differ in more than one way (one new, one changed) says so, not the first's kind.
            if cases[index].error == nil {
                let kind = Self.kindName(difference.kind)
                cases[index].kind = cases[index].kind.map { $0 == kind ? $0 : "changed, new or missing" } ?? kind
            }
        case .failed(let error):
            current = nil
            if let id = error.id { failedItems[IDKey(id)] = cases.count }
            var name = error.id.map(Self.caseName) ?? "item"
            if let line = error.line { name += " (\(error.file):\(line))" }
            cases.append(Case(name: name, error: "<error type=\"bad item\" message=\"\(XMLText.escaped(error.message))\">"
                                    + "\(XMLText.escaped(error.description, attribute: false))</error>"))
        case .warning(let line): warnings.append("warning: \(line)")
        case .progress: break
        }
    }

    /// The run ended before the feed's end (`description` says why): the cases so far stay, and one more in
    /// error says that the items after them were not measured, so a report of a run that stopped never
    /// reads as a pass.
    public mutating func addRunEndedEarly(_ description: String) {
        addError(name: "run", type: "run ended early", "\(description); the feed's items from there on were not measured")
    }

    /// The run ended before its check began (`description` says why: a template, feed, cache or golden table
    /// that could not be used): one case in error, so the report of a run that compared nothing never reads as
    /// a pass, nor is an earlier run's left in its place.
    public mutating func addCheckNotStarted(_ description: String) {
        addError(name: "check", type: "check not started", "\(description); no row was compared")
    }

    private mutating func addError(name: String, type: String, _ description: String) {
        current = nil
        cases.append(Case(name: name, error: "<error type=\"\(type)\" message=\"\(XMLText.escaped(description))\">"
                                + "\(XMLText.escaped(description, attribute: false))</error>"))
    }

    private func setting(_ difference: GoldenTable.Difference) -> String {
        var text = "at width \(formatPointsShort(difference.width))"
        if let scale = difference.scale { text += " @\(formatPointsShort(scale))x" }
        if showContentSize, let contentSize = difference.contentSize { text += " \(contentSize)" }
        return text
    }

    /// A test case's name for an item's id: JUnit's readers refuse a case without a name, and an empty id is one.
    static func caseName(_ id: String) -> String { id.isEmpty ? "(the empty id \"\")" : id }

    private static func describe(_ difference: GoldenTable.Difference) -> String {
        let (golden, now) = formatPointsApart(difference.golden ?? 0, difference.now ?? 0)
        switch difference.kind {
        case .changed, .withinTolerance:
            return "golden \(golden), now \(now) (\(difference.deltaText ?? ""))"
        case .new: return "not in the golden table, now \(now)"
        case .missing: return "in the golden table (\(golden)), not given by this run"
        }
    }

    private static func kindName(_ kind: GoldenTable.Difference.Kind) -> String {
        switch kind {
        case .changed, .withinTolerance: "changed"
        case .new: "new"
        case .missing: "missing"
        }
    }

    /// Seconds with six decimals, made by hand: Foundation's `String(format:)` costs more per call than
    /// the rest of a test case's line, and a report has one per item.
    static func time(_ seconds: Double) -> String {
        let micros = Int((max(0, seconds) * 1e6).rounded())
        let fraction = String(micros % 1_000_000)
        return "\(micros / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }

    /// ISO 8601 in UTC to the second (`2026-11-28T06:40:37`), as JUnit's timestamp attribute takes it,
    /// without Foundation's date formatter (whose set-up costs as much as a small check).
    static func timestamp(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))"
    }

    /// The report as XML, timed up to now.
    public func xml() -> String {
        let total = Self.time((clock.now - started).inSeconds)
        let stamp = Self.timestamp(timestamp)
        let counts = "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\""
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"cellheight\" \(counts) time=\"\(total)\">\n"
        out += "  <testsuite name=\"\(XMLText.escaped(suite))\" \(counts) skipped=\"0\" time=\"\(total)\" timestamp=\"\(stamp)\">\n"
        let className = XMLText.escaped(self.className)
        for test in cases {
            out += "    <testcase classname=\"\(className)\" name=\"\(XMLText.escaped(test.name))\" time=\"\(Self.time(test.time))\""
            if let error = test.error {
                out += ">\n      \(error)\n"
                // A bad item's golden rows, which the run could not give.
                if !test.lines.isEmpty {
                    out += "      <system-out>\(XMLText.escaped(test.lines.joined(separator: "\n"), attribute: false))</system-out>\n"
                }
                out += "    </testcase>\n"
            } else if let kind = test.kind {
                // One row: its line is the message. Several: the message counts them, the body lists them.
                let message = test.lines.count == 1 ? test.lines[0] : "\(test.lines.count) rows \(kind): " + test.lines.joined(separator: "; ")
                out += ">\n      <failure type=\"\(kind)\" message=\"\(XMLText.escaped(message))\">"
                out += "\(XMLText.escaped(test.lines.joined(separator: "\n"), attribute: false))</failure>\n    </testcase>\n"
            } else {
                out += "/>\n"
            }
        }
        if !warnings.isEmpty {
            out += "    <system-err>\(XMLText.escaped(warnings.joined(separator: "\n"), attribute: false))</system-err>\n"
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }
}
