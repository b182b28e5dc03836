import CellTemplates
import Foundation
import ViewLayout

/// A golden check as JUnit XML, the test report format CI systems read (Jenkins, GitLab, GitHub
/// Actions through reporters): one test case per row of the check, named by id, width, scale and
/// content size; a changed row is a failure with its golden and current heights and the delta; a row
/// new to the golden table or missing from the run is a failure of its own kind; a bad item is an error
/// (it gave no rows). Fed the events of `HeightTable.run` in order, it holds only the test cases' text.
///
/// Times: the suite's is the whole run's; a test case's is its share of its batch (the batch's time
/// over its rows), since items are measured a batch at a time on all workers, not one by one.
public struct JUnitReport {
    private struct Case {
        var name: String
        var setting: Setting
        var time: Double = 0
        /// The failure or error element, when there is one.
        var outcome: String?
        var isError = false
    }

    private struct Setting: Equatable {
        let width: Double, scale: Double, contentSize: String
    }

    /// The suite's name (the golden table's file name) and the test cases' class name.
    public let suite: String
    /// The test cases' class name (usually the template's), by which CI systems group the cases.
    public let className: String
    private let clock = ContinuousClock()
    private let started: ContinuousClock.Instant
    private let timestamp: Date
    private var cases: [Case] = []
    /// Index of the current item's first case, and of the first case of the current batch.
    private var itemStart = 0, batchStart = 0
    private var batchStarted: ContinuousClock.Instant
    private let showContentSize: Bool

    /// - Parameters:
    ///   - suite: the suite's name, usually the golden table's path.
    ///   - className: the test cases' class name, usually the template's name.
    ///   - showContentSize: whether test case names say the content size (when the check measures
    ///     several, or the golden table has the column).
    ///   - timestamp: when the check ran, as the report's `timestamp` says.
    public init(suite: String, className: String, showContentSize: Bool, timestamp: Date = Date()) {
        self.suite = suite; self.className = className; self.showContentSize = showContentSize; self.timestamp = timestamp
        started = clock.now
        batchStarted = started
    }

    /// Test cases so far: one per row, per missing row and per bad item.
    public var tests: Int { cases.count }
    /// Failed test cases: rows changed beyond the tolerance, new or missing.
    public var failures: Int { cases.count { $0.outcome != nil && !$0.isError } }
    /// Test cases in error: items that could not be measured.
    public var errors: Int { cases.count { $0.isError } }

    /// Takes one event of the run.
    public mutating func add(_ event: HeightTable.Event) {
        switch event {
        case .rows(let rows, _):
            itemStart = cases.count
            for row in rows {
                let setting = Setting(width: row.width, scale: row.scale, contentSize: row.contentSize.rawValue)
                cases.append(Case(name: name(id: row.idText, setting), setting: setting))
            }
        case .difference(let difference):
            guard difference.fails else { return }
            let message: String
            let body: String
            switch difference.kind {
            case .changed:
                let delta = difference.delta ?? 0
                message = "golden \(formatPoints(difference.golden ?? 0)), now \(formatPoints(difference.now ?? 0)) (\(formatSignedPoints(delta)))"
                body = "golden: \(formatPoints(difference.golden ?? 0))\nnow: \(formatPoints(difference.now ?? 0))\ndelta: \(formatPoints(delta))"
            case .new:
                message = "not in the golden table, now \(formatPoints(difference.now ?? 0))"
                body = "now: \(formatPoints(difference.now ?? 0))"
            case .missing:
                message = "in the golden table (\(formatPoints(difference.golden ?? 0))), not given by this run"
                body = "golden: \(formatPoints(difference.golden ?? 0))"
            case .withinTolerance: return
            }
            let type = difference.kind == .changed ? "changed" : difference.kind == .new ? "new" : "missing"
            let element = "<failure type=\"\(type)\" message=\"\(XMLText.escaped(message))\">\(XMLText.escaped(body, attribute: false))</failure>"
            if difference.kind == .missing {
                let setting = Setting(width: difference.width, scale: difference.scale ?? 0, contentSize: difference.contentSize ?? "")
                var missing = Case(name: name(id: difference.id, width: difference.width, scale: difference.scale, contentSize: difference.contentSize),
                                   setting: setting)
                missing.outcome = element
                cases.append(missing)
            } else if let index = cases[itemStart...].firstIndex(where: { matches($0.setting, difference) }) {
                cases[index].outcome = element
            }
        case .failed(let error):
            var name = error.id.map { "\($0)" } ?? "item"
            if let line = error.line { name += " (\(error.file):\(line))" }
            var failed = Case(name: name, setting: Setting(width: 0, scale: 0, contentSize: ""))
            failed.outcome = "<error type=\"bad item\" message=\"\(XMLText.escaped(error.message))\">\(XMLText.escaped(error.description, attribute: false))</error>"
            failed.isError = true
            cases.append(failed)
        case .progress:
            let now = clock.now
            let share = Self.seconds(now - batchStarted) / Double(max(1, cases.count - batchStart))
            for index in batchStart..<cases.count { cases[index].time = share }
            batchStart = cases.count
            batchStarted = now
        case .warning: break
        }
    }

    private func matches(_ setting: Setting, _ difference: GoldenTable.Difference) -> Bool {
        setting.width == difference.width && (difference.scale.map { $0 == setting.scale } ?? true)
            && (difference.contentSize.map { $0 == setting.contentSize } ?? true)
    }

    private func name(id: String, _ setting: Setting) -> String {
        name(id: id, width: setting.width, scale: setting.scale, contentSize: setting.contentSize)
    }

    private func name(id: String, width: Double, scale: Double?, contentSize: String?) -> String {
        var name = "\(id) at width \(formatPoints(width))"
        if let scale { name += " @\(formatPoints(scale))x" }
        if showContentSize, let contentSize { name += " \(contentSize)" }
        return name
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// Seconds with six decimals, made by hand: Foundation's `String(format:)` costs more per call than
    /// the rest of a test case's line, and a report has one per row.
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
        let total = Self.time(Self.seconds(clock.now - started))
        let stamp = Self.timestamp(timestamp)
        let counts = "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\""
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"cellheight\" \(counts) time=\"\(total)\">\n"
        out += "  <testsuite name=\"\(XMLText.escaped(suite))\" \(counts) skipped=\"0\" time=\"\(total)\" timestamp=\"\(stamp)\">\n"
        let className = XMLText.escaped(self.className)
        for test in cases {
            out += "    <testcase classname=\"\(className)\" name=\"\(XMLText.escaped(test.name))\" time=\"\(Self.time(test.time))\""
            if let outcome = test.outcome { out += ">\n      \(outcome)\n    </testcase>\n" } else { out += "/>\n" }
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }
}
