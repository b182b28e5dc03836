import CellTemplates
import Foundation
import LayoutTestSupport
import Testing

/// What a template's text may hold around its content: a byte order mark, characters YAML does not allow
/// (said at their line and column), and how many runs a label takes.
@Suite struct TemplateTextTests {
    static let body = """
    views:
      - label: {name: t}
    constraints: ["H:|[t]|", "V:|[t]|"]
    bindings: {t: text}
    """

    /// A byte order mark, as some editors write, is not indentation: the template reads as without it.
    @Test func aByteOrderMarkIsSkipped() throws {
        let plain = try template(Self.body)
        let marked = try template("\u{FEFF}" + Self.body)
        #expect(marked.digest != "" && marked.viewCount == plain.viewCount && marked.constraintCount == plain.constraintCount)
    }

    /// A control character YAML does not allow is refused at its line and column, where an editor goes.
    @Test func aControlCharacterIsRefusedAtItsLineAndColumn() {
        let error = templateError { _ = try template("views:\n  - label: {name: \u{1}t}\n") }
        #expect(error?.line == 2 && error?.column == 19, "\(String(describing: error))")
        #expect(error?.message.hasPrefix("not valid YAML or JSON: control characters are not allowed") == true, "\(String(describing: error))")
    }

    /// A label takes at most 100 runs: each repeats its field's text.
    @Test func aLabelTakesAtMostAHundredRuns() throws {
        func runs(_ count: Int) -> String {
            """
            views:
              - label: {name: t, font: {style: body}}
            constraints: ["H:|[t]|", "V:|[t]|"]
            bindings:
              t: {runs: [\(Array(repeating: "{field: f}", count: count).joined(separator: ", "))]}
            """
        }
        #expect(templateError { _ = try template(runs(100)) } == nil)
        let error = templateError { _ = try template(runs(101)) }
        #expect(error?.line == 5 && error?.message == "101 runs; a label takes at most 100 (each run repeats its field's text)",
                "\(String(describing: error))")
    }

    /// A metric is checked whether a line uses it or not: out of range, or under a name no visual format line
    /// can spell, it is a mistake said where it is.
    @Test func everyMetricIsChecked() {
        func load(_ metrics: String) -> TemplateError? { templateError { _ = try template("metrics: \(metrics)\n" + Self.body) } }
        #expect(load("{pad: 8}") == nil)
        let huge = load("{huge: 1e9}")
        #expect(huge?.line == 1 && huge?.message.hasPrefix("expected a number of points within ±100000") == true, "\(String(describing: huge))")
        let name = load(#"{"bad name": 5}"#)
        #expect(name?.message.hasPrefix(#"metric "bad name" is not a name a visual format line can use"#) == true, "\(String(describing: name))")
    }
}
