/// The names views and metrics go by in a template (an Interface Builder outlet's too, which becomes one):
/// a letter or `_`, then letters, digits or `_`, as a visual format line spells the names it uses.
enum TemplateName {
    static func isValid(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
