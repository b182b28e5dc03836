import CellTemplates
import HeightCache
import JSONLines
import LayoutTestSupport
import Testing

/// How a template's bindings read an item, where the data could be taken for something it does not say.
/// Heights by hand: a line of the system font at 17 points is SF Pro's, (1950 + 494) / 2048 x 17 = 20.287
/// points, 61/3 on the 3x grid; a row adds its 1/3-point separator.
@Suite struct BindingRuleTests {
    static func height(_ yaml: String, _ item: String) throws -> Double {
        let cell = try TemplateCell(template: try template(yaml), textCache: Shared.cache, category: .default)
        try cell.bind(JSONParser.parse(item))
        return try cell.fittingHeight(in: TableGeometry(width: 375, scale: 3))
    }

    static func bindingError(_ yaml: String, _ item: String) throws -> String? {
        let cell = try TemplateCell(template: try template(yaml), textCache: Shared.cache, category: .default)
        let parsed = try JSONParser.parse(item)
        do throws(BindingError) { try cell.bind(parsed) } catch { return error.description }
        return nil
    }

    static let column = """
    margins: {top: 8, left: 8, bottom: 8, right: 8}
    views:
      - stack:
          name: s
          axis: vertical
          spacing: 10
          views:
            - label: {name: a, font: {size: 17}}
            - label: {name: b, font: {size: 17}, hidden: true}
    constraints: ["H:|-[s]-|", "V:|-[s]-|"]
    bindings:
      a: a
      b: {text: b, visible: show}
    """

    /// A `visible` binding decides over the view's own `hidden: true`: shown, the column holds two lines
    /// (8 + 61/3 + 10 + 61/3 + 8 + 1/3 = 67); hidden, one (8 + 61/3 + 8 + 1/3 = 36.67).
    @Test func visibleShowsAViewHiddenByDesign() throws {
        #expect(try Self.height(Self.column, #"{"id": 1, "a": "A", "b": "B", "show": true}"#) == 67)
        #expect(try Self.height(Self.column, #"{"id": 2, "a": "A", "b": "B", "show": false}"#) == 110.0 / 3)
    }

    /// A label inside a view a binding hides is not drawn: the rows' label summaries leave it out, as they
    /// leave out a label hidden itself (the box keeps its place, as a hidden view outside a stack does).
    @Test func aLabelInsideAHiddenViewIsNotSummarised() throws {
        let yaml = """
        views:
          - label: {name: title, font: {size: 17}}
          - view:
              name: box
              views: [{label: {name: inside, font: {size: 17}, lines: 0}}]
        constraints: ["H:|-[title]-|", "H:|-[box]-|", "H:|[inside]|", "V:|-[title]-[box]-|", "V:|[inside]|"]
        bindings: {title: t, inside: i, box: {visible: show}}
        """
        func summarised(_ item: String) throws -> [String] {
            let cell = try TemplateCell(template: try template(yaml), textCache: Shared.cache, category: .default)
            try cell.bind(JSONParser.parse(item))
            _ = try cell.fittingHeight(in: TableGeometry(width: 375, scale: 3))
            return try cell.labelSummaries().map(\.name).sorted()
        }
        #expect(try summarised(#"{"id": 1, "t": "T", "i": "I", "show": true}"#) == ["inside", "title"])
        #expect(try summarised(#"{"id": 2, "t": "T", "i": "I", "show": false}"#) == ["title"])
    }

    /// A step of a dotted path that holds no object is the wrong type, not a missing field.
    @Test func aPathThroughAValueThatIsNoObjectIsWrong() throws {
        let yaml = """
        views: [{label: {name: name, font: {size: 17}}}]
        constraints: ["H:|-[name]-|", "V:|-[name]-|"]
        bindings: {name: user.name}
        """
        #expect(try Self.bindingError(yaml, #"{"id": 1, "user": "Ava"}"#) == #"field "user.name": expected an object at "user", got the string "Ava""#)
        #expect(try Self.bindingError(yaml, #"{"id": 1, "user": [1]}"#)?.hasPrefix(#"field "user.name": expected an object at "user""#) == true)
        #expect(try Self.bindingError(yaml, #"{"id": 1, "user": null}"#) == nil)
        #expect(try Self.bindingError(yaml, #"{"id": 1}"#) == nil)
        #expect(try Self.bindingError(yaml, #"{"id": 1, "user": {"name": "Ava"}}"#) == nil)
    }

    /// A frame-layout stack places its views by their edges: baseline alignment, which would be read as top
    /// or bottom and give another height, is refused where it is written.
    @Test func frameLayoutRefusesBaselineAlignment() {
        let error = templateError {
            _ = try template("""
            layout: frame
            views:
              - stack:
                  name: row
                  axis: horizontal
                  alignment: firstBaseline
                  views: [{label: {name: a, font: {size: 30}}}, {label: {name: b, font: {size: 17}, lines: 0}}]
            bindings: {a: a, b: b}
            """)
        }
        #expect(error?.description.contains("test.yaml:6:") == true, "\(String(describing: error))")
        #expect(error?.description.contains("alignment firstBaseline is Auto Layout's") == true, "\(String(describing: error))")
    }
}
