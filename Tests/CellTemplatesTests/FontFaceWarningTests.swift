import CellTemplates
import Testing

/// A label in a named family at a weight the family has no face for is measured in the nearest face (CSS
/// matching), and the template says so: the bundled Inter Display has 400 and 500 only, and Inter 400 to 900.
@Suite struct FontFaceWarningTests {
    @Test func aWeightANamedFamilyLacksIsAWarning() throws {
        let loaded = try template("""
            views:
              - label: {name: title, font: {family: Inter Display, size: 22, weight: black}}
              - label: {name: note, font: {family: Inter, size: 13, weight: light}}
              - label: {name: body, font: {family: Inter Display, size: 17, weight: medium}}
            constraints: ["V:|[title][note][body]|", "H:|[title]|", "H:|[note]|", "H:|[body]|"]
            """)
        #expect(loaded.warnings.map(\.description) == [
            "test.yaml:2:12: views[0].label: the family Inter Display has no 900 face; label title is measured in the nearest, 500 (faces: 400, 500)",
            "test.yaml:3:12: views[1].label: the family Inter has no 300 face; label note is measured in the nearest, 400 (faces: 400, 400 italic, 500, 600, 700, 800, 900)",
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
}
