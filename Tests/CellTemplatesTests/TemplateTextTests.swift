@testable import CellTemplates
import Foundation
import LayoutTestSupport
import Testing

/// What a template's text may hold around its content: a byte order mark, characters YAML does not allow
/// (said at their line and column), tags, and how many runs a label takes.
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
        // The same with Windows line ends: still line 2 (a CR LF was one character, so every error was on line 1).
        let crlf = templateError { _ = try template("views:\r\n  - label: {name: \u{1}t}\r\n") }
        #expect(crlf?.line == 2 && crlf?.column == 19, "\(String(describing: crlf))")
    }

    /// A tag would change what a value means (`!!str 30` is text), but values are read by their text, so a
    /// tag is refused where it is written, on a scalar, a list or a mapping alike.
    @Test func aTagIsRefusedWhereItIsWritten() {
        let onSize = templateError { _ = try template(Self.body.replacingOccurrences(of: "{name: t}", with: "{name: t, font: {size: !!str 30}}")) }
        #expect(onSize?.line == 2 && onSize?.column == 35 && onSize?.path == "views[0].label.font.size", "\(String(describing: onSize))")
        #expect(onSize?.message.hasPrefix("a YAML tag (!!str) is not read in a template") == true, "\(String(describing: onSize))")
        let onList = templateError { _ = try template(Self.body.replacingOccurrences(of: "views:", with: "views: !custom")) }
        #expect(onList?.line == 1 && onList?.message.hasPrefix("a YAML tag (!custom)") == true, "\(String(describing: onList))")
        // Quotes are not a tag: a quoted name reads as the plain one.
        #expect(templateError { _ = try template(Self.body.replacingOccurrences(of: "{name: t}", with: #"{name: "t"}"#)) } == nil)
    }

    /// A flag is read in YAML's spellings: true, True, TRUE, and YAML 1.1's yes and on in the same cases;
    /// anything else is refused at its place.
    @Test func aFlagTakesYAMLsSpellings() throws {
        func hidden(_ flag: String) throws -> Bool? {
            let parsed = try template(Self.body.replacingOccurrences(of: "{name: t}", with: "{name: t, hidden: \(flag)}"))
            return parsed.allViews.first { $0.name == "t" }?.hidden
        }
        for flag in ["true", "True", "TRUE", "yes", "YES", "On"] { #expect(try hidden(flag) == true, "\(flag)") }
        for flag in ["false", "False", "NO", "off"] { #expect(try hidden(flag) == false, "\(flag)") }
        let error = templateError { _ = try hidden("Tru") }
        #expect(error?.line == 2 && error?.message.hasPrefix("expected true or false") == true, "\(String(describing: error))")
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
