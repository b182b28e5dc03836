import CellTemplates
import FeedTables

/// A template's warnings (an Interface Builder font measured in the stand-in), once a run, on standard
/// error: `lint` lists them with the rest of what the reader could not carry over exactly.
enum TemplateWarnings {
    static func print(_ template: CellTemplate) { print(template.warnings) }

    static func print(_ warnings: [TemplateIssue]) {
        guard !warnings.isEmpty else { return }
        let errors = StandardStream.error()
        for warning in warnings { errors.writeLine("warning: \(warning)") }
        errors.flush()
    }
}
