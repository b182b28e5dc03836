import CellTemplates

/// A template's issues and lint's findings as the service's JSON gives them, in `"issues"` beside the
/// `"findings"` text: `{"severity": "note" | "warning" | "problem", "kind", "file", "line", "column", "path",
/// "message"}`, so a client (the preview page) can act on a kind or go to a line without reading the text.
enum IssueJSON {
    /// A reader's note or warning: its kind (`TemplateIssue.Kind`'s names), file, line and column (null
    /// where the issue is at none), the field's path ("" for the document) and the message without the place.
    static func object(_ issue: TemplateIssue) -> String {
        "{\"severity\":\"\(issue.severity.rawValue)\",\"kind\":\"\(issue.kind.rawValue)\",\"file\":" + jsonString(issue.file)
            + ",\"line\":" + number(issue.line) + ",\"column\":" + number(issue.column) + ",\"path\":" + jsonString(issue.path)
            + ",\"message\":" + jsonString(issue.message) + "}"
    }

    /// A lint finding on a sample item: a problem, or a note of what was not checked; it is at no line.
    static func object(_ finding: TemplateLint.Finding, file: String) -> String {
        "{\"severity\":\"\(finding.isProblem ? "problem" : "note")\",\"kind\":\"\(finding.kind)\",\"file\":" + jsonString(file)
            + ",\"line\":null,\"column\":null,\"path\":\"\",\"message\":" + jsonString(finding.description) + "}"
    }

    private static func number(_ value: Int?) -> String { value.map(String.init) ?? "null" }
}
