import CellTemplates
import FeedTables
import JSONLines
import ViewLayout

/// `lint --format json` without `--frames`: one object on standard output, for an editor or a CI job that
/// acts on what lint finds without reading its text:
///
///     {"template": "cell.yaml", "ok": false, "views": 4, "constraintLines": 6, "items": 20, "width": 375,
///      "issues": [{"severity", "kind", "file", "line", "column", "path", "message"}, ...]}
///
/// "template" is the template as given. The issues are the template's (`TemplateIssue.jsonObject`: notes
/// and warnings), then bad feed items (kind "feed", a problem), then lint's findings on the samples
/// (problems and notes). A template that cannot be loaded is one issue of severity "error" and nothing else;
/// a feed that cannot be read, or a layout the engine refuses, ends the list with one. `ok` is false when
/// any issue is a problem or an error, as the exit status is 1.
struct LintJSON {
    /// The template as given (an Interface Builder document's with its `#CELL`).
    let template: String
    /// The template's file (an Interface Builder document's path without its `#CELL`): what the findings
    /// on sample items, which are at no line, name.
    let file: String
    private(set) var issues: [String] = []

    mutating func add(_ issue: TemplateIssue) { issues.append(issue.jsonObject) }

    mutating func add(_ finding: TemplateLint.Finding) { issues.append(finding.jsonObject(file: file)) }

    /// A template the layout of the samples refused (a constraint the engine cannot take).
    mutating func add(_ error: TemplateError) { issues.append(error.jsonObject) }

    /// A feed line that is not an item the template can take (a problem), or a feed that cannot be read
    /// at all (an error): where it is, and why.
    mutating func add(_ error: FeedError, severity: String = "problem") {
        let place = TemplateError(file: error.file, line: error.line, column: nil, path: "", message: error.message)
        issues.append(TemplateIssue.jsonObject(severity: severity, kind: "feed", place))
    }

    func text(ok: Bool, views: Int, constraintLines: Int, items: Int, width: Double) -> String {
        "{\"template\":" + JSONValue.string(template).text + ",\"ok\":\(ok),\"views\":\(views),\"constraintLines\":\(constraintLines)"
            + ",\"items\":\(items),\"width\":\(formatPoints(width)),\"issues\":[" + issues.joined(separator: ",") + "]}"
    }

    /// A template that could not be loaded: `ok` false and the refusal as its one issue. `template` is the
    /// path as given (with an Interface Builder document's `#CELL`).
    static func refused(_ template: String, _ error: TemplateError) -> String {
        "{\"template\":" + JSONValue.string(template).text + ",\"ok\":false,\"issues\":[" + error.jsonObject + "]}"
    }
}
