import CellTemplates
import HeightCache
import JSONLines
import LayoutTestSupport
import Testing

/// A label in a named family at a weight the family has no face for is measured in the nearest face (CSS
/// matching), and the template says so: the bundled Inter Display has 400 and 500 only, and Inter 300 to 900.
@Suite struct FontFaceWarningTests {
    @Test func aWeightANamedFamilyLacksIsAWarning() throws {
        let loaded = try template("""
            views:
              - label: {name: title, font: {family: Inter Display, size: 22, weight: black}}
              - label: {name: note, font: {family: Inter, size: 13, weight: thin}}
              - label: {name: body, font: {family: Inter Display, size: 17, weight: medium}}
            constraints: ["V:|[title][note][body]|", "H:|[title]|", "H:|[note]|", "H:|[body]|"]
            """)
        #expect(loaded.warnings.map(\.description) == [
            "test.yaml:2:12: views[0].label: the family Inter Display has no 900 face; label title is measured in the nearest, 500 (faces: 400, 500)",
            "test.yaml:3:12: views[1].label: the family Inter has no 100 face; label note is measured in the nearest, 300 (faces: 300, 400, 400 italic, 500, 600, 700, 800, 900)",
        ])
    }

    /// The system font on the stand-in takes the stand-in's cuts for every weight (Fonts/README.md says which):
    /// no warning, as before.
    @Test func theStandInSystemFontIsNotWarnedOf() throws {
        let loaded = try template("""
            views:
              - label: {name: note, font: {size: 13, weight: light}}
            constraints: ["V:|[note]|", "H:|[note]|"]
            """)
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
    }

    /// A family of iOS's own with a line in UIKit's table and no file registered is drawn in the stand-in at
    /// that line, with one warning a family however many views use it: Courier New's line, 2320 / 2048 x 17
    /// = 19.258 points, 19.333 on the 3x grid. A family without a line (Futura) is still an error.
    @Test func anInstalledFamilyIsDrawnAtItsLineWithAWarning() throws {
        let loaded = try template("""
            views:
              - label: {name: code, font: {family: Courier New, size: 17}}
              - label: {name: more, font: {family: Courier New, size: 17, weight: light}}
            constraints: ["V:|[code][more]|", "H:|[code]|", "H:|[more]|"]
            bindings: {code: code, more: more}
            """)
        #expect(loaded.warnings.map(\.description) == [
            "test.yaml:2:12: views[0].label: font family \"Courier New\" is one of iOS's own and no file of it is registered: code and the "
                + "other texts in it are drawn in Inter at Courier New's line (UIKit's line height, not its widths); for iOS's widths, "
                + "register a copy of it from a Mac (macOS has iOS's fonts) with --font-file or --fonts",
        ])
        let cell = try TemplateCell(template: loaded, textCache: Shared.cache, category: .default)
        try cell.bind(JSONParser.parse(#"{"id": 1, "code": "a", "more": "b"}"#))
        // Two lines of Courier New's and the separator's third of a point.
        #expect(try cell.fittingHeight(in: TableGeometry(width: 320, scale: 3)) == 2 * 58.0 / 3 + 1.0 / 3)
        // A run in such a family says so too; the stand-in's lack of a light face is not the family's, so no
        // weight warning comes with either.
        let runs = try template("""
            views:
              - label: {name: code, font: {size: 17}}
            constraints: ["V:|[code]|", "H:|[code]|"]
            bindings:
              code: {runs: [{field: a}, {field: b, font: {family: Helvetica Neue, weight: light}}]}
            """)
        #expect(runs.warnings.map(\.description) == [
            "test.yaml:5:9: bindings.code: font family \"Helvetica Neue\" is one of iOS's own and no file of it is registered: a run of "
                + "code and the other texts in it are drawn in Inter at Helvetica Neue's line (UIKit's line height, not its widths); for "
                + "iOS's widths, register a copy of it from a Mac (macOS has iOS's fonts) with --font-file or --fonts",
        ])
        #expect(throws: (any Error).self) {
            try template("""
                views:
                  - label: {name: code, font: {family: Futura, size: 17}}
                constraints: ["V:|[code]|", "H:|[code]|"]
                """)
        }
    }
}
