import JSONLines

// What a template's reader or lint says, as JSON objects of one shape: `{"severity": "note" |
// "warning" | "problem" | "error", "kind", "file", "line", "column", "path", "message"}`, so that a caller
// (the server's answers, `lint --format json`) can act on a kind or go to a line without reading the text.
// "line" and "column" are null where the issue is at none, "path" the field's ("" for the document), and
// "message" the text without the place.

extension TemplateIssue {
    /// The issue with its severity and kind (`TemplateIssue.Kind`'s names).
    public var jsonObject: String {
        Self.jsonObject(severity: severity.rawValue, kind: kind.rawValue, place)
    }

    /// An object of the same shape for another caller's issue (a bad feed line, say) at `place`.
    public static func jsonObject(severity: String, kind: String, _ place: TemplateError) -> String {
        func number(_ value: Int?) -> String { value.map(String.init) ?? "null" }
        return "{\"severity\":\"\(severity)\",\"kind\":\"\(kind)\",\"file\":" + JSONValue.string(place.file).text
            + ",\"line\":" + number(place.line) + ",\"column\":" + number(place.column)
            + ",\"path\":" + JSONValue.string(place.path).text + ",\"message\":" + JSONValue.string(place.message).text + "}"
    }
}

extension TemplateLint.Finding {
    /// "problem", or "note" for a finding that says only what was not checked.
    public var severityName: String { isProblem ? "problem" : "note" }

    /// Where the finding is said: a field of the wrong type at its item's line of the feed; an absent field
    /// at its binding's line of `file`, the template's; a conflict at the line of the constraint broken;
    /// any other finding on `file` at no line (it is about a sample item's layout as a whole).
    public func place(file: String) -> TemplateError {
        switch self {
        case .binding(let sample, _):
            TemplateError(file: sample.file ?? file, line: sample.file == nil ? nil : sample.line, column: nil, path: "", message: description)
        case .absentField(_, _, let line): TemplateError(file: file, line: line, column: nil, path: "", message: description)
        case .diagnostic(_, let diagnostic): TemplateError(file: file, line: diagnostic.line, column: nil, path: "", message: description)
        default: TemplateError(file: file, line: nil, column: nil, path: "", message: description)
        }
    }

    /// The finding on a sample item of `file`'s template, with its severity and kind (`kind`).
    public func jsonObject(file: String) -> String {
        TemplateIssue.jsonObject(severity: severityName, kind: kind, place(file: file))
    }
}
