import JSONLines
import Yams

/// Reads a template's text into a `DocumentNode`: a file named `.json` with `JSONParser` (JSON's own
/// grammar: `"\ud83d\ude42"`, the surrogate pair that JSON writers such as Python's `json.dumps` use for
/// an emoji, is one character, which a YAML parser refuses), anything else with Yams.
enum DocumentReader {
    static func read(_ text: String, file: String) throws(TemplateError) -> DocumentNode {
        file.lowercased().hasSuffix(".json") ? try json(text, file: file) : try yaml(text, file: file)
    }

    static func json(_ text: String, file: String) throws(TemplateError) -> DocumentNode {
        var bytes = Array(text.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }   // a byte order mark, as some editors write
        if bytes.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
            throw TemplateError(file: file, line: nil, column: nil, path: "", message: "the template is empty")
        }
        do {
            let (value, starts) = try JSONParser.parseRecordingStarts(bytes)
            return DocumentNode(json: value, starts: starts, bytes: bytes)
        } catch {
            throw TemplateError(file: file, line: error.line, column: error.column, path: "", message: "not valid JSON: \(error.message)")
        }
    }

    static func yaml(_ text: String, file: String) throws(TemplateError) -> DocumentNode {
        // A byte order mark, as some editors write, is not the first key's indentation.
        let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        do {
            try YAMLKeyScan.check(text, file: file)
            // Scalars are read as their text (and whether they were plain), never by the tags Yams would
            // resolve, so no resolver rules: the default ones compile their regular expressions in every run.
            guard let node = try Yams.compose(yaml: text, .basic) else {
                throw TemplateError(file: file, line: nil, column: nil, path: "", message: "the template is empty")
            }
            return DocumentNode(node)
        } catch let error as TemplateError {
            throw error
        } catch let error as YamlError {
            throw syntaxError(error, file: file)
        } catch {
            throw TemplateError(file: file, line: nil, column: nil, path: "", message: "cannot read: \(error)")
        }
    }

    /// libyaml's nesting limit (its MAX_NESTING_LEVEL).
    static let maximumNesting = 1_000

    static func syntaxError(_ error: YamlError, file: String) -> TemplateError {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            if problem.hasPrefix("Maximum nesting level reached") {
                // libyaml's own words name the C function that raises its limit, which a template's author cannot call.
                return TemplateError(file: file, line: mark.line, column: mark.column, path: "",
                                     message: "nested more than \(maximumNesting) levels deep; a cell template needs a few "
                                        + "(look for a bracket that is opened but never closed)")
            }
            let detail = context.map { "\(problem) (\($0.text))" } ?? problem
            return TemplateError(file: file, line: mark.line, column: mark.column, path: "", message: "not valid YAML or JSON: \(detail)")
        case .reader(let problem, let offset?, _, let yaml):
            // libyaml's reader gives a character offset (a CR LF counts once, as a Swift character does):
            // the line and column where an editor goes.
            var line = 1, column = 1
            for character in yaml.prefix(offset) {
                if character.isNewline { line += 1; column = 1 } else { column += 1 }
            }
            return TemplateError(file: file, line: line, column: column, path: "", message: "not valid YAML or JSON: \(problem)")
        default:
            return TemplateError(file: file, line: nil, column: nil, path: "", message: "not valid YAML or JSON: \(error)")
        }
    }
}
