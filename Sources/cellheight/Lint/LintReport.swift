import CellTemplates
import FeedTables
import JSONLines
import ViewLayout

/// What `lint` found, gathered for `--format json` or `--format github` (without `--frames`): the
/// template's issues (notes and warnings), then bad feed items (kind "feed", a problem), then lint's
/// findings on the samples (problems and notes); a feed that cannot be read, or a layout the engine refuses,
/// ends the list as an error.
///
/// JSON is one object on standard output, for an editor or a CI job that acts on what lint finds without
/// reading its text:
///
///     {"template": "cell.yaml", "ok": false, "views": 4, "constraintLines": 6, "items": 20, "width": 375,
///      "issues": [{"severity", "kind", "file", "line", "column", "path", "message"}, ...]}
///
/// "template" is the template as given. A template that cannot be loaded is one issue of severity "error"
/// and nothing else. `ok` is false when any issue is a problem or an error, as the exit status is 1.
///
/// GitHub is one workflow command a line (`::warning file=F,line=L,col=C,title=T::message`), which a
/// GitHub Actions run shows as an annotation at that place of the pull request: a note is a notice, a problem
/// or an error an error.
struct LintReport {
    struct Entry {
        /// note, warning, problem or error.
        var severity: String
        var kind: String
        var place: TemplateError
    }

    /// The template as given (an Interface Builder document's with its `#CELL`).
    let template: String
    /// The template's file (an Interface Builder document's path without its `#CELL`): what the findings
    /// on sample items, which are at no line, name.
    let file: String
    private(set) var entries: [Entry] = []

    init(template: String, file: String) {
        self.template = template; self.file = file
    }

    mutating func add(_ issue: TemplateIssue) {
        entries.append(Entry(severity: issue.severity.rawValue, kind: issue.kind.rawValue, place: issue.place))
    }

    /// A finding on a sample item; `at` ("at width 320 @2x: ") leads its message where lint laid the samples
    /// out at several settings.
    mutating func add(_ finding: TemplateLint.Finding, at: String = "") {
        var place = finding.place(file: file)
        if !at.isEmpty { place = TemplateError(file: place.file, line: place.line, column: place.column, path: place.path, message: at + place.message) }
        entries.append(Entry(severity: finding.severityName, kind: finding.kind, place: place))
    }

    /// A template the layout of the samples refused (a constraint the engine cannot take), or one that
    /// cannot be loaded at all.
    mutating func add(_ error: TemplateError) { entries.append(Entry(severity: "error", kind: "template", place: error)) }

    /// A feed line that is not an item the template can take (a problem), or a feed that cannot be read
    /// at all (an error): where it is, and why.
    mutating func add(_ error: FeedError, severity: String = "problem") {
        entries.append(Entry(severity: severity, kind: "feed",
                             place: TemplateError(file: error.file, line: error.line, column: nil, path: "", message: error.message)))
    }

    /// The JSON object; `views`, `constraintLines`, `items` and `width` are left out for a template that
    /// was not loaded (nil).
    func json(ok: Bool, views: Int?, constraintLines: Int?, items: Int?, width: Double?) -> String {
        var out = "{\"template\":" + JSONValue.string(template).text + ",\"ok\":\(ok)"
        if let views { out += ",\"views\":\(views)" }
        if let constraintLines { out += ",\"constraintLines\":\(constraintLines)" }
        if let items { out += ",\"items\":\(items)" }
        if let width { out += ",\"width\":" + formatPoints(width) }
        let issues = entries.map { TemplateIssue.jsonObject(severity: $0.severity, kind: $0.kind, $0.place) }
        return out + ",\"issues\":[" + issues.joined(separator: ",") + "]}"
    }

    /// GitHub Actions' workflow commands, one a line, escaped as its toolkit escapes them: in the message
    /// `%`, CR and LF; in a property `:` and `,` too. The field's path, where there is one, leads the message.
    func github() -> [String] {
        func data(_ text: String) -> String {
            text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
                .replacingOccurrences(of: "\n", with: "%0A")
        }
        func property(_ text: String) -> String {
            data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
        }
        return entries.map { entry in
            let command = switch entry.severity {
            case "note": "notice"
            case "warning": "warning"
            default: "error"
            }
            var properties = ["file=" + property(entry.place.file)]
            if let line = entry.place.line { properties.append("line=\(line)") }
            if let column = entry.place.column { properties.append("col=\(column)") }
            properties.append("title=" + property("cellheight lint: \(entry.kind)"))
            let message = entry.place.path.isEmpty ? entry.place.message : "\(entry.place.path): \(entry.place.message)"
            return "::\(command) " + properties.joined(separator: ",") + "::" + data(message)
        }
    }
}
