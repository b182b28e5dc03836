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
/// The issues are the template's (`TemplateIssue.jsonObject`: notes and warnings), then bad feed items
/// (kind "feed", a problem), then lint's findings on the samples (problems and notes). A template that
/// cannot be loaded is one issue of severity "error" and nothing else. `ok` is false when any issue is a
/// problem or an error, as the exit status is 1.
struct LintJSON {
    private(set) var issues: [String] = []

    mutating func add(_ issue: TemplateIssue) { issues.append(issue.jsonObject) }

    mutating func add(_ finding: TemplateLint.Finding, template: String) { issues.append(finding.jsonObject(file: template)) }

    /// A feed line that is not an item the template can take: where it is, and why.
    mutating func add(_ error: FeedError) {
        let place = TemplateError(file: error.file, line: error.line, column: nil, path: "", message: error.message)
        issues.append(TemplateIssue.jsonObject(severity: "problem", kind: "feed", place))
    }

    func text(template: String, ok: Bool, views: Int, constraintLines: Int, items: Int, width: Double) -> String {
        "{\"template\":" + JSONValue.string(template).text + ",\"ok\":\(ok),\"views\":\(views),\"constraintLines\":\(constraintLines)"
            + ",\"items\":\(items),\"width\":\(formatPoints(width)),\"issues\":[" + issues.joined(separator: ",") + "]}"
    }

    /// A template that could not be loaded: `ok` false and the refusal as its one issue.
    static func refused(_ template: String, _ error: TemplateError) -> String {
        "{\"template\":" + JSONValue.string(template).text + ",\"ok\":false,\"issues\":[" + error.jsonObject + "]}"
    }
}
