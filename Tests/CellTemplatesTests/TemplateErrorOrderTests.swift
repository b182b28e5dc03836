import CellTemplates
import LayoutTestSupport
import Testing

/// Of two mistakes, the one earlier in the file is reported, whichever section the parser reads first: a
/// misspelt view field on line 2 before a misspelt binding field on line 7 (it reported the binding's), and
/// the binding's when the bindings come first.
@Suite struct TemplateErrorOrderTests {
    static let views = """
        views:
          - label: {name: a, font: {size: 17}, lines: 0, colour: red}
        constraints:
          - "H:|-[a]-|"
          - "V:|-[a]-|"
        """
    static let bindings = """
        bindings:
          a: {text: text, hiddenWhenEmty: true}
        """

    @Test func theFirstMistakeOfTheFileIsReported() {
        let viewsFirst = templateError { _ = try template(Self.views + "\n" + Self.bindings) }
        #expect(viewsFirst?.line == 2 && viewsFirst?.message.hasPrefix("unknown field \"colour\"") == true, "\(String(describing: viewsFirst))")
        let bindingsFirst = templateError { _ = try template(Self.bindings + "\n" + Self.views) }
        #expect(bindingsFirst?.line == 2 && bindingsFirst?.message.hasPrefix("unknown field \"hiddenWhenEmty\"") == true,
                "\(String(describing: bindingsFirst))")
        // A mistake in the bindings alone is still reported.
        let only = templateError { _ = try template(Self.views.replacingOccurrences(of: ", colour: red", with: "") + "\n" + Self.bindings) }
        #expect(only?.message.hasPrefix("unknown field \"hiddenWhenEmty\"") == true, "\(String(describing: only))")
    }
}
