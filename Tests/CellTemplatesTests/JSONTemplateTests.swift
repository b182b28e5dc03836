@testable import CellTemplates
import Foundation
import LayoutTestSupport
import Testing

/// A `.json` template is read by the JSON parser: JSON's own escapes, and positions in errors as a
/// YAML reader of the same text gives them.
@Suite struct JSONTemplateTests {
    static func error(_ text: String, file: String) -> String {
        do { _ = try template(text, file: file); return "loaded" } catch { return "\(error)" }
    }

    @Test func surrogatePairEscapesAreOneCharacter() throws {
        // What Python's json.dumps writes for "🙂" (U+1F642 = D83D DE42 in UTF-16).
        let json = #"{"views": [{"label": {"name": "t", "text": "\ud83d\ude42 ok", "lines": 0}}], "constraints": ["H:|-[t]-|", "V:|-[t]-|"]}"#
        let cell = try template(json, file: "emoji.json")
        guard case .label(let label) = try #require(cell.views.first).kind else { Issue.record("not a label"); return }
        #expect(label.text == "\u{1F642} ok")
    }

    @Test func errorsArePlacedAsInTheSameTextReadAsYAML() {
        // Flow-style JSON is also YAML, so Yams's marks for the same text are the expected positions.
        let texts = [
            "{\n  \"views\": [\n    {\"label\": {\"name\": \"t\", \"lines\": \"many\"}}\n  ]\n}\n",
            "{\"views\": [{\"label\": {\"name\": \"t\", \"fonts\": 1}}]}",
            "{\"views\": [{\"label\": {\"name\": \"日本\", \"lines\": -1}}]}",
        ]
        for text in texts {
            let fromJSON = Self.error(text, file: "t.json"), fromYAML = Self.error(text, file: "t.yaml")
            #expect(fromJSON.dropFirst("t.json".count) == fromYAML.dropFirst("t.yaml".count), "\(fromJSON) / \(fromYAML)")
            #expect(fromJSON.hasPrefix("t.json:"))
        }
        #expect(Self.error(texts[0], file: "t.json").hasPrefix("t.json:3:38: views[0].label.lines: "))
    }

    @Test func aJSONSyntaxErrorSaysJSON() {
        #expect(Self.error("{\"views\": [}\n", file: "t.json") == "t.json:1:12: not valid JSON: expected a value, found '}'")
        #expect(Self.error("  \n", file: "t.json") == "t.json: the template is empty")
    }

    @Test func tooDeepYAMLSaysWhatToLookFor() {
        let text = "views: " + String(repeating: "[", count: 1_100) + String(repeating: "]", count: 1_100) + "\n"
        let message = Self.error(text, file: "t.yaml")
        #expect(message.contains("nested more than 1000 levels deep"), "\(message)")
        #expect(!message.contains("yaml_set_max_nest_level"))
    }
}
